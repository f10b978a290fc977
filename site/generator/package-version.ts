/**
 * An installed package's version, read from its package.json without loading the package: the
 * caches of the stages (social images, PDFs, search, drawings) key their files by the versions of
 * the libraries that make them. Resolved as an import, so a package that only exports ES modules
 * (Pagefind) is found too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageVersion(name: string): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.resolve(name))); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (manifest.name === name) return manifest.version;
    } catch {
      // No package.json at this level: look further up.
    }
  }
  throw new Error(`no package.json found for ${name}`);
}
