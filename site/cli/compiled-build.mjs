/**
 * The build's compiled copy for the launcher (build-launcher.mjs): an esbuild bundle of
 * site/cli/build-entry.ts and every project module it reaches (and a few packages: BUNDLED), in
 * node_modules/.cache/site-build/<key>/. The key is a hash of each file the last bundle was made
 * from (esbuild's metafile lists them), of tsconfig.json, package-lock.json, this file, esbuild's
 * version and the project's folder: a copy is used while none changed, and made again otherwise.
 * Code split at each dynamic import, so a library a module loads only when it has work (pdfkit,
 * Pagefind, sharp…) is loaded by the bundle only then too. Written to a folder of its own and renamed
 * into place, so two builds of one project never read half a copy.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The modules the launcher imports from the copy: the command, and how an error is told (when the command's modules fail to load). */
const ENTRIES = { 'build-entry': 'site/cli/build-entry.ts', 'unexpected-error': 'site/cli/unexpected-error.ts' };
const ENTRY_OUT = 'build-entry.mjs';
/**
 * Packages of plain JavaScript that every build loads, bundled into the copy: Node then reads one
 * file instead of resolving and linking each of theirs (zod's and yaml's hundreds). Any other
 * package stays an import: those with native code or files beside them (sharp, esbuild, Pagefind,
 * pdfkit and fontkit, jsdom), and those loaded only when they have work.
 */
const BUNDLED = ['react', 'react-dom', 'zod', 'yaml', 'marked', 'entities', 'saxes', '@capsizecss/core'];
/** Which files made the last copy, and its key (whose folder holds it). */
const LAST = 'last.json';

/** The build's code does not compile: esbuild's messages, each `file:line:column: text`. */
export class CompileError extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

const sha = (...parts) => parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex');
const readOr = (file, otherwise) => {
  try {
    return readFileSync(file);
  } catch {
    return otherwise;
  }
};

/** The key of a copy made from `inputs` (paths relative to `root`, read by `read`), or undefined when one is gone. */
function keyOf(root, tsconfig, esbuildVersion, inputs, read) {
  const contents = inputs.map(read);
  if (contents.some((bytes) => bytes === undefined)) return undefined;
  const setting = [root, esbuildVersion, readOr(tsconfig, ''), readOr(path.join(root, 'package-lock.json'), ''), readFileSync(fileURLToPath(import.meta.url))];
  return sha(...setting, ...inputs.flatMap((file, i) => [file, contents[i]]));
}

/** LAST as written, or undefined when it is missing or unreadable (the copy is then made again). */
function lastCopy(file) {
  try {
    const last = JSON.parse(readFileSync(file, 'utf8'));
    return typeof last?.key === 'string' && Array.isArray(last.inputs) ? last : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The URL of the folder of the compiled build (`build-entry.mjs`, `unexpected-error.mjs`), made
 * now if it is missing or out of date; undefined when the cache folder cannot be written. Throws
 * CompileError when a module does not compile.
 */
export async function compiledBuild(root, tsconfig) {
  const cacheDir = path.join(root, 'node_modules', '.cache', 'site-build');
  const entryOf = (key) => path.join(cacheDir, key, ENTRY_OUT);
  // esbuild's version without loading it: the build loads it only to bundle (site/generator/bundle-cache.ts).
  const { version } = createRequire(import.meta.url)('esbuild/package.json');
  const last = lastCopy(path.join(cacheDir, LAST));
  if (last) {
    const key = keyOf(root, tsconfig, version, last.inputs, (file) => readOr(path.join(root, file), undefined));
    if (key === last.key && existsSync(entryOf(key))) return pathToFileURL(path.join(cacheDir, key, '/')).href;
  }
  const esbuild = await import('esbuild');
  const made = await bundle(esbuild, root, tsconfig);
  const key = keyOf(root, tsconfig, version, made.inputs, (file) => made.read.get(file) ?? readOr(path.join(root, file), undefined));
  try {
    keep(cacheDir, key, made, last?.key);
  } catch {
    return undefined;
  }
  return pathToFileURL(path.join(cacheDir, key, '/')).href;
}

/** Bundles the entry with esbuild in memory; the bytes of each project module it read are kept for the key. */
async function bundle(esbuild, root, tsconfig) {
  const read = new Map();
  // A module's own URL, for paths relative to it (new URL('./x', import.meta.url), createRequire):
  // in the bundle each module keeps the URL of its source file.
  const ownUrls = {
    name: 'own-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, ({ path: file }) => {
        const relative = path.relative(root, file);
        if (relative.startsWith('..') || relative.split(path.sep).includes('node_modules')) return undefined;
        const bytes = readFileSync(file);
        read.set(relative.split(path.sep).join('/'), bytes);
        const contents = bytes.toString('utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href));
        return { contents, loader: /x$/.test(file) ? 'tsx' : 'ts' };
      });
    },
  };
  // Every bare import is left to Node but those of BUNDLED (a package's own files included).
  const packagesOutside = {
    name: 'packages-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
        const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
        return BUNDLED.includes(name) ? undefined : { path: specifier, external: true };
      });
    },
  };
  try {
    const result = await esbuild.build({
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
      absWorkingDir: root,
      tsconfig,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // The bundled packages' CommonJS modules require Node's own; an ES module has no `require` of its own.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      outdir: path.join(root, 'node_modules', '.cache', 'site-build', 'out'),
      outExtension: { '.js': '.mjs' },
      sourcemap: 'linked',
      sourcesContent: false,
      // A smaller file to read and parse; names are kept, and stack lines map back to the sources.
      minifyWhitespace: true,
      minifySyntax: true,
      metafile: true,
      write: false,
      logLevel: 'silent',
      plugins: [ownUrls, packagesOutside],
    });
    return { inputs: Object.keys(result.metafile.inputs).sort(), outputs: result.outputFiles, read };
  } catch (error) {
    if (!Array.isArray(error?.errors)) throw error;
    throw new CompileError(error.errors.map(({ text, location }) => (location ? `${location.file}:${location.line}:${location.column + 1}: ${text}` : text)));
  }
}

/**
 * Writes the copy into a folder of its own, renames it to its key, then points LAST at it; removes
 * the copies before the one LAST named (a build that read LAST a moment ago may still be loading that one).
 */
function keep(cacheDir, key, made, previous) {
  mkdirSync(cacheDir, { recursive: true });
  const outDir = path.join(cacheDir, 'out');
  const partial = path.join(cacheDir, `partial-${process.pid}-${Date.now()}`);
  for (const { path: file, contents } of made.outputs) {
    const target = path.join(partial, path.relative(outDir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
  try {
    renameSync(partial, path.join(cacheDir, key));
  } catch (error) {
    // Another build made the same copy first.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(cacheDir, key, ENTRY_OUT))) throw error;
  }
  const pointer = path.join(cacheDir, `${LAST}.${process.pid}`);
  writeFileSync(pointer, JSON.stringify({ key, inputs: made.inputs }));
  renameSync(pointer, path.join(cacheDir, LAST));
  try {
    for (const name of readdirSync(cacheDir)) {
      const stale = /^[0-9a-f]{64}$/.test(name) && name !== key && name !== previous;
      const abandoned = name.startsWith('partial-') && !alive(Number(name.split('-')[1]));
      if (stale || abandoned) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
    }
  } catch {
    // An old copy left behind costs only room; the next bundle removes it.
  }
}

/** Whether a process `pid` runs (a partial folder of a build that was stopped is removed). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
