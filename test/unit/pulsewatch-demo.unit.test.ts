import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CRITICAL_ABOVE, HISTORY_LENGTH, INITIAL_METRICS, METRIC_MAX, METRIC_MIN, PULSE_REFRESH_MS, STATUS_LABELS, WARNING_ABOVE,
  clampMetric, driftMetric, initialHistory, metricStatus, pushReading, sparkArea, sparkPoints,
} from '../../site/lib/pulsewatch-demo.ts';

/** A seeded generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const JUST_UNDER_ONE = 1 - Number.EPSILON;

test('refresh every 1500 ms, bounds 10-95, warning above 60, critical above 80 (docs/site.md §14)', () => {
  assert.is(PULSE_REFRESH_MS, 1500);
  assert.is(METRIC_MIN, 10);
  assert.is(METRIC_MAX, 95);
  assert.is(WARNING_ABOVE, 60);
  assert.is(CRITICAL_ABOVE, 80);
});

test('the four metrics, with initial values inside the bounds', () => {
  assert.equal(INITIAL_METRICS.map((m) => m.name), ['CPU', 'Memory', 'Network', 'Storage']);
  for (const { value } of INITIAL_METRICS) assert.ok(value >= METRIC_MIN && value <= METRIC_MAX && Number.isInteger(value));
});

test('status thresholds: 60 normal, 61 warning, 80 warning, 81 critical', () => {
  assert.is(metricStatus(METRIC_MIN), 'normal');
  assert.is(metricStatus(59), 'normal');
  assert.is(metricStatus(60), 'normal');
  assert.is(metricStatus(61), 'warning');
  assert.is(metricStatus(80), 'warning');
  assert.is(metricStatus(81), 'critical');
  assert.is(metricStatus(METRIC_MAX), 'critical');
  assert.equal(STATUS_LABELS, { normal: 'Normal', warning: 'Warning', critical: 'Critical' });
});

test('the extreme draws move exactly 10 points: random() = 0 down, just under 1 up', () => {
  assert.is(driftMetric(50, () => 0), 40);
  assert.is(driftMetric(50, () => JUST_UNDER_ONE), 60);
  assert.is(driftMetric(50, () => 0.5), 50);
});

test('drift is clamped to 10-95 at the edges', () => {
  assert.is(driftMetric(15, () => 0), METRIC_MIN);
  assert.is(driftMetric(METRIC_MIN, () => 0), METRIC_MIN);
  assert.is(driftMetric(90, () => JUST_UNDER_ONE), METRIC_MAX);
  assert.is(driftMetric(METRIC_MAX, () => JUST_UNDER_ONE), METRIC_MAX);
  assert.is(clampMetric(3), METRIC_MIN);
  assert.is(clampMetric(120), METRIC_MAX);
});

test('10,000 random refreshes of every metric stay whole, within ±10 of the last value and within 10-95', () => {
  const random = seeded(2025);
  for (const { value: initial } of INITIAL_METRICS) {
    let value: number = initial;
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const next = driftMetric(value, random);
      assert.ok(Number.isInteger(next), `${next} is whole`);
      assert.ok(Math.abs(next - value) <= 10, `${value} → ${next}`);
      assert.ok(next >= METRIC_MIN && next <= METRIC_MAX, `${next} within bounds`);
      seen.add(next);
      value = next;
    }
    // It really wanders: every value from 10 to 95 turns up, the bounds included.
    assert.is(seen.size, METRIC_MAX - METRIC_MIN + 1);
  }
});

test('sparklines: 12 readings ending on the current value, drawn inside the 100 × 32 box', () => {
  for (const { value } of INITIAL_METRICS) {
    const history = initialHistory(value);
    assert.is(history.length, HISTORY_LENGTH);
    assert.is(history.at(-1), value);
    assert.ok(history.every((v) => v >= METRIC_MIN && v <= METRIC_MAX));
    const points = sparkPoints(history).split(' ').map((p) => p.split(',').map(Number));
    assert.is(points.length, HISTORY_LENGTH);
    assert.equal([points[0][0], points.at(-1)![0]], [0, 100]);
    assert.ok(points.every(([x, y]) => x >= 0 && x <= 100 && y >= 0 && y <= 32));
    assert.ok(sparkArea(history).endsWith(' 100,32 0,32'));
  }
  // Higher readings are drawn higher (smaller y).
  const [a, b] = sparkPoints([20, 80]).split(' ').map((p) => Number(p.split(',')[1]));
  assert.ok(a > b);
});

test('pushReading appends and keeps the last 12', () => {
  const history = initialHistory(50);
  const next = pushReading(history, 77);
  assert.is(next.length, HISTORY_LENGTH);
  assert.is(next.at(-1), 77);
  assert.equal(next.slice(0, -1), history.slice(1));
  assert.equal(history, initialHistory(50), 'the old history is left alone');
});

test.run();
