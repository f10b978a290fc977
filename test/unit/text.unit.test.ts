import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WORDS_PER_MINUTE, escapeRegExp, isoMonth, readingTime, summarize, truncate, wordCount } from '../../site/lib/text.ts';

test('summarize keeps whole sentences within the limit', () => {
  assert.is(summarize('One short sentence. Another one that is long enough to break the limit of forty.', 40), 'One short sentence.');
});

test('summarize cuts at a word with an ellipsis when the first sentence is too long', () => {
  const out = summarize('An unbroken sentence that keeps going well past the limit', 20);
  assert.ok(out.length <= 20, out);
  assert.ok(out.endsWith('…'));
});

test('wordCount counts the words of the text, not the markup', () => {
  assert.is(wordCount('<p>Dealers&nbsp;don’t wait: <a href="/a-b-c">₹1,200 payouts</a>, 9.5% faster.</p>'), 7);
  assert.is(wordCount(''), 0);
});

test('readingTime: the words at 200 a minute, rounded, never under a minute', () => {
  const words = (n: number) => `<p>${'word '.repeat(n)}</p>`;
  assert.is(WORDS_PER_MINUTE, 200);
  assert.is(readingTime(words(0)), '1 min read');
  assert.is(readingTime(words(640)), '3 min read');
  assert.is(readingTime(words(700)), '4 min read');
  assert.is(readingTime(words(1990)), '10 min read');
});

test('truncate cuts at a word with an ellipsis, leaving no dangling punctuation', () => {
  assert.is(truncate('short', 10), 'short');
  assert.is(truncate('Roughly two in three borrowers who closed a loan never came back', 30), 'Roughly two in three…');
  assert.is(truncate('Dealer payouts, explained – and fixed', 18), 'Dealer payouts…');
});

test('escapeRegExp makes a pattern that matches the text literally and nothing else', () => {
  const text = 'a.b*c+(d)?[e]{2}|^f$\\g/h';
  const pattern = new RegExp(`^${escapeRegExp(text)}$`);
  assert.ok(pattern.test(text));
  assert.not.ok(pattern.test(text.replace('.', 'x')));
  assert.not.ok(new RegExp(escapeRegExp('a.c')).test('abc'));
});

test('isoMonth reads a month as the copy writes it, and nothing else', () => {
  assert.is(isoMonth('May 2025'), '2025-05');
  assert.is(isoMonth(' December 2024 '), '2024-12');
  for (const text of ['15 May 2025', 'Mai 2025', 'May', '2025-05', '']) assert.is(isoMonth(text), undefined, text);
});

test.run();
