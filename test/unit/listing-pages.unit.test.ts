/**
 * The listing island's kept pages (site/widgets/listing/listing-pages.dom.ts): a page is fetched
 * once while it is kept, the page used longest ago goes first once more are kept than the limit,
 * and a failed fetch is tried again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOMParser } from 'linkedom';
import { KEPT_PAGES, listingPages } from '../../site/widgets/listing/listing-pages.dom.ts';

const fetched: string[] = [];
let failing = new Set<string>();
const page = (path: string) => `<html><head><title>${path}</title></head><body><ul data-listing-part="list"><li>${path}</li></ul></body></html>`;

// The browser's fetch and DOMParser stand in while this file runs; other files get theirs back.
const own = { DOMParser: globalThis.DOMParser, fetch: globalThis.fetch };
test.before(() => void Object.assign(globalThis, {
  DOMParser,
  fetch: async (path: string) => {
    fetched.push(path);
    return failing.has(path) ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : new Response(page(path));
  },
}));
test.after(() => void Object.assign(globalThis, own));
const reset = () => {
  fetched.length = 0;
  failing = new Set();
};

test('a page is fetched once, then served from what is kept', async () => {
  reset();
  const pages = listingPages();
  assert.is((await pages.get('/blog/page/2')).title, '/blog/page/2');
  assert.is((await pages.get('/blog/page/2')).title, '/blog/page/2');
  assert.equal(fetched, ['/blog/page/2']);
});

test('past the limit, the page used longest ago is fetched again and a recently used one is not', async () => {
  reset();
  const pages = listingPages();
  const paths = Array.from({ length: KEPT_PAGES }, (_, i) => `/blog/page/${i + 2}`);
  for (const path of paths) await pages.get(path);
  await pages.get(paths[0]); // used again: now the most recent
  await pages.get('/blog/category/news');
  fetched.length = 0;
  await pages.get(paths[0]);
  assert.equal(fetched, [], 'the page used again is still kept');
  await pages.get(paths[1]);
  assert.equal(fetched, [paths[1]], 'the page used longest ago was let go');
});

test('a failed fetch is forgotten: the next visit fetches again', async () => {
  reset();
  const pages = listingPages();
  failing.add('/case-studies/page/2');
  await pages.get('/case-studies/page/2').then(() => assert.unreachable('should fail'), (error: Error) => assert.match(error.message, '503'));
  failing.clear();
  assert.is((await pages.get('/case-studies/page/2')).title, '/case-studies/page/2');
  assert.equal(fetched, ['/case-studies/page/2', '/case-studies/page/2']);
});

test.run();
