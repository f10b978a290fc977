import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { array, number, object, oneOf, optional, string, validate, variant } from '../../site/model/schema.ts';

const card = object({ title: string(), count: number({ min: 0 }), tag: optional(oneOf(['a', 'b'] as const)) });

test('a valid record has no issues', () => {
  assert.equal(validate(card, { title: 'x', count: 1 }), []);
});

test('every problem is reported with its path, not only the first', () => {
  const issues = validate(array(card, { length: 2 }), [{ title: '', count: -1, extra: true }], 'cards');
  assert.equal(issues.map((i) => i.path), ['cards', 'cards[0].title', 'cards[0].count', 'cards[0].extra']);
  assert.match(issues[0].message, 'exactly 2 items (has 1)');
  assert.match(issues[1].message, 'must not be empty');
  assert.match(issues[3].message, 'not a known field');
});

test('text with an emoji is refused, with the emoji named and an icon suggested; other symbols pass', () => {
  const [issue] = validate(card, { title: 'Grow 🌱', count: 1 });
  assert.is(issue.path, 'title');
  assert.match(issue.message, 'must not contain an emoji ("🌱")');
  assert.match(issue.message, 'site/model/icons.ts');
  assert.is(validate(card, { title: 'Shield 🛡️', count: 1 }).length, 1, 'a text symbol asked to show as emoji');
  assert.equal(validate(card, { title: '© 2026 → 99.9% ✓ ₹500 · ★', count: 1 }), []);
});

test('an emoji made of several characters is quoted whole, not as its invisible selector', () => {
  assert.match(validate(card, { title: 'We ❤️ dealers', count: 1 })[0].message, 'must not contain an emoji ("❤️")');
  assert.match(validate(card, { title: 'Monsoon 🌧️ offers 🌧️ 👍🏽', count: 1 })[0].message, 'must not contain an emoji ("🌧️", "👍🏽")');
});

test('a missing field says "is missing"', () => {
  assert.equal(validate(card, { count: 2 }), [{ path: 'title', message: 'is missing' }]);
});

test('oneOf lists the allowed values', () => {
  const [issue] = validate(card, { title: 'x', count: 0, tag: 'c' });
  assert.is(issue.path, 'tag');
  assert.match(issue.message, '"a", "b"');
});

test('variant checks the branch its tag names, and an unknown tag', () => {
  const page = variant('template', { simple: object({ template: oneOf(['simple'] as const), title: string() }) });
  assert.equal(validate(page, { template: 'simple', title: 'ok' }), []);
  assert.equal(validate(page, { template: 'simple' }).map((i) => i.path), ['title']);
  assert.equal(validate(page, { template: 'fancy' }).map((i) => i.path), ['template']);
});

test('a field named like a property every object inherits (constructor, toString, __proto__) is not a known field', () => {
  const record = JSON.parse('{"title": "x", "count": 1, "constructor": 1, "toString": "a", "hasOwnProperty": true, "__proto__": {}}');
  assert.equal(validate(card, record).map((i) => i.path), ['constructor', 'toString', 'hasOwnProperty', '__proto__']);
  for (const issue of validate(card, record)) assert.match(issue.message, 'is not a known field');
});

test('a variant tag named like an inherited property is an unknown tag, not a crash', () => {
  const page = variant('template', { simple: object({ template: oneOf(['simple'] as const), title: string() }) });
  for (const tag of ['constructor', 'toString', '__proto__']) assert.equal(validate(page, { template: tag, title: 'ok' }).map((i) => i.path), ['template'], tag);
});

test('a text where a list goes is named once: its letters are not counted as items', () => {
  assert.equal(validate(array(string(), { length: 2 }), 'ab', 'tags'), [{ path: 'tags', message: 'must be a list, got string "ab"' }]);
  assert.equal(validate(array(string(), { min: 3 }), 'abc', 'tags').length, 1);
});

test('a list over its maximum still has its items checked, its count named first', () => {
  assert.equal(validate(array(string(), { max: 1 }), ['a', ''], 'tags').map((i) => i.path), ['tags', 'tags[1]']);
});

test.run();
