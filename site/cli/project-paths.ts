/**
 * Paths as messages show them: relative to the project (`content/blog/x.md`), so that an error
 * reads the same on every machine and gives away nothing of the folders around the project.
 */
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeRegExp } from '../lib/text.ts';

/** The output folder, absolute: `outDir` (relative to the working folder) if given, else the project's dist/. */
export const outputFolder = (root: string, outDir?: string): string => path.resolve(outDir ?? path.join(root, 'dist'));

/** `file` relative to `root` with forward slashes (`.` for the root itself), or as given when outside it. */
export function displayPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return file;
  return relative ? relative.split(path.sep).join('/') : '.';
}

/** Rewrites text so that paths inside `root` read relative to it (`content/x.md`), and the home folder as `~`. */
export function scrubPaths(root: string, cwd = process.cwd()): (text: string) => string {
  const roots = [...new Set([root, realpathOr(root)])];
  // Each spelling of "inside the project" that errors use, taken off the front of a path.
  const prefixes = roots.flatMap((dir) => {
    const fromCwd = path.relative(cwd, dir);
    return [pathToFileURL(dir).href + '/', `file://${dir}/`, dir + path.sep, ...(fromCwd.startsWith('..') ? [fromCwd + path.sep] : [])];
  });
  const inside = new RegExp(prefixes.map(escapeRegExp).join('|'), 'g');
  // The project's folder itself, not followed by more of a longer name (`project-old`).
  const itself = new RegExp(`(?:${roots.map(escapeRegExp).join('|')})(?![\\w/\\\\-]|\\.\\w)`, 'g');
  const home = homedir();
  const homeAt = home.length > 1 ? new RegExp(`${escapeRegExp(home)}(?=[/\\\\])`, 'g') : undefined;
  return (text) => {
    const relative = text.replace(inside, '').replace(itself, '.');
    return homeAt ? relative.replace(homeAt, '~') : relative;
  };
}

function realpathOr(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}
