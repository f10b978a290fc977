/**
 * What a stage keeps between builds as JSON, in node_modules/.cache/<folder>/: the editor's preview
 * bundle and the gzip sizes of Decap's files (site-editor), the search index (site-search). A cache
 * only saves time: one that cannot be read or written (a read-only node_modules, a build run as
 * another user) is done without.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from './image-files.ts';

const cacheFile = (root: string, folder: string, name: string) => path.join(root, 'node_modules', '.cache', folder, name);

/** The cached `name` read as JSON, or undefined. */
export function readBuildCache<T>(root: string, folder: string, name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(cacheFile(root, folder, name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as the cached `name`, whole or not at all; a cache that cannot be written is left. */
export function keepBuildCache(root: string, folder: string, name: string, value: unknown): void {
  const file = cacheFile(root, folder, name);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeAtomically(file, JSON.stringify(value));
  } catch {
    // The next build makes it again.
  }
}
