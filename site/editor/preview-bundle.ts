/**
 * The editor's preview script (preview.client.tsx, with React's server renderer, the model and the
 * page components it renders), bundled by esbuild for the browser. The bundle takes about a second
 * and the site's build should not, so it is kept in node_modules/.cache/site-editor/ with the list
 * of files it was made from and a hash of each (esbuild's metafile; the packages it took from
 * node_modules by package-lock.json): while none changed, the build reads it from there.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATUS_CODES } from 'node:http';
import type * as esbuild from 'esbuild';
import { keepBuildCache, readBuildCache } from '../generator/build-cache.ts';

/** The editor stage's cache folder under node_modules/.cache/. */
const EDITOR_CACHE = 'site-editor';

const ENTRY = 'site/editor/preview.client.tsx';
const LOCKFILE = 'package-lock.json';
const CACHE = 'preview.json';
/** This file: how the bundle is made is part of what it was made from. */
const BUNDLER = 'site/editor/preview-bundle.ts';

/**
 * The model's modules import a few of Node's (a scene file is read by path at build time); the
 * preview never calls them, so in the browser each is a stand-in that says so if it ever is. The
 * route table names the error pages by node:http's STATUS_CODES, which are copied in as they are;
 * the content reader names a file by node:path's basename, which path-browserify gives.
 */
const nodeStandIns: esbuild.Plugin = {
  name: 'node-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^node:path$/ }, () => build.resolve('path-browserify', { kind: 'import-statement', resolveDir: build.initialOptions.absWorkingDir }));
    build.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-stand-in' }));
    build.onLoad({ filter: /^node:http$/, namespace: 'node-stand-in' }, () => ({ contents: `module.exports = { STATUS_CODES: ${JSON.stringify(STATUS_CODES)} };`, loader: 'js' }));
    build.onLoad({ filter: /.*/, namespace: 'node-stand-in' }, (args) => ({
      contents: `module.exports = new Proxy({}, { get: (_, name) => () => { throw new Error(${JSON.stringify(`${args.path} is not in the browser: `)} + String(name)); } });`,
      loader: 'js',
    }));
  },
};

interface Cached {
  /** Each input, relative to the project, with the hash of its bytes when bundled. */
  inputs: Record<string, string>;
  script: string;
}

const hashFile = (file: string): string | undefined => {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
};

function readCache(root: string): string | undefined {
  const cached = readBuildCache<Cached>(root, EDITOR_CACHE, CACHE);
  const fresh = cached && Object.entries(cached.inputs).every(([input, hash]) => hashFile(path.join(root, input)) === hash);
  return fresh ? cached.script : undefined;
}

export async function bundlePreview(root: string): Promise<string> {
  const cached = readCache(root);
  if (cached !== undefined) return cached;
  // Loaded only to bundle: a build that reads the preview from the cache does without esbuild.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(root, ENTRY)],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome93', 'firefox98', 'safari15.4'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [nodeStandIns],
  });
  const script = result.outputFiles[0].text;
  // The packages it bundled stand for themselves by the lockfile, which names each one's version.
  const own = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':') && !input.startsWith('node_modules/'));
  const inputs = Object.fromEntries([...own, LOCKFILE, BUNDLER].map((input) => [input, hashFile(path.join(root, input)) ?? '']));
  keepBuildCache(root, EDITOR_CACHE, CACHE, { inputs, script } satisfies Cached);
  return script;
}
