import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Counter } from '../../site/model/content.ts';
import { COUNT_DELAY_MS, COUNT_STEPS, COUNT_STEP_MS, countUpValue, formatCounter } from '../../site/lib/count-up.ts';

const steps = (target: number) => Array.from({ length: COUNT_STEPS + 1 }, (_, step) => countUpValue(target, step));

test('the count starts after 1000 ms and runs 50 steps of 40 ms (docs/site.md §14)', () => {
  assert.is(COUNT_DELAY_MS, 1000);
  assert.is(COUNT_STEPS, 50);
  assert.is(COUNT_STEP_MS, 40);
});

test('step 0 shows 0 and step 50 shows exactly the target', () => {
  for (const target of [0, 1, 40, 65, 85, 100, 250, 10_000, 2.4, 94.2]) {
    assert.is(countUpValue(target, 0), 0, `${target} at step 0`);
    assert.is(countUpValue(target, COUNT_STEPS), target, `${target} at step 50`);
  }
});

test('steps outside 0..50 hold the ends', () => {
  assert.is(countUpValue(65, -3), 0);
  assert.is(countUpValue(65, 51), 65);
  assert.is(countUpValue(65, 1000), 65);
});

test('the values climb monotonically and never pass the target', () => {
  for (const target of [1, 3, 40, 65, 85, 100, 250, 7919, 2.4, 94.2, 0.5]) {
    const values = steps(target);
    values.slice(1).forEach((value, i) => assert.ok(value >= values[i], `${target}: step ${i + 1} (${value}) < step ${i} (${values[i]})`));
    assert.ok(values.every((value) => value <= target), `${target} overshoots`);
  }
});

test('whole targets count in whole numbers; decimal targets keep their precision', () => {
  for (const target of [40, 65, 85, 100, 250, 7919]) assert.ok(steps(target).every(Number.isInteger), `${target}`);
  for (const value of steps(94.2)) assert.is(String(value).split('.')[1]?.length ?? 0, String(value).includes('.') ? 1 : 0);
});

test('the count is linear: halfway is half the target', () => {
  assert.is(countUpValue(65, 25), 32);
  assert.is(countUpValue(100, 25), 50);
  assert.is(countUpValue(250, 1), 5);
  assert.is(countUpValue(40, 49), 39);
});

test('formatCounter puts the prefix and suffix around the value', () => {
  const counter: Counter = { value: 65, suffix: '%', label: 'Higher customer engagement' };
  assert.is(formatCounter(counter, 65), '65%');
  assert.is(formatCounter({ suffix: '+' }, 100), '100+');
  assert.is(formatCounter({ suffix: '%' }, 250), '250%');
  assert.is(formatCounter({ prefix: '₹', suffix: ' Cr' }, 12), '₹12 Cr');
  assert.is(formatCounter({}, 0), '0');
  assert.is(formatCounter({ suffix: '%' }, countUpValue(65, 0)), '0%');
});

test.run();
