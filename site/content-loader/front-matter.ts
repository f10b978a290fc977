/**
 * The parts of a Markdown file around its text: the metadata header between two "---" lines (YAML,
 * read by yaml-header.ts), and the brand tokens ({{company}}, {{xdr}}, …) filled from content/site.ts.
 */
import type { Site } from '../model/content.ts';
import type { MarkdownProblem } from './markdown.ts';
import { lineAt } from './source-lines.ts';
import { readHeader, type Header } from './yaml-header.ts';

export interface MarkdownFile extends Header {
  body: string;
  /** The file's line on which `body` starts. */
  bodyLine: number;
}

/** Two "---" lines and what is between them, which may be nothing. */
const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---\r?\n?/;

/**
 * Splits a Markdown file into its header, read as YAML (yaml-header.ts), and its text. With
 * `tokens`, the brand tokens in the header's values are filled once YAML has read them, so a
 * brand value never changes how a header reads.
 */
export function parseFrontMatter(text: string, problems: MarkdownProblem[], tokens?: Record<string, string>): MarkdownFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push({ line: 1, message: 'must start with a metadata header between two "---" lines' });
    return { data: {}, lines: {}, body: text, bodyLine: 1 };
  }
  // The header's first line is the opening "---".
  const fill = tokens && ((value: string, found: MarkdownProblem[]) => fillTokens(value, tokens, found));
  const { data, lines } = readHeader(match[1] ?? '', 2, problems, fill);
  return { data, lines, body: text.slice(match[0].length), bodyLine: lineAt(text, match[0].length) };
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
    // Not a name every object has ("constructor", "toString"): only the tokens themselves.
    if (name in tokens && !(name in Object.prototype)) return tokens[name];
    problems.push({ message: `uses the unknown token ${whole} (known: ${Object.keys(tokens).map((t) => `{{${t}}}`).join(', ')})` });
    return whole;
  });
}
