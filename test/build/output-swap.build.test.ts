/**
 * The swap of a finished site into the output folder (site/output-folder/staging.ts), failed at each of
 * its steps by an injected file system: every message must say what is really on disk afterwards.
 * Once the new site is in place the swap has succeeded; a previous site it could not remove is
 * reported as a leftover the user may delete.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejection } from '../helpers/thrown.ts';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commitStaging, type Staging, type SwapFileSystem } from '../../site/output-folder/staging.ts';
import { OutputSwapError } from '../../site/errors.ts';

interface Setup {
  dir: string;
  out: string;
  staging: Staging;
  /** The output folder's home page, or undefined if there is no output folder. */
  home(): Promise<string | undefined>;
  /** What is in the scratch folder, sorted. */
  entries(): Promise<string[]>;
}

async function setup({ previous = true } = {}): Promise<Setup> {
  const dir = await mkdtemp(path.join(tmpdir(), 'swap-test-'));
  const out = path.join(dir, 'dist');
  if (previous) {
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous site');
  }
  const stagingDir = `${out}.tmp-${process.pid}`;
  await mkdir(stagingDir);
  await writeFile(path.join(stagingDir, 'index.html'), 'new site');
  const staging: Staging = { dir: stagingDir, write: () => {} };
  return {
    dir,
    out,
    staging,
    home: () => readFile(path.join(out, 'index.html'), 'utf8').catch(() => undefined),
    entries: async () => (await readdir(dir)).sort(),
  };
}

/** The real file system, except that the calls `fails` picks throw EACCES. Calls read `rename dist dist.old-<pid>` or `remove dist.old-<pid>`. */
function failing(dir: string, fails: (call: string) => boolean): SwapFileSystem {
  const name = (file: string) => path.relative(dir, file).replace(String(process.pid), 'PID');
  const refuse = (call: string) => {
    if (!fails(call)) return;
    throw Object.assign(new Error(`EACCES: permission denied, ${call}`), { code: 'EACCES' });
  };
  return {
    async rename(from, to) {
      refuse(`rename ${name(from)} ${name(to)}`);
      await rename(from, to);
    },
    async remove(target) {
      refuse(`remove ${name(target)}`);
      await rm(target, { recursive: true, force: true });
    },
  };
}

const swapError = (run: Promise<unknown>) => rejection(OutputSwapError, run, 'the swap');

const show = (dir: string) => (file: string) => path.relative(dir, file);
const pid = process.pid;

test('a swap that succeeds puts the new site in place and leaves nothing beside it', async () => {
  const s = await setup();
  try {
    assert.equal(await commitStaging(s.staging, s.out, show(s.dir), failing(s.dir, () => false)), {}, 'nothing to report');
    assert.is(await s.home(), 'new site');
    assert.equal(await s.entries(), ['dist']);
  } finally {
    await rm(s.dir, { recursive: true });
  }
});

test('a leftover dist.old-<pid> that cannot be removed: the error says dist is untouched, and it is', async () => {
  const s = await setup();
  try {
    await mkdir(`${s.out}.old-${pid}`);
    const error = await swapError(commitStaging(s.staging, s.out, show(s.dir), failing(s.dir, (call) => call === 'remove dist.old-PID')));
    assert.match(error.message, `Could not remove dist.old-${pid}`);
    assert.match(error.message, 'dist is untouched');
    assert.ok(error.outputUntouched);
    assert.not.ok(error.keepStaging);
    assert.is(await s.home(), 'previous site');
  } finally {
    await rm(s.dir, { recursive: true });
  }
});

test('the previous site cannot be moved aside: dist is untouched, and the message says so', async () => {
  const s = await setup();
  try {
    const error = await swapError(commitStaging(s.staging, s.out, show(s.dir), failing(s.dir, (call) => call === 'rename dist dist.old-PID')));
    assert.match(error.message, `Could not move the previous site aside (dist → dist.old-${pid}): EACCES; dist is untouched.`);
    assert.ok(error.outputUntouched);
    assert.not.ok(error.keepStaging, 'the unfinished site may be discarded');
    assert.is(await s.home(), 'previous site');
  } finally {
    await rm(s.dir, { recursive: true });
  }
});

test('the new site cannot be moved in, and the previous one is put back: dist is untouched', async () => {
  const s = await setup();
  try {
    const error = await swapError(commitStaging(s.staging, s.out, show(s.dir), failing(s.dir, (call) => call === `rename dist.tmp-PID dist`)));
    assert.match(error.message, 'Could not move the new site into dist (EACCES); the previous site was put back, so dist is untouched.');
    assert.ok(error.outputUntouched);
    assert.not.ok(error.keepStaging);
    assert.is(await s.home(), 'previous site');
    assert.equal(await s.entries(), ['dist', `dist.tmp-${pid}`], 'nothing is left at dist.old');
  } finally {
    await rm(s.dir, { recursive: true });
  }
});

test('neither the new site moves in nor the previous one back: dist is missing, and the message says where each copy is', async () => {
  const s = await setup();
  try {
    const error = await swapError(commitStaging(s.staging, s.out, show(s.dir), failing(s.dir, (call) => call === 'rename dist.tmp-PID dist' || call === 'rename dist.old-PID dist')));
    assert.match(error.message, 'dist is missing');
    assert.match(error.message, `The previous site is in dist.old-${pid} and the new one in dist.tmp-${pid}.`);
    assert.match(error.message, `mv dist.old-${pid} dist`);
    assert.match(error.message, `mv dist.tmp-${pid} dist`);
    assert.not.ok(error.outputUntouched);
    assert.ok(error.keepStaging, 'the new site must not be deleted: it is one of the two copies');
    assert.is(await s.home(), undefined);
    assert.is(await readFile(path.join(s.dir, `dist.old-${pid}`, 'index.html'), 'utf8'), 'previous site');
    assert.is(await readFile(path.join(s.dir, `dist.tmp-${pid}`, 'index.html'), 'utf8'), 'new site');
  } finally {
    await rm(s.dir, { recursive: true });
  }
});

test('with no previous dist, a new site that cannot be moved in leaves none, and the message says so', async () => {
  const s = await setup({ previous: false });
  try {
    const error = await swapError(commitStaging(s.staging, s.out, show(s.dir), failing(s.dir, (call) => call === 'rename dist.tmp-PID dist')));
    assert.match(error.message, 'there was no dist before and there is none now');
    assert.ok(error.outputUntouched);
    assert.is(await s.home(), undefined);
  } finally {
    await rm(s.dir, { recursive: true });
  }
});

test('the new site is in place but the previous one cannot be removed: the swap succeeds, and says the leftover can be deleted', async () => {
  const s = await setup();
  try {
    let removals = 0;
    // The first removal is of a leftover dist.old-<pid>; the second, of the previous site after the swap.
    const result = await commitStaging(s.staging, s.out, show(s.dir), failing(s.dir, (call) => call === 'remove dist.old-PID' && ++removals === 2));
    assert.is(result.leftover, `the new site is in dist, but the previous one could not be removed from dist.old-${pid} (EACCES); dist.old-${pid} is no longer used and can be deleted`);
    assert.is(await s.home(), 'new site');
    assert.is(await readFile(path.join(s.dir, `dist.old-${pid}`, 'index.html'), 'utf8'), 'previous site');
    assert.equal(await s.entries(), ['dist', `dist.old-${pid}`]);
  } finally {
    await rm(s.dir, { recursive: true });
  }
});

test.run();
