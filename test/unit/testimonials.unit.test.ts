import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOOP_COPIES, initials, loopCards, toggleLabel } from '../../site/lib/testimonials.ts';

test('the list is tripled (docs/site.md §14)', () => {
  assert.is(LOOP_COPIES, 3);
});

test('loopCards repeats the list three times in order, copy 0 first', () => {
  const items = ['a', 'b', 'c'];
  const cards = loopCards(items);
  assert.equal(cards.map((c) => c.item), ['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
  assert.equal(cards.map((c) => c.copy), [0, 0, 0, 1, 1, 1, 2, 2, 2]);
  assert.is(new Set(cards.map((c) => c.key)).size, 9, 'keys are unique');
  assert.equal(loopCards([]), []);
});

test('13 testimonials give 39 cards, 26 of them repeats', () => {
  const cards = loopCards(Array.from({ length: 13 }, (_, i) => i));
  assert.is(cards.length, 39);
  assert.is(cards.filter((c) => c.copy > 0).length, 26);
});

test('the button says what pressing it does', () => {
  assert.is(toggleLabel(false), 'Pause');
  assert.is(toggleLabel(true), 'Play');
});

test('initials: first and last word, upper case, at most two', () => {
  assert.is(initials('Priya Raghavan'), 'PR');
  assert.is(initials('Ananya  Iyer '), 'AI');
  assert.is(initials('Rohan de Fernandes'), 'RF');
  assert.is(initials('cher'), 'C');
  assert.is(initials('Éva Ørsted'), 'ÉØ');
  assert.is(initials('   '), '');
});

test.run();
