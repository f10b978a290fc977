import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRouteTable } from '../../site/routes.tsx';
import { headerMenus, footerColumns } from '../../site/navigation.ts';
import { realContent } from '../helpers/content.ts';
import { isListingPage, legacyIndustryPaths, legacyProductPaths, paths } from '../../site/paths.ts';

const content = await realContent();
const table = buildRouteTable(content);
const pagePaths = new Set(table.pages.map((p) => p.path));

/** The routes of docs/site.md §2: the fixed pages, a page per product at its slug (case kept) and one per industry file. */
const specRoutes = [
  paths.home, ...content.products.map((p) => paths.product(p.slug)), ...content.industries.map((i) => paths.industry(i.slug)),
  paths.caseStudies, paths.blog, paths.whitepapers, paths.about, paths.careers, paths.partners, paths.contact, paths.terms, paths.search,
];

test('every route of docs/site.md §2 is in the table, exactly', () => {
  for (const route of specRoutes) assert.ok(pagePaths.has(route), `missing ${route}`);
});

test('beyond those routes the table has only the listings\' other pages, the per-item pages and the 404 and error pages (docs/site.md §2)', () => {
  const perItem = [
    ...content.caseStudies.map((s) => `/case-studies/${s.id}`),
    ...content.blog.map((p) => `/blog/${p.slug}`),
    ...content.whitepapers.map((w) => `/resources/whitepapers/${w.id}`),
  ];
  assert.is(perItem.length, content.caseStudies.length + content.blog.length + content.whitepapers.length);
  const extra = [...pagePaths].filter((p) => !specRoutes.includes(p) && !perItem.includes(p) && !isListingPage(p));
  assert.equal(extra.sort(), ['/404.html', '/error-502.html', '/error-503.html', '/error-504.html', '/error.html']);
  for (const p of perItem) assert.ok(pagePaths.has(p), p);
});

test('the aliases of docs/site.md §3 redirect to canonical pages: old spellings, each product in lower case, and the moved pages', () => {
  const redirects = Object.fromEntries(table.redirects.map((r) => [r.from, r.to]));
  const productPage = (id: string) => paths.product(content.products.find((p) => p.id === id)!.slug);
  assert.equal(redirects, {
    ...Object.fromEntries(Object.entries(legacyIndustryPaths).map(([from, slug]) => [from, paths.industry(slug)])),
    ...Object.fromEntries(Object.entries(legacyProductPaths).map(([from, id]) => [from, productPage(id)])),
    ...Object.fromEntries(content.products.filter((p) => p.slug !== p.slug.toLowerCase()).map((p) => [paths.product(p.slug).toLowerCase(), paths.product(p.slug)])),
    ...Object.fromEntries(content.movedPages.redirects.map((r) => [r.from, r.to])),
  });
  // A moved page may lead to a place on a page (/#industries): the page is what must exist.
  for (const r of table.redirects) assert.ok(pagePaths.has(r.to.split('#')[0]), `${r.from} → ${r.to} is not a page`);
});

test('titles and descriptions are unique across indexable pages', () => {
  const indexable = table.pages.filter((p) => p.indexable);
  assert.is(new Set(indexable.map((p) => p.title)).size, indexable.length);
  assert.is(new Set(indexable.map((p) => p.description)).size, indexable.length);
});

test('every header and footer link is a page of the table, a section of one, or external', () => {
  const links = [
    ...headerMenus(content).flatMap((m) => m.groups.flatMap((g) => g.links)),
    ...footerColumns(content).flatMap((c) => c.links),
  ];
  for (const link of links) {
    if (link.external) continue;
    assert.ok(pagePaths.has(link.href.split('#')[0] || '/'), `${link.label}: ${link.href}`);
  }
});

test('the header lists every industry once, in the groups of content/navigation.yml', () => {
  const industries = headerMenus(content).find((m) => m.id === 'industries')!;
  assert.equal(industries.groups.map((g) => g.title), content.industryGroups.map((g) => g.title));
  const hrefs = industries.groups.flatMap((g) => g.links.map((l) => l.href));
  assert.equal(hrefs.sort(), content.industries.map((i) => paths.industry(i.slug)).sort());
});

test.run();
