/**
 * An unexpected error (a bug in a page, a failing tool) named from the project, as the build and
 * the dev server both tell it: its name, its message with every path relative to the project, and
 * the first line of the project's own code it came from, without Node's stack. An error relayed
 * from another thread carries that thread's stack inside its message; it is read the same way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scrubPaths } from './project-paths.ts';

const FRAME = /^\s*at (?:.*?\()?((?:file:\/\/)?\/[^()]*?):(\d+):(\d+)\)?$/;

/** The first stack line inside `root` that is not in node_modules, as `file:line:column` relative to `root`. */
export function projectFrame(lines: string[], root: string): string | undefined {
  for (const line of lines) {
    const match = FRAME.exec(line);
    if (!match) continue;
    const file = match[1].startsWith('file://') ? fileURLToPath(match[1]) : match[1];
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).includes('node_modules')) continue;
    return `${relative.split(path.sep).join('/')}:${match[2]}:${match[3]}`;
  }
  return undefined;
}

/** `TypeError: x is not a function (in site/pages/about.tsx:12:5)`, for any thrown value. */
export function describeUnexpected(error: unknown, root: string): string {
  const scrub = scrubPaths(root);
  if (!(error instanceof Error)) return scrub(String(error));
  const messageLines = error.message.split('\n');
  const text = scrub(messageLines.filter((line) => !FRAME.test(line) && line.trim()).join('\n')) || '(no message)';
  const stackLines = (error.stack ?? '').split('\n');
  const where = projectFrame([...messageLines, ...stackLines], root);
  // A relayed stack starts with the original error's name: keep it rather than the relay's "Error".
  const named = /^\w*Error\b/.test(text) ? text : `${error.name}: ${text}`;
  return where ? `${named} (in ${where})` : named;
}
