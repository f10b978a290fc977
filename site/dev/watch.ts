/**
 * Watches folder trees for edits and hands them over in batches: the events one save makes
 * (write, rename, attributes) arrive within a few milliseconds and become one batch.
 *
 * Each folder gets its own watcher, not one recursive watcher per tree: on Linux, Node's
 * recursive watch follows files by inode, so it goes deaf to a file the first time an editor
 * saves it by writing a temporary file and renaming it over the original (sed -i, vim, many
 * IDEs). A folder's watcher sees those renames.
 */
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** How long after the first event of a save the batch is handed over. */
const SETTLE_MS = 8;

const folderTree = (root: string): string[] => {
  try {
    return [root, ...readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name))];
  } catch {
    return [];
  }
};

const filesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));

export function watchFolders(roots: string[], onBatch: (files: string[]) => void): { close: () => void } {
  const watchers = new Map<string, FSWatcher>();
  let batch = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    const files = [...batch];
    batch = new Set();
    onBatch(files);
  };
  const changed = (file: string) => {
    batch.add(file);
    timer ??= setTimeout(flush, SETTLE_MS);
  };

  const forget = (folder: string) => {
    watchers.get(folder)?.close();
    watchers.delete(folder);
  };
  const follow = (folder: string) => {
    if (watchers.has(folder)) return;
    try {
      const watcher = watch(folder, (_event, name) => {
        if (!existsSync(folder)) return forget(folder);
        if (!name) return;
        const file = path.join(folder, name.toString());
        // A new folder (a new widget, a copied tree): watch it, and count what it holds as edited.
        if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
          for (const inner of folderTree(file)) follow(inner);
          for (const inner of filesIn(file)) changed(inner);
        } else changed(file);
      });
      // A removed folder's removal is reported by its parent's watcher; its own goes, so that a
      // folder made again under the same name is watched again.
      watcher.on('error', () => forget(folder));
      watchers.set(folder, watcher);
    } catch {
      // The folder went away before it could be watched.
    }
  };

  for (const root of roots) for (const folder of folderTree(root)) follow(folder);
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
