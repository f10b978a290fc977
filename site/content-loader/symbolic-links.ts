/**
 * Entries of a folder the build must not read: symbolic links and anything else that is not a
 * plain file or folder (a pipe, a socket, a device). A link in content/ or static/ would publish,
 * or read into a page, whatever it points to, any file of this computer included, so every link
 * is refused with its path and target, wherever it points (a file in the project is copied in,
 * not linked). Recursive listing does not follow links to folders, so nothing behind one is read.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.ts';

/** Each entry below `dir` that is not a plain file or folder, named as `label/<path>`, with why it is refused. */
export function notPlainFiles(dir: string, label: string): Problem[] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    // A folder that is missing or unreadable is reported where it is read.
    return [];
  }
  return entries
    .filter((entry) => !entry.isFile() && !entry.isDirectory())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const file = `${label}/${path.relative(dir, full).split(path.sep).join('/')}`;
      if (!entry.isSymbolicLink()) return { file, message: 'is not a file or a folder (a pipe, a socket or a device): remove it' };
      let target = '';
      try {
        target = ` (to ${readlinkSync(full)})`;
      } catch {
        // Named without its target.
      }
      return { file, message: `is a symbolic link${target}, and the build follows no link, as one could publish any file of this computer: put a copy of the file itself here, or remove the link` };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}
