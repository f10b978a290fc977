/**
 * The render helper thread's code as one plain JavaScript file, so that the thread starts without
 * the TypeScript loader: through tsx a thread needs 500–700 ms on this 2-core machine before it
 * can render a page, from a bundle about 100–200 ms, which is what lets a site of a few hundred
 * pages use both cores at all.
 *
 * The bundle is a cache (in node_modules/.cache, like tsx's own), never the source of truth: it is
 * used only while every file esbuild read to make it has the size and modification time it had
 * then. Otherwise the build starts the helper through tsx, as it always could, and writes a fresh
 * bundle beside the build for the next one. Packages stay outside the bundle and load from
 * node_modules as usual. Inputs are recorded by their path from the cache folder, so a project
 * copied or moved together with its node_modules checks its own files, never the original's.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** Bundles made with other options, another esbuild or another manifest layout are not reused. */
const FORMAT = `esm-node20-packages-external-inputs-relative-${esbuild.version}`;

interface Manifest {
  format: string;
  /** The bundle's file name, in the cache folder. */
  bundle: string;
  /** Every input by its path from the cache folder: [size, modification time in ms]. */
  inputs: Record<string, [number, number]>;
}

/** The entry's file name without its extension: its bundles and manifest are named after it. */
const entryName = (entry: string) => path.basename(entry).replace(/\.\w+$/, '');
const manifestFile = (cacheDir: string, entry: string) => path.join(cacheDir, `${entryName(entry)}.json`);

/** The cached bundle of `entry`, if every file it was made from is unchanged; otherwise null. */
export function freshBundle(entry: string, cacheDir: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile(cacheDir, entry), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) return null;
    for (const [file, [size, mtime]] of Object.entries(manifest.inputs)) {
      const stats = statSync(path.resolve(cacheDir, file));
      if (stats.size !== size || stats.mtimeMs !== mtime) return null;
    }
    return path.join(cacheDir, manifest.bundle);
  } catch {
    // No manifest yet, or an input is gone: simply not fresh.
    return null;
  }
}

/**
 * Bundles `entry` into the cache folder and records its inputs. A file changed while esbuild read
 * it could be recorded with its new time but its old text, so such a bundle is not recorded.
 * Returns the bundle's path, or null when it was not recorded.
 */
export async function writeBundle(entry: string, cacheDir: string): Promise<string | null> {
  const started = Date.now();
  // esbuild reports inputs relative to its working folder: the entry's, not wherever the build was started.
  const workDir = path.dirname(path.resolve(entry));
  const result = await esbuild.build({
    absWorkingDir: workDir,
    entryPoints: [path.resolve(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    metafile: true,
    outfile: path.join(cacheDir, 'out.mjs'),
    logLevel: 'silent',
  });
  const inputs: Manifest['inputs'] = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = path.resolve(workDir, input);
    const stats = statSync(file);
    if (stats.mtimeMs >= started) return null;
    inputs[path.relative(cacheDir, file)] = [stats.size, stats.mtimeMs];
  }
  const [output] = result.outputFiles;
  const name = entryName(entry);
  const bundle = `${name}-${output.hash.replace(/[^\w]/g, '')}.mjs`;
  mkdirSync(cacheDir, { recursive: true });
  // Written under temporary names and renamed, so a build running beside this one never reads half a file.
  const swapIn = (file: string, text: string | Uint8Array) => {
    writeFileSync(`${file}.${process.pid}`, text);
    renameSync(`${file}.${process.pid}`, file);
  };
  swapIn(path.join(cacheDir, bundle), output.contents);
  swapIn(manifestFile(cacheDir, entry), JSON.stringify({ format: FORMAT, bundle, inputs } satisfies Manifest));
  // Earlier bundles of this entry: a build that has just started a thread from one has it loaded.
  for (const file of readdirSync(cacheDir)) if (file.startsWith(`${name}-`) && file.endsWith('.mjs') && file !== bundle) rmSync(path.join(cacheDir, file), { force: true });
  return path.join(cacheDir, bundle);
}

/** Where this project keeps its build caches. */
export const buildCacheDir = fileURLToPath(new URL('../../node_modules/.cache/site-build/', import.meta.url));
