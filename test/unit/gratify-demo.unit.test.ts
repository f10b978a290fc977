/**
 * The Gratify illustration's rules (docs/site.md §14). The spin rule: step 2 lasts exactly
 * as long as the 3 s spin, the other steps 1200 ms; one loop is 4 × 1200 + 3000 = 7800 ms.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import {
  AUTO_SPIN_MS, GRATIFY_STEPS, GRATIFY_STEP_MS, SEGMENT_DEG, SPIN_STEP, SPIN_TURNS, STILL_SEGMENT, WHEEL_SEGMENTS,
  gratifyStepMs, landingAngle, nextGratifyStep, pickSegment, prizeText, segmentAt, spinRotation,
} from '../../site/lib/gratify-demo.ts';
import { GratifyDemo } from '../../site/widgets/gratify-demo/GratifyDemo.tsx';

test('five steps of 1200 ms, a 3 s auto-spin, and the seven segments in order (docs/site.md §14)', () => {
  assert.is(GRATIFY_STEP_MS, 1200);
  assert.is(AUTO_SPIN_MS, 3000);
  assert.equal([...GRATIFY_STEPS], ['Enter Mobile', 'Earn Points', 'Spin & Win', 'Receive Reward', 'Message & Analytics']);
  assert.equal([...WHEEL_SEGMENTS], ['500', '100', '200', '50', '1000', 'JACKPOT', '300']);
  assert.is(SPIN_STEP, 2);
});

test('the steps go 0 → 1 → 2 → 3 → 4 and back to 0', () => {
  let step = 0;
  assert.equal(Array.from({ length: 6 }, () => (step = nextGratifyStep(step))), [1, 2, 3, 4, 0, 1]);
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

test('pickSegment maps [0, 1) onto every segment; prizeText names the reward', () => {
  assert.equal([0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 0.999999].map(pickSegment), [0, 1, 2, 3, 4, 5, 6, 6]);
  assert.is(prizeText(0), '500 points');
  assert.is(prizeText(5), 'Jackpot: ₹1,000 voucher');
  assert.is(prizeText(STILL_SEGMENT), '500 points');
});

test('the server HTML: step 0, the wheel labelled in order, a summary in words, the button hidden', () => {
  const html = renderToString(createElement(GratifyDemo));
  const { document } = parseHTML(`<html><body>${html}</body></html>`);
  const root = document.querySelector('.gratify-demo')!;
  assert.is(root.getAttribute('data-island'), 'gratify-demo');
  assert.is(root.getAttribute('data-load'), 'visible');
  assert.is(root.getAttribute('data-step'), '0');
  assert.equal(Array.from(root.querySelectorAll('[data-gratify-wheel] text'), (t) => t.textContent), [...WHEEL_SEGMENTS]);
  assert.is(root.querySelector('.gratify-demo__screens')!.getAttribute('aria-hidden'), 'true');
  assert.match(root.querySelector('.visually-hidden')!.textContent!, /spin a prize wheel/);
  assert.is(root.querySelector('[data-gratify-spin]')!.hasAttribute('hidden'), true);
  assert.is(root.querySelector('[data-gratify-prize]')!.textContent, '500 points');
  assert.not.match(html, /style=/);
  for (const svg of root.querySelectorAll('svg')) assert.ok(svg.getAttribute('width') && svg.getAttribute('height'), 'every SVG has a size');
});

test.run();
