/**
 * A count of the work a function does, without a clock: the characters and items that the string
 * and array methods a text pass leans on (indexOf, slice, split, find, splice) read or copy while
 * it runs. A pass that is linear in its input does about twice the work on twice the input; one
 * that searches or copies the rest of the text for each piece does four times as much. Regular
 * expressions are not counted (see linear-inline.unit.test.ts for marked's).
 */

type Method = (this: { length: number }, ...args: never[]) => unknown;

/** How much of its input each method touched, given the input, its arguments and its result. */
const COSTS: [object, string, (self: { length: number }, args: unknown[], result: unknown) => number][] = [
  [String.prototype, 'indexOf', (self, [, from = 0], at) => ((at as number) < 0 ? self.length : (at as number)) - Math.max(0, from as number)],
  [String.prototype, 'slice', (_, __, result) => (result as string).length],
  // With a limit, split stops once it has that many pieces.
  [String.prototype, 'split', (self, [, limit], result) => (limit === undefined ? self.length : (result as string[]).reduce((n, piece) => n + piece.length + 1, 0))],
  [String.prototype, 'startsWith', (_, [prefix]) => String(prefix).length],
  [Array.prototype, 'slice', (_, __, result) => (result as unknown[]).length],
  [Array.prototype, 'splice', (self, [start]) => self.length - Number(start)],
  [Array.prototype, 'indexOf', (self, _, at) => ((at as number) < 0 ? self.length : (at as number))],
];

/** The work `run` does, as above; each call counts at least 1. The methods are put back before it returns. */
export function workOf(run: () => void): number {
  let work = 0;
  const originals = COSTS.map(([owner, name]) => (owner as Record<string, Method>)[name]);
  COSTS.forEach(([owner, name, cost], i) => {
    const original = originals[i];
    (owner as Record<string, Method>)[name] = function (this: { length: number }, ...args: never[]) {
      const result = original.apply(this, args);
      work += cost(this, args, result) + 1;
      return result;
    };
  });
  // find, which the old caption lookup ran over the rest of a text's blocks, counts the items it visits.
  const find = Array.prototype.find;
  Array.prototype.find = function (this: unknown[], test: (item: unknown, i: number, all: unknown[]) => unknown) {
    return find.call(this, (item, i, all) => (work++, test(item, i, all)));
  } as typeof find;
  try {
    run();
  } finally {
    COSTS.forEach(([owner, name], i) => void ((owner as Record<string, Method>)[name] = originals[i]));
    Array.prototype.find = find;
  }
  return work;
}
