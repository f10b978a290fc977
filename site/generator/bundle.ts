/**
 * The bundle stage: the stylesheet and every island's client entry, with esbuild: minified,
 * content-hashed names, shared chunks split out, lowered for the older Android browsers we serve.
 * Runs before rendering so that pages can link the hashed names.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { ASSETS_DIR } from './host-config.ts';
import { brandFontPlugin } from './brand-font.ts';
import { BuildError } from '../errors.ts';

/** Android's Chrome 64 era (module scripts, dynamic import) and iOS 14.5; esbuild lowers anything newer. The islands start only from Chrome 93, Firefox 98 and Safari 15.4 (early-script.ts). */
export const BROWSER_TARGET = ['chrome64', 'edge79', 'firefox67', 'safari14.1', 'ios14.5'];

/**
 * Script syntax left as written: every browser that starts the islands (Chrome 93, Firefox 98,
 * Safari 15.4 and newer: early-script.ts) has it, and an older one never loads their scripts.
 * Lowered, it would weigh more (docs/performance.md, "Page weight"). The CSS keeps the older target.
 */
const ISLAND_SYNTAX: Record<string, boolean> = Object.fromEntries([
  'optional-chain', 'nullish-coalescing', 'logical-assignment', 'class-field', 'class-static-field',
  'class-private-field', 'class-private-method', 'class-private-accessor', 'class-private-static-field',
  'class-private-static-method', 'class-private-static-accessor', 'regexp-match-indices',
].map((feature) => [feature, true]));

export interface IslandAsset {
  src: string;
  /** Chunks the entry imports statically: preloaded beside it to avoid a waterfall. */
  imports: string[];
  /** Every script the island may load, dynamic imports (GSAP) included: what a visitor who
   * scrolls to the end downloads. The page weights are summed from it. */
  closure: string[];
  /** The island animates with GSAP: its page gets the animated-page budget. */
  animated: boolean;
}

/** The stylesheets: main on every page, plus one per page group that needs more. */
export const stylesheets = ['main', 'home', 'resources', 'product', 'company', 'site-search'] as const;
export type Stylesheet = (typeof stylesheets)[number];

export interface Assets {
  css: Record<Stylesheet, string>;
  /** The brand typeface's woff2 (site/generator/brand-font.ts): every page preloads it. */
  fonts: string[];
  islands: Record<string, IslandAsset>;
}

/** Every `site/widgets/<name>/<name>.client.ts`, by island name. */
async function findIslandEntries(siteDir: string): Promise<Record<string, string>> {
  const widgets = path.join(siteDir, 'widgets');
  const entries: Record<string, string> = {};
  for (const folder of (await readdir(widgets, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    const files = await readdir(path.join(widgets, folder.name));
    for (const file of files.filter((f) => f.endsWith('.client.ts'))) {
      const name = file.slice(0, -'.client.ts'.length);
      if (name !== folder.name) throw new BuildError(`site/widgets/${folder.name}/${file}: a client entry must be named after its folder (${folder.name}.client.ts)`);
      entries[name] = path.join(widgets, folder.name, file);
    }
  }
  return entries;
}

/** What to bundle and how: the same for a clean build and for the dev server's incremental rebuilds. */
export interface BundlePlan {
  outDir: string;
  entryPoints: Record<string, string>;
  islands: Record<string, string>;
  options: esbuild.BuildOptions & { metafile: true; absWorkingDir: string };
}

export async function planBundle(siteDir: string, outDir: string): Promise<BundlePlan> {
  const islands = await findIslandEntries(siteDir);
  const clash = stylesheets.find((name) => name in islands);
  if (clash) throw new BuildError(`site/widgets/${clash}: an island may not be named like a stylesheet (${stylesheets.join(', ')})`);
  const css = Object.fromEntries(stylesheets.map((name) => [name, path.join(siteDir, `styles/${name}.css`)]));
  const entryPoints: Record<string, string> = { ...css, ...islands };
  const options = {
    entryPoints,
    outdir: path.join(outDir, ASSETS_DIR),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: BROWSER_TARGET,
    supported: ISLAND_SYNTAX,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    loader: { '.woff2': 'file' },
    plugins: [brandFontPlugin] as esbuild.Plugin[],
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'silent',
    tsconfig: path.join(siteDir, '..', 'tsconfig.client.json'),
    // esbuild hashes paths relative to its working folder: the project's, whatever the shell's.
    absWorkingDir: path.resolve(siteDir, '..'),
  } as const;
  return { outDir, entryPoints, islands, options };
}

export function bundleError(error: esbuild.BuildFailure): BuildError {
  const problems = (error.errors ?? []).map((e) => ({ file: e.location?.file ?? 'site', message: `${e.location ? `line ${e.location.line}: ` : ''}${e.text}` }));
  return new BuildError('Bundling failed:', problems, { cause: error });
}

/** The hashed URL of each stylesheet and island entry, and what each island loads, from esbuild's metafile. */
export function assetsFromMetafile({ outDir, entryPoints, islands, options }: BundlePlan, metafile: esbuild.Metafile): Assets {
  // The metafile's paths are relative to esbuild's working folder.
  const resolve = (file: string) => path.resolve(options.absWorkingDir, file);
  const url = (output: string) => `/${path.relative(outDir, resolve(output)).split(path.sep).join('/')}`;
  const outputs = metafile.outputs;
  const closureOf = (output: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const i of outputs[output]?.imports ?? []) if (!i.external) closureOf(i.path, seen);
    return seen;
  };
  const assets: Assets = { css: Object.fromEntries(stylesheets.map((name) => [name, ''])) as Record<Stylesheet, string>, fonts: [], islands: {} };
  for (const [output, meta] of Object.entries(outputs)) {
    if (output.endsWith('.woff2')) assets.fonts.push(url(output));
    if (!meta.entryPoint) continue;
    const name = Object.entries(entryPoints).find(([, file]) => path.resolve(file) === resolve(meta.entryPoint!))?.[0];
    if (output.endsWith('.css') && (stylesheets as readonly string[]).includes(name ?? '')) assets.css[name as Stylesheet] = url(output);
    else if (output.endsWith('.js') && name && name in islands) {
      assets.islands[name] = {
        src: url(output),
        imports: meta.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
        closure: [...closureOf(output)].map(url),
        animated: [...closureOf(output)].some((o) => Object.keys(outputs[o]?.inputs ?? {}).some((input) => input.includes('node_modules/gsap'))),
      };
    }
  }
  return assets;
}
