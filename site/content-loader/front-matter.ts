/**
 * The parts of a Markdown file around its text: the metadata header between two "---" lines (YAML,
 * read by yaml-header.ts), and the brand tokens ({{company}}, {{xdr}}, …: brand-tokens.ts).
 */
import type { MarkdownProblem } from './markdown.ts';
import { lineAt } from './source-lines.ts';
import { readHeader, type Header } from './yaml-header.ts';
import { fillTokens } from './brand-tokens.ts';

// The tokens' own module has no YAML in it, for the browser's code (the editor's preview) that fills tokens.
export { brandTokens, fillTokens } from './brand-tokens.ts';

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
