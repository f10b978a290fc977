/**
 * The two resource listings as built (/case-studies, /blog): every item is in the HTML as a real
 * link to its own page, in the content's order; filters in the order of docs/site.md §8 and §9;
 * each card's figure and name; one dialog per item with its parts; and only the island scripts
 * the page needs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { contentDir, realContent } from '../helpers/content.ts';
import { declaredIslandUrls, loadPage } from '../helpers/dom.ts';
import { dialogFromCard } from '../../site/widgets/listing/dialog-from-card.dom.ts';
import { paths } from '../../site/paths.ts';

const content = await realContent();
const studies = content.caseStudies;
const posts = content.blog;
const caseStudies = await loadPage(paths.caseStudies);
const blog = await loadPage(paths.blog);
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (root: Document | Element, selector: string) => Array.from(root.querySelectorAll(selector));

/** docs/site.md §8 and §9, written out rather than imported, so a changed constant fails here. */
const industryFilters = ['All Industries', 'BFSI', 'Retail & E-Commerce', 'Technology & Software', 'Automotive & EV', 'Healthcare & Wellness', 'FMCG', 'Manufacturing', 'Electrical & Electronics'];
const categoryFilters = ['All Categories', 'Case Studies', 'Industry Insights', 'Gift Guides'];

test('case studies: the 12 studies are all in the HTML, each card a link to its own page', () => {
  const cards = all(caseStudies, '.listing [data-listing-item]');
  assert.is(cards.length, 12);
  assert.equal(cards.map((c) => c.querySelector('a')!.getAttribute('href')), studies.map((s) => `/case-studies/${s.id}`));
  assert.equal(cards.map((c) => c.getAttribute('hidden')), cards.map(() => null), 'no card is hidden in the HTML');
  for (const card of cards) assert.is(text(card.querySelector('a')).replace(/:.*/, ''), 'View Case Study');
});

test('case studies: filter buttons in the documented order, All Industries pressed; each card shows its figure, name, client, industry', () => {
  assert.equal(all(caseStudies, '[data-listing-filter]').map(text), industryFilters);
  assert.equal(all(caseStudies, '[data-listing-filter]').map((b) => b.getAttribute('aria-pressed')), industryFilters.map((_, i) => String(i === 0)));
  const cards = all(caseStudies, '.cs-card');
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
    assert.is(card.getAttribute('data-listing-key'), study.industry);
    const challenge = text(card.querySelector('.cs-card__challenge'));
    assert.ok(challenge.length <= 120 && study.challenge[0].startsWith(challenge.replace(/…$/, '')), `${study.id}: first challenge, truncated`);
    const art = card.querySelector('svg.ra')!;
    assert.is(art.getAttribute('aria-hidden'), 'true');
    assert.ok(art.getAttribute('width') && art.getAttribute('height'), `${study.id}: art has its size`);
  });
  assert.is(new Set(all(caseStudies, 'svg.ra').map((svg) => /ra--(\w+)/.exec(svg.getAttribute('class')!)![1])).size, 6, 'six different drawings');
});

test('case studies: one dialog per study with badge, title, client, the three lists, takeaway, Close, X and Download PDF', () => {
  for (const study of studies) {
    const dialog = caseStudies.querySelector(`dialog[data-listing-dialog="${study.id}"]`)!;
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

test('case studies: pagination for 12 records is pages 1 to 3, page 1 current, Previous disabled', () => {
  const pager = caseStudies.querySelector('[data-listing-pages]')!;
  assert.equal(all(pager, '[data-listing-page]').map(text), ['1', '2', '3']);
  assert.is(pager.querySelector('[aria-current="page"]')!.textContent, '1');
  assert.ok(pager.querySelector('[data-listing-step="-1"]')!.hasAttribute('disabled'));
  assert.not.ok(pager.querySelector('[data-listing-step="1"]')!.hasAttribute('disabled'));
});

test('blog: the h1, the category filters, and every post as a link to its own page, newest first', () => {
  assert.is(text(blog.querySelector('h1')), 'Insights & Blog');
  assert.equal(all(blog, '[data-listing-filter]').map(text), categoryFilters);
  const cards = all(blog, '.listing [data-listing-item]');
  assert.is(cards.length, posts.length);
  assert.is(posts.length, readdirSync(path.join(contentDir, 'blog')).filter((f) => f.endsWith('.md')).length, 'a post for each file in content/blog');
  assert.equal(cards.map((c) => c.querySelector('h3 a')!.getAttribute('href')), posts.map((p) => `/blog/${p.slug}`));
  assert.equal(cards.map((c) => text(c.querySelector('h3'))), posts.map((p) => p.title));
  assert.equal(cards.map((c) => c.getAttribute('data-listing-key')), posts.map((p) => p.category));
  assert.equal(cards.map((c) => c.hasAttribute('data-featured')), posts.map((_, i) => i === 0), 'the newest post is featured');
  const months = posts.map((p) => p.month);
  assert.equal(months, [...months].sort().reverse(), 'newest first');
  cards.forEach((card, i) => {
    assert.match(text(card), posts[i].readTime);
    const time = card.querySelector('time')!;
    assert.is(time.getAttribute('datetime') ?? time.getAttribute('dateTime'), posts[i].month, 'machine-readable month');
  });
  // Four posts a page (docs/site.md §9).
  assert.equal(all(blog, '[data-listing-page]').map(text), Array.from({ length: Math.ceil(posts.length / 4) }, (_, i) => String(i + 1)));
});

test('blog: one dialog template, from which each post\'s card gives its dialog badge, title, read time, art, author, date, the excerpt (the text comes from the post page), Close, X and Read as a page', () => {
  assert.is(all(blog, 'dialog').length, 0, 'no dialog is sent: /blog carries each post once, as its card');
  assert.is(all(blog, 'template[data-listing-dialog-template]').length, 1);
  for (const post of posts) {
    const opener = blog.querySelector<HTMLAnchorElement>(`[data-listing-open="${post.slug}"]`)!;
    const dialog = dialogFromCard(blog.querySelector('[data-island="listing"]')!, opener)!;
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
  const ids = all(blog, '[id]').map((el) => el.id);
  assert.equal(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'the built dialogs repeat no id');
});

test('blog: the empty state (hidden) and the newsletter block', () => {
  const empty = blog.querySelector('[data-listing-empty]')!;
  assert.ok(empty.hasAttribute('hidden'));
  assert.is(text(empty.querySelector('h3')), 'No Results Found');
  assert.is(text(empty.querySelector('p')), "We couldn't find any blog posts matching your selected category.");
  assert.is(text(empty.querySelector('button[data-listing-reset]')), 'View All Posts');
  assert.ok(blog.querySelector('main input[type="email"]'), 'the newsletter e-mail field');
});

test('both pages start the listing island on load, and no id repeats', () => {
  for (const doc of [caseStudies, blog]) {
    const root = doc.querySelector('[data-island="listing"]')!;
    assert.is(root.getAttribute('data-load'), 'load');
    assert.ok(declaredIslandUrls(doc).some((href) => /\/assets\/listing-[\w-]+\.js$/.test(href)));
    const ids = all(doc, '[id]').map((el) => el.id);
    assert.equal(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'duplicate ids');
  }
});

test.run();
