/**
 * Content modules as the dev server imports them. Node caches a module by its URL for the life of
 * the process, so re-importing content/products.ts after an edit would return the old text.
 * Here each file is bundled by esbuild together with what it imports from content/ (site.ts) and
 * imported from its own text as a data: URL: a changed text is a new URL, an unchanged one is
 * Node's cache hit.
 */
import { existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { escapeRegExp } from '../lib/text.ts';

type ContentModule = { default?: unknown };

export function contentImporter() {
  const modules = new Map<string, Promise<ContentModule>>();
  return {
    importModule(file: string): Promise<ContentModule> {
      if (!modules.has(file)) modules.set(file, importFresh(file));
      return modules.get(file)!;
    },
    /** After any content module changes: the others may bundle it (site.ts is in most of them). */
    forget(): void {
      modules.clear();
    },
  };
}

/** The error Node's own import throws for a module that is not there, so that loadContent says what the build says. */
const notFound = (missing: string, importer?: string) =>
  Object.assign(new Error(`Cannot find module '${missing}'${importer ? ` imported from ${importer}` : ''}`), { code: 'ERR_MODULE_NOT_FOUND', url: pathToFileURL(missing).href });

/** esbuild's failure with its files absolute (it names them from the working folder), for loadContent to name. */
function bundleFailure(error: esbuild.BuildFailure): Error {
  const first = error.errors?.[0];
  // A removed or renamed module that another imports (content/site.ts, imported by company.ts).
  const specifier = /^Could not resolve "(\.{1,2}\/[^"]+)"$/.exec(first?.text ?? '')?.[1];
  if (specifier && first?.location) {
    const importer = path.resolve(first.location.file);
    return notFound(path.resolve(path.dirname(importer), specifier), importer);
  }
  const errors = (error.errors ?? []).map((e) => (e.location ? { ...e, location: { ...e.location, file: path.resolve(e.location.file) } } : e));
  return Object.assign(new Error(first?.text ?? error.message, { cause: error }), { errors });
}

/**
 * A module runs from its bundled text, so a throw while it loads points into the bundle. Its
 * stack is rewritten through the bundle's source map to the content file and line, as Node's own
 * import would have reported it.
 */
function sourceMapped(error: unknown, marker: string, map: SourceMap, outDir: string): unknown {
  if (!(error instanceof Error) || !error.stack?.includes(marker)) return error;
  const frame = new RegExp(`${escapeRegExp(marker)}:(\\d+):(\\d+)`, 'g');
  error.stack = error.stack.replace(frame, (whole, line: string, column: string) => {
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry.originalSource) return whole;
    return `${pathToFileURL(path.resolve(outDir, entry.originalSource)).href}:${entry.originalLine! + 1}:${entry.originalColumn! + 1}`;
  });
  return error;
}

async function importFresh(file: string): Promise<ContentModule> {
  if (!existsSync(file)) throw notFound(file);
  // Never written (write: false): the output's name only anchors the source map's paths.
  const outfile = `${file}.bundle.js`;
  const result = await esbuild
    .build({ entryPoints: [file], outfile, bundle: true, write: false, format: 'esm', platform: 'node', packages: 'external', logLevel: 'silent', sourcemap: 'external', sourcesContent: false })
    .catch((error: esbuild.BuildFailure) => {
      throw bundleFailure(error);
    });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const map = new SourceMap(JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text));
  const marker = `bundled-content:${pathToFileURL(file).pathname}`;
  const text = `${code}\n//# sourceURL=${marker}`;
  return (import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`) as Promise<ContentModule>).catch((error: unknown) => {
    throw sourceMapped(error, marker, map, path.dirname(outfile));
  });
}
