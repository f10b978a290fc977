/**
 * `npm run build` runs the launcher (site/cli/build-launcher.mjs) with plain node: the build bundled
 * and kept in node_modules/.cache/site-build/ (site/cli/compiled-build.mjs). On a copy of the
 * project at a path with a space, `#` and `%`: it builds the same bytes as `tsx build.ts`; an edited
 * module is bundled again and its new code runs; a module that does not compile is named with its
 * line, exit code 1, dist/ untouched; with no cache folder to write, it builds through tsx.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';
import { plainEnv } from '../helpers/server.ts';

let site: ScratchSite;
const cacheDir = () => path.join(site.root, 'node_modules', '.cache', 'site-build');

/** `npm run build -- <args>` in the copy: what it prints and its exit code. */
function npmBuild(args: string[] = []): Promise<{ code: number; output: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['--prefix', site.root, 'run', 'build', '--', ...args], { cwd: site.root, env: plainEnv({ npm_config_update_notifier: 'false' }) });
    let output = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => ((output += chunk), (stderr += chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output, stderr }));
  });
}

/** The build module every test edits: the one the launcher's entry imports first. */
const MODULE = 'build.ts';
const PROBE_TEXT = `launcher probe ${process.pid}`;
const PROBE = `console.log('${PROBE_TEXT}');\n`;

test.before(async () => {
  site = await scratchSite('launcher #1 100%');
  // The copy's cache starts empty: its node_modules are hard links to ours, and its bundle would be made here anyway (the key holds the project's folder).
  await rm(cacheDir(), { recursive: true, force: true });
});
test.after(() => site?.cleanup());

test('npm run build builds the same bytes as tsx build.ts', async () => {
  const launched = await npmBuild(['--out', 'out-launcher']);
  assert.is(launched.code, 0, launched.output);
  const direct = await site.run('build.ts', ['--out', 'out-tsx']);
  assert.is(direct.code, 0, direct.stderr);
  const [a, b] = await Promise.all([snapshotTree(path.join(site.root, 'out-launcher')), snapshotTree(path.join(site.root, 'out-tsx'))]);
  assert.ok(a['index.html'], 'a home page');
  assert.equal(a, b, 'the two output folders');
  // Each stage's line, as tsx build.ts prints them.
  const stages = (text: string) => [...text.matchAll(/^ {2}([a-z]+) +\d+ ms/gm)].map((m) => m[1]).sort();
  assert.equal(stages(launched.output), stages(direct.stdout));
});

test('an edited module is bundled again, and its new code runs', async () => {
  await site.change(MODULE, (text) => `${text}\n${PROBE}`);
  const edited = await npmBuild();
  await site.change(MODULE, (text) => text.replace(`\n${PROBE}`, ''));
  assert.is(edited.code, 0, edited.output);
  assert.match(edited.output, PROBE_TEXT);
});

test('a module that does not compile: named with its line, exit code 1, dist/ untouched, no stack trace', async () => {
  const before = await snapshotTree(site.out);
  assert.ok(before['index.html'], 'a dist/ from the builds before');
  const text = await site.change(MODULE, (source) => `${source}\nexport const = 1;\n`);
  const line = text.split('\n').length - 1;
  const broken = await npmBuild();
  await site.change(MODULE, (source) => source.replace('\nexport const = 1;\n', ''));
  assert.is(broken.code, 1, broken.output);
  assert.match(broken.stderr, 'Build failed; nothing was written.');
  assert.match(broken.stderr, `${MODULE}:${line}:14: Expected identifier but found "="`);
  assert.not.match(broken.output, /^\s+at /m, 'no stack trace');
  assert.equal(await snapshotTree(site.out), before, 'dist/ byte for byte');
});

test('without a cache folder it can write, the build runs through tsx, to the same bytes', async () => {
  const before = await snapshotTree(site.out);
  await rm(cacheDir(), { recursive: true, force: true });
  // A file where the folder would be: it cannot be made.
  await writeFile(cacheDir(), 'not a folder');
  const built = await npmBuild();
  await rm(cacheDir(), { force: true });
  assert.is(built.code, 0, built.output);
  assert.equal(await snapshotTree(site.out), before);
});

test.run();
