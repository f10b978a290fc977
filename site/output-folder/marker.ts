/**
 * How the build recognizes its own output: every build writes a small marker file at the top of
 * the output (its text never varies, so builds stay byte-identical). The build replaces, or
 * removes as a leftover, only folders it recognizes this way.
 */
import { lstatSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export const MARKER_FILE = '.site-build';
export const MARKER_TEXT = 'This folder is the output of the site\'s build (build.ts). The next build replaces it whole: keep nothing else here.\n';

/**
 * Output written before the marker existed is recognized by files that only this build writes
 * together at the top of its output: the host configurations for serve, Netlify and nginx next to
 * the sitemap, robots.txt, the home page and the bundle's folder.
 */
const UNMARKED_SIGNATURE = ['index.html', 'sitemap.xml', 'robots.txt', 'serve.json', '_headers', '_redirects', 'nginx.conf'];
const UNMARKED_SIGNATURE_FOLDER = 'assets';

const isFile = (file: string) => lstatSync(file, { throwIfNoEntry: false })?.isFile() === true;

export function writeMarker(dir: string): void {
  writeFileSync(path.join(dir, MARKER_FILE), MARKER_TEXT);
}

function hasMarker(dir: string): boolean {
  return isFile(path.join(dir, MARKER_FILE));
}

/** Whether `dir` is a folder this build wrote: it carries the marker, or the signature of an older build. */
export function isBuildOutput(dir: string): boolean {
  if (hasMarker(dir)) return true;
  return UNMARKED_SIGNATURE.every((name) => isFile(path.join(dir, name))) && lstatSync(path.join(dir, UNMARKED_SIGNATURE_FOLDER), { throwIfNoEntry: false })?.isDirectory() === true;
}

/**
 * Removes a folder the build wrote, marking it first (an older build's output has no marker) and
 * removing the marker last: a removal that fails part-way leaves a folder that a later build still
 * recognizes as its own, and removes.
 */
export async function removeBuildFolder(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!names.includes(MARKER_FILE)) {
    try {
      writeMarker(dir);
    } catch {
      // A folder we may not write in will not be removed either; the removal below says why.
    }
  }
  await Promise.all(names.filter((name) => name !== MARKER_FILE).map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
  await rm(dir, { recursive: true, force: true });
}
