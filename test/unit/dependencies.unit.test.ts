/**
 * `npm ci --omit=dev` installs only `dependencies`, and that must be enough for `npm run build`,
 * `npm run dev` and `npm start`. The packages their code imports are found the way a bundler sees
 * them: esbuild bundles each program the build and the dev server start (with every package left
 * outside) and the browser code it bundles (content/ is data, never imported); every import it
 * leaves outside is a package that must be installed. The commands are read from the scripts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { planBundle } from '../../site/generator/bundle.ts';
import { projectRoot } from '../helpers/server.ts';

interface PackageJson {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
const manifest = readJson(path.join(projectRoot, 'package.json'));
const dependencies = Object.keys(manifest.dependencies ?? {});

/** The programs `npm run build` and `npm run dev` run (the build's launcher, and build.ts, which it bundles or tsx runs), and the dev server's build thread. */
const PROGRAMS = ['build.ts', 'site/cli/build-launcher.mjs', 'dev.ts', 'site/dev/build-worker.ts'];
/** The dev server bundles this for the browser beside the site's own islands and stylesheets. */
const DEV_CLIENT = 'site/dev/reload.client.ts';

/** A bare import's package: `react/jsx-runtime` → `react`, `@scope/name/x` → `@scope/name`. */
function packageOf(specifier: string): string | null {
  if (/^(node:|data:|file:|\.{0,2}\/)/.test(specifier) || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Packages left outside the bundles of `entries`, by the project file that imports each. */
async function externalImports(entries: string[], options: esbuild.BuildOptions): Promise<Map<string, string>> {
  const result = await esbuild.build({
    ...options,
    entryPoints: entries.map((file) => path.join(projectRoot, file)),
    absWorkingDir: projectRoot,
    bundle: true,
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
  });
  const found = new Map<string, string>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    for (const { path: specifier, external } of input.imports) {
      const name = external ? packageOf(specifier) : null;
      if (name) found.set(name, file);
    }
    // A thread loads tsx's API by a resolved name, which the bundler does not see as an import.
    // Only script files hold one (not stylesheets, fonts, or the plugin's `brand-font:` module).
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(path.join(projectRoot, file), 'utf8').matchAll(/import\.meta\.resolve\(\s*['"]([^'"]+)['"]/g)) {
      const name = packageOf(specifier);
      if (name) found.set(name, file);
    }
  }
  return found;
}

async function runtimeImports(): Promise<Map<string, string>> {
  const plan = await planBundle(path.join(projectRoot, 'site'), path.join(projectRoot, 'out'));
  const client = [...Object.values(plan.entryPoints).map((file) => path.relative(projectRoot, file)), DEV_CLIENT];
  const server = await externalImports(PROGRAMS, { platform: 'node', format: 'esm', jsx: 'automatic' });
  // The stylesheets' own plugin and loaders: `@import 'brand-font'` is answered by the build, not a package.
  const { plugins, loader } = plan.options;
  const browser = await externalImports(client, { platform: 'browser', format: 'esm', splitting: true, plugins, loader });
  return new Map([...browser, ...server]);
}

/** The commands a script runs: the first word of each command in it, following `npm run x` into x. */
function commandsOf(script: string, scripts: Record<string, string>, seen = new Set<string>()): string[] {
  const commands: string[] = [];
  // Quoted arguments may hold `|` or `;`: they are no commands.
  for (const part of script.replace(/"(?:\\.|[^"\\])*"|'[^']*'/g, '""').split(/&&|\|\||;|\|/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    // Variable assignments, and the shell's `exec`, which runs the command in the shell's place.
    while (words.length && (/^\w+=/.test(words[0]) || words[0] === 'exec')) words.shift();
    if (!words.length) continue;
    const [command, sub, target] = words;
    // `npm run x` (or `npm start`, `npm test`) runs another script: its commands, read once.
    const runs = command === 'npm' ? (sub === 'run' || sub === 'run-script' ? target : ['start', 'test'].includes(sub) ? sub : undefined) : undefined;
    if (runs === undefined) commands.push(command);
    else if (!seen.has(runs)) {
      seen.add(runs);
      commands.push(...commandsOf(scripts[runs] ?? '', scripts, seen));
    }
  }
  return commands;
}

/** Which installed package provides each command in node_modules/.bin. */
function commandProviders(): Map<string, string> {
  const providers = new Map<string, string>();
  const all = [...dependencies, ...Object.keys(manifest.devDependencies ?? {})];
  for (const name of all) {
    const { bin } = readJson(path.join(projectRoot, 'node_modules', name, 'package.json'));
    const commands = typeof bin === 'string' ? [name.replace(/^@[^/]+\//, '')] : Object.keys(bin ?? {});
    for (const command of commands) providers.set(command, name);
  }
  return providers;
}

test('packageOf names the package of a bare import and nothing for built-ins or files', () => {
  assert.is(packageOf('react/jsx-runtime'), 'react');
  assert.is(packageOf('@scope/name/deep/file.js'), '@scope/name');
  assert.is(packageOf('tsx/esm/api'), 'tsx');
  for (const notPackage of ['node:fs', 'fs', 'fs/promises', './x.ts', '../x.ts', '/abs/x.js', 'data:text/javascript,1', 'file:///x.js']) assert.is(packageOf(notPackage), null, notPackage);
});

test('commandsOf follows npm run into other scripts and splits chained commands', () => {
  const scripts = { start: 'npm run build && exec serve dist --no-clipboard', build: 'NODE_ENV=production tsx build.ts', loop: 'npm run loop' };
  assert.equal(commandsOf(scripts.start, scripts), ['tsx', 'serve']);
  assert.equal(commandsOf('uvu . "\\.(unit|build)\\.test\\.ts$" -i dist; tsc -p x | tee log', scripts), ['uvu', 'tsc', 'tee'], 'a quoted | is no pipe');
  assert.equal(commandsOf('npm run loop', scripts), [], 'a script that runs itself is read once');
});

test('every package the build, the dev server and their threads import is a dependency', async () => {
  const imports = await runtimeImports();
  for (const expected of ['react', 'esbuild', 'tsx']) assert.ok(imports.has(expected), `the scan finds ${expected}: it reads the code`);
  const missing = [...imports].filter(([name]) => !dependencies.includes(name)).map(([name, file]) => `${name} (imported by ${file})`);
  assert.equal(missing, [], 'move these to "dependencies": npm install --save-prod --save-exact <name>@<version>');
});

test('every command the build, dev and start scripts run is provided by a dependency', () => {
  const providers = commandProviders();
  for (const script of ['build', 'dev', 'start']) {
    assert.ok(manifest.scripts[script], `package.json has a "${script}" script`);
    for (const command of commandsOf(manifest.scripts[script], manifest.scripts)) {
      if (command === 'node' || command === 'npm') continue;
      const provider = providers.get(command);
      assert.ok(provider, `npm run ${script} runs "${command}", which no installed package provides`);
      assert.ok(dependencies.includes(provider!), `npm run ${script} runs "${command}" from ${provider}, a devDependency: npm install --save-prod --save-exact ${provider}`);
    }
  }
});

test.run();
