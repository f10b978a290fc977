/**
 * The site search's weight, for npm run report: the index as built (every file of /pagefind/, by
 * kind) and what a visitor's first search downloads, measured in Chromium: the home page loaded
 * and settled, then the header's control clicked and a word typed (from the content as built),
 * counting every response after the click as it came over the wire (Chromium's encoded body size:
 * the widget's script and stylesheet gzip as served, Pagefind's WebAssembly and index chunks as
 * they are, already compressed by Pagefind; Pagefind's worker script, whose size Chromium does not
 * report to the page, as its file gzip).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SEARCH_DIR } from '../../site/search/search-index.ts';
import { networkSettled } from '../helpers/waits.ts';

export interface SearchWeight {
  /** Bytes on disk of /pagefind/, by kind: script, wasm, index (word chunks), fragments (page texts), filters, other. */
  index: Record<string, number>;
  indexTotal: number;
  /** What the first search downloaded, by URL path, and in all. */
  firstSearch: { query: string; files: { path: string; bytes: number }[]; total: number; requests: number };
}

const kindOf = (file: string): string =>
  file.endsWith('.js') ? 'script' : file.endsWith('.pagefind') ? 'wasm' : file.startsWith('index/') ? 'index' : file.startsWith('fragment/') ? 'fragments' : file.startsWith('filter/') ? 'filters' : 'other';

function listed(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listed(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]);
}

export async function measureSearch(browser: Browser, origin: string, dist: string, query: string): Promise<SearchWeight> {
  const indexDir = path.join(dist, SEARCH_DIR);
  const index: Record<string, number> = {};
  for (const file of listed(indexDir)) index[kindOf(file)] = (index[kindOf(file)] ?? 0) + statSync(path.join(indexDir, file)).size;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.waitForSelector('html[data-islands-loaded]');
    await networkSettled(page);
    const sizes: Promise<{ path: string; bytes: number }>[] = [];
    // A worker's script reports no body size to the page: its file is counted as the server sends it, gzip.
    const served = (urlPath: string) => gzipSync(readFileSync(path.join(dist, urlPath))).length;
    page.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => {
      const urlPath = new URL(request.url()).pathname;
      return { path: urlPath, bytes: s.responseBodySize || served(urlPath) };
    })));
    await page.click('.site-nav__search');
    await page.fill('dialog.search-dialog[open] input[type="search"]', query);
    await page.waitForSelector('dialog.search-dialog[open] .search-result');
    await networkSettled(page);
    const files = await Promise.all(sizes);
    return {
      index,
      indexTotal: Object.values(index).reduce((a, b) => a + b, 0),
      firstSearch: { query, files, total: files.reduce((a, f) => a + f.bytes, 0), requests: files.length },
    };
  } finally {
    await context.close();
  }
}
