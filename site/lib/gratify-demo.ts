/**
 * The Gratify illustration (docs/site.md §14): a phone that walks through five steps,
 * 1200 ms each, with a prize wheel that spins for 3 s.
 *
 * The rule between the 3 s spin and the 1200 ms steps: step 2 (the wheel) lasts exactly as long
 * as its spin, AUTO_SPIN_MS, instead of one step, and the reward (step 3) follows the moment it
 * lands, so the reward shown is always the segment the wheel stopped on. One cycle is
 * 4 × 1200 + 3000 = 7800 ms. The prizes are not drawn at random: the loop is LOOP_PRIZES.length
 * cycles, one prize each, and the last one is the still frame's, so the wheel's whole turn over
 * the loop is a whole number of turns and the loop closes where it began. The Spin & win button
 * jumps to the next spin's start.
 */

export const GRATIFY_STEP_MS = 1200;
export const AUTO_SPIN_MS = 3000;
export const GRATIFY_STEPS = ['Enter mobile', 'Earn points', 'Spin & win', 'Receive reward', 'Message & analytics'] as const;
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

/** What the reward card says for a segment. */
export function prizeText(segment: number): string {
  const label = WHEEL_SEGMENTS[segment];
  return label === 'JACKPOT' ? 'Jackpot: ₹1,000' : `${label} points`;
}

/** When each step begins, in ms from the start of a cycle: 0, 1200, 2400, 5400, 6600. */
export const STEP_STARTS = GRATIFY_STEPS.map((_, step) => GRATIFY_STEPS.slice(0, step).reduce((sum, __, i) => sum + gratifyStepMs(i), 0));
export const GRATIFY_CYCLE_MS = STEP_STARTS[STEP_STARTS.length - 1] + gratifyStepMs(GRATIFY_STEPS.length - 1);
/** The segment each cycle's spin lands on, in order; the last is the still frame's (rule above). */
export const LOOP_PRIZES = [2, 4, 5, STILL_SEGMENT] as const;
export const GRATIFY_LOOP_MS = GRATIFY_CYCLE_MS * LOOP_PRIZES.length;

/** The wheel's rotation before each cycle's spin, then after the last: from 0 to whole turns. */
export function wheelAngles(): number[] {
  const angles = [0];
  for (const prize of LOOP_PRIZES) angles.push(spinRotation(angles[angles.length - 1], prize));
  return angles;
}

/**
 * Where Spin & win sends the loop from loop time `at`: the start of this cycle's spin if it has
 * not begun, else the next cycle's (after the last cycle, the first's). The wheel then turns on
 * from where it rests.
 */
export function nextSpinStart(at: number): number {
  const inLoop = ((at % GRATIFY_LOOP_MS) + GRATIFY_LOOP_MS) % GRATIFY_LOOP_MS;
  const cycle = Math.floor(inLoop / GRATIFY_CYCLE_MS);
  const next = inLoop - cycle * GRATIFY_CYCLE_MS < STEP_STARTS[SPIN_STEP] ? cycle : (cycle + 1) % LOOP_PRIZES.length;
  return next * GRATIFY_CYCLE_MS + STEP_STARTS[SPIN_STEP];
}

/** How long a step's screen takes to come in whole: its cross-fade and its parts' entrances. */
const STEP_SETTLE_MS = 500;

/**
 * Where a hold leaves the loop from loop time `at`: there, unless a screen is still coming in,
 * then where it has come in whole, so that a held phone never shows half-faded text.
 */
export function settledAt(at: number): number {
  const inCycle = ((at % GRATIFY_CYCLE_MS) + GRATIFY_CYCLE_MS) % GRATIFY_CYCLE_MS;
  const start = STEP_STARTS.filter((s) => s <= inCycle).at(-1)!;
  const into = inCycle - start;
  return into > 0 && into < STEP_SETTLE_MS ? at + STEP_SETTLE_MS - into : at;
}
