/**
 * Checks the output folder before the build writes anything. The build replaces its output
 * folder whole, so it refuses one that is, holds or lies inside the project's own folders, an
 * existing folder that is not an earlier build, a file, a symbolic link, and folders it could not
 * replace or write beside. Paths are compared as the file system sees them: symbolic links
 * resolved and `..` removed.
 */
import { accessSync, constants, lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { OutputFolderError } from '../errors.ts';
import { isBuildOutput, MARKER_FILE } from './marker.ts';
import { displayPath } from '../cli/project-paths.ts';

/** The real path of `file`, which need not exist: its nearest existing folder resolved, the rest appended. */
function realPath(file: string): string {
  const missing: string[] = [];
  let at = path.resolve(file);
  for (;;) {
    try {
      return path.join(realpathSync.native(at), ...missing.reverse());
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return path.resolve(file);
      missing.push(path.basename(at));
      at = parent;
    }
  }
}

const isInside = (dir: string, file: string) => file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);

/** The project's own folders, which no output may be, hold or lie inside. */
const GUARDED = ['content', 'site', 'static', 'test', 'node_modules', '.git'];

export interface OutputCheck {
  root: string;
  contentDir: string;
  outDir: string;
}

function refuseGuarded({ root, contentDir, outDir }: OutputCheck, given: string, out: string): void {
  const realRoot = realPath(root);
  if (out === realRoot || isInside(out, realRoot)) {
    const what = out === realRoot ? 'is the project folder itself' : 'contains the project folder';
    throw new OutputFolderError(`--out ${given} ${what}: the build replaces its output folder whole, which would delete the sources and .git.`, 'build into a folder of its own, e.g. --out dist');
  }
  const guarded = [...new Set([contentDir, ...GUARDED.map((name) => path.join(root, name))])];
  for (const dir of guarded) {
    const real = realPath(dir);
    const name = `the project's folder ${displayPath(root, dir)}/`;
    const what =
      out === real ? `is ${name}: the build replaces its output folder whole, which would delete it`
      : isInside(out, real) ? `contains ${name}: the build replaces its output folder whole, which would delete it`
      : isInside(real, out) ? `lies inside ${name}: the built site would be mixed into the project's own files`
      : undefined;
    if (what) throw new OutputFolderError(`--out ${given} ${what}.`, 'build into a folder of its own, e.g. --out dist');
  }
}

/** The first folder at or below `dir` that the build could not empty, if any. */
function readOnlyFolder(dir: string): string | undefined {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch {
    return dir;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const found = readOnlyFolder(path.join(dir, entry.name));
    if (found) return found;
  }
  return undefined;
}

/** What is at `file`, if anything; a path through a file has nothing at its end. */
function entryAt(file: string) {
  try {
    return lstatSync(file, { throwIfNoEntry: false });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return undefined;
    throw new OutputFolderError(`Cannot look at ${file} (${code}).`, 'check the permissions of the folders on the way, or choose another folder with --out', { cause: error });
  }
}

/** The nearest folder (or file) at or above the parent of `file` that exists. */
function nearestExisting(file: string): string {
  let at = path.dirname(file);
  while (!entryAt(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/**
 * Throws an OutputFolderError if the build must not or could not replace `outDir`; otherwise
 * says whether it exists (an earlier build, or an empty folder).
 */
export function checkOutputFolder(check: OutputCheck): { existed: boolean } {
  const { root, outDir } = check;
  const given = displayPath(root, outDir);
  const out = realPath(outDir);
  refuseGuarded(check, given, out);

  const stats = entryAt(outDir);
  const fix = `move or delete it, or choose another folder with --out`;
  if (stats?.isSymbolicLink()) {
    throw new OutputFolderError(`${given} is a symbolic link (to ${readlinkSync(outDir)}): the build puts the new site in place by renaming a folder over it, which would replace the link, not the folder it points to.`, `remove the link (rm ${given}), or build into the real folder with --out ${realPath(outDir)}`);
  }
  if (stats && !stats.isDirectory()) throw new OutputFolderError(`${given} is a file, not a folder: the build writes the site as a folder there.`, fix);
  if (stats && readdirSync(outDir).length > 0 && !isBuildOutput(outDir)) {
    const some = readdirSync(outDir).slice(0, 3).join(', ');
    throw new OutputFolderError(`${given} holds other files (${some}…) and is not the output of an earlier build (it has no ${MARKER_FILE}): the build replaces its output folder whole and would delete them.`, `choose a new or empty folder with --out, or delete ${given} if nothing in it is needed`);
  }

  // The new site is written beside the output and renamed over it: that folder must be writable.
  const parent = nearestExisting(outDir);
  const where = parent === root ? 'the project folder' : displayPath(root, parent);
  if (!lstatSync(parent).isDirectory()) throw new OutputFolderError(`--out ${given}: ${where} is a file, so no folder can be made below it.`, fix);
  try {
    accessSync(parent, constants.W_OK | constants.X_OK);
  } catch {
    throw new OutputFolderError(`Cannot write in ${where}, where the build makes the new site beside ${given} before putting it in place.`, `make ${where} writable, or choose another folder with --out`);
  }
  // Replacing the previous site means deleting every file in it.
  const readOnly = stats ? readOnlyFolder(outDir) : undefined;
  if (readOnly) {
    throw new OutputFolderError(`${displayPath(root, readOnly)} is read-only: the build could not remove the previous site from ${given} to put the new one in its place.`, `make it writable (chmod -R u+w ${given}), or delete ${given}`);
  }
  return { existed: Boolean(stats) };
}
