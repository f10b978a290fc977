/**
 * The Gratify illustration (docs/site.md §14): a phone that walks through five steps,
 * 1200 ms each, with a prize wheel that spins for 3 s.
 *
 * The rule between the 3 s spin and the 1200 ms steps: step 2 (the wheel) lasts exactly as long
 * as its spin, AUTO_SPIN_MS, instead of one step. The step timer holds on the wheel while it
 * turns and moves on to the reward (step 3) the moment it lands, so the reward shown is always
 * the segment the wheel stopped on. One loop is 4 × 1200 + 3000 = 7800 ms. The Spin & Win button
 * jumps to step 2 and spins again, and step 2 then lasts AUTO_SPIN_MS from the click.
 */
import { nextIndex } from './cycle.ts';

export const GRATIFY_STEP_MS = 1200;
export const AUTO_SPIN_MS = 3000;
export const GRATIFY_STEPS = ['Enter Mobile', 'Earn Points', 'Spin & Win', 'Receive Reward', 'Message & Analytics'] as const;
/** The step that shows the wheel and spins it. */
export const SPIN_STEP = 2;
/** Clockwise from the pointer at the top; segment 0 is centred under the pointer at rest. */
export const WHEEL_SEGMENTS = ['500', '100', '200', '50', '1000', 'JACKPOT', '300'] as const;
export const SEGMENT_DEG = 360 / WHEEL_SEGMENTS.length;
/** Full turns a spin makes before it settles. */
export const SPIN_TURNS = 5;
/**
 * The mobile number typed in step 0 (its gap a figure space, as wide as a tabular digit, so the
 * 11-step typing reveal uncovers one whole character per step in the body font) and the segment
 * the still frame shows as won.
 */
export const DEMO_MOBILE = '98765\u200743210';
export const STILL_SEGMENT = 0;

export function nextGratifyStep(step: number): number {
  return nextIndex(step, GRATIFY_STEPS.length);
}

/** How long a step stays on screen: the wheel's step lasts as long as its spin (rule above). */
export function gratifyStepMs(step: number): number {
  return step === SPIN_STEP ? AUTO_SPIN_MS : GRATIFY_STEP_MS;
}

/** The wheel's rotation in [0, 360) degrees, clockwise, that puts `segment` under the pointer. */
export function landingAngle(segment: number): number {
  return (360 - ((segment % WHEEL_SEGMENTS.length) * SEGMENT_DEG)) % 360;
}

/** The segment under the pointer when the wheel is turned `rotation` degrees clockwise. */
export function segmentAt(rotation: number): number {
  const turned = ((rotation % 360) + 360) % 360;
  return Math.round((360 - turned) / SEGMENT_DEG) % WHEEL_SEGMENTS.length;
}

/** Where a spin from `from` degrees ends: at least `turns` full turns on, landing on `segment`. */
export function spinRotation(from: number, segment: number, turns = SPIN_TURNS): number {
  const extra = (((landingAngle(segment) - from) % 360) + 360) % 360;
  // Float noise must not turn "already there" (0°) into a whole extra turn (359.999…°).
  return from + turns * 360 + (360 - extra < 1e-6 ? 0 : extra);
}

/** A segment from a random number in [0, 1): the client passes Math.random(). */
export function pickSegment(random: number): number {
  return Math.min(WHEEL_SEGMENTS.length - 1, Math.floor(random * WHEEL_SEGMENTS.length));
}

/** What the reward card says for a segment. */
export function prizeText(segment: number): string {
  const label = WHEEL_SEGMENTS[segment];
  return label === 'JACKPOT' ? 'Jackpot: ₹1,000 voucher' : `${label} points`;
}
