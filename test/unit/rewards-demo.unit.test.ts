import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REWARDS_BRANDS, REWARDS_FIGURES, REWARDS_ROTATION_MS, REWARDS_STILL_INDEX, brandAfter, nextBrand } from '../../site/lib/rewards-demo.ts';

test('the highlight moves every 800 ms through 7 brands (docs/site.md §14)', () => {
  assert.is(REWARDS_ROTATION_MS, 800);
  assert.is(REWARDS_BRANDS.length, 7);
});

test('the brands are distinct, named and categorised', () => {
  assert.is(new Set(REWARDS_BRANDS.map((b) => b.name.toLowerCase())).size, 7);
  for (const brand of REWARDS_BRANDS) {
    assert.ok(brand.name.trim() && brand.category.trim(), JSON.stringify(brand));
  }
});

test('the catalogue figures are the published ones (docs/content.md §6): 400+ gift cards, 4,000+ merchandise options', () => {
  assert.equal(REWARDS_FIGURES.map((f) => `${f.value} ${f.label}`), ['400+ gift cards', '4,000+ merchandise options']);
});

test('nextBrand steps 0, 1, …, 6 and wraps to 0', () => {
  const seen = [REWARDS_STILL_INDEX];
  for (let i = 0; i < 14; i++) seen.push(nextBrand(seen[seen.length - 1]));
  assert.equal(seen, [0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0]);
});

test('brandAfter counts rotations from the still frame', () => {
  assert.is(REWARDS_STILL_INDEX, 0);
  assert.is(brandAfter(0), 0);
  assert.is(brandAfter(1), 1);
  assert.is(brandAfter(6), 6);
  assert.is(brandAfter(7), 0);
  assert.is(brandAfter(7 * 12 + 3), 3);
});

test.run();
