/**
 * The build's search index is kept between builds (site/search/search-index.ts): made again only
 * when a searchable page's HTML changed, and the same bytes whether made or read back.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedSearchIndex } from '../../site/search/search-index.ts';
import { fileForPath } from '../../site/paths.ts';
import type { PageRoute } from '../../site/routes.tsx';

const root = await mkdtemp(path.join(tmpdir(), 'search-cache-'));
test.after(() => rm(root, { recursive: true, force: true }));

const page = (urlPath: string) => ({ path: urlPath, title: urlPath, search: { kind: 'post' } }) as unknown as PageRoute;
const pages = [page('/blog/first'), page('/blog/second'), { ...page('/search'), search: undefined }];
const html = new Map([
  ['/blog/first', '<!doctype html><html lang="en"><head><title>First</title></head><body><main data-pagefind-body><h1>First</h1><p>Dealer incentives and payouts.</p></main></body></html>'],
  ['/blog/second', '<!doctype html><html lang="en"><head><title>Second</title></head><body><main data-pagefind-body><h1>Second</h1><p>Loyalty points and rewards.</p></main></body></html>'],
]);
const reader = (pagesHtml: Map<string, string>) => (file: string) => {
  const found = [...pagesHtml].find(([urlPath]) => fileForPath(urlPath) === file);
  if (!found) throw new Error(`${file} was read, but it is not a searchable page`);
  return found[1];
};
const bytes = (index: { files: { file: string; content: Uint8Array }[] }) => index.files.map((f) => [f.file, Buffer.from(f.content).toString('base64')]);

test('the first build makes the index; the next, with the same pages, reads the same bytes back; a changed page makes it again', async () => {
  const made = await cachedSearchIndex(root, pages, reader(html));
  assert.is(made.fromCache, false);
  assert.is(made.pages, 2, 'the searchable pages only');
  const again = await cachedSearchIndex(root, pages, reader(html));
  assert.is(again.fromCache, true);
  assert.equal(bytes(again), bytes(made));

  const edited = new Map(html).set('/blog/second', html.get('/blog/second')!.replace('rewards', 'gift cards'));
  const remade = await cachedSearchIndex(root, pages, reader(edited));
  assert.is(remade.fromCache, false);
  assert.not.equal(bytes(remade), bytes(made));
});

test.run();
