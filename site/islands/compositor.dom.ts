/**
 * Motion the compositor runs: a Web Animation of transform and opacity on an HTML box (an <svg>
 * root is one; the shapes inside an SVG are not), eased by one of GSAP's eases written out as a
 * CSS linear() curve. A GSAP tween writes styles from the main thread on every frame, and every
 * such frame costs style, paint and layerizing there; an animation started here costs the main
 * thread a frame as it starts and one as it ends, whatever it moves in between.
 */
import type { Gsap } from './gsap.ts';

/** Points per curve: enough that an elastic ease over 600 ms bends where GSAP's would. */
const SAMPLES = 40;
const curves = new Map<string, string>();

/** GSAP's `ease` (e.g. 'back.out(2)') as a CSS easing; browsers without linear() get ease-out. */
export function cssEase(gsap: Gsap, ease: string): string {
  let curve = curves.get(ease);
  if (!curve) {
    const at = gsap.parseEase(ease);
    const points = Array.from({ length: SAMPLES + 1 }, (_, i) => Math.round(at(i / SAMPLES) * 1000) / 1000);
    const linear = `linear(${points.join(', ')})`;
    curve = CSS.supports('animation-timing-function', linear) ? linear : 'ease-out';
    curves.set(ease, curve);
  }
  return curve;
}

/** A keyframe `at` ms into the step; its `easing` (e.g. a cssEase) shapes the way to the next one. */
export type StepFrame = Keyframe & { at: number };

/**
 * How long a step's motion holds its last keyframe. An animation that ends costs the main thread a
 * frame of its own; one that the next step replaces ends in the frame that starts the next, so a
 * widget's step costs one frame whatever it moves.
 */
const HOLD_MS = 60_000;

const running = new WeakMap<Element, Animation>();

/** Plays one step's motion of `el`: the keyframes at their times, then the last held until the next step's replaces it. */
export function stepMotion(el: Element, frames: StepFrame[]): Animation {
  running.get(el)?.cancel();
  const keyframes = frames.map(({ at, ...frame }): Keyframe => ({ ...frame, offset: at / HOLD_MS }));
  const { at, easing, ...last } = frames[frames.length - 1];
  // Filled forwards: a step held longer (a long pause) keeps its last frame.
  const animation = el.animate([...keyframes, { ...last, offset: 1 }], { duration: HOLD_MS, fill: 'forwards' });
  // A start time of its own: no round trip to the compositor (and frame) to learn when it began.
  animation.startTime = document.timeline.currentTime;
  running.set(el, animation);
  return animation;
}

/** Ends the motion this helper holds on `el`: its own style shows again. */
function endMotion(el: Element): void {
  running.get(el)?.cancel();
  running.delete(el);
}

/**
 * A rotation's steps, where one item at a time is active: a step glides the next item in and the
 * active one out (`glide`), and ends the held motion of the item that dropped at the step before,
 * now at rest, unless it is the one rising again. `parts` are the elements of an item that glide.
 */
export function rotationSteps<T extends Element>(glide: (item: T, active: boolean) => void, parts: (item: T) => Element[] = (item) => [item]) {
  let settled: T | undefined;
  return {
    /** The motion first, while styles are clean; the caller sets the state after. */
    step(from: T, to: T): void {
      glide(to, true);
      glide(from, false);
      if (settled && settled !== to) parts(settled).forEach(endMotion);
      settled = from;
    },
    /** Ends every item's held motion: their own styles (and transitions) show again. */
    end(items: T[]): void {
      items.flatMap(parts).forEach(endMotion);
      settled = undefined;
    },
  };
}

/** Where a loop starts: the frame at `from` ms into the cycle shows for `wait` ms, then the loop plays on from there. */
export interface LoopStart {
  wait?: number;
  from?: number;
}

/**
 * Motion that repeats by itself: `frames` from 0 to `period` ms, looped by the compositor for as
 * long as it plays, so a widget's steps cost the main thread nothing (a step that starts
 * animations costs it a frame or two). The loop closes on its first frame. Every loop a widget
 * starts in one task keeps time with the others, paused or playing (see autoplay.ts autoplayLoops).
 */
export function loopMotion(el: Element, period: number, frames: StepFrame[], { wait = 0, from = 0 }: LoopStart = {}): Animation {
  const keyframes = frames.map(({ at, ...frame }): Keyframe => ({ ...frame, offset: at / period }));
  const { at, easing, ...first } = frames[0];
  if (frames[frames.length - 1].at < period) keyframes.push({ ...first, offset: 1 });
  const timing = { duration: period, iterations: Infinity, delay: wait, iterationStart: from / period, fill: 'backwards' as const };
  const animation = el.animate(keyframes, timing);
  animation.startTime = document.timeline.currentTime;
  return animation;
}
