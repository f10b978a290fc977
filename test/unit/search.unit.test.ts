/**
 * The site search's rules (site/search/, site/widgets/search/): which pages /search lists under
 * which section, the filters a page is indexed with, and what the live region says.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRouteTable } from '../../site/routes.tsx';
import { searchSections } from '../../site/pages/SearchPage.tsx';
import { SEARCH_KINDS, searchFilters } from '../../site/search/search-kinds.ts';
import { searchablePages } from '../../site/search/search-index.ts';
import { countText } from '../../site/widgets/search/search-results.dom.ts';
import { realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';

const { pages } = buildRouteTable(await realContent());

test('/search lists every searchable route once, under its kind, in the order of the kinds and of the route table; nothing else', () => {
  const sections = searchSections(pages);
  assert.equal(sections.map((s) => s.kind), (Object.keys(SEARCH_KINDS) as (keyof typeof SEARCH_KINDS)[]).filter((kind) => pages.some((p) => p.search?.kind === kind)));
  assert.equal(sections.flatMap((s) => s.pages.map((p) => p.path)).sort(), searchablePages(pages).map((p) => p.path).sort());
  for (const section of sections) {
    assert.ok(section.pages.length > 0, section.kind);
    assert.ok(section.pages.every((p) => p.search!.kind === section.kind), section.kind);
    assert.equal(section.pages.map((p) => p.path), pages.filter((p) => p.search?.kind === section.kind).map((p) => p.path), `${section.kind}: the route table's order`);
  }
  for (const path of [paths.notFound, paths.serverError(500), paths.search]) assert.not.ok(searchablePages(pages).some((p) => p.path === path), `${path} is not searchable`);
});

test('a page is indexed with its type always, and a product or industry filter only when it has one', () => {
  assert.equal(searchFilters({ kind: 'post' }), { type: [SEARCH_KINDS.post.type] });
  assert.equal(searchFilters({ kind: 'industry', industry: ['Retail'], product: [] }), { type: [SEARCH_KINDS.industry.type], industry: ['Retail'] });
  assert.equal(searchFilters({ kind: 'product', product: ['Gratify'] }), { type: [SEARCH_KINDS.product.type], product: ['Gratify'] });
});

test('the count said aloud: none, one, many; for the words typed, or for the filters alone', () => {
  assert.is(countText(0, 'tds', false), 'No pages found for “tds”.');
  assert.is(countText(1, 'tds', true), '1 page found for “tds”.');
  assert.is(countText(3, '', true), '3 pages found with these filters.');
});

test.run();
