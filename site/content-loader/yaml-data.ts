/**
 * A content file written in YAML, read as plain data by the `yaml` package: the core schema only
 * (text, numbers, true and false, lists and mappings; a date stays text), and no tags, anchors or
 * aliases (a CMS writes none, and an alias can multiply a small file into a huge value). Each
 * field is given once. A syntax error is a problem at its line and column that says what to write.
 * Each field's line is kept, so that a problem found later about a field (`products[2].summary`)
 * is placed on that field's line, or on its nearest parent's when it is missing (onYamlLines).
 */
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Node, type YAMLError } from 'yaml';
import type { Problem } from '../errors.ts';

export type YamlProblem = Omit<Problem, 'file'>;

export interface YamlData {
  /** The file's data (its wrapper key's value, for a wrapped file); undefined when it has problems. */
  value: unknown;
  problems: YamlProblem[];
  /** The line of each field written in the file, by its path as the model names it (`products[2].summary`). */
  lines: Record<string, number>;
}

export interface YamlShape {
  /** The one key a file's list is written under (`products:`), whose value is the file's data. */
  wrapper?: string;
  /** The data's own field path in the model's messages (`products`), which its fields' paths start with. */
  root?: string;
}

const at = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

export function readYaml(text: string, { wrapper, root = '' }: YamlShape = {}): YamlData {
  const counter = new LineCounter();
  // Duplicate keys are found below, where the first one's line is known too.
  const doc = parseDocument(text, { lineCounter: counter, schema: 'core', merge: false, resolveKnownTags: false, stringKeys: true, uniqueKeys: false });
  const lineOf = (offset: number) => counter.linePos(offset).line;
  const lines: Record<string, number> = Object.create(null);
  const failed = (...problems: YamlProblem[]): YamlData => ({ value: undefined, problems, lines });
  if (doc.errors.length) return failed(syntaxProblem(doc.errors[0], text, doc, lineOf));

  // One walk: each field's line, and what the site does not read (aliases, anchors, tags, a key given twice).
  const problems: YamlProblem[] = [];
  const walk = (node: unknown, field: string): void => {
    if (!node || typeof node !== 'object') return;
    const line = (node as Node).range ? lineOf((node as Node).range![0]) : undefined;
    if (isAlias(node) || (node as Node).anchor) {
      const what = isAlias(node) ? `alias *${node.source}` : `anchor &${(node as Node).anchor}`;
      problems.push({ line, field: field || undefined, message: `uses YAML's ${what}, which the site does not read: write the value out in full where it is needed` });
    } else if ((node as Node).tag) {
      problems.push({ line, field: field || undefined, message: `has the YAML tag ${(node as Node).tag!.replace('tag:yaml.org,2002:', '!!')}, which the site does not read: delete it (a text that looks like a number or true/false goes in quotes)` });
    }
    if (isMap(node)) {
      const first = new Map<string, number>();
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const keyLine = isScalar(pair.key) && pair.key.range ? lineOf(pair.key.range[0]) : line!;
        // The wrapper's value is the data, named from the model's root.
        const name = wrapper && !field && key === wrapper ? root : at(field, key);
        if (first.has(key)) problems.push({ line: keyLine, field: name || key, message: `is given twice (first on line ${first.get(key)}): keep one of them` });
        else first.set(key, keyLine);
        if (name) lines[name] ??= keyLine;
        walk(pair.value, name);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const range = (item as Node | null)?.range;
        if (range) lines[at(field, i)] = lineOf(range[0]);
        walk(item, at(field, i));
      });
    }
  };
  walk(doc.contents, '');
  if (problems.length) return failed(...problems);

  const data: unknown = doc.toJS({ maxAliasCount: 0 });
  if (!wrapper) {
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) return { value: data, problems, lines };
    return failed(notMapping(data, 'its fields, one "name: value" line each'));
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return failed(notMapping(data, `"${wrapper}:" and its list below it`));
  const fields = data as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (key !== wrapper) problems.push({ line: lines[key], field: key, message: `is not read: this file holds "${wrapper}:" and its list only; delete "${key}" or move it into the list` });
  }
  if (!Object.hasOwn(fields, wrapper)) problems.push({ message: `must start with "${wrapper}:" and hold its list below it, each item starting with "- "` });
  return problems.length ? failed(...problems) : { value: fields[wrapper], problems, lines };
}

/** Why a file's top is not a mapping, and what it must hold instead (`holds`). */
function notMapping(data: unknown, holds: string): YamlProblem {
  if (data === null || data === undefined) return { message: `is empty: write ${holds} (docs/content.md §1), or delete the file` };
  const what = Array.isArray(data) ? 'a list' : `a single value (${JSON.stringify(data).slice(0, 40)})`;
  return { line: 1, message: `holds ${what} at its top, where the site reads ${holds} (docs/content.md §1)` };
}

/** A syntax error as a writer can act on it: where, what, and what to write. */
function syntaxProblem(error: YAMLError, text: string, doc: ReturnType<typeof parseDocument>, lineOf: (offset: number) => number): YamlProblem {
  const [start] = error.pos;
  let { line, col } = error.linePos?.[0] ?? { line: lineOf(start), col: 1 };
  const lineText = text.split(/\r?\n/)[line - 1] ?? '';
  const what = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  let hint: string | undefined;
  if (error.code === 'TAB_AS_INDENT' || /^\t/.test(lineText)) hint = 'this line is indented with a tab, and YAML indents with spaces only: replace the tab with spaces (two for each level)';
  else if (/(?:^|:|-)\s+\{\{/.test(lineText)) hint = 'a value that starts with a brand token ({{company}}) must be in double quotes: write "{{company}} …"';
  else if (error.code === 'MISSING_CHAR' && /quote/.test(what)) {
    // The parser notices a quote left open where the file ends: the value it opened is named instead.
    let opened: { line: number; col: number } | undefined;
    visit(doc, { Scalar(_, node) { if (node.type?.startsWith('QUOTE') && node.range && node.range[0] < start && node.range[1] >= start) opened = { line: lineOf(node.range[0]), col: node.range[0] - text.lastIndexOf('\n', node.range[0] - 1) }; } });
    if (opened) ({ line, col } = opened);
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

/** The line of `field` in a file whose fields' `lines` are known, or of its nearest parent written there. */
export function lineOfField(lines: Record<string, number>, field: string): number | undefined {
  for (let path = field; path; path = path.replace(/(?:\.[^.[\]]+|\[\d+\])$/, '')) {
    if (Object.hasOwn(lines, path)) return lines[path];
    if (!/[.[]/.test(path)) break;
  }
  return undefined;
}

/** `problems` with each field of a YAML file among `files` placed on its line; a problem with a line keeps it. */
export function onYamlLines(problems: readonly Problem[], files: readonly { file: string; lines?: Record<string, number> }[]): Problem[] {
  const byFile = new Map(files.flatMap(({ file, lines }) => (lines ? [[file, lines] as const] : [])));
  return problems.map((problem) => {
    const lines = problem.line === undefined && problem.field !== undefined ? byFile.get(problem.file) : undefined;
    const line = lines && lineOfField(lines, problem.field!);
    return line === undefined ? problem : { ...problem, line };
  });
}
