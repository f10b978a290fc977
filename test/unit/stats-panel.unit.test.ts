import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { STATS_FIRST, STATS_ROTATION_MS, nextStat, shouldRotate, toggleLabel, trendWord, type RotationState } from '../../site/lib/stats-panel.ts';

const running: RotationState = { visible: true, hovered: false, focused: false, paused: false, reducedMotion: false };

test('the active statistic advances every 3500 ms, starting from the first (docs/site.md §14)', () => {
  assert.is(STATS_ROTATION_MS, 3500);
  assert.is(STATS_FIRST, 0);
});

test('the next card cycles 0, 1, 2, 3, 0 through the four cards', () => {
  assert.equal([0, 1, 2, 3].map((i) => nextStat(i, 4)), [1, 2, 3, 0]);
  let index = 2; // after a click on the third card, the cycle goes on from it
  const seen = Array.from({ length: 5 }, () => (index = nextStat(index, 4)));
  assert.equal(seen, [3, 0, 1, 2, 3]);
});

test('the rotation runs only when on screen and nothing holds it', () => {
  assert.is(shouldRotate(running), true);
  for (const key of ['hovered', 'focused', 'paused', 'reducedMotion'] as const) {
    assert.is(shouldRotate({ ...running, [key]: true }), false, `${key} stops it`);
  }
  assert.is(shouldRotate({ ...running, visible: false }), false, 'off screen stops it');
});

test('the arrow direction is also given in words, and the toggle says what it will do', () => {
  assert.is(trendWord({ arrowDown: true }), 'Down');
  assert.is(trendWord({}), 'Up');
  assert.is(trendWord({ arrowDown: false }), 'Up');
  assert.is(toggleLabel(false), 'Pause');
  assert.is(toggleLabel(true), 'Play');
});

test.run();
