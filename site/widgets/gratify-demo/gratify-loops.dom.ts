/**
 * The Gratify phone's whole loop, written out once as Web Animations the compositor repeats by
 * itself (site/islands/compositor.dom.ts loopMotion), so a step costs the main thread nothing.
 * Every part moves by opacity or transform only:
 * - the screens cross-fade at each step's start (docs/site.md §14 timings, site/lib/gratify-demo.ts);
 * - each screen plays its small entrance as it comes in (the number typed, the points popping,
 *   the reward, the message and the bars);
 * - the step dots are pink layers over grey ones, switched by opacity;
 * - the wheel (an <svg> root) turns in GSAP's power3.out through LOOP_PRIZES, one spin a cycle,
 *   and the loop of LOOP_PRIZES.length cycles closes on whole turns;
 * - each prize's text is a layer of its own, shown from its spin's start to the next spin's.
 *
 * Every loop begins at ENTRY ms into its cycle, when step 0's screen has faded in, and holds that
 * frame until then: a phone that starts (or is reset) shows step 0, not the last screen fading out.
 */
import type { Gsap } from '../../islands/gsap.ts';
import { cssEase, loopMotion, type StepFrame } from '../../islands/compositor.dom.ts';
import {
  AUTO_SPIN_MS, GRATIFY_CYCLE_MS as CYCLE, GRATIFY_LOOP_MS as LOOP, LOOP_PRIZES, SPIN_STEP, STEP_STARTS, wheelAngles,
} from '../../lib/gratify-demo.ts';

const FADE_MS = 350;
/** Where each loop begins in its cycle (see above): the cross-fade into step 0 is over. */
const ENTRY = FADE_MS;
const AWAY = { opacity: 0, transform: 'scale(0.94)' };
const HERE = { opacity: 1, transform: 'none' };
const OFF = { opacity: 0 };
const ON = { opacity: 1 };

type Look = Omit<Keyframe, 'offset' | 'easing'>;

/**
 * A part that shows `on` from `from` to `to` ms of a `period` and `off` otherwise, changing over
 * `change` ms (1: at once) in `easing`; `to` may pass the period's end, wrapping to its start.
 */
function shownBetween(from: number, to: number, period: number, off: Look, on: Look, change: number, easing = 'linear'): StepFrame[] {
  const show = (at: number): StepFrame[] => [{ at, ...off, easing }, { at: at + change, ...on }];
  const hide = (at: number): StepFrame[] => [{ at, ...on, easing }, { at: at + change, ...off }];
  return to < period ? [{ at: 0, ...off }, ...show(from), ...hide(to)] : [{ at: 0, ...on }, ...hide(to - period), ...show(from)];
}

/** When step `step` ends within its cycle (the next one's start; CYCLE for the last). */
const stepEnd = (step: number) => STEP_STARTS[step + 1] ?? CYCLE;

/**
 * A part's entrance (frames from its screen's arrival) at `start` ms into the cycle, its rest
 * held after it. Screen 4 is still fading out as a cycle begins: its parts keep their rest until
 * it has gone, then wait in their first frame.
 */
function entrance(start: number, frames: StepFrame[]): StepFrame[] {
  const { at: _first, easing: _ease, ...first } = frames[0];
  const { at: _last, easing: _none, ...rest } = frames[frames.length - 1];
  const before: StepFrame[] = start === 0 ? [] : [{ at: 0, ...rest }, { at: FADE_MS, ...rest }, { at: FADE_MS + 1, ...first }];
  return [...before, ...frames.map((frame) => ({ ...frame, at: start + frame.at })), { at: CYCLE, ...rest }];
}

const pop = (easing: string): StepFrame[] => [{ at: 0, opacity: 0, transform: 'scale(0.5)', easing }, { at: 500, ...HERE }];

/** Each screen's entrance: the keyframes of each part, by its hook (`n`: the part's place among its kind), from the screen's arrival. */
const ENTRANCES: Record<string, (n: number) => StepFrame[]>[] = [
  {
    // One character of the number per step of the typing, once the screen has faded in.
    '[data-gratify-cover]': () => [
      { at: 0, transform: 'translateX(0)' },
      { at: ENTRY, transform: 'translateX(0)', easing: 'steps(11)' },
      { at: 1000, transform: 'translateX(100%)' },
    ],
    '[data-gratify-caret]': () => [{ at: 0, opacity: 1, easing: 'step-end' }, { at: 500, opacity: 0, easing: 'step-end' }, { at: 1000, opacity: 1 }],
  },
  {
    '[data-gratify-points]': () => pop('cubic-bezier(0.3, 1.6, 0.5, 1)'),
    '[data-gratify-ring]': () => [{ at: 0, opacity: 0.9, transform: 'scale(0.6)', easing: 'ease-out' }, { at: 900, opacity: 0, transform: 'scale(1.35)' }],
  },
  {},
  { '[data-gratify-reward]': () => pop('cubic-bezier(0.3, 1.5, 0.5, 1)') },
  {
    '[data-gratify-bubble]': () => [{ at: 0, opacity: 0, transform: 'translateY(0.6rem)', easing: 'ease-out' }, { at: 400, ...HERE }],
    // The bars grow one after another, 80 ms apart.
    '[data-gratify-bar]': (n) => [
      { at: 0, transform: 'scaleY(0)' },
      { at: n * 80, transform: 'scaleY(0)', easing: 'ease-out' },
      { at: n * 80 + 500, transform: 'none' },
    ],
  },
];

/** The wheel's turn over the whole loop: still until each cycle's spin, then AUTO_SPIN_MS to its prize. */
function wheelFrames(ease: string): StepFrame[] {
  const angles = wheelAngles();
  const spins = LOOP_PRIZES.flatMap((_, cycle): StepFrame[] => {
    const start = cycle * CYCLE + STEP_STARTS[SPIN_STEP];
    return [
      { at: start, transform: `rotate(${angles[cycle]}deg)`, easing: ease },
      { at: start + AUTO_SPIN_MS, transform: `rotate(${angles[cycle + 1]}deg)` },
    ];
  });
  // Held on the last landing to the loop's end, whole turns, which look the same as 0.
  return [{ at: 0, transform: 'rotate(0deg)' }, ...spins, { at: LOOP, transform: `rotate(${angles[angles.length - 1]}deg)` }];
}

/** Starts every loop of the phone in one task (so they keep time together), at ENTRY, paused. */
export function gratifyLoops(gsap: Gsap, root: HTMLElement): Animation[] {
  const screens = Array.from(root.querySelectorAll<HTMLElement>('[data-gratify-screen]'));
  const loops: Animation[] = [];
  const loop = (el: Element, period: number, frames: StepFrame[]) => {
    const animation = loopMotion(el, period, frames, { wait: ENTRY, from: ENTRY });
    animation.pause();
    animation.currentTime = 0;
    loops.push(animation);
  };
  screens.forEach((screen, step) => {
    loop(screen, CYCLE, shownBetween(STEP_STARTS[step], stepEnd(step), CYCLE, AWAY, HERE, FADE_MS, 'ease'));
    for (const [hook, frames] of Object.entries(ENTRANCES[step])) {
      screen.querySelectorAll(hook).forEach((part, n) => loop(part, CYCLE, entrance(STEP_STARTS[step], frames(n))));
    }
  });
  root.querySelectorAll('[data-gratify-dot]').forEach((dot, step) => loop(dot, CYCLE, shownBetween(STEP_STARTS[step], stepEnd(step), CYCLE, OFF, ON, 1)));
  loop(root.querySelector('[data-gratify-wheel]')!, LOOP, wheelFrames(cssEase(gsap, 'power3.out')));
  root.querySelectorAll('[data-gratify-won]').forEach((layer, cycle) => {
    const from = cycle * CYCLE + STEP_STARTS[SPIN_STEP];
    loop(layer, LOOP, shownBetween(from, from + CYCLE, LOOP, OFF, ON, 1));
  });
  return loops;
}
