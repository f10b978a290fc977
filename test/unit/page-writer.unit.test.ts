/** The render stage's writer: every page written in its folder, and a failed write not lost. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPageWriter } from '../../site/output-folder/page-writer.ts';

async function inFolder(run: (dir: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-writer-'));
  try {
    await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const files = Array.from({ length: 20 }, (_, i) => [`blog/post-${i}/index.html`, `<p>Post ${i} – “quoted”</p>`] as const);

test('every file is written in its own folder, with its text, once finish settles', () => inFolder(async (dir) => {
  const writer = createPageWriter(dir, 3);
  for (const [file, html] of files) await writer.write(file, html);
  await writer.finish();
  for (const [file, html] of files) assert.is(await readFile(path.join(dir, file), 'utf8'), html);
}));

test('a write that fails fails finish with its error, and the next write with the same', () => inFolder(async (dir) => {
  // A file where a page's folder must go.
  await writeFile(path.join(dir, 'blog'), 'not a folder');
  const writer = createPageWriter(dir, 2);
  await writer.write('blog/post/index.html', '<p>Post</p>');
  const failed = await writer.finish().then(() => undefined, (error: NodeJS.ErrnoException) => error);
  assert.ok(failed, 'finish settled without the failure');
  assert.ok(['ENOTDIR', 'EEXIST'].includes(failed.code!), `the file system's error, got ${failed.code}`);
  const next = await writer.write('about/index.html', '<p>About</p>').then(() => undefined, (error: unknown) => error);
  assert.is(next, failed);
  // settled waits and throws nothing: for a stage that failed for another reason.
  await writer.settled();
}));

test.run();
