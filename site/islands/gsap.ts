/**
 * GSAP for the animated widgets: fetched on first use (no island starts before the first paint)
 * and handed to each widget in a task of its own. Evaluating GSAP is a few milliseconds on a
 * fast machine, and the widgets waiting for it started their first tweens in the same task
 * (promise callbacks run together): a long task on a slow phone.
 */
import { inNextTask } from './next-task.ts';

export type Gsap = typeof import('gsap').gsap;
export type Tween = ReturnType<Gsap['to']>;

export function loadGsap(): Promise<Gsap> {
  return import('gsap').then(({ gsap }) => new Promise<Gsap>((resolve) => inNextTask(() => resolve(gsap))));
}

/**
 * Gives SVG elements their transform origin once, when GSAP arrives, for every later tween. Put in
 * a tween that starts scaled (a fromTo from scale 0), the origin moved the elements for good: GSAP
 * smooths an origin change by shifting the element, so XDR's threats sat 9 px and Rewards'
 * sparkles 3 px off their places. And each such tween measured its element's box after the one
 * before had written, a forced layout per element (16 ms at full speed as XDR started). One set
 * over all the targets measures them all before writing any.
 */
export function setOrigin(gsap: Gsap, targets: Element[], origin: string): void {
  gsap.set(targets, { transformOrigin: origin });
}
