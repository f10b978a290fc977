/**
 * The blog listing as built (/blog and its pages): the category filters of docs/site.md §9, every
 * post as a link to its own page, newest first, four a page; one dialog template from which each
 * card gives its dialog; the empty state and the newsletter block. Weight: /blog carries no more
 * than its own four cards.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from '../helpers/content.ts';
import { posts, all, blog, chain, cardsOf, categoryFilters } from '../helpers/built-listings.ts';
import { text } from '../helpers/built-pages.ts';
import { PER_PAGE } from '../helpers/listing-rules.ts';
import { dialogFromCard } from '../../site/widgets/listing/dialog-from-card.dom.ts';
import { paths } from '../../site/paths.ts';

test('blog: the h1, the category filters, and every post as a link to its own page, newest first', () => {
  assert.is(text(blog.querySelector('h1')), 'Insights & blog');
  assert.equal(all(blog, '[data-listing-filter]').map(text), categoryFilters);
  const docs = chain(paths.blog);
  const cards = cardsOf(docs);
  assert.is(cards.length, posts.length);
  const published = (file: string) => !/^draft:\s*true\s*$/m.test(readFileSync(path.join(contentDir, 'blog', file), 'utf8'));
  assert.is(posts.length, readdirSync(path.join(contentDir, 'blog')).filter((f) => f.endsWith('.md') && published(f)).length, 'a post for each file in content/blog that is not a draft');
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
    // Its cover photo, or the decorative artwork drawn for a post without one.
    if (post.image) assert.ok(dialog.querySelector('picture img[alt]'), `${post.slug}: its cover photo`);
    else assert.ok(dialog.querySelector('svg.dc[aria-hidden="true"][width][height]'), 'its decorative drawn cover, with its size');
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
  assert.is(text(empty.querySelector('h3')), 'No results found');
  assert.is(text(empty.querySelector('p')), "We couldn't find any blog posts matching your selected category.");
  const reset = empty.querySelector('a')!;
  assert.is(text(reset), 'View all posts');
  assert.is(reset.getAttribute('href'), paths.blog);
  assert.ok(blog.querySelector('main input[type="email"]'), 'the newsletter e-mail field');
});

test.run();
