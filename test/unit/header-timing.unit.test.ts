import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CLOSE_DELAY_MS, SCROLL_THRESHOLD_PX, isScrolled } from '../../site/widgets/header/header-timing.ts';

test('the header counts as scrolled only past 10 px (docs/site.md §4)', () => {
  assert.is(SCROLL_THRESHOLD_PX, 10);
  assert.is(isScrolled(0), false);
  assert.is(isScrolled(10), false);
  assert.is(isScrolled(11), true);
});

test('menus close 150 ms after the pointer leaves', () => {
  assert.is(CLOSE_DELAY_MS, 150);
});

test.run();
