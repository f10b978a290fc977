/**
 * A read-only output folder, for real: the build runs as an unprivileged user (when the tests run
 * as root, which ignores permission bits, through setpriv as uid 65534 on a copy that user owns).
 * The build must refuse before writing anything, naming the folder, and leave dist/ and the
 * project as they were.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { chmod, chown, readdir } from 'node:fs/promises';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
let site: ScratchSite;

/** Runs the build as the unprivileged user, in the copy. */
function buildAsUser(): Promise<{ code: number; output: string }> {
  const node = [process.execPath, '--import', 'tsx', 'build.ts'];
  const [command, ...args] = asRoot ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...node] : node;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: site.root, env: { ...process.env, NO_COLOR: '1', HOME: site.root } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Hands the copy (but not node_modules, whose files are hard links to the real ones) to the unprivileged user. */
async function handOver(dir: string): Promise<void> {
  await chown(dir, NOBODY, NOBODY);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (dir === site.root && entry.name === 'node_modules') continue;
    if (entry.isDirectory()) await handOver(path.join(dir, entry.name));
    else if (!entry.isSymbolicLink()) await chown(path.join(dir, entry.name), NOBODY, NOBODY);
  }
}

const project = () => snapshotTree(site.root, (name) => name !== 'node_modules' && name !== 'dist');

async function refused(says: string): Promise<void> {
  const [distBefore, projectBefore] = [await snapshotTree(site.out), await project()];
  const { code, output } = await buildAsUser();
  assert.is(code, 1, output);
  assert.match(output, 'Build refused; nothing was written.');
  assert.match(output, says);
  assert.not.match(output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
  assert.equal(await snapshotTree(site.out), distBefore, 'dist/ must be byte-identical');
  assert.equal(await project(), projectBefore, 'nothing else may change or be left behind');
}

test.before(async () => {
  site = await scratchSite();
  const built = await site.run('build.ts');
  if (built.code !== 0) throw new Error(`the copy did not build:\n${built.stderr}`);
  // The copy's parent is made private by mkdtemp: the user must be able to reach the copy.
  await chmod(path.dirname(site.root), 0o755);
  if (asRoot) await handOver(site.root);
});

test.after(() => site?.cleanup());

test('a read-only folder inside dist/ is refused before anything is written', async () => {
  await chmod(path.join(site.out, 'assets'), 0o555);
  try {
    await refused('dist/assets is read-only: the build could not remove the previous site from dist');
  } finally {
    await chmod(path.join(site.out, 'assets'), 0o755);
  }
});

test('a read-only dist/ is refused before anything is written', async () => {
  await chmod(site.out, 0o555);
  try {
    await refused('dist is read-only');
  } finally {
    await chmod(site.out, 0o755);
  }
});

test('a read-only project folder, where the new site would be made beside dist/, is refused', async () => {
  await chmod(site.root, 0o555);
  try {
    await refused('Cannot write in the project folder, where the build makes the new site beside dist');
  } finally {
    await chmod(site.root, 0o755);
  }
});

test('once writable again, the same user builds', async () => {
  const { code, output } = await buildAsUser();
  assert.is(code, 0, output);
  assert.equal((await readdir(site.root)).filter((name) => name.startsWith('dist')), ['dist']);
});

test.run();
