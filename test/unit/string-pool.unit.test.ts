/**
 * What the build keeps of each rendered page (its links, ids and islands) holds none of the page's
 * HTML: without the pool, a build held every page it rendered until it ended.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { StringPool } from '../../site/generator/string-pool.ts';
import { linksIn, type PageLinks } from '../../site/generator/verify.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A page of about 200 KB whose links and ids are long enough to be views into it, and its own. */
const page = (i: number) =>
  `<!DOCTYPE html><html><body><a href="/blog/a-post-of-its-own-${i}/">post</a><a href="/blog/category/industry-insights/">all</a><h2 id="a-heading-of-its-own-${i}">x</h2>${'<p>Words of the page.</p>'.repeat(8000)}</body></html>`;

/** The heap's growth, in bytes, while `keep` holds what it kept of `pages` pages. */
function heapKept(pages: number, keep: (html: string) => PageLinks): number {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: pages }, (_, i) => keep(page(i)));
  collectGarbage();
  const grown = process.memoryUsage().heapUsed - before;
  assert.is(kept.length, pages);
  return grown;
}

test('the links and ids read from 200 pages keep less than 5 of the pages alive', () => {
  const pool = new StringPool();
  // (the last page searched may stay alive, as the regular expressions' last subject)
  const kept = heapKept(200, (html) => linksIn(html, pool));
  assert.ok(kept < 5 * page(0).length, `${(kept / 2 ** 20).toFixed(1)} MB kept: the pages were kept`);
});

test('what a page kept is what it links to and the ids it has', () => {
  const pool = new StringPool();
  const links = linksIn(page(7), pool);
  assert.equal(links.links, ['/blog/a-post-of-its-own-7/', '/blog/category/industry-insights/']);
  assert.equal([...links.ids], ['a-heading-of-its-own-7']);
  // A link every page has is the same text on the next.
  assert.is(linksIn(page(8), pool).links[1], links.links[1]);
});

test('the pool gives back the text it was given', () => {
  const pool = new StringPool();
  for (const text of ['', 'a', '/blog/category/industry-insights/', 'Ünïcödé – “quotes” 🙂']) assert.is(pool.get(text), text);
});

test.run();
