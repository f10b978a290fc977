/** "Did you mean" (site/lib/closest-name.ts): the guess offered for a mistyped field, section or option. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closestName, editDistance } from '../../site/lib/closest-name.ts';

const POST_FIELDS = ['title', 'date', 'category', 'excerpt', 'author', 'cover', 'coverAlt', 'draft'];

test('keystrokes: a letter added, dropped, changed, or two neighbours swapped, each count one', () => {
  assert.is(editDistance('excerpt', 'excerpt'), 0);
  assert.is(editDistance('exerpt', 'excerpt'), 1);
  assert.is(editDistance('excerpts', 'excerpt'), 1);
  assert.is(editDistance('exceprt', 'excerpt'), 1);
  assert.is(editDistance('catagory', 'category'), 1);
  assert.is(editDistance('', 'date'), 4);
  assert.is(editDistance('kitten', 'sitting'), 3);
});

test('a name that differs by case alone is the guess, whatever else is close', () => {
  assert.is(closestName('Title', POST_FIELDS), 'title');
  assert.is(closestName('Key takeaway', ['Challenge', 'Key Takeaway', 'Results']), 'Key Takeaway');
});

test('a typo a few keystrokes from one known name is the guess', () => {
  assert.is(closestName('exerpt', POST_FIELDS), 'excerpt');
  assert.is(closestName('catgeory', POST_FIELDS), 'category');
  assert.is(closestName('Reslts', ['Challenge', 'Solution', 'Results']), 'Results');
});

test('an option typed longer or shorter than its name is the guess', () => {
  assert.is(closestName('output', ['out', 'origin', 'help']), 'out');
  assert.is(closestName('or', ['out', 'origin', 'help']), 'origin');
});

test('no guess when nothing is close, the word is short, or two names are as close', () => {
  assert.is(closestName('tags', POST_FIELDS), undefined);
  assert.is(closestName('Background', ['Challenge', 'Solution', 'Results']), undefined);
  assert.is(closestName('dat', ['date', 'data']), undefined, 'one keystroke from both');
  assert.is(closestName('o', ['out', 'origin']), undefined);
  assert.is(closestName('x', ['y']), undefined, 'a one-letter word is no more like one name than another');
});

test.run();
