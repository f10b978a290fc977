import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRouteTable } from '../../site/routes.tsx';
import { headerMenus, footerColumns } from '../../site/navigation.ts';
import { realContent } from '../helpers/content.ts';
import { isListingPage } from '../../site/paths.ts';

const content = await realContent();
const table = buildRouteTable(content);
const pagePaths = new Set(table.pages.map((p) => p.path));

/** The routes of docs/site.md §2, exactly as written (case included); the XDR one is the brand's XDR name. */
const specRoutes = [
  '/', '/solutions/Gratify', '/solutions/Pulsewatch', '/solutions/RewardsRecognition', `/solutions/${content.site.xdrName}`, '/solutions/Navigator',
  ...['nbfc', 'retail', 'automotive', 'hr', 'healthcare', 'education', 'ecommerce', 'real-estate', 'manufacturing', 'hospitality', 'telecom', 'insurance', 'consumer-durables', 'it-saas', 'media', 'public-sector', 'logistics', 'construction', 'agretech'].map((s) => `/industries/${s}`),
  '/case-studies', '/blog', '/resources/whitepapers', '/about', '/careers', '/partners', '/contact', '/terms',
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

test('the aliases of docs/site.md §3 redirect to canonical pages', () => {
  const redirects = Object.fromEntries(table.redirects.map((r) => [r.from, r.to]));
  assert.equal(redirects, {
    '/industries/itsaas': '/industries/it-saas',
    '/solutions/loyalty-engagement': '/solutions/Gratify',
    '/solutions/rewards-recognition': '/solutions/RewardsRecognition',
    '/solutions/navigator': '/solutions/Navigator',
    '/solutions/gratify': '/solutions/Gratify',
    '/solutions/rewardsrecognition': '/solutions/RewardsRecognition',
    [`/solutions/${content.site.xdrName.toLowerCase()}`]: `/solutions/${content.site.xdrName}`,
    '/solutions/pulsewatch': '/solutions/Pulsewatch',
  });
  for (const r of table.redirects) assert.ok(pagePaths.has(r.to), `${r.from} → ${r.to} is not a page`);
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

test('the header lists every industry once, in its six groups', () => {
  const industries = headerMenus(content).find((m) => m.id === 'industries')!;
  assert.is(industries.groups.length, 6);
  const hrefs = industries.groups.flatMap((g) => g.links.map((l) => l.href));
  assert.is(hrefs.length, 19);
  assert.is(new Set(hrefs).size, 19);
});

test.run();
