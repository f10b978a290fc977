/**
 * The resource centre's own pages as built: every case study, post and whitepaper page, its
 * structured data, the print stylesheet, and the blog's Atom feed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOMParser } from 'linkedom';
import { publishedContent } from '../helpers/content.ts';
import { distDir, loadPage, text } from '../helpers/built-pages.ts';
import { paths } from '../../site/paths.ts';
import { ACTION_LABELS } from '../../site/components/demo-banner/DemoBanner.tsx';
import { FEED_ENTRIES } from '../../site/generator/blog-feed.ts';

const content = await publishedContent();
const { site } = content;
/** A fragment of HTML, parsed on its own: what the loader rendered from a Markdown body. */
const fragment = (html: string) => (new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html') as unknown as Document).body;

/** The page's own JSON-LD block, parsed (JSON.parse undoes the \u003c escapes); the head's site graph is seo.output.test.ts's. */
function jsonLd(doc: Document, where: string): Record<string, unknown> {
  const blocks = doc.querySelectorAll('main script[type="application/ld+json"]');
  assert.is(blocks.length, 1, `${where}: one JSON-LD block`);
  const raw = blocks[0].textContent!;
  assert.not.ok(raw.includes('<'), `${where}: "<" is escaped inside the script`);
  return JSON.parse(raw);
}

function checkPublisher(data: Record<string, unknown>, where: string) {
  assert.equal(data['@context'], 'https://schema.org', where);
  const publisher = data.publisher as Record<string, unknown>;
  assert.is(publisher['@type'], 'Organization', where);
  assert.is(publisher.name, site.company, where);
}

test('every case study has its page: one h1, badge, client, figure, the four parts and both calls to action', async () => {
  assert.ok(content.caseStudies.length > 0);
  for (const study of content.caseStudies) {
    const where = paths.caseStudy(study.id);
    const doc = await loadPage(where);
    const main = doc.querySelector('main')!;
    assert.is(doc.querySelectorAll('h1').length, 1, where);
    assert.is(text(doc.querySelector('h1')), study.title, where);
    assert.is(text(main.querySelector('.page-hero .eyebrow')), study.industry, `${where}: industry badge`);
    assert.ok(text(main).includes(study.client), `${where}: client`);
    assert.is(text(main.querySelector('.headline-figure__value')), /(\d+%)$/.exec(study.title)![1], `${where}: headline figure`);

    const headings = Array.from(main.querySelectorAll('.resource-body h2'), (h) => text(h));
    assert.equal(headings, ['Challenge', 'Solution', 'Results', 'Key takeaway'], where);
    // Each part is its h2 and the list after it.
    const items = (id: string) => Array.from(main.querySelectorAll(`h2#${id} + ul li`), (li) => text(li));
    assert.equal(items('challenge'), study.challenge, `${where}: challenge`);
    assert.equal(items('solution'), study.solution, `${where}: solution`);
    assert.equal(items('results'), study.results, `${where}: results`);
    assert.ok(main.querySelector('h2#results + ul.result-list'), `${where}: results are the highlighted list`);
    assert.is(text(main.querySelector('.takeaway__text')), study.takeaway, `${where}: takeaway`);

    const demo = main.querySelector(`.resource-cta a[href="${site.demoUrl}"]`)!;
    assert.ok(text(demo).startsWith(ACTION_LABELS.demo), `${where}: ${text(demo)}`);
    assert.is(demo.getAttribute('target'), '_blank');
    assert.is(demo.getAttribute('rel'), 'noopener noreferrer');
    assert.is(text(main.querySelector(`.resource-cta a[href="${paths.contact}"]`)), ACTION_LABELS.expert);
    assert.is(text(main.querySelector('.resource-cta h2')), content.home.closings.caseStudy.title, `${where}: the case study's own closing`);
    // The PDF's link and facts are pdfs.output.test.ts's; the page still says how to print it.
    assert.match(text(main.querySelector('.print-hint')), /^Download PDF ?PDF, .* This page prints on A4 too: press Ctrl\+P/);
    assert.is(doc.querySelectorAll('.document-brand').length, 2, `${where}: brand line at top and bottom`);

    const data = jsonLd(doc, where);
    assert.is(data['@type'], 'Article', where);
    assert.is(data.headline, study.title, where);
    assert.is(data.description, study.description, where);
    assert.equal(data.about, { '@type': 'Thing', name: study.industry }, where);
    checkPublisher(data, where);
  }
});

test('a case study that a post links to links back to the post, under "In the blog"', async () => {
  for (const post of content.blog) {
    const cited = [...fragment(post.html).querySelectorAll('a[href^="/case-studies/"]')].map((a) => a.getAttribute('href')!);
    for (const study of cited) {
      const backLinks = [...(await loadPage(study)).querySelectorAll('nav[aria-label="In the blog"] a')];
      const back = backLinks.find((a) => a.getAttribute('href') === paths.blogPost(post.slug));
      assert.ok(back, `${study} links back to ${paths.blogPost(post.slug)}`);
      assert.is(text(back!), post.title);
    }
  }
});

test('every blog post has its page: badge, byline, date, read time, body, back link, two related posts', async () => {
  for (const post of content.blog) {
    const where = paths.blogPost(post.slug);
    const doc = await loadPage(where);
    const main = doc.querySelector('main')!;
    assert.is(doc.querySelectorAll('h1').length, 1, where);
    assert.is(text(doc.querySelector('h1')), post.title, where);
    assert.is(text(main.querySelector('.page-hero .eyebrow')), post.category, where);
    const byline = text(main.querySelector('.article-byline'));
    for (const part of [post.author, post.role, post.date, post.readTime]) assert.ok(byline.includes(part), `${where}: ${part}`);
    // React writes the attribute as dateTime; HTML names are case-insensitive, linkedom's are not.
    const time = main.querySelector('.article-byline time')!;
    assert.is(time.getAttribute('datetime') ?? time.getAttribute('dateTime'), post.month);
    const body = text(main.querySelector('.post-body'));
    assert.ok(body, `${where}: the article`);
    assert.is(body, text(fragment(post.html)), `${where}: the post's own article`);
    assert.ok(main.querySelector(`a[href="${paths.blog}"]`), `${where}: back to the blog`);

    const related = Array.from(main.querySelectorAll('.related-post__title a'), (a) => a.getAttribute('href')!);
    assert.is(related.length, 2, where);
    assert.not.ok(related.includes(where), `${where}: not itself`);
    const sameCategory = content.blog.filter((p) => p.category === post.category && p !== post).length;
    const relatedPosts = related.map((href) => content.blog.find((p) => paths.blogPost(p.slug) === href)!);
    assert.is(relatedPosts.filter((p) => p.category === post.category).length, Math.min(2, sameCategory), `${where}: same category first`);

    const data = jsonLd(doc, where);
    assert.is(data['@type'], 'BlogPosting', where);
    assert.is(data.headline, post.title, where);
    assert.is(data.description, post.excerpt, where);
    assert.equal(data.author, { '@type': 'Person', name: post.author, jobTitle: post.role }, where);
    assert.is(data.datePublished, `${post.month}-01`, where);
    assert.is(data.mainEntityOfPage, `${site.origin}${where}`, where);
    checkPublisher(data, where);
  }
});

test('every whitepaper has its page: author, dates, reading time, highlights, contents, the full text', async () => {
  assert.is(content.whitepapers.length, 3);
  for (const paper of content.whitepapers) {
    const where = paths.whitepaper(paper.id);
    const doc = await loadPage(where);
    const main = doc.querySelector('main')!;
    assert.is(doc.querySelectorAll('h1').length, 1, where);
    assert.is(text(doc.querySelector('h1')), paper.title, where);
    assert.ok(text(main.querySelector('.resource-facts')).includes(paper.readTime), where);
    assert.ok(text(main.querySelector('.page-hero .article-byline')).startsWith(`By ${paper.author}, ${paper.role}`), `${where}: the author and their role`);
    const dates = Array.from(main.querySelectorAll('.resource-facts time'), (t) => t.getAttribute('datetime') ?? t.getAttribute('dateTime'));
    assert.equal(dates, [paper.published, ...(paper.updated ? [paper.updated] : [])], `${where}: published (and updated) as <time datetime>`);
    assert.equal(Array.from(main.querySelectorAll('.paper-highlights li'), (li) => text(li)), paper.highlights, where);
    const own = fragment(paper.html);
    const headings = (root: ParentNode) => Array.from(root.querySelectorAll('h2'), (h) => text(h));
    assert.ok(headings(own).length >= 1, `${where}: the paper's own sections (docs/content.md §10)`);
    assert.equal(headings(main.querySelector('.paper-text')!), headings(own), `${where}: the paper's sections`);
    assert.is(text(main.querySelector('.paper-text')), text(own), `${where}: the full text`);
    assert.is(doc.querySelectorAll('.document-brand').length, 2, where);
    // The contents: one link a section, in order, each to its heading.
    const sections = Array.from(main.querySelectorAll('.paper-text h2'));
    const links = Array.from(main.querySelectorAll('nav.paper-contents a'));
    assert.equal(links.map((a) => [text(a), a.getAttribute('href')]), sections.map((h) => [text(h), `#${h.id}`]), `${where}: the contents list every section`);
    assert.is(new Set(Array.from(doc.querySelectorAll('[id]'), (el) => el.id)).size, doc.querySelectorAll('[id]').length, `${where}: each id once`);

    const data = jsonLd(doc, where);
    assert.is(data['@type'], 'Article', where);
    assert.is(data.headline, paper.title, where);
    assert.equal(data.author, { '@type': 'Person', name: paper.author, jobTitle: paper.role, worksFor: data.publisher }, where);
    assert.is(data.datePublished, paper.published, where);
    assert.is(data.dateModified, paper.updated, where);
    checkPublisher(data, where);
  }
});

test('the stylesheet prints on A4 and hides the page chrome', async () => {
  const doc = await loadPage(paths.caseStudy(content.caseStudies[0].id));
  const hrefs = Array.from(doc.querySelectorAll('link[rel="stylesheet"]'), (l) => l.getAttribute('href')!);
  const css = (await Promise.all(hrefs.map((href) => readFile(path.join(distDir, href), 'utf8')))).join('\n');
  const print = css.slice(css.indexOf('@media print'));
  assert.ok(css.includes('@media print'), 'a print block');
  assert.match(print, /@page\s*\{[^}]*size:\s*A4/);
  for (const hidden of ['.site-nav', '.site-footer__columns', '.skip-link', '.demo-banner', '.button']) assert.ok(print.includes(hidden), hidden);
});

test('the Atom feed: the newest posts, newest first, ids are the canonical URLs, links from the site origin', async () => {
  const xml = await readFile(path.join(distDir, paths.blogFeed.slice(1)), 'utf8');
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>'));
  const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
  const feed = doc.documentElement;
  assert.is(feed.localName, 'feed');
  assert.is(feed.getAttribute('xmlns'), 'http://www.w3.org/2005/Atom');
  const child = (el: Element, name: string) => Array.from(el.children).filter((c) => c.localName === name);
  assert.is(child(feed, 'id')[0].textContent, `${site.origin}${paths.blog}`);
  const links = Object.fromEntries(child(feed, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')]));
  assert.equal(links, { self: `${site.origin}${paths.blogFeed}`, alternate: `${site.origin}${paths.blog}` });
  const newest = content.blog.map((p) => p.month).sort().at(-1);
  assert.is(child(feed, 'updated')[0].textContent, `${newest}-01T00:00:00Z`);

  const entries = child(feed, 'entry');
  assert.is(entries.length, Math.min(content.blog.length, FEED_ENTRIES));
  entries.forEach((entry, i) => {
    const post = content.blog[i];
    const url = `${site.origin}${paths.blogPost(post.slug)}`;
    assert.is(child(entry, 'id')[0].textContent, url);
    assert.is(child(entry, 'link')[0].getAttribute('href'), url);
    assert.is(child(entry, 'title')[0].textContent, post.title);
    assert.is(child(entry, 'summary')[0].textContent, post.excerpt);
    assert.is(child(child(entry, 'author')[0], 'name')[0].textContent, post.author);
    assert.is(child(entry, 'updated')[0].textContent, `${post.month}-01T00:00:00Z`);
  });
});

test.run();
