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
