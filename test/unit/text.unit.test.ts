import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { summarize } from '../../site/lib/text.ts';

test('summarize keeps whole sentences within the limit', () => {
  assert.is(summarize('One short sentence. Another one that is long enough to break the limit of forty.', 40), 'One short sentence.');
});

test('summarize cuts at a word with an ellipsis when the first sentence is too long', () => {
  const out = summarize('An unbroken sentence that keeps going well past the limit', 20);
  assert.ok(out.length <= 20, out);
  assert.ok(out.endsWith('…'));
});

test.run();
