/**
 * The outline a text's headings make under its page's title. Every page shows the title as its
 * one level-1 heading, so a text's own headings start at "## " (a section) and go down one level
 * at a time ("### " for a part of a section): a "# " heading would be a second title (often the
 * same words twice), and a level skipped leaves a hole that screen-reader users navigate by.
 */
import type { Token, Tokens } from 'marked';
import { marked, type MarkdownProblem } from './markdown.ts';
import { lineFinder } from './source-lines.ts';
import { HEADING_ANCHOR } from './heading-anchors.ts';

const words = (text: string) => text.replace(HEADING_ANCHOR, '').replace(/\s+/g, ' ').trim();
const written = (depth: number, text: string) => `${'#'.repeat(depth)} ${text}`;

/** Each level-1 heading and each skipped level in `source` (lexed as `tokens`), at its line of `source`; `title` is the page's. */
export function outlineProblems(source: string, tokens: Token[], title: string | undefined): MarkdownProblem[] {
  const headings: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (token) => void (token.type === 'heading' && headings.push(token as Tokens.Heading)));
  const lineOf = lineFinder(source);
  const found: MarkdownProblem[] = [];
  // The page's title is the level-1 heading every text sits under.
  let above: { depth: number; text?: string } = { depth: 1 };
  for (const heading of headings) {
    const line = lineOf(heading.raw);
    const text = words(heading.text);
    // A heading of no words is refused as such (heading-anchors.ts).
    if (!text) continue;
    const shown = written(heading.depth, text);
    if (heading.depth === 1) {
      const same = title !== undefined && words(title).toLowerCase() === text.toLowerCase();
      found.push({
        line,
        message: same
          ? `the heading "${shown}" repeats the title, which the page already shows above the text: delete this line`
          : `the heading "${shown}" is a level-1 heading, but the title is the page's heading: start sections with ## ("${written(2, text)}"), and parts of a section with ###`,
      });
    } else if (heading.depth > above.depth + 1) {
      const after = above.text ? `it comes right after "${written(above.depth, above.text)}"` : 'it is the first heading, and a text\'s sections start with ##';
      found.push({ line, message: `the heading "${shown}" skips a level (${after}), which breaks the page's outline: write it as "${written(above.depth + 1, text)}"` });
    }
    above = { depth: heading.depth, text };
  }
  return found;
}
