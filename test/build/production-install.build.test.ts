/**
 * A production install works: in a copy of the project without node_modules, `npm ci --omit=dev`
 * installs the dependencies alone, and then `npm run build`, `npm start` and `npm run dev` work.
 * The install is made offline, from npm's cache (which `npm ci` in CI has just filled): when the
 * cache cannot serve it, the test fails under CI with the reason and is skipped with a warning
 * elsewhere, as the browser tests treat a missing Chromium.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { markSkipped } from '../helpers/skipped.ts';
import { freePort, plainEnv, projectRoot, startCommand } from '../helpers/server.ts';

const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const lockfile = JSON.parse(readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
/** The devDependencies that no dependency needs (the lockfile marks them dev-only): what --omit=dev leaves out. A devDependency a dependency also uses (decap-cms brings ajv) is installed with it. */
const devOnly = Object.keys(manifest.devDependencies).filter((name) => lockfile.packages[`node_modules/${name}`]?.dev === true);
/** npm asks the registry whether a newer npm exists unless told not to; tests stay offline. */
const OFFLINE = { npm_config_update_notifier: 'false' };

let site: ScratchSite;
/** Whether the production install was made; the tests after the first need it. */
let installed = false;

/**
 * npm's arguments for the copy. `--prefix` names the copy outright: under `npm test`, npm's own
 * settings for this project are in the environment, and an install must never land here.
 */
const inCopy = (args: string[]) => ['--prefix', site!.root, ...args];

function npm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', inCopy(args), { cwd: site!.root, env: plainEnv(OFFLINE) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: null, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A missing npm or a cache without the packages: limits of this machine, not faults of the project. */
const cannotInstall = (output: string) => /ENOTCACHED|spawn npm ENOENT/.exec(output)?.[0];

// The install is made as the file loads: whether npm's cache can serve it decides whether the
// tests below run at all, or the file counts as skipped (test/helpers/skipped.ts).
site = await scratchSite();
// The copy as a fresh clone has it: its lockfile and no node_modules (hard links here, so removing them leaves ours alone).
await rm(path.join(site.root, 'node_modules'), { recursive: true, force: true });
await copyFile(path.join(projectRoot, 'package-lock.json'), path.join(site.root, 'package-lock.json'));
const install = await npm(['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund']);
const reason = install.code === 0 ? undefined : cannotInstall(install.output);
const why = `npm ci --omit=dev --offline could not install from npm's cache (${reason}); run npm ci once with the network to fill it`;
const skipped = reason !== undefined && !process.env.CI;
if (skipped) {
  console.warn(`\n  ! Production install tests skipped: ${why}.\n`);
  markSkipped("npm's cache cannot serve the production install");
  await site.cleanup();
}

if (!skipped) {
  test('npm ci --omit=dev installs every dependency and no devDependency that only development needs', () => {
    if (reason) assert.unreachable(`${why}. Under CI this is a failure:\n${install.output}`);
    assert.is(install.code, 0, `npm ci --omit=dev failed:\n${install.output}`);
    installed = true;
    const has = (name: string) => existsSync(path.join(site!.root, 'node_modules', name, 'package.json'));
    assert.equal(Object.keys(manifest.dependencies).filter((name) => !has(name)), [], 'dependencies missing');
    assert.ok(devOnly.length > 0, 'the lockfile marks development-only packages');
    assert.equal(devOnly.filter(has), [], 'development-only devDependencies installed');
  });

  test('then npm run build builds the site', async () => {
    if (!installed) return;
    const { code, output } = await npm(['run', 'build']);
    assert.is(code, 0, output);
    assert.ok(existsSync(path.join(site!.out, 'index.html')), 'dist/index.html');
  });

  test('then npm start serves it', async () => {
    if (!installed) return;
    const port = await freePort();
    const start = startCommand('npm', inCopy(['start', '--', '--port', String(port)]), { cwd: site!.root, env: OFFLINE });
    try {
      await start.next(new RegExp(`Serving dist: http://127\\.0\\.0\\.1:${port}/`), 0);
      for (const page of ['/', '/about']) assert.is((await fetch(`http://127.0.0.1:${port}${page}`)).status, 200, page);
    } finally {
      await start.stop({ group: true });
    }
  });

  test('and npm run dev serves the site', async () => {
    if (!installed) return;
    const dev = startCommand('npm', inCopy(['run', 'dev', '--', '--port', '0']), { cwd: site!.root, env: OFFLINE });
    try {
      const [, origin] = await dev.next(/Dev server: (http:\/\/\S+?)\/?\s/, 0);
      for (const page of ['/', '/about']) assert.is((await fetch(`${origin}${page}`)).status, 200, page);
    } finally {
      await dev.stop({ group: true });
    }
  });

  test.after(() => site?.cleanup());
}

test.run();
