/** A post's language (site/model/language.ts): which tags are accepted, how they are written out, and when they are marked. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SITE_LANGUAGE, canonicalLanguage, inLanguage, languageField } from '../../site/model/language.ts';
import { validate } from '../../site/model/schema.ts';

test('a language tag is written out in its canonical form', () => {
  assert.is(canonicalLanguage('hi'), 'hi');
  assert.is(canonicalLanguage('HI'), 'hi');
  assert.is(canonicalLanguage(' mr-in '), 'mr-IN');
  assert.is(canonicalLanguage('ta'), 'ta');
});

test('a language’s name, a code with spaces or symbols, or an empty tag is not a language tag', () => {
  for (const written of ['Hindi', 'hi in', 'hi_IN', 'हिन्दी', '', 'h', 'en-']) assert.is(canonicalLanguage(written), undefined, written);
  assert.match(validate(languageField, 'Hindi')[0].message, 'must be a language tag such as "hi" (Hindi)');
  assert.equal(validate(languageField, 'hi'), []);
});

test('a language written by its name, in English or its own script, or mistyped, is refused with its tag', () => {
  const message = (written: string) => validate(languageField, written)[0].message;
  for (const [written, tag] of [['Hindi', 'hi'], ['hindi', 'hi'], ['Tamil', 'ta'], ['Marathi', 'mr'], ['Bengali', 'bn'], ['Telugu', 'te'], ['Gujarati', 'gu'], ['Kannada', 'kn'], ['Malayalam', 'ml'], ['Punjabi', 'pa'], ['हिन्दी', 'hi'], ['Hindhi', 'hi']]) {
    assert.match(message(written), `got "${written}" (did you mean "${tag}"?)`, written);
  }
  assert.match(message('English'), '(did you mean "en"? A post in English needs no "lang": delete the line)');
  assert.not.match(message('Klingon'), 'did you mean');
});

test('words are marked only when their language is not the site’s', () => {
  assert.equal(inLanguage('hi'), { lang: 'hi' });
  assert.equal(inLanguage(SITE_LANGUAGE), {});
  assert.equal(inLanguage(undefined), {});
});

test.run();
