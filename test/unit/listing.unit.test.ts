import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_CATEGORIES, ALL_INDUSTRIES, filterPages, fromQuery, headlinePercent, listingViews, loneLastItem, matchesCategory, matchesIndustry, pageCount, pageSlice, pagerNumbers, showingText, splitTitle, CASE_STUDIES, POSTS } from '../../site/lib/listing.ts';
import { slugify } from '../../site/lib/text.ts';
import { isListingPage, listingPagePath, paths } from '../../site/paths.ts';

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

test('every page of a listing: everything first, then each filter with matches; an empty filter has no page', () => {
  const posts = ['a', 'b', 'a', 'a', 'a', 'a', 'b'].map((category, i) => ({ category, n: i + 1 }));
  const views = listingViews(posts, 'All', ['a', 'b', 'c'], (p) => p.category, (key, filter) => filter === 'All' || key === filter);
  assert.equal(views.map((v) => `${v.filter} ${v.page}/${v.pages}: ${v.items.map((p) => p.n).join(',')}`), [
    'All 1/2: 1,2,3,4', 'All 2/2: 5,6,7',
    'a 1/2: 1,3,4,5', 'a 2/2: 6',
    'b 1/1: 2,7',
  ]);
  assert.equal(filterPages(views), [{ filter: 'All', pages: 2 }, { filter: 'a', pages: 2 }, { filter: 'b', pages: 1 }]);
  assert.equal(listingViews([], 'All', ['a'], String, () => true), [{ filter: 'All', page: 1, pages: 1, total: 0, items: [] }], 'no items: the listing\'s own page, empty');
});

test('the pager shows the first, the last and the neighbours of the current page; one left-out number is shown instead of a gap', () => {
  assert.equal(pagerNumbers(1, 1), [1]);
  assert.equal(pagerNumbers(2, 3), [1, 2, 3]);
  assert.equal(pagerNumbers(1, 6), [1, 2, null, 6]);
  assert.equal(pagerNumbers(4, 6), [1, 2, 3, 4, 5, 6], '2 stands in for its gap');
  assert.equal(pagerNumbers(6, 256), [1, null, 5, 6, 7, null, 256]);
  assert.is(pagerNumbers(128, 256).length, pagerNumbers(40, 60).length, 'as long for 256 pages as for 60');
});

test('a listing page\'s path: page 1 of everything is the listing, a filter has the slug of its name, page 1 has no /page/ address', () => {
  assert.is(paths.blogListing(undefined), '/blog');
  assert.is(paths.blogListing(undefined, 3), '/blog/page/3');
  assert.is(paths.blogListing('Gift Guides'), '/blog/category/gift-guides');
  assert.is(paths.caseStudiesListing('Retail & e-commerce', 2), '/case-studies/industry/retail-e-commerce/page/2');
  assert.is(listingPagePath('/case-studies', 'industry', 'BFSI', 1), '/case-studies/industry/bfsi');
  assert.is(slugify('Healthcare & wellness'), 'healthcare-wellness');
  assert.is(slugify('  Café — Notes! '), 'cafe-notes');
  for (const path of ['/blog', '/blog/page/2', '/blog/category/gift-guides', '/case-studies/industry/bfsi/page/3']) assert.ok(isListingPage(path), path);
  for (const path of ['/blog/why-dealer-payouts-run-late', '/case-studies/bfsi-growth', '/about', '/blog/page/two']) assert.not.ok(isListingPage(path), path);
});

test('an old query address gives its filter and page, clamped to the pages the filter has; none without a query', () => {
  const known = [{ filter: 'All categories', pages: 6 }, { filter: 'Gift Guides', pages: 2 }];
  assert.equal(fromQuery('?category=Gift+Guides', 'category', 'All categories', known), { filter: 'Gift Guides', page: 1 });
  assert.equal(fromQuery('?category=Gift%20Guides&page=2', 'category', 'All categories', known), { filter: 'Gift Guides', page: 2 });
  assert.equal(fromQuery('?category=Gift+Guides&page=9', 'category', 'All categories', known), { filter: 'Gift Guides', page: 2 });
  assert.equal(fromQuery('?page=3', 'category', 'All categories', known), { filter: 'All categories', page: 3 });
  assert.equal(fromQuery('?page=x', 'category', 'All categories', known), { filter: 'All categories', page: 1 });
  // Written before the filters' names took sentence case: the filter is found in any case, and given as it is named now.
  assert.equal(fromQuery('?category=Gift+guides&page=2', 'category', 'All categories', known), { filter: 'Gift Guides', page: 2 });
  assert.equal(fromQuery('?page=1', 'category', 'All Categories', [{ filter: 'All categories', pages: 6 }]), { filter: 'All categories', page: 1 });
  assert.equal(fromQuery('?category=Recipes', 'category', 'All categories', known), { filter: 'Recipes', page: 1 }, 'unknown: the island shows the empty state');
  assert.is(fromQuery('', 'category', 'All categories', known), null);
  assert.is(fromQuery('?utm_source=mail', 'category', 'All categories', known), null);
});

test('the "Showing" line and the card left alone on the last row', () => {
  assert.is(showingText({ page: 2, pages: 6, total: 21 }, POSTS), 'Showing 5–8 of 21 posts, page 2 of 6.');
  assert.is(showingText({ page: 6, pages: 6, total: 21 }, POSTS), 'Showing post 21 of 21, page 6 of 6.');
  assert.is(showingText({ page: 1, pages: 1, total: 3 }, CASE_STUDIES), 'Showing all 3 case studies.');
  assert.is(showingText({ page: 1, pages: 1, total: 1 }, CASE_STUDIES), 'Showing 1 case study.');
  assert.is(loneLastItem(4, true), 3, 'featured + 3: the third lies across the last row');
  assert.is(loneLastItem(4, false), -1);
  assert.is(loneLastItem(3, false), 2);
  assert.is(loneLastItem(1, true), -1, 'a featured card alone is already across');
});

test('industry filter matches by containment; category by equality; "All" matches everything', () => {
  assert.ok(matchesIndustry('Automotive & EV', 'Automotive & EV'));
  assert.ok(matchesIndustry('BFSI', 'BFSI'));
  assert.not.ok(matchesIndustry('Luxury & lifestyle', 'FMCG'));
  assert.ok(matchesIndustry('Luxury & lifestyle', ALL_INDUSTRIES));
  assert.ok(matchesCategory('Gift Guides', 'Gift Guides'));
  assert.not.ok(matchesCategory('Gift Guides', 'Case studies'));
  assert.ok(matchesCategory('Gift Guides', ALL_CATEGORIES));
});

test('case-study titles: headline percentage, name and outcome', () => {
  assert.is(headlinePercent('Retail Chain – Repeat purchases up by 38%'), '38%');
  assert.is(headlinePercent('EV Maker – Dealer sales up by 12.5% in a year'), '12.5%');
  assert.equal(splitTitle('NBFC – Repeat loans up by 28%'), { name: 'NBFC', outcome: 'Repeat loans up by 28%' });
});

test.run();
