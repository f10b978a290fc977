/**
 * A content module's default export, copied into plain data as it is loaded. Every field is read
 * once, here: a getter that throws (or a Proxy whose traps do) is then named by its file and
 * field, rather than by whichever line of the build happened to read it first (the schema's, in
 * site/model/schema.ts), and every later reading sees the same value.
 *
 * Plain objects and lists are copied; any other value (text, a number, a Date, a function) is kept
 * as it is, for the content model to judge.
 */
import type { Problem } from '../errors.ts';

const at = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** What a throw says, on one line and short: `Error: the company getter broke`. */
function thrownText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n')[0];
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** `value` as plain data, or a problem for each field of `file` that could not be read; `root` is the value's own field path, as the content model names it (`products`). */
export function plainData(value: unknown, file: string, root = ''): { value: unknown } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const failed = (path: string, error: unknown) =>
    problems.push({
      file,
      ...(path ? { field: path } : {}),
      message: `could not be read: code in it threw "${thrownText(error)}" (a getter or other code runs when the site is built); write the value itself`,
    });
  /** The objects being copied, outermost first: one met again inside itself is left as it is. */
  const open = new Set<object>();

  const copy = (item: unknown, path: string): unknown => {
    if (typeof item !== 'object' || item === null || open.has(item)) return item;
    let keys: (string | number)[];
    try {
      const list = Array.isArray(item);
      const prototype = Object.getPrototypeOf(item);
      if (!list && prototype !== Object.prototype && prototype !== null) return item;
      keys = list ? Array.from({ length: item.length }, (_, i) => i) : Object.keys(item);
    } catch (error) {
      failed(path, error);
      return undefined;
    }
    open.add(item);
    const out = (Array.isArray(item) ? [] : {}) as Record<string | number, unknown>;
    for (const key of keys) {
      let field: unknown;
      try {
        field = (item as Record<string | number, unknown>)[key];
      } catch (error) {
        failed(at(path, key), error);
        continue;
      }
      out[key] = copy(field, at(path, key));
    }
    open.delete(item);
    return out;
  };

  const copied = copy(value, root);
  return problems.length ? { problems } : { value: copied };
}
