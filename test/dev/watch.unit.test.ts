/**
 * The dev server's watcher (site/dev/watch.ts) on a real folder tree: a folder that goes away or
 * comes back is reported as such, even when no file event inside it names it (moved out of the
 * tree whole), and so is the watched root itself. Waits for the file system's events, bounded.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchFolders, type Batch } from '../../site/dev/watch.ts';
import { deadline } from '../helpers/waits.ts';

/** A guard against a hung test, not a timing assertion: events arrive within milliseconds. */
const GIVE_UP_MS = 10_000;

let base: string;
let root: string;
let outside: string;
let seen: Batch = { files: [], folders: [] };
let wake = () => {};
let watcher: { close: () => void } | undefined;

// Made by the suite, not on import, so that a run stopped earlier leaves no folder behind.
test.before(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'watch-test-'));
  root = path.join(base, 'content');
  outside = path.join(base, 'elsewhere');
  await mkdir(path.join(root, 'blog', 'drafts'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(root, 'blog', 'post.md'), 'a post');
  await writeFile(path.join(root, 'blog', 'drafts', 'draft.md'), 'a draft');
  await writeFile(path.join(root, 'site.yml'), 'company: Acme\n');
  watcher = watchFolders([root], (batch) => {
    seen.files.push(...batch.files);
    seen.folders.push(...batch.folders);
    wake();
  });
});

/** Waits until what was reported since the last call satisfies `done`; returns it. */
async function reported(done: (batch: Batch) => boolean): Promise<Batch> {
  const giveUp = deadline(GIVE_UP_MS, () => `not reported; so far: ${JSON.stringify(seen)}`);
  try {
    while (!done(seen)) await Promise.race([new Promise<void>((resolve) => (wake = resolve)), giveUp.expired]);
  } finally {
    giveUp.stop();
  }
  const batch = seen;
  seen = { files: [], folders: [] };
  return batch;
}

test.after(async () => {
  watcher?.close();
  if (base) await rm(base, { recursive: true, force: true });
});

test('a folder moved out of the tree whole is reported as gone', async () => {
  await rename(path.join(root, 'blog'), path.join(outside, 'blog'));
  const batch = await reported((b) => b.folders.includes(path.join(root, 'blog')));
  assert.not.ok(batch.files.some((f) => f.startsWith(path.join(outside))), 'nothing outside the tree is named');
});

test('edits in the moved folder are not reported as the tree\'s', async () => {
  await writeFile(path.join(outside, 'blog', 'drafts', 'draft.md'), 'edited outside');
  await writeFile(path.join(root, 'site.yml'), 'company: Acme Deeptech\n');
  const batch = await reported((b) => b.files.includes(path.join(root, 'site.yml')));
  assert.equal(batch.files, [path.join(root, 'site.yml')]);
});

test('the folder moved back is reported with every file it holds, and watched again', async () => {
  await rename(path.join(outside, 'blog'), path.join(root, 'blog'));
  const batch = await reported((b) => b.files.includes(path.join(root, 'blog', 'drafts', 'draft.md')));
  assert.ok(batch.folders.includes(path.join(root, 'blog')));
  assert.ok(batch.files.includes(path.join(root, 'blog', 'post.md')));
  await writeFile(path.join(root, 'blog', 'drafts', 'draft.md'), 'edited again');
  await reported((b) => b.files.includes(path.join(root, 'blog', 'drafts', 'draft.md')));
});

test('a renamed folder is reported gone under its old name and come under its new one', async () => {
  await rename(path.join(root, 'blog'), path.join(root, 'blog-old'));
  const batch = await reported((b) => b.folders.includes(path.join(root, 'blog')) && b.folders.includes(path.join(root, 'blog-old')));
  assert.ok(batch.files.includes(path.join(root, 'blog-old', 'post.md')));
  await rename(path.join(root, 'blog-old'), path.join(root, 'blog'));
  await reported((b) => b.folders.includes(path.join(root, 'blog')));
});

test('the watched root itself, renamed away and back, is reported both times and watched again', async () => {
  await rename(root, `${root}-away`);
  await reported((b) => b.folders.includes(root));
  await rename(`${root}-away`, root);
  const back = await reported((b) => b.folders.includes(root));
  assert.ok(back.files.includes(path.join(root, 'site.yml')));
  await writeFile(path.join(root, 'blog', 'post.md'), 'edited after the return');
  await reported((b) => b.files.includes(path.join(root, 'blog', 'post.md')));
});

test.run();
