/**
 * The frame's header and footer are rendered once per content and reused (site/components/
 * render-once/). A page that gets them from the cache must still record what they read, or the
 * dev server would not re-render it after an edit to the navigation or the brand.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRouteTable, type PageRoute } from '../../site/routes.tsx';
import { renderPage } from '../../site/generator/render.tsx';
import type { Assets } from '../../site/generator/bundle.ts';
import type { Content } from '../../site/model/content.ts';
import { changedKeys, fingerprint, recordReads, trackContent } from '../../site/dev/track-reads.ts';
import { realContent } from '../helpers/content.ts';

const content = await realContent();
// Every island and stylesheet resolves to a made-up file: only the markup matters here.
const assets = {
  css: new Proxy({}, { get: (_, name) => `/assets/${String(name)}.css` }),
  fonts: [] as string[],
  islands: new Proxy({}, { get: (_, name) => ({ src: `/assets/${String(name)}.js`, imports: [] }) }),
} as Assets;

/** Renders the pages at `paths`, in order, from one load of `source`: each page's HTML and reads. */
function renderAll(source: Content, paths: string[]) {
  const tracked = trackContent(source);
  const routes = buildRouteTable(tracked).pages;
  const route = (p: string) => routes.find((r) => r.path === p) as PageRoute;
  return paths.map((p) => recordReads(() => renderPage(route(p), tracked, assets)));
}

const [first, second] = content.blog.map((post) => `/blog/${post.slug}`);

test('a page whose header and footer come from the cache reads what a fresh render reads, and renders the same', () => {
  const [, , cached] = renderAll(content, [first, '/about', second]);
  const [fresh] = renderAll(content, [second]);
  assert.equal([...cached.reads].sort(), [...fresh.reads].sort());
  assert.is(cached.result, fresh.result);
});

test('after rendering a menu page, a page outside the menus marks no menu link current', () => {
  const [about, post] = renderAll(content, ['/about', first]);
  const header = (html: string) => /<header[\s\S]*<\/header>/.exec(html)![0];
  assert.match(header(about.result), 'href="/about" aria-current="page"');
  assert.not.match(header(post.result), 'aria-current');
});

test('editing the navigation or the footer copy re-renders every page, cached frame or not', () => {
  const pages = renderAll(content, [first, second, '/about', '/contact', second]);
  const group = content.industryGroups[0];
  const edited = {
    ...content,
    industryGroups: [{ ...group, title: `${group.title} (edited)` }, ...content.industryGroups.slice(1)],
    site: { ...content.site, location: `${content.site.location} (edited)` },
  };
  const changed = changedKeys(fingerprint(content), fingerprint(edited));
  assert.is(changed.size, 2, [...changed].join(', '));
  for (const key of changed) pages.forEach(({ reads }, i) => assert.ok(reads.has(key), `page ${i} did not note ${key}`));
});

test('recordings nest: the outer one notes what the inner one read', () => {
  const tracked = trackContent(content);
  const outer = recordReads(() => recordReads(() => tracked.site.company).result);
  assert.ok(outer.reads.has('site.company'));
});

test.run();
