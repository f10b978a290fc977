/**
 * The case rule for headings and buttons (site/model/heading-case.ts): sentence case, with the
 * capitals of names kept; and the demo action's one label.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_LABEL, PROPER_NOUNS, demoLabelHits, titleCaseHits } from '../../site/model/heading-case.ts';

const refused = (heading: string, names: string[] = []) => titleCaseHits(heading, names).map((hit) => hit.found);

test('a heading in Title Case has each capitalised word after the first refused, with its small-letter form', () => {
  assert.equal(refused('Ready to Transform Your Business?'), ['Transform', 'Your', 'Business']);
  assert.equal(titleCaseHits('Why Choose Us').map((hit) => hit.write), ['choose', 'us']);
});

test('sentence case passes: the first word, and the first word after a colon, a full stop, a dash or a " · " between labels', () => {
  for (const heading of ['Ready to transform your business?', 'Collections without pressure: Rewards for agents', 'Packaged foods brand – Retailer orders up', 'Engage · Motivate · Reward', 'One. Two'])
    assert.equal(refused(heading), [], heading);
});

test('acronyms, words with a capital inside, numbers and single letters keep their capitals', () => {
  assert.equal(refused('Why AI, ERP and CRM data need NBFCs on WhatsApp, PropTech and iPhone in Q3 with B2B, plan A and I'), []);
});

test('each proper noun of the list keeps its capitals, alone or in a phrase; a word of a phrase alone does not', () => {
  for (const name of PROPER_NOUNS) assert.equal(refused(`Made in ${name}`), [], name);
  assert.equal(refused('A guide for Startup India'), []);
  assert.equal(refused('A guide for Startup founders'), ['Startup']);
});

test('the brand\'s names are kept as given, whole', () => {
  assert.equal(refused('Why teams choose Acme Deeptech', ['Acme Deeptech']), []);
  assert.equal(refused('Gamified Rewards that work', ['Rewards & Recognition']), ['Rewards']);
  assert.equal(refused('Why Gratify works', ['Gratify']), []);
});

test('a hyphen separates words: each part is judged', () => {
  assert.equal(refused('Built on Enterprise-Grade foundations'), ['Enterprise', 'Grade']);
  assert.equal(refused('Meeting CERT-In\'s reporting rule'), []);
});

test('a {{token}} is left to what it is filled with, and markup to the Markdown checks', () => {
  assert.equal(refused('Closing the loop for {{Name}} teams'), []);
  assert.equal(refused('2. <span id="accounts">Accounts</span>'), []);
  assert.equal(refused('Why Gratify Works', ['Gratify']), ['Works']);
});

test('the demo action: its label passes, in a sentence too; its variants are refused with the label to write', () => {
  assert.equal(demoLabelHits(`${DEMO_LABEL}. Or book a demo for your team.`), []);
  for (const variant of ['Book Demo', 'Book a Demo', 'Book a 30-minute demo', 'book a free demo', 'Book your demo'])
    assert.equal(demoLabelHits(`Then ${variant} today`).map((hit) => [hit.found, hit.write]), [[variant, DEMO_LABEL]], variant);
});

test.run();
