/**
 * The two resource listings as built (/case-studies, /blog, and a page for each filter and page
 * number): every item is in the pages of everything exactly once, as a real link to its own page,
 * in the content's order, four a page; each filter's pages hold exactly its items; filters in the
 * order of docs/site.md §8 and §9, as links; pagination as links, with no /page/1 address; each
 * card's figure and name; a dialog per item on the page that lists it; and only the island
 * scripts the page needs. Weight: /blog carries no more than its own four cards.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir, realContent } from '../helpers/content.ts';
import { declaredIslandUrls, distDir, loadPage } from '../helpers/built-pages.ts';
import { dialogFromCard } from '../../site/widgets/listing/dialog-from-card.dom.ts';
import { isListingPage, paths } from '../../site/paths.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import { pagerNumbers } from '../../site/lib/listing.ts';

const content = await realContent();
const studies = content.caseStudies;
const posts = content.blog;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (root: Document | Element, selector: string) => Array.from(root.querySelectorAll(selector));

/** docs/site.md §8 and §9, written out rather than imported, so a changed constant fails here. */
const industryFilters = ['All Industries', 'BFSI', 'Retail & E-Commerce', 'Technology & Software', 'Automotive & EV', 'Healthcare & Wellness', 'FMCG', 'Manufacturing', 'Electrical & Electronics'];
const categoryFilters = ['All Categories', 'Case Studies', 'Industry Insights', 'Gift Guides'];
const PER_PAGE = 4;

const routes = buildRouteTable(content).pages;
const listingRoutes = routes.filter((r) => isListingPage(r.path) && r.path !== paths.whitepapers);
const pages = new Map(await Promise.all(listingRoutes.map(async (r) => [r.path, await loadPage(r.path)] as const)));
const caseStudies = pages.get(paths.caseStudies)!;
const blog = pages.get(paths.blog)!;

/** A filter's pages, page 1 first, following each page's Next link: what a visitor without JavaScript can reach. */
function chain(first: string): Document[] {
  const docs: Document[] = [];
  for (let at: string | null = first; at; ) {
    const doc = pages.get(at);
    assert.ok(doc, `${at} is built`);
    docs.push(doc!);
    const next = all(doc!, 'a.listing__step').find((a) => text(a).startsWith('Next'));
    at = next?.getAttribute('href') ?? null;
  }
  return docs;
}
const cardsOf = (docs: Document[]) => docs.flatMap((doc) => all(doc, '.listing [data-listing-item]'));

test('case studies: every study is in the pages of everything once, four a page, each card a link to its own page', () => {
  const chained = chain(paths.caseStudies);
  assert.is(chained.length, Math.ceil(studies.length / PER_PAGE));
  for (const doc of chained) assert.ok(all(doc, '.listing [data-listing-item]').length <= PER_PAGE);
  const cards = cardsOf(chained);
  assert.equal(cards.map((c) => c.querySelector('a')!.getAttribute('href')), studies.map((s) => `/case-studies/${s.id}`));
  for (const card of cards) assert.is(text(card.querySelector('a')).replace(/:.*/, ''), 'View Case Study');
});

test('case studies: filter links in the documented order, All Industries current; each card shows its figure, name, client, industry', () => {
  assert.equal(all(caseStudies, '[data-listing-filter]').map(text), industryFilters);
  assert.equal(all(caseStudies, '[data-listing-filter]').map((b) => b.getAttribute('aria-current')), industryFilters.map((_, i) => (i === 0 ? 'page' : null)));
  const cards = cardsOf(chain(paths.caseStudies));
  const nbfc = cards[0];
  assert.is(text(nbfc.querySelector('.cs-card__percent')), '28%');
  assert.is(text(nbfc.querySelector('h3')), 'NBFC');
  assert.is(text(nbfc.querySelector('.cs-card__outcome')), 'Repeat loans up by 28%');
  studies.forEach((study, i) => {
    const [name, outcome] = study.title.split(' – ');
    const card = cards[i];
    assert.is(text(card.querySelector('h3')), name, study.id);
    assert.is(text(card.querySelector('.cs-card__percent')), /\d+(\.\d+)?%/.exec(outcome)![0], study.id);
    assert.match(text(card), study.client);
    assert.is(text(card.querySelector('.listing-badge')), study.industry);
    const challenge = text(card.querySelector('.cs-card__challenge'));
    assert.ok(challenge.length <= 120 && study.challenge[0].startsWith(challenge.replace(/…$/, '')), `${study.id}: first challenge, truncated`);
    const art = card.querySelector('svg.ra')!;
    assert.is(art.getAttribute('aria-hidden'), 'true');
    assert.ok(art.getAttribute('width') && art.getAttribute('height'), `${study.id}: art has its size`);
  });
  assert.is(new Set(cards.flatMap((c) => all(c, 'svg.ra')).map((svg) => /ra--(\w+)/.exec(svg.getAttribute('class')!)![1])).size, 6, 'six different drawings');
});

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

test('case studies: a dialog for each study on the page that lists it, with badge, title, client, the three lists, takeaway, Close, X and Download PDF', () => {
  const docs = chain(paths.caseStudies);
  for (const doc of docs) assert.is(all(doc, 'dialog[data-listing-dialog]').length, all(doc, '[data-listing-item]').length, 'only its own studies\' dialogs');
  for (const study of studies) {
    const dialog = docs.map((doc) => doc.querySelector(`dialog[data-listing-dialog="${study.id}"]`)).find(Boolean)!;
    assert.ok(dialog, study.id);
    assert.is(dialog.children.length, 1, 'one child holds the content (backdrop clicks land on the dialog itself)');
    const title = dialog.querySelector('h2')!;
    assert.is(text(title), study.title);
    assert.is(dialog.getAttribute('aria-labelledby'), title.id);
    assert.is(text(dialog.querySelector('.listing-badge')), study.industry);
    assert.match(text(dialog), study.client);
    const parts = all(dialog, 'section');
    assert.equal(parts.map((p) => text(p.querySelector('h3'))), ['Challenge', 'Solution', 'Results', 'Key Takeaway']);
    assert.equal(all(parts[0], 'li').map(text), study.challenge);
    assert.equal(all(parts[1], 'li').map(text), study.solution);
    assert.equal(all(parts[2], 'li').map(text), study.results);
    assert.is(all(parts[2], 'li svg').length, study.results.length, 'an icon by each result');
    assert.is(text(parts[3].querySelector('p')), study.takeaway);
    assert.is(dialog.querySelector('a.button')!.getAttribute('href'), `/case-studies/${study.id}`);
    assert.is(text(dialog.querySelector('a.button')), 'Download PDF');
    const closers = all(dialog, 'button[data-dialog-close]');
    assert.equal(closers.map((b) => b.getAttribute('aria-label') ?? text(b)), ['Close', 'Close'], 'the X and the Close button');
  }
});

test('case studies: the empty message is in the page, hidden; the closing call to action', () => {
  const empty = caseStudies.querySelector('[data-listing-empty]')!;
  assert.ok(empty.hasAttribute('hidden'));
  assert.is(text(empty), 'No case studies found for this industry.');
  const demo = all(caseStudies, 'main a').find((a) => text(a).startsWith('Book a Demo'))!;
  assert.is(demo.getAttribute('href'), content.site.demoUrl);
  assert.is(demo.getAttribute('target'), '_blank');
  assert.is(demo.getAttribute('rel'), 'noopener noreferrer');
  const expert = all(caseStudies, 'main a').find((a) => text(a) === 'Talk to an Expert')!;
  assert.is(expert.getAttribute('href'), '/contact');
});

test('blog: the h1, the category filters, and every post as a link to its own page, newest first', () => {
  assert.is(text(blog.querySelector('h1')), 'Insights & Blog');
  assert.equal(all(blog, '[data-listing-filter]').map(text), categoryFilters);
  const docs = chain(paths.blog);
  const cards = cardsOf(docs);
  assert.is(cards.length, posts.length);
  assert.is(posts.length, readdirSync(path.join(contentDir, 'blog')).filter((f) => f.endsWith('.md')).length, 'a post for each file in content/blog');
  assert.equal(cards.map((c) => c.querySelector('h3 a')!.getAttribute('href')), posts.map((p) => `/blog/${p.slug}`));
  assert.equal(cards.map((c) => text(c.querySelector('h3'))), posts.map((p) => p.title));
  assert.equal(cards.map((c) => text(c.querySelector('.listing-badge'))), posts.map((p) => p.category));
  assert.equal(cards.map((c) => c.hasAttribute('data-featured')), posts.map((_, i) => i === 0), 'the newest post is featured');
  const months = posts.map((p) => p.month);
  assert.equal(months, [...months].sort().reverse(), 'newest first');
  cards.forEach((card, i) => {
    assert.match(text(card), posts[i].readTime);
    const time = card.querySelector('time')!;
    assert.is(time.getAttribute('datetime') ?? time.getAttribute('dateTime'), posts[i].month, 'machine-readable month');
  });
  // Four posts a page (docs/site.md §9).
  assert.is(docs.length, Math.ceil(posts.length / PER_PAGE));
});

test('blog: one dialog template, from which each post\'s card gives its dialog badge, title, read time, art, author, date, the excerpt (the text comes from the post page), Close, X and Read as a page', () => {
  const docs = chain(paths.blog);
  for (const doc of docs) {
    assert.is(all(doc, 'dialog').length, 0, 'no dialog is sent: a page carries each post once, as its card');
    assert.is(all(doc, 'template[data-listing-dialog-template]').length, 1);
  }
  for (const post of posts) {
    const doc = docs.find((d) => d.querySelector(`[data-listing-open="${post.slug}"]`))!;
    const opener = doc.querySelector<HTMLAnchorElement>(`[data-listing-open="${post.slug}"]`)!;
    const dialog = dialogFromCard(doc.querySelector('[data-island="listing"]')!, opener)!;
    assert.ok(dialog, post.slug);
    assert.is(dialog.getAttribute('data-listing-dialog'), post.slug);
    assert.ok(dialog.classList.contains(`tint-${post.color}`), `${post.slug}: the card's tint`);
    assert.is(dialog.children.length, 1);
    assert.is(text(dialog.querySelector('h2')), post.title);
    assert.is(dialog.getAttribute('aria-labelledby'), dialog.querySelector('h2')!.id);
    assert.is(text(dialog.querySelector('.listing-badge')), post.category);
    assert.match(text(dialog), post.readTime);
    assert.match(text(dialog), post.author);
    assert.match(text(dialog), post.date);
    assert.ok(dialog.querySelector('svg.pa[aria-hidden="true"][width][height]'), 'decorative artwork with its size');
    const holder = dialog.querySelector(`.prose[data-listing-text="/blog/${post.slug}"]`);
    assert.ok(holder, `${post.slug}: where the text goes, and where it comes from`);
    assert.is(text(holder), post.excerpt, `${post.slug}: the excerpt until then`);
    const page = all(dialog, 'a').find((a) => text(a) === 'Read as a page')!;
    assert.is(page.getAttribute('href'), `/blog/${post.slug}`);
    assert.is(all(dialog, 'button[data-dialog-close]').length, 2);
  }
  for (const doc of docs) {
    const ids = all(doc, '[id]').map((el) => el.id);
    assert.equal(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'the built dialogs repeat no id');
  }
});

test('blog: the empty state (hidden) and the newsletter block', () => {
  const empty = blog.querySelector('[data-listing-empty]')!;
  assert.ok(empty.hasAttribute('hidden'));
  assert.is(text(empty.querySelector('h3')), 'No Results Found');
  assert.is(text(empty.querySelector('p')), "We couldn't find any blog posts matching your selected category.");
  const reset = empty.querySelector('a')!;
  assert.is(text(reset), 'View All Posts');
  assert.is(reset.getAttribute('href'), paths.blog);
  assert.ok(blog.querySelector('main input[type="email"]'), 'the newsletter e-mail field');
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
