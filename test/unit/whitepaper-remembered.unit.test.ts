/**
 * What the whitepaper dialog reads back from localStorage (rememberedValues in
 * site/widgets/whitepaper-download/whitepaper-fields.ts): whatever is stored, it returns this
 * form's fields as text, or nothing, and never throws, so the download link always opens.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rememberedValues, whitepaperFields } from '../../site/widgets/whitepaper-download/whitepaper-fields.ts';

const saved = Object.fromEntries(whitepaperFields.map(({ name }) => [name, `my ${name}`]));

test('values the form saved come back, field by field', () => {
  assert.equal(rememberedValues(JSON.stringify(saved)), saved);
});

test('nothing stored, or what is not a JSON object, gives no values', () => {
  for (const stored of [null, 'null', '[]', '["a"]', '"text"', '42', 'true', '{', 'not json', '']) assert.equal(rememberedValues(stored), {}, String(stored));
});

test('only this form\'s fields holding text are kept', () => {
  const [first, second] = whitepaperFields.map(({ name }) => name);
  const stored = JSON.stringify({ [first]: 'kept', [second]: { nested: true }, other: 'dropped', __proto__: 'x' });
  assert.equal(rememberedValues(stored), { [first]: 'kept' });
  assert.equal(rememberedValues(JSON.stringify({ [first]: null, [second]: 7 })), {});
});

test.run();
