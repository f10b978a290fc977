/**
 * Edits to a YAML content file, as a marketer (or the editor at /admin) makes them: a value set, a
 * sentence added to a text, an item taken out of a list or added to it, a field deleted. Each
 * edit parses the file with the `yaml` package's Document API, changes the node at a field path
 * and writes the document back, so comments and every untouched line stay as they were; a path
 * is written as the build's messages write it (`products[0].features.items[1].title`), so no
 * edit depends on today's layout of a file. A path that is not in the file is an error, never a
 * field quietly created somewhere else.
 */
import { isCollection, isMap, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLSeq } from 'yaml';

/** A field path: `a.b[0].c` as the build's messages write it, or its parts. */
export type FieldPath = string | readonly (string | number)[];

/** The parts of `field`: `facts.leadership[0].photo` → ['facts', 'leadership', 0, 'photo']. */
export function pathOf(field: FieldPath): (string | number)[] {
  if (typeof field !== 'string') return [...field];
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? key : Number(index)));
}

const shown = (field: FieldPath) => (typeof field === 'string' ? field : pathOf(field).map((part, i) => (typeof part === 'number' ? `[${part}]` : i ? `.${part}` : part)).join(''));

/** Written back exactly as read where not edited (no line folded at 80 characters, as the files are written). */
const written = (doc: Document) => doc.toString({ lineWidth: 0 });

function parsed(text: string): Document {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`not valid YAML: ${doc.errors[0].message}`);
  return doc;
}

/** The node at `field` (a mapping, a list or a scalar), or an error naming the path. */
function nodeAt(doc: Document, field: FieldPath): Node {
  const node = doc.getIn(pathOf(field), true);
  if (node === undefined) throw new Error(`no field "${shown(field)}" in the file`);
  return node as Node;
}

/** The list at `field`. */
function listAt(doc: Document, field: FieldPath): YAMLSeq {
  const node = nodeAt(doc, field);
  if (!isSeq(node)) throw new Error(`"${shown(field)}" is not a list`);
  return node;
}

/** `text` with `edit` made on its parsed document. */
export function editYaml(text: string, edit: (doc: Document) => void): string {
  const doc = parsed(text);
  edit(doc);
  return written(doc);
}

/** The value at `field`, as plain data. */
export function valueAt(text: string, field: FieldPath): unknown {
  const node = nodeAt(parsed(text), field);
  return isScalar(node) || isCollection(node) ? node.toJSON() : node;
}

/**
 * The line (from 1, as editors and the build's messages count) the build names for `field`: its
 * key's line (`summary: …`), or a list item's first line.
 */
export function fieldLine(text: string, field: FieldPath): number {
  const doc = parsed(text);
  const parts = pathOf(field);
  const parent = parts.length > 1 ? nodeAt(doc, parts.slice(0, -1)) : doc.contents;
  const last = parts[parts.length - 1];
  const pair = isMap(parent) ? parent.items.find((item) => isScalar(item.key) && item.key.value === last) : undefined;
  const [start] = (pair && isScalar(pair.key) ? pair.key.range : nodeAt(doc, parts).range) ?? [0];
  return text.slice(0, start).split('\n').length;
}

/**
 * `field` set to `value` (any plain data); its mapping must exist, the field itself need not. A
 * text or number replacing one keeps the node, with its comment and (where the value allows)
 * its quotes.
 */
export function setField(text: string, field: FieldPath, value: unknown): string {
  return editYaml(text, (doc) => {
    const parts = pathOf(field);
    if (parts.length > 1) nodeAt(doc, parts.slice(0, -1));
    const current = doc.getIn(parts, true);
    if (isScalar(current) && (value === null || typeof value !== 'object')) current.value = value;
    else doc.setIn(parts, doc.createNode(value));
  });
}

/** `words` added at the end of the text at `field`. */
export function extendText(text: string, field: FieldPath, words: string): string {
  const current = valueAt(text, field);
  if (typeof current !== 'string') throw new Error(`"${shown(field)}" is not a text`);
  return setField(text, field, `${current}${words}`);
}

/** `field` deleted (its key and value; an item of a list when the path ends with an index). */
export function deleteField(text: string, field: FieldPath): string {
  return editYaml(text, (doc) => {
    nodeAt(doc, field);
    doc.deleteIn(pathOf(field));
  });
}

/** The index of the item of the list `list` that is `item` (a text or number), or an error. */
function indexOf(seq: YAMLSeq, list: FieldPath, item: unknown): number {
  const index = seq.items.findIndex((node) => isScalar(node) && node.value === item);
  if (index < 0) throw new Error(`"${shown(list)}" does not hold "${String(item)}"`);
  return index;
}

/** The list at `list` edited: the item that is `item` (a text or number) taken out, or, with `to`, replaced by it. */
export function replaceItem(text: string, list: FieldPath, item: unknown, to?: unknown): string {
  return editYaml(text, (doc) => {
    const seq = listAt(doc, list);
    const index = indexOf(seq, list, item);
    if (to === undefined) seq.items.splice(index, 1);
    else seq.items[index] = doc.createNode(to);
  });
}

/** The list at `list` edited: its first item taken out (`removeFirst`), then `add`'s items added at its end (or its start, with `atStart`). */
export function editList(text: string, list: FieldPath, { removeFirst = false, add = [] as unknown[], atStart = false }): string {
  return editYaml(text, (doc) => {
    const seq = listAt(doc, list);
    if (removeFirst) {
      if (!seq.items.length) throw new Error(`"${shown(list)}" is empty`);
      seq.items.shift();
    }
    const nodes = add.map((item) => doc.createNode(item));
    // An empty list written `[]` gets its first items one a line, as an editor writes them.
    if (nodes.length && !seq.items.length) seq.flow = false;
    if (atStart) seq.items.unshift(...nodes);
    else seq.items.push(...nodes);
  });
}

/** The index of the first list item at `list` for which `test` (given the item as plain data) holds. */
export function findItem(text: string, list: FieldPath, test: (item: unknown) => boolean): number {
  const seq = listAt(parsed(text), list);
  return seq.items.findIndex((node) => test(isScalar(node) || isCollection(node) ? node.toJSON() : node));
}
