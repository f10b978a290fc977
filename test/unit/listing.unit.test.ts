import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_CATEGORIES, ALL_INDUSTRIES, headlinePercent, illustrationFor, matchesCategory, matchesIndustry, pageCount, pageSlice, splitTitle, truncate, withFilter, withPage } from '../../site/lib/listing.ts';

const twelve = Array.from({ length: 12 }, (_, i) => i + 1);

test('12 records give 3 pages of 4; an empty list still has page 1', () => {
  assert.is(pageCount(12), 3);
  assert.is(pageCount(13), 4);
  assert.is(pageCount(0), 1);
  assert.equal(pageSlice(twelve, 1), [1, 2, 3, 4]);
  assert.equal(pageSlice(twelve, 3), [9, 10, 11, 12]);
  assert.equal(pageSlice(twelve, 9), [9, 10, 11, 12], 'clamped to the last page');
  assert.equal(pageSlice([], 1), []);
});

test('a filter change resets to page 1; a page change keeps the filter and clamps', () => {
  assert.equal(withFilter({ filter: ALL_INDUSTRIES, page: 3 }, 'BFSI'), { filter: 'BFSI', page: 1 });
  assert.equal(withPage({ filter: 'BFSI', page: 1 }, 2, 12), { filter: 'BFSI', page: 2 });
  assert.equal(withPage({ filter: 'BFSI', page: 1 }, 5, 2), { filter: 'BFSI', page: 1 });
});

test('industry filter matches by containment; category by equality; "All" matches everything', () => {
  assert.ok(matchesIndustry('Automotive & EV', 'Automotive & EV'));
  assert.ok(matchesIndustry('BFSI', 'BFSI'));
  assert.not.ok(matchesIndustry('Luxury & Lifestyle', 'FMCG'));
  assert.ok(matchesIndustry('Luxury & Lifestyle', ALL_INDUSTRIES));
  assert.ok(matchesCategory('Gift Guides', 'Gift Guides'));
  assert.not.ok(matchesCategory('Gift Guides', 'Case Studies'));
  assert.ok(matchesCategory('Gift Guides', ALL_CATEGORIES));
});

test('a filter with no match gives an empty first page (the empty state)', () => {
  const industries = ['BFSI', 'FMCG'];
  const matched = industries.filter((i) => matchesIndustry(i, 'Manufacturing'));
  assert.equal(pageSlice(matched, 1), []);
  assert.is(pageCount(matched.length), 1);
});

test('case-study titles: headline percentage, name and outcome', () => {
  assert.is(headlinePercent('Retail Chain – Repeat purchases up by 38%'), '38%');
  assert.is(headlinePercent('EV Maker – Dealer sales up by 12.5% in a year'), '12.5%');
  assert.equal(splitTitle('NBFC – Repeat loans up by 28%'), { name: 'NBFC', outcome: 'Repeat loans up by 28%' });
});

test('the illustration follows the industry text', () => {
  assert.is(illustrationFor('BFSI'), 'banking');
  assert.is(illustrationFor('Retail & E-Commerce'), 'retail');
  assert.is(illustrationFor('Technology & Software'), 'technology');
  assert.is(illustrationFor('Automotive & EV'), 'automotive');
  assert.is(illustrationFor('Healthcare & Wellness'), 'healthcare');
  assert.is(illustrationFor('Manufacturing'), 'generic');
});

test('truncate cuts at a word with an ellipsis', () => {
  assert.is(truncate('short', 10), 'short');
  const out = truncate('Roughly two in three borrowers who closed a loan never came back', 30);
  assert.ok(out.length <= 30 && out.endsWith('…'), out);
});

test.run();
