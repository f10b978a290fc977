/**
 * Structured Markdown (case studies, whitepapers, legal texts): a document cut at its `## `
 * headings into parts that know their lines, so that whatever a part may not hold is refused with
 * its line instead of being dropped. Headings are the lexer's, so "## " inside a code block is
 * text. Raw HTML is refused wherever it is (list items, table cells, link texts included).
 */
import { Marked, type Token, type Tokens } from 'marked';
import { renderMarkdown, type MarkdownProblem, type RenderOptions } from './markdown.ts';
import { lineAt } from './source-lines.ts';
import type { ProsePictureRef } from '../model/prose-pictures.ts';

const marked = new Marked({ gfm: true, async: false });

/** A top-level block of Markdown, and the document's line it starts on. */
export interface Block {
  token: Token;
  line: number;
}

export interface Part {
  /** The part's Markdown (for a section, what follows its heading). */
  text: string;
  /** The document's line on which `text` starts. */
  line: number;
  /** Its blocks, blank lines left out. */
  blocks: Block[];
}

export interface Section extends Part {
  /** The heading, as plain text. */
  title: string;
  /** What plain text could not show of the heading: for documents that show it as text. */
  titleIssues: MarkdownProblem[];
  headingLine: number;
  /** Where the heading starts and the section ends, as offsets in the document. */
  start: number;
  end: number;
}

const newlines = (text: string) => text.split('\n').length - 1;

/** What a block is, as a writer would call it. */
const BLOCK_NAMES: Record<string, string> = {
  paragraph: 'paragraph', list: 'list', heading: 'heading', code: 'code block', blockquote: 'quote', html: 'HTML block',
  table: 'table', hr: 'horizontal rule', def: 'link definition',
};
export const blockName = (token: Token) => BLOCK_NAMES[token.type] ?? token.type;

/** `body`, which starts on the document's line `firstLine`, cut at its `## ` headings: what precedes the first, then one section per heading. */
export function cutAtHeadings(body: string, firstLine: number): { intro: Part; sections: Section[] } {
  const intro: Part = { text: '', line: firstLine, blocks: [] };
  const sections: Section[] = [];
  let current: Part = intro;
  let from = 0;
  let offset = 0;
  let line = firstLine;
  for (const token of marked.lexer(body)) {
    if (token.type === 'heading' && token.depth === 2) {
      current.text = body.slice(from, offset);
      from = offset + token.raw.length;
      const titleIssues: MarkdownProblem[] = [];
      const section: Section = {
        title: plainText((token as Tokens.Heading).tokens, line, titleIssues).trim(),
        titleIssues,
        headingLine: line, start: offset, end: body.length, text: '', line: line + newlines(token.raw), blocks: [],
      };
      if (sections.length) sections[sections.length - 1].end = offset;
      sections.push(section);
      current = section;
    } else if (token.type !== 'space') {
      current.blocks.push({ token, line });
    }
    offset += token.raw.length;
    line += newlines(token.raw);
  }
  current.text = body.slice(from);
  return { intro, sections };
}

/** Text before a document's first section, which no page would show, refused at its first line. */
export function refuseIntro(intro: Part, rule: string, issues: MarkdownProblem[]): void {
  const [first] = intro.blocks;
  if (first) issues.push({ line: first.line, message: `has a ${blockName(first.token)} before its first "## " section, which would not be shown: ${rule}` });
}

/**
 * The sections of a document made of known sections only, by title. An unknown section and a
 * section given twice would not be shown: each is refused at its heading, with `rule` as the hint.
 */
export function knownSections(sections: Section[], known: readonly string[], rule: string, issues: MarkdownProblem[]): Map<string, Section> {
  const found = new Map<string, Section>();
  for (const section of sections) {
    const field = `## ${section.title}`;
    const first = found.get(section.title);
    if (first) {
      issues.push({ line: section.headingLine, field, message: `is given twice (first on line ${first.headingLine}): the second would not be shown; merge them` });
    } else if (known.includes(section.title)) {
      found.set(section.title, section);
    } else {
      const meant = known.find((name) => name.toLowerCase() === section.title.toLowerCase());
      issues.push({ line: section.headingLine, field, message: `is not a known section, so it would not be shown${meant ? ` (did you mean "## ${meant}"?)` : ''}: ${rule}` });
    }
  }
  return found;
}

/** The items of a section that holds one list and nothing else, as plain text. */
export function listItems(section: Section, min: number, issues: MarkdownProblem[]): string[] {
  const field = `## ${section.title}`;
  const list = section.blocks.find((block) => block.token.type === 'list');
  if (!list) {
    issues.push({ line: section.headingLine, field, message: `must be a list of at least ${min} item${min === 1 ? '' : 's'} ("- …")` });
    return [];
  }
  for (const block of section.blocks) {
    if (block === list) continue;
    issues.push({
      line: block.line, field,
      message: block.token.type === 'list'
        ? 'holds a second list, which would not be shown: a section holds one list ("- …" lines with no text between them); join the two'
        : `holds only a list: this ${blockName(block.token)} would not be shown; make it an item ("- …") or remove it`,
    });
  }
  const { raw, items } = list.token as Tokens.List;
  let cursor = 0;
  const texts = items.map((item) => {
    const at = raw.indexOf(item.raw, cursor);
    if (at >= 0) cursor = at + item.raw.length;
    const line = list.line + newlines(raw.slice(0, at >= 0 ? at : cursor));
    return itemText(item, line, field, issues);
  });
  if (texts.length < min) issues.push({ line: list.line, field, message: `must be a list of at least ${min} item${min === 1 ? '' : 's'} ("- …"); it has ${texts.length}` });
  return texts;
}

/** A list item: one paragraph of plain text; a nested list, code block or quote would not be shown. */
function itemText(item: Tokens.ListItem, line: number, field: string, issues: MarkdownProblem[]): string {
  let text = '';
  let seen = false;
  let at = line;
  const before = issues.length;
  for (const token of item.tokens) {
    if ((token.type === 'text' || token.type === 'paragraph') && !seen) {
      seen = true;
      text = plainText((token as Tokens.Text).tokens ?? [{ type: 'text', raw: token.raw, text: (token as Tokens.Text).text } as Token], at, issues, field);
    } else if (token.type !== 'space') {
      issues.push({ line: at, field, message: `has an item holding a ${token.type === 'text' || token.type === 'paragraph' ? 'second paragraph' : blockName(token)}, which would not be shown: an item is one paragraph of text` });
    }
    at += newlines(token.raw);
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (!text && issues.length === before) issues.push({ line, field, message: 'has an empty item: write its text after the "- ", or remove it' });
  return text;
}

/** The text of a section that holds one paragraph and nothing else, as plain text on one line. */
export function paragraphText(section: Section, issues: MarkdownProblem[]): string {
  const field = `## ${section.title}`;
  const [first, ...rest] = section.blocks;
  if (!first) {
    issues.push({ line: section.headingLine, field, message: 'is empty: write its paragraph below the heading' });
    return '';
  }
  for (const block of first.token.type === 'paragraph' ? rest : section.blocks) {
    issues.push({ line: block.line, field, message: `holds one paragraph of text: this ${blockName(block.token)} would not be shown; join it to the paragraph or remove it` });
  }
  return first.token.type === 'paragraph' ? plainText((first.token as Tokens.Paragraph).tokens, first.line, issues, field).replace(/\s+/g, ' ').trim() : '';
}

/** Raw HTML, one problem a line: `<b>` and `</b>` are one mistake. */
function refuseRawHtml(found: { raw: string; line: number | undefined }[], issues: MarkdownProblem[], field?: string): void {
  const byLine = new Map<number | undefined, string[]>();
  for (const { raw, line } of found) byLine.set(line, [...(byLine.get(line) ?? []), raw.trim().slice(0, 60)]);
  for (const [line, pieces] of byLine) {
    const shown = pieces.join(' … ');
    issues.push({ line, field, message: `contains raw HTML, which is not allowed in content: ${shown} (write it as Markdown or plain text)` });
  }
}

/**
 * Inline Markdown as plain text, for fields the pages print as text (list items, headings):
 * emphasis and code marks are dropped; raw HTML, a link with its own text or an image would show
 * as their Markdown or lose their address, so each is refused with its line.
 */
export function plainText(tokens: Token[], line: number, issues: MarkdownProblem[], field?: string): string {
  const html: { raw: string; line: number }[] = [];
  const found: MarkdownProblem[] = [];
  const text = plainTextOf(tokens, line, found, html);
  refuseRawHtml(html, found);
  for (const issue of found.sort((a, b) => a.line! - b.line!)) issues.push({ ...issue, field });
  return text;
}

function plainTextOf(tokens: Token[], line: number, issues: MarkdownProblem[], html: { raw: string; line: number }[]): string {
  let text = '';
  let at = line;
  for (const token of tokens) {
    const nested = (token as { tokens?: Token[] }).tokens;
    if (token.type === 'html') html.push({ raw: token.raw, line: at });
    else if (token.type === 'link' && token.raw.startsWith('[')) issues.push({ line: at, message: `has a link (${token.raw.trim().slice(0, 60)}), but this text is shown as plain text: write the words alone` });
    else if (token.type === 'image') issues.push({ line: at, message: `has an image (${token.raw.trim().slice(0, 60)}), but this text is shown as plain text: remove it` });
    else if (token.type === 'del') issues.push({ line: at, message: `has struck-through text (${token.raw.trim().slice(0, 60)}), but this text is shown as plain text: remove the "~" marks or the words` });
    else if (token.type === 'br') text += ' ';
    else if ((token.type === 'strong' || token.type === 'em' || token.type === 'text') && nested) text += plainTextOf(nested, at, issues, html);
    else text += (token as { text?: string }).text ?? token.raw;
    at += newlines(token.raw);
  }
  return text;
}

/**
 * Refuses raw HTML anywhere in `text`, each piece at its line, and returns `text` without that
 * HTML (its newlines kept, so lines stay put), so that rendering it does not report it again.
 */
export function refuseHtml(text: string, issues: MarkdownProblem[]): string {
  // Every form of HTML the lexer recognizes starts with "<".
  if (!text.includes('<')) return text;
  let stripped = text;
  let removed = 0;
  let offset = 0;
  const found: { raw: string; line: number | undefined }[] = [];
  for (const block of marked.lexer(text)) {
    let cursor = offset;
    marked.walkTokens([block], (token) => {
      if (token.type !== 'html') return;
      const exact = text.indexOf(token.raw, cursor);
      // Inside a list item the lexer strips the item's indentation from a multi-line block.
      const at = exact >= 0 ? exact : text.indexOf(token.raw.trim().split('\n')[0], cursor);
      found.push({ raw: token.raw, line: lineAt(text, at >= 0 ? at : offset) });
      if (exact >= 0) {
        const kept = token.raw.replace(/[^\n]/g, '');
        stripped = stripped.slice(0, exact - removed) + kept + stripped.slice(exact - removed + token.raw.length);
        removed += token.raw.length - kept.length;
      }
      if (at >= 0) cursor = at + 1;
    });
    offset += block.raw.length;
  }
  refuseRawHtml(found, issues);
  return stripped;
}

/**
 * Renders a part (its raw HTML refused first), its problems' lines counted in the document, and
 * so are its pictures' when `options.pictures` is given (see renderMarkdown).
 */
export function renderPart(part: Pick<Part, 'text' | 'line'>, issues: MarkdownProblem[], options: RenderOptions = {}): string {
  const found: MarkdownProblem[] = [];
  const inPart: ProsePictureRef[] | undefined = options.pictures && [];
  const html = renderMarkdown(refuseHtml(part.text, found), found, { ...options, pictures: inPart });
  const inDocument = (line: number | undefined) => line && line + part.line - 1;
  for (const issue of found) issues.push({ ...issue, line: inDocument(issue.line) });
  for (const picture of inPart ?? []) options.pictures!.push({ ...picture, line: inDocument(picture.line) });
  return html;
}

/** `text` with the characters from `from` to `to` turned to spaces, its lines kept. */
export const blankOut = (text: string, from: number, to: number) => text.slice(0, from) + text.slice(from, to).replace(/[^\n]/g, ' ') + text.slice(to);
