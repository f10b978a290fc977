/**
 * Structured Markdown (case studies, whitepapers, legal texts): a document cut at its `## `
 * headings into parts that know their lines, so that whatever a part may not hold is refused with
 * its line instead of being dropped. Headings are the lexer's, so "## " inside a code block is
 * text. Raw HTML is refused wherever it is (list items, table cells, link texts included).
 */
import type { Token, Tokens } from 'marked';
import { marked, renderMarkdown, type MarkdownProblem, type RenderOptions } from './markdown.ts';
import { lineCounter, newlines } from './source-lines.ts';
import { plainText, refuseHtml } from './plain-text.ts';
import { HEADING_ANCHOR, noIds } from './heading-anchors.ts';
import type { ProsePictureRef } from '../model/prose-pictures.ts';
import { closestName } from '../lib/closest-name.ts';

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
  /** The id the heading gives itself (`## Words {#id}`), if any. */
  givenId?: string;
  /** What plain text could not show of the heading: for documents that show it as text. */
  titleIssues: MarkdownProblem[];
  headingLine: number;
  /** Where the heading starts and the section ends, as offsets in the document. */
  start: number;
  end: number;
}

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
      const words = plainText((token as Tokens.Heading).tokens, line, titleIssues).trim();
      // A section is known by its words, without the id its heading may give (heading-anchors.ts).
      const anchor = HEADING_ANCHOR.exec(words);
      const section: Section = {
        title: anchor ? words.slice(0, anchor.index) : words,
        givenId: anchor?.[1],
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

/** In a document whose headings get no ids, each id a heading gives is refused at its line. */
export function refuseGivenIds(sections: Section[], issues: MarkdownProblem[]): void {
  for (const { title, givenId, headingLine } of sections) if (givenId !== undefined) issues.push({ line: headingLine, message: `the heading "${title}" ${noIds(givenId)}` });
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
      const meant = closestName(section.title, known);
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
  const lineOf = lineCounter(raw);
  let cursor = 0;
  const texts = items.map((item) => {
    const at = raw.indexOf(item.raw, cursor);
    if (at >= 0) cursor = at + item.raw.length;
    return itemText(item, list.line + lineOf(at >= 0 ? at : cursor) - 1, field, issues);
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
