/**
 * Entries of a folder the build must not read: symbolic links and anything else that is not a
 * plain file or folder (a pipe, a socket, a device). A link in content/ or static/ would publish,
 * or read into a page, whatever it points to, any file of this computer included, so every link
 * is refused with its path and target, wherever it points (a file in the project is copied in,
 * not linked). Recursive listing does not follow links to folders, so nothing behind one is read.
 */
import { readdirSync, readlinkSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.ts';

/** Every entry below `dir`; none when it is missing or unreadable (reported where it is read). */
export function entriesBelow(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
}

/** An entry below `dir` as messages name it: `label/<path>`. */
export const shownBelow = (dir: string, label: string, entry: Dirent) => `${label}/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;

/** Each entry below `dir` (listed as `entries`) that is not a plain file or folder, named as `label/<path>`, with why it is refused. */
export function notPlainFiles(dir: string, label: string, entries = entriesBelow(dir)): Problem[] {
  return entries
    .filter((entry) => !entry.isFile() && !entry.isDirectory())
    .map((entry) => {
      const file = shownBelow(dir, label, entry);
      if (!entry.isSymbolicLink()) return { file, message: 'is not a file or a folder (a pipe, a socket or a device): remove it' };
      let target = '';
      try {
        target = ` (to ${readlinkSync(path.join(entry.parentPath, entry.name))})`;
      } catch {
        // Named without its target.
      }
      return { file, message: `is a symbolic link${target}, and the build follows no link, as one could publish any file of this computer: put a copy of the file itself here, or remove the link` };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}
