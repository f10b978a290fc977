/** Cyclic stepping shared by every rotating widget (statistics, showcase, demo illustrations). */

/** The index after `index` in a cycle of `length` items: 0, 1, …, length - 1, 0, … */
export function nextIndex(index: number, length: number): number {
  if (length <= 0) throw new RangeError('a cycle needs at least one item');
  return (index + 1) % length;
}

/** The index shown after `ticks` steps from `start`. */
export function indexAfter(ticks: number, length: number, start = 0): number {
  return (((start + ticks) % length) + length) % length;
}
