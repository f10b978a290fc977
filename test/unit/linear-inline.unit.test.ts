/**
 * marked's GFM text and bare-address rules, bounded (site/content-loader/linear-inline.ts): text
 * within the bounds lexes exactly as marked lexes it, and past them the rules stop looking rather
 * than look to the end of the text from every character.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Marked } from 'marked';
import { marked } from '../../site/content-loader/markdown.ts';
import { EMAIL_NAME_MAX, URL_PUNCTUATION_MAX, boundedInlineRules } from '../../site/content-loader/linear-inline.ts';

/** marked as it comes, with the options the site's instance has. */
const plain = new Marked({ gfm: true, async: false });
const tokens = (lexer: { lexer: (text: string) => unknown }, text: string) => JSON.stringify(lexer.lexer(text));
const links = (text: string) => {
  const found: string[] = [];
  marked.walkTokens(marked.lexer(text), (t) => void (t.type === 'link' && found.push(t.href)));
  return found;
};

const WRITTEN = [
  'Write to hello@acme.example or sales.team+india@acme.co.in, or see www.acme.example/pricing.',
  'Visit https://www.rbi.org.in/Scripts/BS_ViewMasDirections.aspx?id=12156, then (https://example.com/a_(b)) and www.example.com/x).',
  'The utm_source=mail_campaign_2025 link, snake_case_names and file_name.md stay text.',
  'Points *earned* and __redeemed__, ~~struck~~, `code_with_underscores`, and a_b_c within words.',
  'Punctuation after an address: https://example.com/path?, www.example.com!!! and www.example.com...)',
  'An address with an entity: https://example.com/?a=1&amp;b=2 and mailto:team@acme.example.',
  '*a _b **c** d_ e*, [a link](/about "Title") and ![a picture](chart.svg) in one line.',
  `${'x'.repeat(EMAIL_NAME_MAX)}@acme.example is the longest name that is still an address.`,
];

test('text within the bounds lexes exactly as marked lexes it', () => {
  for (const text of WRITTEN) assert.is(tokens(marked, text), tokens(plain, text), text);
});

test(`an e-mail name is looked for only ${EMAIL_NAME_MAX} characters back from its "@" (RFC 5321 allows no longer one)`, () => {
  const name = 'x'.repeat(EMAIL_NAME_MAX);
  assert.equal(links(`${name}@acme.example`), [`mailto:${name}@acme.example`]);
  // A longer one is not linked whole: at most its last EMAIL_NAME_MAX characters are.
  assert.equal(links(`x${name}@acme.example`), [`mailto:${name}@acme.example`]);
});

test(`a bare address ends before a run of more than ${URL_PUNCTUATION_MAX} trailing marks, as marked would end it after stripping them`, () => {
  const address = 'www.example.com/offers';
  assert.equal(links(`${address}${')'.repeat(URL_PUNCTUATION_MAX)}`), links(`${address})`));
  assert.equal(links(`${address}${')'.repeat(50_000)}`), [`http://${address}`]);
  assert.equal(links(`${address}${'?!'.repeat(50_000)}`), [`http://${address}`]);
});

test('neither rule looks for an address by a run of unbounded length', () => {
  assert.not.match(boundedInlineRules.text.source, /\]\+@/);
  assert.not.match(boundedInlineRules.url.source, /\]\+\(@\)/);
  assert.not.match(boundedInlineRules.url.source, /\[\^\\s<\]\*/);
});

test.run();
