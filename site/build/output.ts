/**
 * The output folder, swapped in atomically: the build writes into a sibling temporary folder and
 * renames it over `dist/` only when every stage passed, so a failed build leaves the old site.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Staging {
  dir: string;
  /** Writes a file below the staging folder, creating its parent folders. */
  write(file: string, data: string | Uint8Array): Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const dir = `${outDir}.tmp-${process.pid}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async write(file, data) {
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    },
  };
}

export async function commitStaging(staging: Staging, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  await rm(old, { recursive: true, force: true });
  await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging.dir, outDir);
  await rm(old, { recursive: true, force: true });
}

export async function discardStaging(staging: Staging): Promise<void> {
  await rm(staging.dir, { recursive: true, force: true });
}

/** `/` → `index.html`, `/about` → `about/index.html`, `/404.html` → `404.html`. */
export function fileForPath(urlPath: string): string {
  if (urlPath.endsWith('.html')) return urlPath.slice(1);
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
