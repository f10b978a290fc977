/**
 * The count-up of the product pages' figures (docs/site.md §14, docs/decisions.md §17): after
 * 1000 ms, 50 steps of 40 ms each, linear, ending exactly on the target. Shared by the server
 * component (final text) and the client entry (every step), so both format a figure the same way.
 */
export const COUNT_DELAY_MS = 1000;
export const COUNT_STEPS = 50;
export const COUNT_STEP_MS = 40;

/** The value shown after `step` of the 50 steps: 0 at step 0, exactly `target` at step 50. */
export function countUpValue(target: number, step: number): number {
  if (step >= COUNT_STEPS) return target;
  if (step <= 0) return 0;
  // Round down to the target's own precision: whole numbers for whole targets, never past it.
  const scale = 10 ** (String(target).split('.')[1] ?? '').length;
  return Math.floor(((target * step) / COUNT_STEPS) * scale) / scale;
}

/** A figure as shown: prefix, value, suffix ('65%', '100+', '₹2.4'). */
export function formatCounter(counter: { prefix?: string; suffix?: string }, value: number): string {
  return `${counter.prefix ?? ''}${value}${counter.suffix ?? ''}`;
}
