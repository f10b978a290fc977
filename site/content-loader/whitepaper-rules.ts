/**
 * What makes a whitepaper a paper (docs/content.md §10): enough words to be one, at least one
 * table or figure, a dated revision that does not precede its publication, and a closing
 * "## Sources" list in which every entry names its publisher or title and its year.
 */
import type { Token, Tokens } from 'marked';
import type { MarkdownProblem } from './markdown.ts';
import type { Section } from './markdown-parts.ts';
import { isIsoDate } from '../model/resources.ts';

/** The fewest words a whitepaper's text may have, its Highlights and Sources not counted. */
export const PAPER_MIN_WORDS = 2500;
/** The headings the closing list of sources may have. */
const SOURCES_TITLES = ['Sources', 'References'] as const;
const SOURCE_EXAMPLE = '"Reserve Bank of India, Master Direction on Prepaid Payment Instruments, 2021"';

const isSourcesSection = (section: Section) => (SOURCES_TITLES as readonly string[]).includes(section.title);

/** A paper shorter than PAPER_MIN_WORDS is refused with its count. */
export function checkPaperLength(words: number, issues: MarkdownProblem[]): void {
  if (words < PAPER_MIN_WORDS) {
    issues.push({ field: 'paper', message: `has ${words.toLocaleString('en-IN')} words: a whitepaper needs at least ${PAPER_MIN_WORDS.toLocaleString('en-IN')} (Highlights and Sources not counted); a shorter piece is a blog post` });
  }
}

/** At least one table or image among the paper's sections. */
export function checkExhibit(sections: Section[], issues: MarkdownProblem[]): void {
  let found = false;
  const visit = (token: Token) => {
    if (token.type === 'table' || token.type === 'image') found = true;
    for (const child of (token as { tokens?: Token[] }).tokens ?? []) visit(child);
    for (const item of (token as Tokens.List).items ?? []) visit(item);
  };
  for (const section of sections) for (const block of section.blocks) visit(block.token);
  if (!found) issues.push({ field: 'paper', message: 'has no table or figure: add at least one, such as a Markdown table of a plan or a comparison, with a "Table: …" line above it as its caption' });
}

/** `updated`, when given, may not come before `published` (both YYYY-MM-DD, so they sort as text; a malformed one is refused by the header's schema). */
export function checkRevisionDate(published: string | undefined, updated: string | undefined, issues: MarkdownProblem[]): void {
  if (published && updated && isIsoDate(published) && isIsoDate(updated) && updated < published) issues.push({ field: 'updated', message: `(${updated}) is before "published" (${published}): a paper is revised after it is published` });
}

/**
 * The paper's sources: one "## Sources" (or "## References") section, the last one, holding one
 * list; each entry names who published it and a year. Returns the section, if there is one.
 */
export function checkSources(sections: Section[], issues: MarkdownProblem[]): Section | undefined {
  const found = sections.filter(isSourcesSection);
  const rule = `a whitepaper ends with "## Sources": a list in which each entry names its publisher, its title and its year, like ${SOURCE_EXAMPLE}`;
  if (!found.length) {
    issues.push({ field: '## Sources', message: `section is missing: ${rule}` });
    return undefined;
  }
  const [sources, ...again] = found;
  for (const extra of again) issues.push({ line: extra.headingLine, field: `## ${extra.title}`, message: `is given twice (first on line ${sources.headingLine}): keep one list of sources` });
  if (sources !== sections.at(-1)) issues.push({ line: sources.headingLine, field: `## ${sources.title}`, message: `must be the last section (it is followed by "## ${sections[sections.indexOf(sources) + 1].title}"): ${rule}` });
  const lists = sources.blocks.filter((block) => block.token.type === 'list');
  for (const block of sources.blocks) {
    if (block.token.type !== 'list' || block !== lists[0]) issues.push({ line: block.line, field: `## ${sources.title}`, message: `holds one list and nothing else: ${rule}` });
  }
  if (!lists.length) issues.push({ line: sources.headingLine, field: `## ${sources.title}`, message: `has no list of sources: ${rule}` });
  else checkEntries(lists[0].token as Tokens.List, lists[0].line, sources.title, issues);
  return sources;
}

function checkEntries(list: Tokens.List, firstLine: number, title: string, issues: MarkdownProblem[]): void {
  let line = firstLine;
  for (const [i, item] of list.items.entries()) {
    const text = item.text.replace(/\s+/g, ' ').trim();
    const missing = [
      !/\b(19|20)\d{2}\b/.test(text) && 'its year',
      text.split(',').filter((part) => /\p{L}{2}/u.test(part)).length < 2 && 'both its publisher and its title, separated by a comma',
    ].filter(Boolean);
    if (missing.length) issues.push({ line, field: `## ${title}`, message: `entry ${i + 1} ("${text.slice(0, 60)}") does not name ${missing.join(' or ')}: write each source like ${SOURCE_EXAMPLE}` });
    line += item.raw.split('\n').length - 1;
  }
}
