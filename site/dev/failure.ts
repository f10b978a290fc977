/**
 * A failed build as the dev server shows it, in the overlay, the event stream and the terminal:
 * every file named relative to the project, as the build names it. Errors carry absolute paths
 * in many spellings (Node's import errors, esbuild's messages, stack traces, `file://` URLs,
 * paths relative to the working folder); builder.ts passes every failure through here once,
 * where failures leave the build session, so no other code needs to think about it.
 */
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError, type Problem } from '../build/errors.ts';

export interface Failure {
  ok: false;
  message: string;
  problems: Problem[];
}

/** A page that threw while rendering: which page, then the error's own message and stack. */
export class PageRenderError extends Error {
  constructor(
    readonly page: string,
    cause: unknown,
  ) {
    const inner = cause instanceof Error ? cause : new Error(String(cause));
    super(`the page ${page} could not be rendered: ${inner.name}: ${inner.message}`, { cause });
    this.name = 'PageRenderError';
    this.stack = [this.message, ...(inner.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The error as a failure: a BuildError's problems, or else the first lines of the stack without Node's internals. */
export function failureOf(error: unknown): Failure {
  if (error instanceof BuildError) return { ok: false, message: error.message, problems: error.problems };
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const lines = stack.split('\n').filter((line) => !/^\s+at .*(node_modules|node:|<anonymous>)/.test(line));
  return { ok: false, message: lines.slice(0, 8).join('\n'), problems: [] };
}

/** Rewrites text so that paths inside `root` read relative to it (`content/x.md`), and the home folder as `~`. */
export function scrubPaths(root: string, cwd = process.cwd()): (text: string) => string {
  const roots = [...new Set([root, realpathOr(root)])];
  // Each spelling of "inside the project" that errors use, taken off the front of a path.
  const prefixes = roots.flatMap((dir) => {
    const fromCwd = path.relative(cwd, dir);
    return [pathToFileURL(dir).href + '/', `file://${dir}/`, dir + path.sep, ...(fromCwd.startsWith('..') ? [fromCwd + path.sep] : [])];
  });
  const inside = new RegExp(prefixes.map(escape).join('|'), 'g');
  // The project's folder itself, not followed by more of a longer name (`project-old`).
  const itself = new RegExp(`(?:${roots.map(escape).join('|')})(?![\\w/\\\\-]|\\.\\w)`, 'g');
  const home = homedir();
  const homeAt = home.length > 1 ? new RegExp(`${escape(home)}(?=[/\\\\])`, 'g') : undefined;
  return (text) => {
    const relative = text.replace(inside, '').replace(itself, '.');
    const homeless = homeAt ? relative.replace(homeAt, '~') : relative;
    // A content module imported from its bundled text: the URL is the whole module, base64.
    return homeless.replace(/data:text\/javascript;base64,[A-Za-z0-9+/=]{16,}/g, 'data:text/javascript;…');
  };
}

/** The failure with every path in it named relative to the project. */
export function relativeFailure(failure: Failure, root: string): Failure {
  const scrub = scrubPaths(root);
  const relativeFile = (file: string) => {
    // Absolute, or relative to the working folder from outside it (`../../tmp/x/content/a.md`): from the project.
    const absolute = path.isAbsolute(file) ? file : file.startsWith('..') ? path.resolve(file) : undefined;
    return absolute ? scrub(absolute).split(path.sep).join('/') : file;
  };
  return {
    ok: false,
    message: scrub(failure.message),
    problems: failure.problems.map((problem) => ({
      ...problem,
      file: relativeFile(problem.file),
      ...(problem.field === undefined ? {} : { field: scrub(problem.field) }),
      message: scrub(problem.message),
    })),
  };
}

function realpathOr(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}
