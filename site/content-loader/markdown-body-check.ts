/**
 * Checks of the text of every Markdown file (posts, case studies, whitepapers, legal texts, the
 * About story) that no reader of one kind of document makes: a link or picture Markdown could
 * not read (left-as-text.ts), an emoji, and headings that break the page's outline
 * (heading-outline.ts). Each problem is at its line of the file.
 */
import { marked, type MarkdownProblem } from './markdown.ts';
import { linksLeftAsText } from './left-as-text.ts';
import { outlineProblems } from './heading-outline.ts';
import { EMOJI_COST, emojiIn, quoteEmoji } from '../model/emoji.ts';

/** Each line of `body` that holds an emoji, with the emoji, whole. */
function emojiProblems(body: string): MarkdownProblem[] {
  const found: MarkdownProblem[] = [];
  body.split('\n').forEach((text, i) => {
    const emoji = emojiIn(text);
    if (emoji.length) found.push({ line: i + 1, message: `contains an emoji ${quoteEmoji(emoji)}: ${EMOJI_COST}; say it in words (docs/content.md §13)` });
  });
  return found;
}

/** The problems of a Markdown file's `body`, which starts on the file's line `bodyLine`, under the page's `title`. */
export function markdownBodyProblems(body: string, bodyLine: number, title: string | undefined): MarkdownProblem[] {
  const tokens = marked.lexer(body);
  const found = [...linksLeftAsText(body, tokens), ...emojiProblems(body), ...outlineProblems(body, tokens, title)];
  return found.map((problem) => ({ ...problem, line: problem.line && problem.line + bodyLine - 1 }));
}
