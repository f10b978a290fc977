/**
 * The search index in the built dist/ (site/search/): every page the route table marks searchable
 * is in Pagefind's index with its title, type and filters, and no other page is (the 404 and
 * error pages, /search, the listings' later and filtered pages, redirect pages, /admin/); every
 * page declares the search widget on its early script, and none loads it as an island.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { buildRouteTable } from '../../site/routes.tsx';
import { SEARCH_DIR, searchablePages } from '../../site/search/search-index.ts';
import { SEARCH_KINDS, searchFilters } from '../../site/search/search-kinds.ts';
import { SEARCH_ASSETS_ATTRIBUTE } from '../../site/document/early-script.ts';
import { paths } from '../../site/paths.ts';
import { publishedContent } from '../helpers/content.ts';
import { declaredIslandUrls, distDir, loadPage } from '../helpers/built-pages.ts';

const { pages, redirects } = buildRouteTable(await publishedContent());
const searchable = searchablePages(pages);
const indexDir = path.join(distDir, SEARCH_DIR);

interface Fragment { url: string; meta: Record<string, string>; filters: Record<string, string[]> }
/** Pagefind's files are gzip with a signature before the JSON. */
const readPagefind = (file: string): string => gunzipSync(readFileSync(file)).toString('utf8').replace(/^pagefind_dcd/, '');
const fragments: Fragment[] = readdirSync(path.join(indexDir, 'fragment')).map((file) => JSON.parse(readPagefind(path.join(indexDir, 'fragment', file))));
const byUrl = new Map(fragments.map((f) => [f.url, f]));

test('every searchable page of the route table is in the index, once, and no other page is', () => {
  assert.equal(fragments.map((f) => f.url).sort(), searchable.map((p) => p.path).sort());
  const left = [...pages.filter((p) => !p.search).map((p) => p.path), ...redirects.map((r) => r.from), '/admin/'];
  for (const path of left) assert.not.ok(byUrl.has(path), `${path} is not indexed`);
  assert.ok(left.length > 0);
});

test('each indexed page has its title, its type and its filters, from the route table', () => {
  for (const page of searchable) {
    const fragment = byUrl.get(page.path)!;
    assert.is(fragment.meta.title, page.title, page.path);
    assert.is(fragment.meta.type, SEARCH_KINDS[page.search!.kind].type, page.path);
    const filters = Object.fromEntries(Object.entries(fragment.filters).map(([name, values]) => [name, [...values].sort()]));
    const expected = Object.fromEntries(Object.entries(searchFilters(page.search!)).map(([name, values]) => [name, [...new Set(values)].sort()]));
    assert.equal(filters, expected, page.path);
  }
});

test('the index holds what the search widget loads, and none of Pagefind\'s own interfaces', () => {
  const entry = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'));
  assert.equal(Object.keys(entry.languages), ['en']);
  assert.is(entry.languages.en.page_count, searchable.length);
  for (const file of ['pagefind.js', 'pagefind-worker.js', `wasm.${entry.languages.en.wasm}.pagefind`, `pagefind.${entry.languages.en.hash}.pf_meta`]) assert.ok(existsSync(path.join(indexDir, file)), file);
  assert.equal(readdirSync(indexDir).filter((f) => /ui|highlight/.test(f)), []);
});

test('every page declares the search widget on its early script, and no page loads it before search is opened', async () => {
  for (const page of pages) {
    const doc = await loadPage(page.path);
    const [script, style] = (doc.querySelector(`script[${SEARCH_ASSETS_ATTRIBUTE}]`)?.getAttribute(SEARCH_ASSETS_ATTRIBUTE) ?? '').split(' ');
    assert.ok(script && style, `${page.path}: the search widget's script and stylesheet`);
    for (const url of [script, style]) assert.ok(existsSync(path.join(distDir, url)), `${page.path}: ${url}`);
    assert.not.ok(declaredIslandUrls(doc).includes(script), `${page.path}: not an island entry`);
    const linked = [...doc.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.getAttribute('href') === style);
    assert.is(linked, page.path === paths.search, `${page.path}: its stylesheet only on /search`);
  }
});

test.run();
