/**
 * A failed build as the dev server shows it, in the overlay, the event stream and the terminal:
 * every file named relative to the project, as the build names it. Bad input is a BuildError and
 * its problems, whose files and messages carry paths in many spellings (Node's import errors,
 * esbuild's messages, `file://` URLs, paths relative to the working folder); anything else is a
 * bug or a crash, told as the build tells it (site/cli/unexpected-error.ts).
 */
import path from 'node:path';
import { BuildError, type Problem } from '../errors.ts';
import { scrubPaths } from '../cli/project-paths.ts';
import { describeUnexpected } from '../cli/unexpected-error.ts';

export interface Failure {
  ok: false;
  message: string;
  problems: Problem[];
}

/** The error as a failure named from the project at `root`: a BuildError's problems, or else the error told in a line. */
export function failureOf(error: unknown, root: string): Failure {
  if (!(error instanceof BuildError)) return { ok: false, message: describeUnexpected(error, root), problems: [] };
  const scrub = scrubPaths(root);
  const relativeFile = (file: string) => {
    // Absolute, or relative to the working folder from outside it (`../../tmp/x/content/a.md`): from the project.
    const absolute = path.isAbsolute(file) ? file : file.startsWith('..') ? path.resolve(file) : undefined;
    return absolute ? scrub(absolute).split(path.sep).join('/') : file;
  };
  return {
    ok: false,
    message: scrub(error.message),
    problems: error.problems.map((problem) => ({
      ...problem,
      file: relativeFile(problem.file),
      ...(problem.field === undefined ? {} : { field: scrub(problem.field) }),
      message: scrub(problem.message),
    })),
  };
}
