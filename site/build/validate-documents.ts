/**
 * The Markdown half of validation: metadata headers, brand tokens, raw HTML, and the legal
 * documents' exact section counts (12 privacy, 16 terms: SPEC.md section 2).
 */
import type { LegalDocument, Site } from '../model/content.ts';
import type { Problem } from './errors.ts';
import type { Loaded } from './load.ts';
import { brandTokens, fillTokens, numberedSections, parseFrontMatter, renderMarkdown, type MarkdownProblem } from './markdown.ts';

export const LEGAL_SECTION_COUNTS = { privacy: 12, terms: 16, disclaimer: 0 } as const;

/** Runs `read` over one file's text, turning its problems into problems that name the file. */
export function readDocument<T>(loaded: Loaded, site: Site, problems: Problem[], read: (data: Record<string, string>, body: string, issues: MarkdownProblem[]) => T): T {
  const headerIssues: MarkdownProblem[] = [];
  const filled = fillTokens(String(loaded.value ?? ''), brandTokens(site), headerIssues);
  const { data, body, bodyLine } = parseFrontMatter(filled, headerIssues);
  // Problems found in the body count their lines from its start; the file's line is further down.
  const bodyIssues: MarkdownProblem[] = [];
  const result = read(data, body, bodyIssues);
  for (const issue of headerIssues) problems.push({ file: loaded.file, ...issue });
  for (const issue of bodyIssues) problems.push({ file: loaded.file, ...issue, line: issue.line && issue.line + bodyLine - 1 });
  return result;
}

export const required = (data: Record<string, string>, field: string, issues: MarkdownProblem[]) => {
  if (!data[field]) issues.push({ field, message: 'is missing from the metadata header' });
  return data[field] ?? '';
};

export function readLegalDocument(loaded: Loaded, kind: keyof typeof LEGAL_SECTION_COUNTS, site: Site, problems: Problem[]): LegalDocument {
  return readDocument(loaded, site, problems, (data, body, issues) => {
    const dateField = kind === 'terms' ? 'effective' : 'updated';
    const title = required(data, 'title', issues);
    const date = required(data, dateField, issues);
    const { intro, sections } = numberedSections(body, kind, issues);
    const expected = LEGAL_SECTION_COUNTS[kind];
    if (sections.length !== expected) issues.push({ field: 'sections', message: `must have exactly ${expected} numbered "## N. Title" sections (has ${sections.length})` });
    return { title, dateLabel: kind === 'terms' ? 'Effective' : 'Last updated', date, intro, sections };
  });
}

export function readAbout(loaded: Loaded, site: Site, problems: Problem[]): string {
  return readDocument(loaded, site, problems, (data, body, issues) => {
    required(data, 'title', issues);
    return renderMarkdown(body, issues);
  });
}
