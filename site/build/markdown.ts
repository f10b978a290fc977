/**
 * Markdown content: a small metadata header, brand tokens ({{company}}, {{xdr}}, …) filled from
 * content/site.ts, and marked for the body. Raw HTML is refused: copy is text, and the site's CSP
 * and accessibility depend on markup we control.
 */
import { Marked, type Token } from 'marked';
import type { Site } from '../model/content.ts';

export interface MarkdownFile {
  data: Record<string, string>;
  body: string;
  /** The file's line on which `body` starts. */
  bodyLine: number;
}

export interface MarkdownProblem {
  /** Line within the text the problem was found in (readDocument turns it into the file's line). */
  line?: number;
  field?: string;
  message: string;
}

/** The 1-based line of `index` in `text`. */
export const lineAt = (text: string, index: number): number => {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontMatter(text: string, problems: MarkdownProblem[]): MarkdownFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push({ line: 1, message: 'must start with a metadata header between two "---" lines' });
    return { data: {}, body: text, bodyLine: 1 };
  }
  const data: Record<string, string> = {};
  match[1].split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) return void problems.push({ line: i + 2, message: `header line is not "name: value": ${line.trim()}` });
    data[pair[1]] = pair[2].trim().replace(/^(["'])(.*)\1$/, '$2');
  });
  return { data, body: text.slice(match[0].length), bodyLine: lineAt(text, match[0].length) };
}

export function brandTokens(site: Site): Record<string, string> {
  const a = site.address;
  return {
    company: site.company,
    legalName: site.legalName,
    xdr: site.xdrName,
    email: site.email,
    phone: site.phone,
    origin: site.origin,
    address: `${a.street}, ${a.city} ${a.postalCode}, ${a.country}`,
  };
}

/** Replaces {{token}}s; an unknown token is a problem, not silent text. */
export function fillTokens(text: string, tokens: Record<string, string>, problems: MarkdownProblem[]): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (name in tokens) return tokens[name];
    problems.push({ message: `uses the unknown token ${whole} (known: ${Object.keys(tokens).map((t) => `{{${t}}}`).join(', ')})` });
    return whole;
  });
}

const marked = new Marked({ gfm: true, async: false });

function findHtml(tokens: Token[], found: string[]): void {
  for (const token of tokens) {
    if (token.type === 'html') found.push(token.raw.trim().slice(0, 60));
    const children = (token as { tokens?: Token[] }).tokens;
    if (children) findHtml(children, found);
    const items = (token as { items?: Token[] }).items;
    if (items) findHtml(items, found);
  }
}

/**
 * Rendered Markdown by source, when a long-lived process (the dev server) asks for it: an edit to
 * one post then renders one post again, not all of them. A one-off build keeps nothing.
 */
let rendered: Map<string, { html: string; problems: MarkdownProblem[] }> | undefined;
export function keepRenderedMarkdown(): void {
  rendered ??= new Map();
}

/** `headingOffset` pushes headings down a level or more, below the page's own headings. */
export function renderMarkdown(body: string, problems: MarkdownProblem[], headingOffset = 0): string {
  const key = `${headingOffset}\n${body}`;
  const known = rendered?.get(key) ?? renderFresh(body, headingOffset);
  if (rendered && !rendered.has(key)) {
    // Edits leave old versions behind; past a few thousand, start again.
    if (rendered.size > 5000) rendered.clear();
    rendered.set(key, known);
  }
  problems.push(...known.problems);
  return known.html;
}

function renderFresh(body: string, headingOffset: number): { html: string; problems: MarkdownProblem[] } {
  const tokens = marked.lexer(body);
  if (headingOffset) marked.walkTokens(tokens, (t) => {
    if (t.type === 'heading') t.depth = Math.min(6, t.depth + headingOffset);
  });
  const html: string[] = [];
  findHtml(tokens, html);
  return { html: marked.parser(tokens), problems: html.map((raw) => ({ message: `contains raw HTML, which is not allowed in content: ${raw}` })) };
}

export interface Section {
  id: string;
  number: number;
  title: string;
  html: string;
}

/** Splits a document at its `## N. Title` headings: the intro, then one section per heading. */
export function numberedSections(body: string, idPrefix: string, problems: MarkdownProblem[]): { intro: string; sections: Section[] } {
  const parts = body.split(/^## /m);
  const intro = renderMarkdown(parts[0], problems);
  const sections = parts.slice(1).map((part, i) => {
    const newline = part.indexOf('\n');
    const heading = (newline < 0 ? part : part.slice(0, newline)).trim();
    const numbered = /^(\d+)\.\s+(.+)$/.exec(heading);
    if (!numbered || Number(numbered[1]) !== i + 1) problems.push({ field: `section ${i + 1}`, message: `heading "## ${heading}" must be "## ${i + 1}. Title"` });
    return {
      id: `${idPrefix}-${i + 1}`,
      number: i + 1,
      title: numbered ? numbered[2] : heading,
      // Sections render as <h3>, so their own ### headings become <h4>.
      html: renderMarkdown(newline < 0 ? '' : part.slice(newline + 1), problems, 1),
    };
  });
  return { intro, sections };
}

/** A document's `## Heading` parts, by heading, each as raw Markdown. */
export function namedSections(body: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of body.split(/^## /m).slice(1)) {
    const newline = part.indexOf('\n');
    sections.set(part.slice(0, newline < 0 ? undefined : newline).trim(), newline < 0 ? '' : part.slice(newline + 1).trim());
  }
  return sections;
}

/** The items of the first list in `markdown`, as plain text. */
export function listItems(markdown: string): string[] {
  const list = marked.lexer(markdown).find((t) => t.type === 'list') as { items?: { text: string }[] } | undefined;
  return (list?.items ?? []).map((item) => item.text.replace(/\*\*|__|`/g, '').trim());
}
