/** Checks over the built dist/ (run after `npm run build`): every route, its document and frame. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildRouteTable } from '../../site/routes.tsx';
import { headerMenus } from '../../site/navigation.ts';
import { paths } from '../../site/paths.ts';
import { fileForPath } from '../../site/paths.ts';
import { publishedContent } from '../helpers/content.ts';
import { declaredIslandUrls, distDir, loadPage } from '../helpers/built-pages.ts';

const content = await publishedContent();
const { site } = content;
const { pages, redirects } = buildRouteTable(content);
const docs = new Map(await Promise.all(pages.map(async (p) => [p.path, await loadPage(p.path)] as const)));
const attr = (doc: Document, selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;

test('every route and every alias is a file in dist/', () => {
  for (const p of pages) assert.ok(existsSync(path.join(distDir, fileForPath(p.path))), p.path);
  for (const r of redirects) assert.ok(existsSync(path.join(distDir, fileForPath(r.from))), r.from);
});

test('each page is a complete document: lang, charset, viewport, favicon, social cards', () => {
  for (const [route, doc] of docs) {
    assert.is(doc.documentElement.getAttribute('lang'), 'en', route);
    assert.ok(doc.querySelector('head > meta[charset="utf-8"]:first-child'), `${route}: charset`);
    assert.is(attr(doc, 'meta[name="viewport"]', 'content'), 'width=device-width, initial-scale=1', route);
    assert.is(attr(doc, 'link[rel="icon"]', 'href'), '/favicon.svg', route);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) assert.ok(attr(doc, `meta[property="${property}"]`, 'content'), `${route}: ${property}`);
    assert.is(attr(doc, 'meta[name="twitter:card"]', 'content'), 'summary_large_image', route);
  }
});

test('titles and meta descriptions are unique, and indexable pages have their canonical URL', () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const p of pages) {
    const doc = docs.get(p.path)!;
    const title = doc.querySelector('title')!.textContent!;
    const description = attr(doc, 'meta[name="description"]', 'content')!;
    if (p.indexable) {
      assert.not.ok(titles.has(title), `duplicate title "${title}"`);
      assert.not.ok(descriptions.has(description), `duplicate description on ${p.path}`);
      assert.is(attr(doc, 'link[rel="canonical"]', 'href'), `${site.origin}${p.path}`);
    }
    titles.add(title);
    descriptions.add(description);
    assert.ok(description, `${p.path}: a description`);
    assert.is(description, p.description, `${p.path}: the route's description`);
  }
});

test('each page has one h1, a skip link to <main>, the header and the footer', () => {
  for (const [route, doc] of docs) {
    assert.is(doc.querySelectorAll('h1').length, 1, `${route}: h1 count`);
    const skip = doc.querySelector('body > a.skip-link');
    assert.is(skip?.getAttribute('href'), '#main', route);
    assert.is(doc.querySelectorAll('main#main').length, 1, route);
    assert.ok(doc.querySelector('header.site-header'), route);
    assert.ok(doc.querySelector('footer.site-footer'), route);
  }
});

test('a page declares only the module entries of the islands it contains, for the early script to start; nothing is fetched before it does', async () => {
  for (const [route, doc] of docs) {
    const islands = [...new Set(Array.from(doc.querySelectorAll('[data-island]'), (e) => e.getAttribute('data-island')))];
    assert.is(doc.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="preload"][as="script"]').length, 0, `${route}: no script is fetched before the first paint`);
    const entries = declaredIslandUrls(doc);
    const names = entries.map((href) => /\/assets\/([a-z0-9-]+)-[A-Z0-9]+\.js$/.exec(href)?.[1]);
    assert.equal(names.sort(), [...islands].sort(), route);
    for (const href of [...entries, ...declaredIslandUrls(doc, 'chunks')]) assert.ok(existsSync(path.join(distDir, href)), href);
  }
});

test('the early script comes after the stylesheets, so that the body is parsed once they are in', () => {
  for (const [route, doc] of docs) {
    const head = Array.from(doc.head.children).filter((e) => !(e.localName === 'script' && e.getAttribute('type') === 'application/ld+json'));
    const early = head.findIndex((e) => e.localName === 'script');
    const stylesheets = head.flatMap((e, i) => (e.matches('link[rel="stylesheet"]') ? [i] : []));
    assert.ok(stylesheets.length > 0 && early > Math.max(...stylesheets), route);
  }
});

test('no page shows an emoji: they need a colour font (empty boxes without one), and its fallback lookup costs a long task', () => {
  for (const [route, doc] of docs) {
    const emoji = doc.body.textContent!.match(/\p{Emoji_Presentation}|\uFE0F/gu);
    assert.is(emoji, null, `${route}: ${emoji?.join(' ')}`);
  }
});

test('every link that opens a new tab has rel="noopener noreferrer"', () => {
  for (const [route, doc] of docs) {
    for (const a of doc.querySelectorAll('a[target="_blank"]')) assert.is(a.getAttribute('rel'), 'noopener noreferrer', `${route}: ${a.getAttribute('href')}`);
  }
});

test('an arrow in a link or button is hidden from screen readers, which would read "left arrow" in its name', () => {
  for (const [route, doc] of docs) {
    for (const control of doc.querySelectorAll('a, button')) {
      const spoken = [...control.querySelectorAll('*')].filter((el) => el.closest('[aria-hidden="true"]') === el)
        .reduce((text, hidden) => text.replace(hidden.textContent!, ''), control.textContent!);
      assert.not.match(spoken, /[←→↑↓]/, `${route}: "${control.textContent!.trim()}"`);
    }
  }
});

test('redirect pages refresh to, name and link the canonical page', async () => {
  for (const r of redirects) {
    const doc = await loadPage(r.from);
    assert.is(attr(doc, 'meta[http-equiv="refresh"]', 'content'), `0; url=${r.to}`);
    // A canonical address names a page, never a part of it: a redirect to `/#industries` is canonically `/`.
    assert.is(attr(doc, 'link[rel="canonical"]', 'href'), `${site.origin}${r.to.replace(/#.*$/, '')}`);
    assert.ok(doc.querySelector(`main a[href="${r.to}"]`), r.from);
    assert.is(attr(doc, 'meta[name="robots"]', 'content'), 'noindex');
  }
});

test('the error pages say "Unexpected application error!" with the status text', async () => {
  const doc = await loadPage('/error.html');
  assert.is(doc.querySelector('h1')!.textContent, 'Unexpected application error!');
  assert.match(doc.querySelector('main')!.textContent!, '500 Internal Server Error');
  assert.match((await loadPage('/error-503.html')).querySelector('main')!.textContent!, '503 Service Unavailable');
  assert.match((await loadPage('/404.html')).querySelector('h1')!.textContent!, 'couldn’t find');
});

test('the 404 page offers the home page and every page of the header\'s menus but the industries, which it reaches through the home page', async () => {
  const doc = await loadPage('/404.html');
  const hrefs = Array.from(doc.querySelectorAll('main a[href]'), (a) => a.getAttribute('href'));
  const menus = headerMenus(await publishedContent()).filter((menu) => menu.id !== 'industries');
  for (const href of [paths.home, paths.homeIndustries, ...menus.flatMap((menu) => menu.groups.flatMap((group) => group.links.map((link) => link.href)))]) {
    assert.ok(hrefs.includes(href), `the 404 page links ${href}`);
  }
});

test('the 404 page leads home and to a demo, each as a button, and to search; its drawings are hidden from screen readers', async () => {
  const main = (await loadPage('/404.html')).querySelector('main')!;
  // The label as shown: an external link adds a visually hidden "(opens in a new tab)".
  const buttons = Array.from(main.querySelectorAll('.page-hero a.button'), (a) => [a.firstChild!.textContent, a.getAttribute('href')]);
  assert.equal(buttons, [['Back to the home page', paths.home], ['Book a demo', site.demoUrl]]);
  assert.is(main.querySelector('a[data-search-open]')?.getAttribute('href'), paths.search, 'the search control, a link to /search without JavaScript');
  assert.ok(main.querySelectorAll('svg').length > 0 && Array.from(main.querySelectorAll('svg')).every((svg) => svg.closest('[aria-hidden="true"]')), 'every drawing is hidden from screen readers');
});

test('sitemap.xml lists every canonical page and no alias; robots.txt points to it', async () => {
  const sitemap = await readFile(path.join(distDir, 'sitemap.xml'), 'utf8');
  const locs = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);
  assert.equal(locs, pages.filter((p) => p.indexable).map((p) => `${site.origin}${p.path}`));
  for (const r of redirects) assert.not.ok(locs.includes(`${site.origin}${r.from}`), r.from);
  assert.match(await readFile(path.join(distDir, 'robots.txt'), 'utf8'), `Sitemap: ${site.origin}/sitemap.xml`);
});

test.run();
