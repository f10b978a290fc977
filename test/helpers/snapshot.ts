/**
 * A folder's state as a map of path → content hash (or link target), to compare before and after.
 * Read with synchronous calls: a snapshot is hundreds of small files, and the promise API's four
 * trips to the thread pool for each file cost several times the hashing.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

function entry(file: string): string | undefined {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (stat.isSymbolicLink()) return `link to ${readlinkSync(file)}`;
  const mode = (stat.mode & 0o777).toString(8);
  if (stat.isDirectory()) return `folder ${mode}`;
  return `${mode} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
}

/**
 * Every file, folder and symbolic link under `dir` (and `dir` itself, as "."), with its mode.
 * Links are not followed; `keep(name)` leaves out entries of the top folder by name.
 */
export async function snapshotTree(dir: string, keep: (name: string) => boolean = () => true): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const top = entry(dir);
  if (top === undefined) return out;
  out['.'] = top;
  if (!top.startsWith('folder')) return out;
  const walk = (folder: string): void => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, item.name);
      if (folder === dir && !keep(item.name)) continue;
      out[path.relative(dir, file)] = entry(file)!;
      if (item.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return out;
}
