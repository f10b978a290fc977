/**
 * What the editor stage keeps between builds (node_modules/.cache/site-editor/): its preview
 * bundle and the gzip sizes of Decap's files. A cache only saves time: one that cannot be read or
 * written (a read-only node_modules, a build run as another user) is done without.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../generator/image-files.ts';

const cacheFile = (root: string, name: string) => path.join(root, 'node_modules', '.cache', 'site-editor', name);

/** The cached `name` read as JSON, or undefined. */
export function readEditorCache<T>(root: string, name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(cacheFile(root, name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as the cached `name`, whole or not at all; a cache that cannot be written is left. */
export function keepEditorCache(root: string, name: string, value: unknown): void {
  const file = cacheFile(root, name);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeAtomically(file, JSON.stringify(value));
  } catch {
    // The next build makes it again.
  }
}
