/**
 * Content modules as the dev server imports them. Node caches a module by its URL for the life of
 * the process, so re-importing content/products.ts after an edit would return the old text.
 * Here each file is bundled by esbuild together with what it imports from content/ (site.ts) and
 * imported from its own text as a data: URL: a changed text is a new URL, an unchanged one is
 * Node's cache hit.
 */
import { existsSync } from 'node:fs';
import * as esbuild from 'esbuild';

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

async function importFresh(file: string): Promise<ContentModule> {
  // The message loadContent recognises as a missing file.
  if (!existsSync(file)) throw Object.assign(new Error(`Cannot find module '${file}'`), { code: 'ERR_MODULE_NOT_FOUND' });
  const result = await esbuild
    .build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', packages: 'external', logLevel: 'silent' })
    .catch((error: esbuild.BuildFailure) => {
      const first = error.errors?.[0];
      throw new Error(first ? `${first.location ? `line ${first.location.line}: ` : ''}${first.text}` : error.message);
    });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`) as Promise<ContentModule>;
}
