/**
 * The Gratify illustration's rules (docs/site.md §14). The spin rule: step 2 lasts exactly
 * as long as the 3 s spin, the other steps 1200 ms; one cycle is 4 × 1200 + 3000 = 7800 ms. The
 * loop lands on a fixed sequence of prizes, one a cycle, and closes on whole turns of the wheel.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import {
  AUTO_SPIN_MS, GRATIFY_CYCLE_MS, GRATIFY_LOOP_MS, GRATIFY_STEPS, GRATIFY_STEP_MS, LOOP_PRIZES, SEGMENT_DEG, SPIN_STEP, SPIN_TURNS, STEP_STARTS,
  STILL_SEGMENT, WHEEL_SEGMENTS, gratifyStepMs, landingAngle, nextSpinStart, prizeText, segmentAt, settledAt, spinRotation, wheelAngles,
} from '../../site/lib/gratify-demo.ts';
import { GratifyDemo } from '../../site/widgets/gratify-demo/GratifyDemo.tsx';
import { titleCaseHits } from '../../site/model/heading-case.ts';

test('five steps of 1200 ms, a 3 s auto-spin, and the seven segments in order (docs/site.md §14)', () => {
  assert.is(GRATIFY_STEP_MS, 1200);
  assert.is(AUTO_SPIN_MS, 3000);
  assert.equal([...GRATIFY_STEPS], ['Enter mobile', 'Earn points', 'Spin & win', 'Receive reward', 'Message & analytics']);
  assert.equal([...WHEEL_SEGMENTS], ['500', '100', '200', '50', '1000', 'JACKPOT', '300']);
  assert.is(SPIN_STEP, 2);
});

test('the step labels the phone shows (and its Spin & win button) are in sentence case, as every heading and button', () => {
  for (const label of GRATIFY_STEPS) {
    assert.equal(titleCaseHits(label), [], label);
    assert.match(label, /^\p{Lu}/u, label);
  }
});

test('the steps begin at 0, 1200, 2400, 5400 and 6600 ms of a 7800 ms cycle', () => {
  assert.equal(STEP_STARTS, [0, 1200, 2400, 5400, 6600]);
  assert.is(GRATIFY_CYCLE_MS, 7800);
  assert.is(GRATIFY_LOOP_MS, 7800 * LOOP_PRIZES.length);
});

test('the loop lands on each of its prizes in turn, five turns or more a spin, and closes on whole turns at the still frame', () => {
  const angles = wheelAngles();
  assert.is(angles.length, LOOP_PRIZES.length + 1);
  assert.is(angles[0], 0, 'it starts as the still frame shows it');
  LOOP_PRIZES.forEach((prize, cycle) => {
    assert.is(segmentAt(angles[cycle + 1]), prize, `cycle ${cycle} lands on ${WHEEL_SEGMENTS[prize]}`);
    assert.ok(angles[cycle + 1] - angles[cycle] >= SPIN_TURNS * 360, `cycle ${cycle} turns at least ${SPIN_TURNS} times`);
  });
  assert.ok(new Set(LOOP_PRIZES).size > 1, 'the prizes vary');
  assert.is(LOOP_PRIZES.at(-1), STILL_SEGMENT, 'the last is the still frame’s');
  const last = angles.at(-1)!;
  assert.ok(Math.abs(last / 360 - Math.round(last / 360)) < 1e-9, `whole turns over the loop (${last}°)`);
});

test('Spin & win goes to this cycle’s spin before it begins, else to the next cycle’s, wrapping after the last', () => {
  const spin = (cycle: number) => cycle * 7800 + 2400;
  assert.is(nextSpinStart(0), spin(0));
  assert.is(nextSpinStart(2399), spin(0), 'still on the points screen');
  assert.is(nextSpinStart(2400), spin(1), 'the spin has begun: the next one');
  assert.is(nextSpinStart(7799), spin(1));
  assert.is(nextSpinStart(7800 + 1000), spin(1));
  const last = LOOP_PRIZES.length - 1;
  assert.is(nextSpinStart(spin(last) + 10), spin(0), 'after the last spin, the first');
  assert.is(nextSpinStart(GRATIFY_LOOP_MS * 3 + 7800 + 100), spin(1), 'from any number of loops in');
});

test('the spin rule: the wheel step lasts the spin (3000 ms), every other step 1200 ms', () => {
  assert.equal([0, 1, 2, 3, 4].map(gratifyStepMs), [1200, 1200, 3000, 1200, 1200]);
  const loop = [0, 1, 2, 3, 4].reduce((sum, step) => sum + gratifyStepMs(step), 0);
  assert.is(loop, 7800);
});

test('landingAngle puts each segment under the pointer, and segmentAt reads it back', () => {
  assert.is(landingAngle(0), 0, 'segment 0 is under the pointer at rest (the still frame)');
  WHEEL_SEGMENTS.forEach((_, i) => {
    const angle = landingAngle(i);
    assert.ok(angle >= 0 && angle < 360, `${angle}`);
    assert.is(segmentAt(angle), i);
    assert.is(segmentAt(angle + 3 * 360), i, 'whole turns do not matter');
    assert.is(segmentAt(angle + SEGMENT_DEG * 0.45), i, 'anywhere inside the segment reads as it');
  });
  assert.is(landingAngle(1), 360 - SEGMENT_DEG, 'segment 1 sits one segment clockwise of the top');
});

/** Degrees between two angles on the circle. */
const apart = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

test('a spin turns forward at least five whole turns and lands on the chosen segment', () => {
  for (const from of [0, 17, 359, 1234.5, landingAngle(4) + 7200]) {
    WHEEL_SEGMENTS.forEach((_, segment) => {
      const to = spinRotation(from, segment);
      assert.ok(to - from > SPIN_TURNS * 360 - 1e-6 && to - from < (SPIN_TURNS + 1) * 360, `${from} → ${to}`);
      assert.ok(apart(to, landingAngle(segment)) < 1e-6, `${from} → ${segment}`);
      assert.is(segmentAt(to), segment);
    });
  }
});

test('prizeText names the reward', () => {
  assert.is(prizeText(0), '500 points');
  assert.is(prizeText(5), 'Jackpot: ₹1,000');
  assert.is(prizeText(STILL_SEGMENT), '500 points');
});

test('the server HTML: the wheel labelled in order, each prize of the loop as a layer, a summary in words, the button hidden', () => {
  const html = renderToString(createElement(GratifyDemo));
  const { document } = parseHTML(`<html><body>${html}</body></html>`);
  const root = document.querySelector('.gratify-demo')!;
  assert.is(root.getAttribute('data-island'), 'gratify-demo');
  assert.is(root.getAttribute('data-load'), 'visible');
  assert.equal(Array.from(root.querySelectorAll('[data-gratify-wheel] text'), (t) => t.textContent), [...WHEEL_SEGMENTS]);
  assert.is(root.querySelector('.gratify-demo__screens')!.getAttribute('aria-hidden'), 'true');
  assert.match(root.querySelector('.visually-hidden')!.textContent!, /spin a prize wheel/);
  assert.is(root.querySelector('[data-gratify-spin]')!.hasAttribute('hidden'), true);
  const prizes = Array.from(root.querySelectorAll('[data-gratify-won]'));
  assert.equal(prizes.map((p) => Number(p.getAttribute('data-gratify-won'))), [...LOOP_PRIZES], 'one layer per prize, in the loop’s order');
  assert.equal(prizes.map((p) => p.textContent), LOOP_PRIZES.map(prizeText));
  assert.equal(Array.from(root.querySelectorAll('.gratify-demo__prize-text--still'), (p) => p.textContent), ['500 points'], 'the still frame’s prize');
  assert.is(root.querySelectorAll('[data-gratify-dot]').length, GRATIFY_STEPS.length);
  assert.not.match(html, /style=/);
  for (const svg of root.querySelectorAll('svg')) assert.ok(svg.getAttribute('width') && svg.getAttribute('height'), 'every SVG has a size');
});

test('a hold while a screen comes in waits until it is whole (500 ms into its step); elsewhere it stays', () => {
  assert.is(settledAt(1200), 1200, 'a step\'s first instant: the screen before is still whole');
  assert.is(settledAt(1201), 1700);
  assert.is(settledAt(1699), 1700);
  assert.is(settledAt(1700), 1700);
  assert.is(settledAt(2000), 2000);
  assert.is(settledAt(GRATIFY_CYCLE_MS + 5400 + 100), GRATIFY_CYCLE_MS + 5900, 'in a later cycle too');
  assert.is(settledAt(GRATIFY_LOOP_MS + 10), GRATIFY_LOOP_MS + 500, 'and in the next loop');
});

test.run();
