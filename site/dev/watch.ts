/**
 * Watches folder trees for edits and hands them over in batches: the events one save makes
 * (write, rename, attributes) arrive within a few milliseconds and become one batch.
 *
 * Each folder gets its own watcher, not one recursive watcher per tree: on Linux, Node's
 * recursive watch follows files by inode, so it goes deaf to a file the first time an editor
 * saves it by writing a temporary file and renaming it over the original (sed -i, vim, many
 * IDEs). A folder's watcher sees those renames.
 *
 * A folder that comes or goes (a removed or renamed `content/blog`, or `content/` itself) is
 * reported as such, because the files it held or holds may matter though no file event names
 * them: each root's parent folder is watched too, for the root's own name.
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

const filesIn = (folder: string): string[] => {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
};

/** What changed within one save: files (edited, added or removed), and folders that came or went. */
export interface Batch {
  files: string[];
  folders: string[];
}

export function watchFolders(roots: string[], onBatch: (batch: Batch) => void): { close: () => void } {
  const watchers = new Map<string, FSWatcher>();
  const parents = new Map<string, FSWatcher>();
  let batch: { files: Set<string>; folders: Set<string> } = { files: new Set(), folders: new Set() };
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    const { files, folders } = batch;
    batch = { files: new Set(), folders: new Set() };
    onBatch({ files: [...files], folders: [...folders] });
  };
  const note = (kind: 'files' | 'folders', file: string) => {
    batch[kind].add(file);
    timer ??= setTimeout(flush, SETTLE_MS);
  };

  /** Stops watching a folder and every folder under it. */
  const forget = (folder: string) => {
    for (const [dir, watcher] of watchers) {
      if (dir !== folder && !dir.startsWith(folder + path.sep)) continue;
      watcher.close();
      watchers.delete(dir);
    }
  };
  /** A folder that appeared (a new widget, a copied or restored tree): watch it afresh, and count what it holds as edited. */
  const arrived = (folder: string) => {
    forget(folder);
    for (const inner of folderTree(folder)) follow(inner);
    note('folders', folder);
    for (const inner of filesIn(folder)) note('files', inner);
  };
  /** A watched folder that went away; renamed, its new name arrives on its own. */
  const left = (folder: string) => {
    if (!watchers.has(folder)) return;
    forget(folder);
    note('folders', folder);
  };
  const seen = (file: string) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) arrived(file);
    else if (!stat && watchers.has(file)) left(file);
    else note('files', file);
  };

  function follow(folder: string): void {
    if (watchers.has(folder)) return;
    try {
      const watcher = watch(folder, (_event, name) => {
        if (!existsSync(folder)) return left(folder);
        if (name) seen(path.join(folder, name.toString()));
      });
      watcher.on('error', () => left(folder));
      watchers.set(folder, watcher);
    } catch {
      // The folder went away before it could be watched.
    }
  }

  /** A root's own removal or return is seen from its parent, which nothing else watches. */
  const followRoot = (root: string) => {
    const parent = path.dirname(root);
    if (parents.has(parent)) return;
    try {
      const watcher = watch(parent, (_event, name) => {
        const file = name ? path.join(parent, name.toString()) : undefined;
        if (file && roots.includes(file)) seen(file);
      });
      watcher.on('error', () => parents.delete(parent));
      parents.set(parent, watcher);
    } catch {
      // No parent to watch: the root's removal is still seen by its own watcher.
    }
  };

  for (const root of roots) {
    followRoot(root);
    for (const folder of folderTree(root)) follow(folder);
  }
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of [...watchers.values(), ...parents.values()]) watcher.close();
      watchers.clear();
      parents.clear();
    },
  };
}
