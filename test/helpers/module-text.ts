/**
 * Edits to the text of a TypeScript content module, as a marketer makes them by hand: a value
 * replaced, a sentence added to a text, an item taken out of a list or added to it, a field
 * deleted. Values are written as JSON literals (valid TypeScript); fields are found by name, the
 * first at or after a point of the text, so no edit depends on today's layout of a file.
 */

/** The index just past the string literal that opens at `start` ('…', "…" or `…`, with `${…}` inside). */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (quote === '`' && text.startsWith('${', i)) i = groupEnd(text, i + 1) - 1;
    else if (text[i] === quote) return i + 1;
  }
  throw new Error(`a text opened at ${start} is never closed`);
}

/** The index just past the bracket group ({…}, […], (…)) that opens at `open`, strings and comments skipped. */
function groupEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') i = stringEnd(text, i) - 1;
    else if (text.startsWith('//', i)) i = text.indexOf('\n', i);
    else if (text.startsWith('/*', i)) i = text.indexOf('*/', i) + 1;
    else if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c) && --depth === 0) return i + 1;
  }
  throw new Error(`a group opened at ${open} is never closed`);
}

/** Where the value of the first `field:` at or after `from` starts and ends. */
function valueSpan(text: string, field: string, from = 0): { key: number; start: number; end: number } {
  const pattern = new RegExp(`(?<=^|[\\s{,])${field}\\s*:\\s*`, 'gm');
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  if (!match) throw new Error(`no field "${field}" after position ${from}`);
  const start = match.index + match[0].length;
  const end = '\'"`'.includes(text[start]) ? stringEnd(text, start) : '{[('.includes(text[start]) ? groupEnd(text, start) : text.slice(start).search(/[,\n}]/) + start;
  return { key: match.index, start, end };
}

const literal = (value: unknown) => JSON.stringify(value);

/** The position of `field`'s key (to look for another field after it). */
export const fieldAt = (text: string, field: string) => valueSpan(text, field).key;

/** The first `field` at or after `from` set to `value`. */
export function setField(text: string, field: string, value: unknown, from = 0): string {
  const { start, end } = valueSpan(text, field, from);
  return `${text.slice(0, start)}${literal(value)}${text.slice(end)}`;
}

/** `words` added at the end of the first text `field` (before its closing quote). */
export function extendText(text: string, field: string, words: string): string {
  const { start, end } = valueSpan(text, field);
  if (!'\'"`'.includes(text[start])) throw new Error(`"${field}" is not written as a text`);
  const escaped = literal(words).slice(1, -1).replaceAll(text[start], `\\${text[start]}`);
  return `${text.slice(0, end - 1)}${escaped}${text.slice(end - 1)}`;
}

/** The first `field` deleted, with its line. */
export function deleteField(text: string, field: string): string {
  const { key, end } = valueSpan(text, field);
  const lineStart = text.lastIndexOf('\n', key) + 1;
  const after = /^\s*,?[ \t]*\n?/.exec(text.slice(end))![0];
  return `${text.slice(0, lineStart)}${text.slice(end + after.length)}`;
}

/** Where a list opens: the value of `field`, or (without one) the list the module exports by default. */
function listOpen(text: string, field?: string, after = 0): number {
  // The first `field` whose value is a list (home.ts has a `testimonials` heading before the list).
  for (let from = after; field; ) {
    const { start, end } = valueSpan(text, field, from);
    if (text[start] === '[') return start;
    from = end;
  }
  const [, name] = /^export default (\w+);$/m.exec(text) ?? [];
  const declared = new RegExp(`const ${name}\\b[^=]*=\\s*\\[`).exec(text);
  if (!declared) throw new Error(`no list is exported by default`);
  return declared.index + declared[0].length - 1;
}

/** The list of `field` (or the default export) edited: its first item taken out, `items` added at its end. */
export function editList(text: string, field: string | undefined, { removeFirst = false, add = [] as unknown[] }): string {
  const open = listOpen(text, field);
  let out = text;
  if (removeFirst) {
    const first = open + 1 + /^\s*/.exec(text.slice(open + 1))![0].length;
    const end = '{[('.includes(text[first]) ? groupEnd(text, first) : '\'"`'.includes(text[first]) ? stringEnd(text, first) : text.slice(first).search(/[,\]]/) + first;
    const after = /^\s*,\s*/.exec(text.slice(end))?.[0] ?? '';
    out = `${text.slice(0, first)}${text.slice(end + after.length)}`;
  }
  if (!add.length) return out;
  const close = groupEnd(out, open) - 1;
  const before = out.slice(0, close).trimEnd();
  const separator = before.endsWith('[') || before.endsWith(',') ? '' : ',';
  return `${before}${separator}\n${add.map((item) => `  ${literal(item)},`).join('\n')}\n${out.slice(close)}`;
}

/**
 * In the list of `field` that holds the text item `from` (the first such, as navigation.ts has an
 * `industries` list in each group), `from` replaced by `to` (or taken out, with `to` undefined).
 */
export function replaceInList(text: string, field: string, from: string, to: string | undefined): string {
  const quoted = new RegExp(`(['"])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
  let [open, close, found]: [number, number, RegExpExecArray | null] = [0, 0, null];
  while (!found) {
    try {
      open = listOpen(text, field, close);
    } catch {
      throw new Error(`"${from}" is not in a list "${field}"`);
    }
    close = groupEnd(text, open);
    found = quoted.exec(text.slice(open, close));
  }
  const list = text.slice(open, close);
  const withNext = new RegExp(`${quoted.source}\\s*,\\s*`);
  const edited = to !== undefined ? list.replace(quoted, `${found[1]}${to}${found[1]}`)
    : withNext.test(list) ? list.replace(withNext, '') : list.replace(new RegExp(`,\\s*${quoted.source}`), '');
  return `${text.slice(0, open)}${edited}${text.slice(close)}`;
}
