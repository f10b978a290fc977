/**
 * The bundle stage with a cache: the last bundle's files and assets are kept in
 * node_modules/.cache/site-bundle/ with a hash of every file esbuild read for it (its metafile's
 * inputs: stylesheets, island code, GSAP, the font), of the options, the brand font's rules, the
 * client tsconfig, this stage's code and esbuild's version. While none changed, the build writes
 * those files again instead of bundling (about a second of esbuild's CPU on two cores): the same
 * bytes, since the files are the ones esbuild wrote. The dev server bundles on its own (site/dev/bundler.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { ASSETS_DIR } from './host-config.ts';
import { brandFontFaces } from './brand-font.ts';
import { assetsFromMetafile, bundleError, planBundle, type Assets, type BundlePlan } from './bundle.ts';
import { keepBuildCache, readBuildCache } from './build-cache.ts';
import { sha } from './image-files.ts';
import { packageVersion } from './package-version.ts';

/** The code that decides what the bundle is and what the pages are told of it. */
const STAGE_CODE = ['./bundle.ts', './brand-font.ts', './bundle-cache.ts'];

interface CachedBundle {
  key: string;
  /** What esbuild read, relative to the project (a plugin's module, `brand-font:…`, is no file and is keyed by its text). */
  inputs: string[];
  assets: Assets;
  /** Below the assets folder. */
  files: { file: string; base64: string }[];
}

const isFile = (input: string) => !/^[\w-]+:/.test(input);

/** What the bundle depends on besides its input files. */
function settingsKey(plan: BundlePlan): string {
  const { outdir: _outdir, absWorkingDir, tsconfig, entryPoints, plugins, ...options } = plan.options;
  const project = (file: string) => path.relative(absWorkingDir, file);
  const entries = Object.fromEntries(Object.entries(entryPoints as Record<string, string>).map(([name, file]) => [name, project(file)]));
  return sha(
    packageVersion('esbuild'),
    JSON.stringify({ ...options, entryPoints: entries, plugins: (plugins ?? []).map((p) => p.name) }),
    readFileSync(tsconfig!),
    brandFontFaces(),
    ...STAGE_CODE.map((file) => readFileSync(new URL(file, import.meta.url))),
  );
}

/** The key of a bundle made from `inputs` under `settings`, or undefined when an input is gone. */
function bundleKey(root: string, settings: string, inputs: string[]): string | undefined {
  try {
    return sha(settings, ...inputs.flatMap((input) => [input, isFile(input) ? readFileSync(path.join(root, input)) : '']));
  } catch {
    return undefined;
  }
}

/** The bundle stage: the client assets in `outDir`'s assets folder, from the cache while nothing they are made from changed. */
export async function cachedBundleAssets(root: string, outDir: string): Promise<Assets & { fromCache: boolean }> {
  const plan = await planBundle(path.join(root, 'site'), outDir);
  const settings = settingsKey(plan);
  const assetsDir = path.join(outDir, ASSETS_DIR);
  const cached = readBuildCache<CachedBundle>(root, 'site-bundle', 'bundle.json');
  if (cached && cached.key === bundleKey(root, settings, cached.inputs)) {
    for (const { file, base64 } of cached.files) {
      await mkdir(path.dirname(path.join(assetsDir, file)), { recursive: true });
      await writeFile(path.join(assetsDir, file), Buffer.from(base64, 'base64'));
    }
    return { ...cached.assets, fromCache: true };
  }
  // esbuild is loaded only to bundle: a build that reads the bundle from here does without it.
  const esbuild = await import('esbuild');
  const started = Date.now();
  const result = await esbuild.build(plan.options).catch((error: esbuild.BuildFailure) => {
    throw bundleError(error);
  });
  const assets = assetsFromMetafile(plan, result.metafile);
  const inputs = Object.keys(result.metafile.inputs).sort();
  // An input saved while esbuild ran may not be what it read: such a bundle is not kept.
  const steady = inputs.filter(isFile).every((input) => statSync(path.join(root, input)).mtimeMs < started);
  const key = steady ? bundleKey(root, settings, inputs) : undefined;
  if (key) {
    // The metafile's outputs, as other stages may write into the assets folder meanwhile.
    const written = Object.keys(result.metafile.outputs).map((output) => path.resolve(root, output)).sort();
    const files = written.map((file) => ({ file: path.relative(assetsDir, file).split(path.sep).join('/'), base64: readFileSync(file).toString('base64') }));
    keepBuildCache(root, 'site-bundle', 'bundle.json', { key, inputs, assets, files } satisfies CachedBundle);
  }
  return { ...assets, fromCache: false };
}
