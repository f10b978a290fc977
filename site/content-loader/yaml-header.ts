/**
 * A Markdown file's metadata header, read as YAML as content files are (yaml-parse.ts: the core
 * schema, so a date such as 2026-01-15 stays text; no tags, anchors or aliases; each field once). Every value is one
 * text, as the model reads it: a plain value is taken as written (2026, true and 2025-06-16 are the
 * text "2026", "true", "2025-06-16"), a quoted one with its escapes read, a block (>- or |) as YAML
 * joins it, without its last line break; a list or a set of fields is refused. A line a writer got
 * wrong in a way YAML would misread (": " or " #" in a plain value, a value starting with {{ or &,
 * a quote left open, an indented field) is refused at its line with what to write; its field is
 * read as the writer meant it, so that nothing more is said of it wrongly.
 */
import { isMap, isScalar, isSeq } from 'yaml';
import type { MarkdownProblem } from './markdown.ts';
import { errorWords, parseYaml, unclosedQuote, walkYaml } from './yaml-parse.ts';
import { invisibleCharacters, showInvisible, withoutInvisible } from '../lib/invisible-characters.ts';

export interface Header {
  data: Record<string, string>;
  /** The line of each header field, by name. */
  lines: Record<string, number>;
}

/** A field line: a name (a letter, then letters, digits, "-" or "_"), a colon, and its value. */
const FIELD = /^([A-Za-z][\w-]*):(?:[ \t]+(.*))?$/;
/** The parts of a field line's plain value that YAML reads as something else. */
const NOT_PLAIN: Record<string, string> = {
  '&': 'an anchor', '*': 'an alias (a copy of another value)', '!': 'a tag', '%': 'a directive', '@': 'a reserved character', '`': 'a reserved character',
  '[': 'a list', '{': 'a set of fields', '-': 'a list item', '?': 'a complex key', ',': 'a separator',
};
const CLOSED_QUOTE = { '"': /^"(?:[^"\\]|\\.)*"/, "'": /^'(?:[^']|'')*'/ } as const;

/** The value in the quotes a writer can copy: double, or single when it holds a double quote or a backslash (an escape in double quotes). */
const quoted = (value: string) => (!/["\\]/.test(value) ? `"${value}"` : !value.includes("'") ? `'${value}'` : JSON.stringify(value));
const inQuotes = (name: string, value: string) => `put the whole value in quotes: ${name}: ${quoted(value)}`;

/** What is wrong with one written line of the header, read as YAML would read it; undefined if nothing is. */
function lineProblem(text: string, next: string | undefined, previous: string | undefined): Omit<MarkdownProblem, 'line'> | undefined {
  if (!text.trim() || text.trimStart().startsWith('#')) return undefined;
  const field = FIELD.exec(text.trim())?.[1];
  if (/^\s*\t/.test(text)) return { field, message: `is indented with a tab: YAML indents with spaces only; delete the tab${field ? `, so that "${field}:" starts its line` : ', or write spaces'}` };
  if (/^ /.test(text)) {
    // Below a field with its value on its line, an indented "name:" is a field a writer indented by mistake.
    const above = previous === undefined ? undefined : FIELD.exec(previous);
    const oneLine = above?.[2] && !/^[>|"'[{]/.test(above[2]);
    return field && oneLine ? { message: `header line is not "name: value": ${text.trim()}: remove the spaces before it` } : undefined;
  }
  const pair = FIELD.exec(text);
  if (!pair) return { message: `header line is not "name: value": ${text.trim()}: each field is a name (a letter, then letters, digits, "-" or "_"), a colon, a space and its value` };
  const [, name, value = ''] = pair;
  if (value.startsWith('{{')) return { field: name, message: `starts with a brand token, which YAML reads as the start of a set of fields: ${inQuotes(name, value.trimEnd())}` };
  const quote = value[0];
  if (quote === '"' || quote === "'") {
    const closed = CLOSED_QUOTE[quote].exec(value)?.[0];
    const continued = next !== undefined && /^\s/.test(next) && next.trim() !== '';
    if (!closed && !continued) return { field: name, message: `opens a quote (${quote}) it does not close: end the value with ${quote} on this line` };
    const after = closed ? value.slice(closed.length) : '';
    // The quotes to suggest go around what the writer meant, their own quotes taken off.
    const meant = value.trim().replace(/^(["'])(.*)\1$/, '$2');
    if (after.trim() && !/^\s+#/.test(after)) return { field: name, message: `goes on after its closing quote (${value.trim()}): ${quote === '"' ? 'write \\" for a double quote inside the value' : "write '' for an apostrophe inside the value"}, or ${inQuotes(name, meant)}` };
    return undefined;
  }
  if (/^[>|][+-]?\d?\s*$/.test(value)) return undefined;
  // A list or set of fields written on the line is read as one (and refused where text is needed); text after one is not.
  if (/^[[{]/.test(value)) return /[\]}]\s*(#.*)?$/.test(value) ? undefined : { field: name, message: `starts with "${value[0]}", which YAML reads as ${NOT_PLAIN[value[0]]}: ${inQuotes(name, value.trimEnd())}` };
  const what = NOT_PLAIN[value[0]];
  if (what && (!/^[-?]/.test(value) || /^[-?](\s|$)/.test(value))) return { field: name, message: `starts with "${value[0]}", which YAML reads as ${what}: ${inQuotes(name, value.trimEnd())}` };
  if (/:(\s|$)/.test(value)) return { field: name, message: `holds ": ", which YAML reads as the start of another field: ${inQuotes(name, value.trimEnd())}` };
  if (/\s#/.test(value)) return { field: name, message: `holds " #", which YAML reads as the start of a comment (the rest of the line would be left out): ${inQuotes(name, value.trimEnd())}` };
  return undefined;
}

/** A header as read, before its brand tokens are filled; the line each token of a value is written on. */
interface ReadHeader extends Header {
  problems: MarkdownProblem[];
  tokenLine: (name: string, token: string) => number;
}

/**
 * What each header text read as, kept for the next reading of the same text: the build reads a
 * file's header twice (its records, and the house style), and YAML costs several times what the
 * rest of a header's checks do. Emptied when full, so a long dev session keeps a bounded number.
 */
const readBefore = new Map<string, ReadHeader>();
const READ_KEPT = 4000;
const HEADER_KEPT_LENGTH = 8192;

/**
 * Reads `header` (the text between the two "---" lines, whose first line is the file's line
 * `firstLine`); problems name the file's lines. `fill` fills the brand tokens of a value; an
 * unknown token is named at the line it is written on.
 */
export function readHeader(header: string, firstLine: number, problems: MarkdownProblem[], fill?: (value: string, found: MarkdownProblem[]) => string): Header {
  const key = `${firstLine}\n${header}`;
  let read = readBefore.get(key);
  if (!read) {
    read = readFresh(header, firstLine);
    if (readBefore.size >= READ_KEPT) readBefore.clear();
    // A header of a few lines is what is worth keeping; an unusually long one is read each time.
    if (header.length <= HEADER_KEPT_LENGTH) readBefore.set(key, read);
  }
  // Copies: a caller may delete a field it has reported.
  for (const problem of read.problems) problems.push({ ...problem });
  const data = { ...read.data };
  if (fill) {
    for (const [name, value] of Object.entries(data)) {
      if (!value.includes('{{')) continue;
      const found: MarkdownProblem[] = [];
      data[name] = fill(value, found);
      for (const issue of found) problems.push({ ...issue, field: name, line: read.tokenLine(name, /\{\{\s*\w+\s*\}\}/.exec(issue.message)?.[0] ?? '') });
    }
  }
  return { data, lines: { ...read.lines } };
}

function readFresh(header: string, firstLine: number): ReadHeader {
  const data: Record<string, string> = {};
  const lines: Record<string, number> = {};
  const problems: MarkdownProblem[] = [];
  /** Where each value is written, for the line of a token in it. */
  const writtenAt: Record<string, [number, number]> = {};
  const written = header.split(/\r?\n/);
  const refusedLines = new Set<number>();
  /** Fields of the lines refused, read as the writer meant them, so that nothing more is said wrongly of them (that they are missing). */
  const meant: { name: string; line: number; value: string }[] = [];
  let previous: string | undefined;
  // Each line is checked as written first: a line YAML would misread is named and left out of YAML's reading.
  const kept = written.map((raw, i) => {
    const line = firstLine + i;
    // A character no one can see would hide in any message about the value: said first, with where it is, and left out.
    const hidden = invisibleCharacters(raw);
    const text = hidden.length ? withoutInvisible(raw) : raw;
    if (hidden.length) {
      const [what, its, it] = hidden.length === 1 ? ['an invisible character', 'its code', 'it'] : ['invisible characters', 'their codes', 'them'];
      problems.push({ line, field: FIELD.exec(text.trim())?.[1], message: `holds ${what}, ${hidden.join(', ')}, shown by ${its} in "${showInvisible(raw).trim()}": delete ${it}, or retype the line` });
    }
    const problem = lineProblem(text, written[i + 1], previous);
    if (text.trim() && !text.trimStart().startsWith('#') && !/^\s/.test(text)) previous = text;
    if (!problem) return text;
    problems.push({ line, ...problem });
    refusedLines.add(line);
    const field = problem.field === undefined ? undefined : FIELD.exec(text.trim());
    if (field) meant.push({ name: field[1], line, value: meantValue(field[2] ?? '') });
    return '';
  });

  const yaml = kept.join('\n');
  const { doc, lineOf } = parseYaml(yaml, firstLine);
  // The first syntax error left (the ones after it often follow from it); fields written after it are not read.
  const [error] = doc.errors;
  if (error && !refusedLines.has(lineOf(error.pos[0]))) {
    const open = unclosedQuote(doc, error);
    const pairs = isMap(doc.contents) ? doc.contents.items : [];
    if (open?.key && pairs.some((pair) => pair.key === open.key)) {
      const quote = open.value.type === 'QUOTE_DOUBLE' ? '"' : "'";
      problems.push({ line: lineOf(open.key.range?.[0] ?? 0), field: String(open.key.value), message: `opens a quote (${quote}) it does not close: end the value with ${quote}` });
    } else {
      const line = lineOf(error.pos[0]);
      problems.push({ line, field: FIELD.exec(written[line - firstLine]?.trim() ?? '')?.[1], message: `cannot be read as YAML (${errorWords(error)}): compare the line with the one above it; each field is name: value at the start of its line, and a value that holds ": " or " #", or starts with a sign such as [ { & * !, goes in quotes (docs/content.md §7)` });
    }
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    problems.push({ line: lineOf(doc.contents.range?.[0] ?? 0), message: 'header is not "name: value" lines: write each field on a line of its own, as name: value' });
    return { data, lines, problems, tokenLine: () => firstLine };
  }
  const meantAt = new Map(meant.map((field) => [field.line, field.value]));
  // Only the header's own fields are walked: each value is one text (valueText), whatever it holds.
  walkYaml(doc.contents, lineOf, problems, {
    depth: 1,
    before: meant,
    until: error ? error.pos[0] : Infinity,
    field: ({ path: name, line, node, refused }) => {
      if (!/^[A-Za-z][\w-]*$/.test(name)) return void problems.push({ line, message: `header line is not "name: value": ${name}: a name is a letter, then letters, digits, "-" or "_"` });
      lines[name] = line;
      const value = refused ? undefined : node === undefined && meantAt.has(line) ? meantAt.get(line) : valueText(node, name, line, problems);
      if (value === undefined) return;
      data[name] = value;
      const at = (node as { range?: [number, number] } | null)?.range;
      if (at) writtenAt[name] = [at[0], at[1]];
    },
  });
  const tokenLine = (name: string, token: string) => {
    const [start, end] = writtenAt[name] ?? [0, 0];
    const at = token ? yaml.slice(start, end).indexOf(token) : -1;
    return at >= 0 ? lineOf(start + at) : lines[name];
  };
  return { data, lines, problems, tokenLine };
}

/** A refused line's value as its writer meant it: without the quotes around it, or the one it opened. */
const meantValue = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2').replace(/^(["'])((?:(?!\1).)*)$/, '$2');

/** A field's value as the text the model reads, or undefined (with its problem) when it is no text. */
function valueText(node: unknown, name: string, line: number, problems: MarkdownProblem[]): string | undefined {
  if (node === null || node === undefined) return '';
  const refuse = (message: string) => void problems.push({ line, field: name, message });
  if (isSeq(node)) {
    refuse(`is a list, where the site reads one text: write the text after "${name}: " on its line`);
    // Read as its items in a row, so that the field is not also said to be missing.
    return node.items.map((item) => (isScalar(item) ? String(item.value ?? '') : '')).filter(Boolean).join(', ');
  }
  if (isMap(node)) return refuse(`holds fields of its own, where the site reads one text: write the text after "${name}: " on its line, in quotes if it holds ": "`);
  if (!isScalar(node)) return refuse('is not a text');
  if (node.type === 'PLAIN') return node.source ?? String(node.value ?? '');
  const text = String(node.value);
  // An escape in double quotes ("\u200b") writes a character no one can see as surely as pasting it.
  const hidden = node.type === 'QUOTE_DOUBLE' ? invisibleCharacters(text.replace(/\n/g, '')) : [];
  if (hidden.length) refuse(`holds ${hidden.length === 1 ? 'an invisible character' : 'invisible characters'}, ${hidden.join(', ')}, written as an escape in its quotes: delete ${hidden.length === 1 ? 'it' : 'them'}`);
  const visible = hidden.length ? text.split('\n').map(withoutInvisible).join('\n') : text;
  return node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL' ? visible.replace(/\n+$/, '') : visible;
}
