/** The moved-pages reminder: which pages of the previous build it names. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gonePages } from '../../site/generator/gone-pages.ts';

test('a page the new build does not make is named; a listing page that the count of items took away is not', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'gone-pages-'));
  try {
    const previous = ['index.html', 'blog/a-post/index.html', 'blog/renamed-post/index.html', 'blog/page/6/index.html', 'case-studies/page/4/index.html', 'blog/category/gift-guides/page/3/index.html', 'assets/x/index.html'];
    for (const file of previous) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), '<!DOCTYPE html>');
    }
    assert.equal(gonePages(dir, ['index.html', 'blog/a-post/index.html']), ['/blog/renamed-post']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a gone page and its lower-case spelling are named once, by the page', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'gone-pages-'));
  try {
    for (const file of ['index.html', 'solutions/OldName/index.html', 'solutions/oldname/index.html']) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), '<!DOCTYPE html>');
    }
    assert.equal(gonePages(dir, ['index.html']), ['/solutions/OldName']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
