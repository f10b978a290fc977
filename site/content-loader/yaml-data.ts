/**
 * A content file written in YAML, read as plain data (how YAML is parsed, and what of it the site
 * refuses: yaml-parse.ts). Each field's line is kept, so that a problem found later about a field
 * (`products[2].summary`) is placed on that field's line, or on its nearest parent's when it is
 * missing (onYamlLines). A file whose list is written under one key (`products:`) is unwrapped.
 */
import type { Problem } from '../errors.ts';
import { fieldPath, parseYaml, syntaxProblem, walkYaml, type YamlProblem } from './yaml-parse.ts';

export type { YamlProblem };

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

export function readYaml(text: string, { wrapper, root = '' }: YamlShape = {}): YamlData {
  const { doc, lineOf } = parseYaml(text);
  const lines: Record<string, number> = Object.create(null);
  const failed = (...problems: YamlProblem[]): YamlData => ({ value: undefined, problems, lines });
  if (doc.errors.length) return failed(syntaxProblem(doc.errors[0], text, doc, lineOf));

  const problems: YamlProblem[] = [];
  walkYaml(doc.contents, lineOf, problems, {
    // The wrapper's value is the data, named from the model's root.
    name: (parent, key) => (wrapper && !parent && key === wrapper ? root : fieldPath(parent, key)),
    field: ({ path, line }) => {
      if (path) lines[path] ??= line;
    },
  });
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
