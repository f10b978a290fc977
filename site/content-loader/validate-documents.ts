/**
 * The Markdown half of validation: metadata headers, brand tokens, raw HTML, and the legal
 * documents' exact numbered sections (12 in the privacy policy, 16 in the terms, none in the
 * disclaimer). Every problem names its file and, where there is one, its line.
 */
import type { AboutStory, LegalDocument, LegalSection } from '../model/content.ts';
import { validate, type Schema } from '../model/schema.ts';
import { aboutHeader, legalHeaders } from '../model/documents.ts';
import type { Problem } from '../errors.ts';
import type { Loaded } from './load.ts';
import { fillTokens, parseFrontMatter } from './front-matter.ts';
import type { MarkdownProblem } from './markdown.ts';
import { cutAtHeadings, refuseGivenIds, renderPart } from './markdown-parts.ts';
import { markdownBodyProblems } from './markdown-body-check.ts';
import { markdownLimitProblems } from './markdown-limits.ts';

export const LEGAL_SECTION_COUNTS = { privacy: 12, terms: 16, disclaimer: 0 } as const;

/** Fills brand tokens line by line, so that an unknown token is reported with its line (the text's first is `firstLine`). */
function fillLines(text: string, tokens: Record<string, string>, issues: MarkdownProblem[], firstLine: number): string {
  return text.split('\n').map((line, i) => {
    if (!line.includes('{{')) return line;
    const found: MarkdownProblem[] = [];
    const filled = fillTokens(line, tokens, found);
    for (const issue of found) issues.push({ ...issue, line: firstLine + i });
    return filled;
  }).join('\n');
}

/**
 * Runs `read` over one file's text, turning its problems into problems that name the file, with
 * those of every Markdown text (markdown-body-check.ts). `read` is given the file's line on which
 * the body starts, and counts the lines it reports in the file;
 * a problem with a header field and no line gets that field's line. A file that could not be
 * loaded already has its problem; nothing more is said of it.
 */
export function readDocument<T>(loaded: Loaded, tokens: Record<string, string>, problems: Problem[], read: (data: Record<string, string>, body: string, issues: MarkdownProblem[], bodyLine: number) => T): T {
  if (loaded.failed) return read({}, '', [], 1);
  const text = String(loaded.value ?? '').replace(/\r\n?/g, '\n');
  // A text past the bounds (markdown-limits.ts) is not read: its problems are the file's.
  const beyond = markdownLimitProblems(text);
  if (beyond.length) {
    for (const issue of beyond) problems.push({ file: loaded.file, ...issue });
    return read({}, '', [], 1);
  }
  try {
    return readWithin(loaded, text, tokens, problems, read);
  } catch (error) {
    // The bounds keep every known nesting far from the stack's end; should one still reach it, the file is named.
    if (!(error instanceof RangeError && /call stack/i.test(error.message))) throw error;
    problems.push({ file: loaded.file, message: `nests its Markdown (block quotes, lists, emphasis, links) too deeply to be read: write it with fewer levels, one inside another (docs/content.md §13)` });
    return read({}, '', [], 1);
  }
}

function readWithin<T>(loaded: Loaded, text: string, tokens: Record<string, string>, problems: Problem[], read: (data: Record<string, string>, body: string, issues: MarkdownProblem[], bodyLine: number) => T): T {
  const headerIssues: MarkdownProblem[] = [];
  // The header is read as YAML first and its values filled after, so a brand value never changes how it reads.
  const { data, lines, body: written, bodyLine } = parseFrontMatter(text, headerIssues, tokens);
  const body = fillLines(written, tokens, headerIssues, bodyLine);
  const bodyIssues = markdownBodyProblems(body, bodyLine, data.title);
  const result = read(data, body, bodyIssues, bodyLine);
  const found = [
    ...headerIssues,
    ...bodyIssues.map((issue) => ({ ...issue, line: issue.line ?? (issue.field && Object.hasOwn(lines, issue.field) ? lines[issue.field] : undefined) })),
  ];
  // In the order of the file's lines; what concerns the whole file comes last.
  for (const issue of found.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity))) problems.push({ file: loaded.file, ...issue });
  return result;
}

/** Checks a metadata header against its schema: a missing, malformed or unknown field is named. */
export function checkHeader(schema: Schema<unknown>, data: Record<string, string>, issues: MarkdownProblem[]): void {
  for (const issue of validate(schema, data)) issues.push({ field: issue.path, message: `${issue.message}${issue.message === 'is missing' ? ' from the metadata header' : ''}` });
}

/** A legal document's `## N. Title` sections, numbered from 1 in order, after an intro. */
function numberedSections(body: string, bodyLine: number, idPrefix: string, issues: MarkdownProblem[]): { intro: string; sections: LegalSection[]; headingLines: number[] } {
  const { intro, sections } = cutAtHeadings(body, bodyLine);
  refuseGivenIds(sections, issues);
  return {
    intro: renderPart(intro, issues),
    headingLines: sections.map((section) => section.headingLine),
    sections: sections.map((section, i) => {
      // A legal section's title is shown as text, in its heading and in the contents.
      issues.push(...section.titleIssues);
      const numbered = /^(\d+)\.\s+(.+)$/.exec(section.title);
      if (!numbered || Number(numbered[1]) !== i + 1) {
        issues.push({ line: section.headingLine, field: `section ${i + 1}`, message: `heading "## ${section.title}" must be "## ${i + 1}. ${numbered ? numbered[2] : section.title}": sections are numbered 1, 2, 3… in order` });
      }
      // Sections render as <h3>, so their own ### headings become <h4>.
      return { id: `${idPrefix}-${i + 1}`, number: i + 1, title: numbered ? numbered[2] : section.title, html: renderPart(section, issues, { headingOffset: 1 }) };
    }),
  };
}

export function readLegalDocument(loaded: Loaded, kind: keyof typeof LEGAL_SECTION_COUNTS, tokens: Record<string, string>, problems: Problem[]): LegalDocument {
  return readDocument(loaded, tokens, problems, (data, body, issues, bodyLine) => {
    checkHeader(legalHeaders[kind], data, issues);
    const { intro, sections, headingLines } = numberedSections(body, bodyLine, kind, issues);
    const expected = LEGAL_SECTION_COUNTS[kind];
    // Placed at the first section too many, if there is one.
    const line = headingLines[expected];
    if (sections.length !== expected) {
      issues.push({ line, field: 'sections', message: expected ? `must have exactly ${expected} numbered "## N. Title" sections (has ${sections.length})` : `must have no "## " sections: it is one text (has ${sections.length})` });
    }
    const dateField = kind === 'terms' ? 'effective' : 'updated';
    return { title: data.title ?? '', dateLabel: kind === 'terms' ? 'Effective' : 'Last updated', date: data[dateField] ?? '', intro, sections };
  });
}

export function readAbout(loaded: Loaded, tokens: Record<string, string>, problems: Problem[]): AboutStory {
  return readDocument(loaded, tokens, problems, (data, body, issues, bodyLine) => {
    checkHeader(aboutHeader, data, issues);
    return { eyebrow: data.eyebrow ?? '', title: data.title ?? '', html: renderPart({ text: body, line: bodyLine }, issues) };
  });
}
