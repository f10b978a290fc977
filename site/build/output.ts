/**
 * The output folder, swapped in atomically: the build writes into a sibling temporary folder and
 * renames it over `dist/` only when every stage passed, so a failed build leaves the old site.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import { startFileWriter, type FileSink } from './file-writer.ts';

export interface Staging extends FileSink {
  dir: string;
  /** A port through which another thread writes into this staging folder (site/build/file-writer.ts). */
  channel(): MessagePort;
  stop(): Promise<number>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const dir = `${outDir}.tmp-${process.pid}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return { dir, ...startFileWriter(dir) };
}

export async function commitStaging(staging: Staging, outDir: string): Promise<void> {
  await staging.flush();
  await staging.stop();
  const old = `${outDir}.old-${process.pid}`;
  await rm(old, { recursive: true, force: true });
  await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging.dir, outDir);
  await rm(old, { recursive: true, force: true });
}

export async function discardStaging(staging: Staging): Promise<void> {
  await staging.stop();
  await rm(staging.dir, { recursive: true, force: true });
}

/** `/` → `index.html`, `/about` → `about/index.html`, `/404.html` → `404.html`. */
export function fileForPath(urlPath: string): string {
  if (urlPath.endsWith('.html')) return urlPath.slice(1);
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
