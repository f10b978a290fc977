/**
 * The two resource listings as built (/case-studies, /blog, and a page for each filter and page
 * number), what they have in common: each filter's pages hold exactly its items, four a page;
 * pagination as links, with no /page/1 address; each page's own title, description and canonical
 * link; and the listing island on every page. Each listing's own content:
 * listings-case-studies.output and listings-blog.output.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredIslandUrls, distDir } from '../helpers/built-pages.ts';
import { content, studies, posts, all, pages, caseStudies, chain, cardsOf, categoryFilters } from '../helpers/built-listings.ts';
import { text } from '../helpers/built-pages.ts';
import { industryFilters, PER_PAGE } from '../helpers/listing-rules.ts';
import { paths } from '../../site/paths.ts';
import { pagerNumbers } from '../../site/lib/listing.ts';

test('each filter\'s pages hold exactly its items, in order, four a page; the filter link is current on them; a filter with no items has no page', () => {
  const industryOf = (href: string) => studies.find((s) => `/case-studies/${s.id}` === href)!.industry;
  for (const filter of industryFilters.slice(1)) {
    const matching = studies.filter((s) => s.industry.includes(filter));
    const first = paths.caseStudiesListing(filter);
    if (!matching.length) { assert.not.ok(pages.has(first), `${filter}: no page`); continue; }
    const docs = chain(first);
    assert.equal(cardsOf(docs).map((c) => c.querySelector('a')!.getAttribute('href')), matching.map((s) => `/case-studies/${s.id}`), filter);
    for (const doc of docs) assert.is(text(doc.querySelector('[data-listing-filter][aria-current]')), filter);
    for (const card of cardsOf(docs)) assert.ok(industryOf(card.querySelector('a')!.getAttribute('href')!).includes(filter));
  }
  for (const category of categoryFilters.slice(1)) {
    const matching = posts.filter((p) => p.category === category);
    const docs = chain(paths.blogListing(category));
    assert.equal(cardsOf(docs).map((c) => text(c.querySelector('h3'))), matching.map((p) => p.title), category);
    docs.forEach((doc, i) => {
      assert.ok(all(doc, '.listing [data-listing-item]').length <= PER_PAGE);
      assert.equal(all(doc, '[data-listing-item]').map((c) => c.hasAttribute('data-featured')), all(doc, '[data-listing-item]').map((_, j) => i === 0 && j === 0), `${category} page ${i + 1}: featured first on page 1 only`);
    });
  }
  const built = [...pages.keys()].filter((p) => p !== paths.caseStudies && p !== paths.blog);
  assert.equal(built.filter((p) => /\/page\/1$/.test(p)), [], 'page 1 has no /page/ address');
});

test('pagination: links to each page\'s address, the current one marked, Previous and Next links only where there is a page', () => {
  for (const [at, doc] of pages) {
    const pager = doc.querySelector('.listing__pages')!;
    const numbers = all(pager, 'a.listing__number');
    const current = numbers.find((a) => a.getAttribute('aria-current') === 'page');
    const pageCount = Number(/of (\d+)\.$/.exec(text(doc.querySelector('.listing__showing')))?.[1] ?? 1);
    if (pageCount < 2) { assert.ok(pager.hasAttribute('hidden'), `${at}: one page, no pager`); continue; }
    assert.is(current?.getAttribute('href'), at, `${at}: its own number is current`);
    const n = Number(text(current));
    assert.equal(numbers.map(text), pagerNumbers(n, pageCount).filter((x) => x !== null).map(String), at);
    for (const a of numbers) assert.ok(pages.has(a.getAttribute('href')!), `${at}: ${a.getAttribute('href')} is built`);
    const steps = all(pager, 'a.listing__step').map(text);
    assert.equal(steps, [...(n > 1 ? ['← Previous'] : []), ...(n < pageCount ? ['Next →'] : [])], at);
  }
  assert.equal(all(caseStudies, 'a.listing__number').map(text), pagerNumbers(1, Math.ceil(studies.length / PER_PAGE)).filter((x) => x !== null).map(String));
});

test('every listing page has its own title, description and canonical link, and is in the sitemap', () => {
  const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const [at, doc] of pages) {
    titles.add(text(doc.querySelector('title')));
    descriptions.add(doc.querySelector('meta[name="description"]')!.getAttribute('content')!);
    assert.is(doc.querySelector('link[rel="canonical"]')!.getAttribute('href'), `${content.site.origin}${at}`);
    assert.ok(sitemap.includes(`<loc>${content.site.origin}${at}</loc>`), `${at} in the sitemap`);
  }
  assert.is(titles.size, pages.size);
  assert.is(descriptions.size, pages.size);
  assert.ok(pages.size > 20, `${pages.size} listing pages`);
});

test('every listing page starts the listing island on load, and no id repeats', () => {
  for (const [at, doc] of pages) {
    const root = doc.querySelector('[data-island="listing"]')!;
    assert.is(root.getAttribute('data-load'), 'load', at);
    assert.ok(declaredIslandUrls(doc).some((href) => /\/assets\/listing-[\w-]+\.js$/.test(href)), at);
    const ids = all(doc, '[id]').map((el) => el.id);
    assert.equal(ids.filter((id, i) => ids.indexOf(id) !== i), [], `${at}: duplicate ids`);
  }
});

test.run();
