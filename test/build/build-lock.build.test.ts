/** One build at a time per output folder (site/output-folder/lock.ts), with the processes it asks about faked. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { thrown } from '../helpers/thrown.ts';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireBuildLock, lockFileFor, type LockProcesses } from '../../site/output-folder/lock.ts';
import { BuildLockedError } from '../../site/errors.ts';

let dir: string;
let out: string;
const OTHER = 424242;

/** Processes in which only `alive` are running; each is described as a build. */
const processes = (...alive: number[]): LockProcesses => ({
  isAlive: (pid) => alive.includes(pid),
  describe: (pid) => (alive.includes(pid) ? 'node --import tsx build.ts' : undefined),
});

const locked = (run: () => unknown): string => thrown(BuildLockedError, run, 'taking the lock').message;

test.before.each(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lock-test-'));
  out = path.join(dir, 'dist');
});
test.after.each(() => rm(dir, { recursive: true, force: true }));

test('the lock file holds this process id; releasing removes it and leaves nothing else', async () => {
  const lock = acquireBuildLock(out, 'dist', processes());
  assert.is(lock.file, lockFileFor(out));
  assert.is((await readFile(lock.file, 'utf8')).split('\n')[0], String(process.pid));
  assert.equal(await readdir(dir), ['dist.lock']);
  lock.release();
  assert.equal(await readdir(dir), []);
});

test('an output folder whose parent folders do not exist yet is locked beside it, the parents made', async () => {
  const deep = path.join(dir, 'out', 'site', 'dist');
  const lock = acquireBuildLock(deep, 'out/site/dist', processes());
  assert.equal(await readdir(path.dirname(deep)), ['dist.lock']);
  lock.release();
});

test('a lock held by a live process refuses the build, naming that process and the lock file', async () => {
  await writeFile(lockFileFor(out), `${OTHER}\nnode --import tsx build.ts\n`);
  const message = locked(() => acquireBuildLock(out, 'dist', processes(OTHER)));
  assert.match(message, `Another build is writing dist: process ${OTHER} (node --import tsx build.ts) holds dist.lock.`);
  assert.match(message, 'hint: wait for it to finish');
  assert.is((await readFile(lockFileFor(out), 'utf8')).split('\n')[0], String(OTHER), 'the other build keeps its lock');
});

test('a lock left by a process that is gone is taken over', async () => {
  await writeFile(lockFileFor(out), `${OTHER}\n`);
  const lock = acquireBuildLock(out, 'dist', processes());
  assert.is((await readFile(lock.file, 'utf8')).split('\n')[0], String(process.pid));
  lock.release();
  assert.equal(await readdir(dir), [], 'no stale copy is left aside');
});

test('within one process, a second build of the same folder is refused while the first holds the lock', () => {
  const first = acquireBuildLock(out, 'dist', processes());
  try {
    assert.match(locked(() => acquireBuildLock(out, 'dist', processes())), `process ${process.pid}`);
  } finally {
    first.release();
  }
  acquireBuildLock(out, 'dist', processes()).release();
});

test('a lock with our own process id that this process does not hold was left by an earlier process with the same id', async () => {
  await writeFile(lockFileFor(out), `${process.pid}\n`);
  const lock = acquireBuildLock(out, 'dist', processes());
  lock.release();
  assert.equal(await readdir(dir), []);
});

test('a lock file that names no process is not deleted: the build refuses and says how to proceed', async () => {
  await writeFile(lockFileFor(out), 'locked by Priya\n');
  const message = locked(() => acquireBuildLock(out, 'dist', processes()));
  assert.match(message, 'dist.lock exists but does not name the process that holds it');
  assert.match(message, 'hint: if no build is running, delete dist.lock');
  assert.is(await readFile(lockFileFor(out), 'utf8'), 'locked by Priya\n');
});

test('releasing twice does not remove a lock another build took in between', async () => {
  const lock = acquireBuildLock(out, 'dist', processes());
  lock.release();
  await writeFile(lockFileFor(out), `${OTHER}\n`);
  lock.release();
  assert.is(await readFile(lockFileFor(out), 'utf8'), `${OTHER}\n`);
});

test.run();
