/**
 * A failed build as the dev server shows it, in the overlay, the event stream and the terminal:
 * every file named relative to the project, as the build names it. Errors carry absolute paths
 * in many spellings (Node's import errors, esbuild's messages, stack traces, `file://` URLs,
 * paths relative to the working folder); builder.ts passes every failure through here once,
 * where failures leave the build session, so no other code needs to think about it.
 */
import path from 'node:path';
import { BuildError, type Problem } from '../generator/errors.ts';
import { scrubPaths } from '../cli/project-paths.ts';

export interface Failure {
  ok: false;
  message: string;
  problems: Problem[];
}

/** The error as a failure: a BuildError's problems, or else the first lines of the stack without Node's internals. */
export function failureOf(error: unknown): Failure {
  if (error instanceof BuildError) return { ok: false, message: error.message, problems: error.problems };
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const lines = stack.split('\n').filter((line) => !/^\s+at .*(node_modules|node:|<anonymous>)/.test(line));
  return { ok: false, message: lines.slice(0, 8).join('\n'), problems: [] };
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
