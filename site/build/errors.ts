/** Build errors: small classes that carry what went wrong and where, so the CLI can list it all. */

export interface Problem {
  /** Path of the file at fault, relative to the project (e.g. `content/products.ts`). */
  file: string;
  /** The line of a Markdown file at fault, counted from 1 as editors do. */
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
