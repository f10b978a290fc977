/** Build errors: small classes that carry what went wrong and where, so the CLI can list it all. */

export interface Problem {
  /** Path of the file at fault, relative to the project (e.g. `content/products.yml`). */
  file: string;
  /** The line at fault (of a Markdown or YAML file; in YAML, the field's), counted from 1 as editors do. */
  line?: number;
  /** The field inside it, e.g. `products[2].features`; absent when the whole file is at fault. */
  field?: string;
  message: string;
}

export const formatProblem = ({ file, line, field, message }: Problem): string => {
  const where = line ? `${file}:${line}` : file;
  return field ? `${where}: "${field}" ${message}` : `${where}: ${message}`;
};

export class BuildError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
    options?: { cause?: unknown },
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}` : message, options);
    this.name = new.target.name;
  }
}

/** Content that breaks the content model: one entry per problem found, never only the first. */
export class ContentError extends BuildError {
  constructor(problems: Problem[]) {
    super(`${problems.length} content problem${problems.length === 1 ? '' : 's'}:`, problems);
  }
}

/** Internal links or #anchors in the output that point nowhere. */
export class BrokenLinksError extends BuildError {
  constructor(problems: Problem[]) {
    super(`${problems.length} broken link${problems.length === 1 ? '' : 's'}:`, problems);
  }
}

/** An error with a hint on how to put it right, printed on its own line below the message. */
export class HintedError extends BuildError {
  constructor(
    message: string,
    readonly hint?: string,
    options?: { cause?: unknown },
  ) {
    super(hint ? `${message}\n  hint: ${hint}` : message, [], options);
  }
}

/** The command line is wrong (an unknown option, a missing value): exit code 2, nothing done. */
export class UsageError extends HintedError {}

/** The build would not start (the output folder, the lock): nothing was written anywhere. */
export class BuildRefusedError extends HintedError {}

/** `--out` names a folder the build must not replace, or one it cannot. */
export class OutputFolderError extends BuildRefusedError {}

/** Another build of the same output folder is running. */
export class BuildLockedError extends BuildRefusedError {}

/** The build was interrupted (Ctrl-C) before it began to put the new site in place. */
export class BuildInterruptedError extends BuildError {
  constructor() {
    super('The build was interrupted.');
  }
}

/** Files in static/ that would overwrite what the build generates. */
export class StaticCollisionError extends BuildError {
  constructor(problems: Problem[]) {
    super(`${problems.length} file${problems.length === 1 ? '' : 's'} in static/ would replace generated output:`, problems);
  }
}

/**
 * Swapping the new site into the output folder failed part-way. The message says which state the
 * output folder is left in; `keepStaging` is set when the new site must not be deleted (it is the
 * only copy, or it is already in place).
 */
export class OutputSwapError extends HintedError {
  constructor(
    message: string,
    hint: string | undefined,
    readonly outputUntouched: boolean,
    readonly keepStaging: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, hint, options);
  }
}

/** An unexpected error (a bug, not bad input) in one stage, named by the stage and, where known, the source line. */
export class StageError extends BuildError {
  constructor(
    readonly stage: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${stage} stage failed: ${message}`, [], options);
  }
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
