/**
 * Moved pages end to end: a scratch copy whose content/redirects.yml lists two old addresses is
 * built with the real command and served as `npm start` serves it. Each old address answers with
 * a 301 to the page that replaces it, has a redirect page for hosts that read no configuration,
 * is in every host configuration, and stays out of the sitemap.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { serveDist } from '../helpers/server.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { fileForPath } from '../../site/paths.ts';
import { paths } from '../../site/paths.ts';
import { A_POST, ANOTHER_POST, CONTENT_FILES, contentAsBuilt } from '../helpers/content.ts';
import { editList } from '../helpers/yaml-edits.ts';

const { site: siteFacts } = await contentAsBuilt();

const MOVED = [
  { from: '/blog/why-incentives-arrive-late', to: A_POST.page },
  { from: '/offers/festive-2024', to: `${paths.home}#industries` },
];

let site: ScratchSite;
let build: { code: number; stdout: string; stderr: string };

test.before(async () => {
  site = await scratchSite();
  await site.change(CONTENT_FILES.redirects, (text) => editList(text, 'redirects', { add: MOVED }));
  build = await site.run('build.ts');
});

test.after(() => site?.cleanup());

const read = (file: string) => readFileSync(path.join(site.out, file), 'utf8');

test('each old address is in every host configuration and has a redirect page, and none is in the sitemap', async () => {
  assert.is(build.code, 0, build.stderr);
  for (const { from, to } of MOVED) {
    assert.match(read('_redirects'), `${from} ${to} 301\n`);
    assert.match(read('nginx.conf'), `location = ${from} { return 301 ${to}; }`);
    assert.ok(JSON.parse(read('serve.json')).redirects.some((r: { source: string; destination: string; type: number }) => r.source === from && r.destination === to && r.type === 301), `serve.json: ${from}`);
    const page = await loadPage(from, site.out);
    assert.is(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content'), `0; url=${to}`, fileForPath(from));
    assert.is(page.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
    assert.is(page.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${siteFacts.origin}${to.split('#')[0]}`, 'the canonical address is the page, not a place on it');
    assert.not.match(read('sitemap.xml'), from);
  }
});

test('served as npm start serves it, an old address answers 301 with the new one', async () => {
  const server = await serveDist(site.out);
  try {
    for (const { from, to } of MOVED) {
      const response = await fetch(`${server.origin}${from}`, { redirect: 'manual' });
      assert.is(response.status, 301, from);
      assert.is(response.headers.get('location'), to, from);
    }
  } finally {
    server.close();
  }
});

test('a page the previous build had is named when it is gone, with the hint to list it in the file of redirects; listed, or a page of static/, it is not', async () => {
  // A post of its own, which no other page links to.
  const post = (await site.read(`content/blog/${ANOTHER_POST.slug}.md`)).replace(/^title: .*$/m, 'title: A post about to move').replace(/^excerpt: .*$/m, 'excerpt: It moves.');
  await site.write('content/blog/a-post-about-to-move.md', post);
  assert.is((await site.run('build.ts')).code, 0);
  await rm(path.join(site.root, 'content/blog/a-post-about-to-move.md'));
  await site.write('content/blog/a-post-that-moved.md', post);
  const moved = await site.run('build.ts');
  assert.is(moved.code, 0, moved.stderr);
  assert.match(moved.stdout, `a page of the previous build is gone: /blog/a-post-about-to-move. If one moved, list it in ${CONTENT_FILES.redirects}`);
  await site.change(CONTENT_FILES.redirects, (text) => editList(text, 'redirects', { add: [{ from: '/blog/a-post-about-to-move', to: '/blog/a-post-that-moved' }] }));
  const listed = await site.run('build.ts');
  assert.is(listed.code, 0, listed.stderr);
  assert.not.match(listed.stdout, 'is gone');
  // A page from static/ is not the build's own, and is still there.
  await site.write('static/press-kit/index.html', '<!DOCTYPE html><html lang="en"><title>Press kit</title><h1>Press kit</h1></html>');
  assert.is((await site.run('build.ts')).code, 0);
  const again = await site.run('build.ts');
  assert.is(again.code, 0, again.stderr);
  assert.not.match(again.stdout, 'is gone');
});

test.run();
