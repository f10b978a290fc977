import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyLinks } from '../../site/generator/verify.ts';
import { BrokenLinksError } from '../../site/errors.ts';

const origin = 'https://www.example.test';

async function site(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'verify-'));
  for (const [name, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), html);
  }
  return dir;
}

test('links to pages, folders, files and existing anchors pass', async () => {
  const dir = await site({
    'index.html': '<a href="/about">a</a><a href="/about/">b</a><a href="/about#team">c</a><a href="#top">d</a><p id="top"></p><img src="/logo.svg"><a href="https://elsewhere.test/x">e</a><a href="mailto:a@b.c">f</a><link rel="canonical" href="https://www.example.test/about">',
    'about/index.html': '<h2 id="team">Team</h2>',
    'logo.svg': '<svg/>',
  });
  const result = await verifyLinks(dir, origin);
  assert.is(result.pages, 2);
  assert.is(result.links, 6);
  await rm(dir, { recursive: true });
});

test('a broken link and a missing anchor are both reported with the page they are on', async () => {
  const dir = await site({
    'index.html': '<a href="/missing">x</a><a href="/about#nowhere">y</a>',
    'about/index.html': '<h2 id="team">Team</h2><meta http-equiv="refresh" content="0; url=/gone">',
  });
  try {
    await verifyLinks(dir, origin);
    assert.unreachable('verifyLinks should have thrown');
  } catch (error) {
    assert.instance(error, BrokenLinksError);
    const problems = (error as BrokenLinksError).problems;
    assert.equal(problems.map((p) => p.file), ['page /about', 'page /', 'page /']);
    assert.match(problems[0].message, '"/gone"');
    assert.match(problems[1].message, '"/missing", but no file answers that path');
    assert.match(problems[2].message, 'no element with id "nowhere"');
  } finally {
    await rm(dir, { recursive: true });
  }
});

test.run();
