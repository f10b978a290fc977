/** A folder's state as a map of path → content hash (or link target), to compare before and after. */
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';

async function entry(file: string): Promise<string | undefined> {
  const stat = await lstat(file).catch(() => undefined);
  if (!stat) return undefined;
  if (stat.isSymbolicLink()) return `link to ${await readlink(file)}`;
  const mode = (stat.mode & 0o777).toString(8);
  if (stat.isDirectory()) return `folder ${mode}`;
  return `${mode} ${createHash('sha256').update(await readFile(file)).digest('hex')}`;
}

/**
 * Every file, folder and symbolic link under `dir` (and `dir` itself, as "."), with its mode.
 * Links are not followed; `keep(name)` leaves out entries of the top folder by name.
 */
export async function snapshotTree(dir: string, keep: (name: string) => boolean = () => true): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const top = await entry(dir);
  if (top === undefined) return out;
  out['.'] = top;
  if (!top.startsWith('folder')) return out;
  const walk = async (folder: string): Promise<void> => {
    for (const item of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, item.name);
      if (folder === dir && !keep(item.name)) continue;
      out[path.relative(dir, file)] = (await entry(file))!;
      if (item.isDirectory()) await walk(file);
    }
  };
  await walk(dir);
  return out;
}
