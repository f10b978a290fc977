/**
 * What the two YAML readers share (yaml-data.ts: content/*.yml; yaml-header.ts: a Markdown file's
 * header): how YAML is parsed (the core schema: text, numbers, true and false, lists and mappings;
 * a date stays text), the walk that refuses what the site does not read (tags, anchors and aliases:
 * a CMS writes none, and an alias can multiply a small file into a huge value; a key given twice)
 * and meets each field at its line, and what a syntax error says to write.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Scalar, type YAMLError } from 'yaml';
import type { Problem } from '../errors.ts';

export type YamlProblem = Omit<Problem, 'file'>;

/** `text` parsed as YAML; `lineOf` turns an offset into the file's line, the text starting on line `firstLine`. */
export function parseYaml(text: string, firstLine = 1): { doc: Document.Parsed; lineOf: (offset: number) => number } {
  const counter = new LineCounter();
  // A key given twice is found by walkYaml, where the first one's line is known too.
  const doc = parseDocument(text, { lineCounter: counter, schema: 'core', merge: false, resolveKnownTags: false, stringKeys: true, uniqueKeys: false });
  return { doc, lineOf: (offset) => firstLine - 1 + counter.linePos(offset).line };
}

/** Why the site does not read `node` (an alias, an anchor or a tag), or undefined. */
function unreadYaml(node: unknown): string | undefined {
  if (isAlias(node)) return `uses YAML's alias *${node.source}, which the site does not read: write the value out in full where it is needed`;
  const { anchor, tag } = (node ?? {}) as Node;
  if (anchor) return `uses YAML's anchor &${anchor}, which the site does not read: delete it, and write the value out in full where it is needed (a text that starts with "&" goes in quotes)`;
  if (tag) return `has the YAML tag ${tag.replace('tag:yaml.org,2002:', '!!')}, which the site does not read: delete it, or put the whole value in quotes`;
  return undefined;
}

/** A field the walk meets: its path, the line of its key (or list item), its value, and whether that was refused. */
export interface YamlField {
  path: string;
  line: number;
  node: unknown;
  refused: boolean;
}

export interface YamlWalk {
  /** The path of `key` under the field `parent` (default: parent.key, or key at the top). */
  name?: (parent: string, key: string) => string;
  /** How many levels of fields are walked (a header's values are text: 1); all by default. */
  depth?: number;
  /** Top fields read from outside the YAML (a header's lines refused as written): given twice counts them. */
  before?: readonly { name: string; line: number }[];
  /** The offset where reading stopped (a syntax error): a field whose value reaches it is left out. */
  until?: number;
  /** Called for each field given once and each list item, in the order written, before its value is walked. */
  field?: (field: YamlField) => void;
}

export const fieldPath = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Walks `root` (a document's contents): aliases, anchors, tags and keys given twice are pushed to `problems` at their lines. */
export function walkYaml(root: unknown, lineOf: (offset: number) => number, problems: YamlProblem[], options: YamlWalk = {}): void {
  const { name = fieldPath, depth = Infinity, before = [], until = Infinity, field: onField } = options;
  const lineOfNode = (node: unknown) => ((node as Node | null)?.range ? lineOf((node as Node).range![0]) : undefined);
  const refuse = (node: unknown, path: string, line: number | undefined) => {
    const message = unreadYaml(node);
    if (message) problems.push({ line: lineOfNode(node) ?? line, field: path || undefined, message });
    return message !== undefined;
  };
  const walk = (node: unknown, path: string, level: number): void => {
    if (level >= depth || isAlias(node)) return;
    const meet = (fieldName: string, line: number, value: unknown) => {
      const refused = refuse(value, fieldName, line);
      onField?.({ path: fieldName, line, node: value, refused });
      walk(value, fieldName, level + 1);
    };
    // An empty document still has the top fields read from outside it.
    if (isMap(node) || (level === 0 && node === null && before.length)) {
      const fromOutside = level === 0 ? before.map((field) => ({ ...field, pair: undefined })) : [];
      const written = (isMap(node) ? node.items : []).flatMap((pair) => {
        const end = (pair.value as Node | null)?.range?.[1] ?? (pair.key as Node | null)?.range?.[1] ?? 0;
        if (end >= until) return [];
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        return [{ name: key, line: (isScalar(pair.key) && pair.key.range ? lineOf(pair.key.range[0]) : lineOfNode(node) ?? 1), pair }];
      });
      const fields = fromOutside.length ? [...fromOutside, ...written].sort((a, b) => a.line - b.line) : written;
      const first = new Map<string, number>();
      for (const { name: key, line, pair } of fields) {
        const fieldName = name(path, key);
        // A field given twice is named once, at its second line; what it holds is not read.
        if (first.has(key)) {
          problems.push({ line, field: fieldName || key, message: `is given twice (first on line ${first.get(key)}): keep one of them` });
          continue;
        }
        first.set(key, line);
        if (pair) meet(fieldName, line, pair.value);
        else onField?.({ path: fieldName, line, node: undefined, refused: false });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const line = lineOfNode(item);
        if (line !== undefined) meet(fieldPath(path, i), line, item);
        else walk(item, fieldPath(path, i), level + 1);
      });
    }
  };
  refuse(root, '', undefined);
  walk(root, '', 0);
}

/** The first line of a syntax error's message, without the position the parser adds to it. */
export const errorWords = (error: YAMLError) => error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');

/**
 * The value in quotes that a quote left open started, and its key: the parser notices the quote
 * where the text ends, so the value it opened is named instead.
 */
export function unclosedQuote(doc: Document.Parsed, error: YAMLError): { value: Scalar; key?: Scalar } | undefined {
  if (error.code !== 'MISSING_CHAR') return undefined;
  const [start] = error.pos;
  let found: { value: Scalar; key?: Scalar } | undefined;
  visit(doc, {
    Scalar(_, node, path) {
      if (!node.type?.startsWith('QUOTE') || !node.range || node.range[0] >= start || node.range[1] < start) return;
      const parent = path[path.length - 1];
      found = { value: node, key: isPair(parent) && parent.value === node && isScalar(parent.key) ? parent.key : undefined };
    },
  });
  return found;
}

/** A syntax error as a writer of a YAML file can act on it: where, what, and what to write. */
export function syntaxProblem(error: YAMLError, text: string, doc: Document.Parsed, lineOf: (offset: number) => number): YamlProblem {
  let { line, col } = error.linePos?.[0] ?? { line: lineOf(error.pos[0]), col: 1 };
  const lineText = text.split(/\r?\n/)[line - 1] ?? '';
  const what = errorWords(error);
  let hint: string | undefined;
  if (error.code === 'TAB_AS_INDENT' || /^\t/.test(lineText)) hint = 'this line is indented with a tab, and YAML indents with spaces only: replace the tab with spaces (two for each level)';
  else if (/(?:^|:|-)\s+\{\{/.test(lineText)) hint = 'a value that starts with a brand token ({{company}}) must be in double quotes: write "{{company}} …"';
  else if (error.code === 'MISSING_CHAR' && /quote/.test(what)) {
    const open = unclosedQuote(doc, error);
    if (open) ({ line, col } = { line: lineOf(open.value.range![0]), col: open.value.range![0] - text.lastIndexOf('\n', open.value.range![0] - 1) });
    hint = 'a value in quotes is not closed: end it with the quote it starts with, on the same line';
  } else if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    const [, name, value = ''] = /^\s*(?:-\s+)?([\w-]+):\s+([^"]*?)\s*$/.exec(lineText) ?? [];
    hint = /:\s/.test(value)
      ? `a value that holds ": " must be in double quotes: write ${name}: "${value}"`
      : 'the line below is indented deeper than this one, so YAML reads it as part of this value: start it in the same column as this line';
  } else if (/^\s*(?:-\s+)?[\w-]+:\s+(["']).*\1\s*\S/.test(lineText)) hint = 'a value starts with a quote but goes on after the quote that closes it: put the whole value in double quotes, and write ’ for an apostrophe, or \\" for a double quote inside it';
  else if (error.code === 'BAD_INDENT' || error.code === 'UNEXPECTED_TOKEN') hint = 'the fields of one record start in the same column: indent each level by two spaces more than the line it belongs to, and start each list item with "- "';
  else if (error.code === 'MULTIPLE_DOCS') hint = 'a content file holds one document: delete the "---" line and what is below it, or move that into a file of its own';
  return { line, message: `has a YAML syntax error at column ${col}: ${hint ?? `${what}; compare the line with the ones around it (docs/content.md §1, Writing YAML)`}` };
}
