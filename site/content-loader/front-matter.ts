/**
 * The parts of a Markdown file around its text: the metadata header between two "---" lines, and
 * the brand tokens ({{company}}, {{xdr}}, …) filled from content/site.ts.
 */
import type { Site } from '../model/content.ts';
import type { MarkdownProblem } from './markdown.ts';
import { lineAt } from './source-lines.ts';
import { invisibleCharacters, showInvisible, withoutInvisible } from '../lib/invisible-characters.ts';

export interface MarkdownFile {
  data: Record<string, string>;
  /** The line of each header field, by name. */
  lines: Record<string, number>;
  body: string;
  /** The file's line on which `body` starts. */
  bodyLine: number;
}

/** Two "---" lines and what is between them, which may be nothing. */
const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---\r?\n?/;

export function parseFrontMatter(text: string, problems: MarkdownProblem[]): MarkdownFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    problems.push({ line: 1, message: 'must start with a metadata header between two "---" lines' });
    return { data: {}, lines: {}, body: text, bodyLine: 1 };
  }
  // Names are read with Object.hasOwn, never `in`: "constructor" or "toString" is a field like any
  // other (and unknown); "__proto__", which would set the prototype, is no name (it starts with "_").
  const data: Record<string, string> = {};
  const lines: Record<string, number> = {};
  (match[1] ?? '').split(/\r?\n/).forEach((written, i) => {
    // The header's first line is the opening "---".
    const line = i + 2;
    if (!written.trim() || written.trim().startsWith('#')) return;
    // A character no one can see would hide in any message about the value: said first, with where it is, and left out.
    const hidden = invisibleCharacters(written);
    const entry = hidden.length ? withoutInvisible(written) : written;
    if (hidden.length) {
      const field = /^([A-Za-z][\w-]*):/.exec(entry)?.[1];
      const [what, its, it] = hidden.length === 1 ? ['an invisible character', 'its code', 'it'] : ['invisible characters', 'their codes', 'them'];
      problems.push({ line, field, message: `holds ${what}, ${hidden.join(', ')}, shown by ${its} in "${showInvisible(written).trim()}": delete ${it}, or retype the line` });
    }
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(entry);
    if (!pair) {
      const hint = /^\s+[A-Za-z][\w-]*:/.test(entry) ? ': remove the spaces before it' : ': each line is a name, a colon and its value, the whole value on that one line';
      return void problems.push({ line, message: `header line is not "name: value": ${entry.trim()}${hint}` });
    }
    const [, name, value] = pair;
    if (Object.hasOwn(lines, name)) return void problems.push({ line, field: name, message: `is given twice (first on line ${lines[name]}): keep one of them` });
    // YAML's block markers (> and |) start a value on the lines below, which this header does not read.
    if (/^[>|][+-]?$/.test(value.trim())) problems.push({ line, field: name, message: `starts a value on the lines below (${value.trim()}): write the whole value on this line, after the colon` });
    data[name] = value.trim().replace(/^(["'])(.*)\1$/, '$2');
    lines[name] = line;
  });
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
