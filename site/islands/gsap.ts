/**
 * GSAP for the animated widgets: fetched on first use (no island starts before the first paint)
 * and handed to each widget in a task of its own. Evaluating GSAP is a few milliseconds on a
 * fast machine, and the widgets waiting for it started their first tweens in the same task
 * (promise callbacks run together): a long task on a slow phone.
 */
import { inNextTask } from './next-task.ts';

export type Gsap = typeof import('gsap').gsap;
export type Tween = ReturnType<Gsap['to']>;

/**
 * GSAP's ticker asks for a frame 60 times a second until it sees no tween running, and it looks
 * only every `autoSleep` frames (120 by default: 2 s). The illustrations tween for a moment and
 * then wait for their next step, so the ticker would run through most of those waits, and every
 * frame it asks for also ticks the showcase's CSS loops on the main thread. Looking every 10
 * frames lets it sleep in the waits (figures: docs/performance.md, "Decisions in force"). A new
 * or resumed tween wakes the ticker.
 */
const TICKER_CHECK_FRAMES = 10;

/** GSAP, fetched and configured once however many widgets ask for it. */
let configured: Promise<Gsap> | undefined;

export function loadGsap(): Promise<Gsap> {
  configured ??= import('gsap').then(({ gsap }) => {
    gsap.config({ autoSleep: TICKER_CHECK_FRAMES });
    return gsap;
  });
  return configured.then((gsap) => new Promise<Gsap>((resolve) => inNextTask(() => resolve(gsap))));
}
