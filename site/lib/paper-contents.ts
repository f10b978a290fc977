/** Which section of a paper is being read, shared by the contents' island and its tests. */

/** How far down the window a section's heading must be to make it the one being read: a third of the way. */
export const READING_LINE = 1 / 3;

/** The index of the last heading at or above `line` (tops measured from the window's top, in order), or -1 before the first. */
export function currentSection(tops: readonly number[], line: number): number {
  let current = -1;
  tops.forEach((top, i) => {
    if (top <= line) current = i;
  });
  return current;
}
