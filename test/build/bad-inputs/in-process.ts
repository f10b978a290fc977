/**
 * The build of a scratch copy run in the test's own process: the copy's `build` (build.ts) and
 * `commandOutcome` (site/cli/build-command.ts), the two things its command line runs, imported from
 * the copy once. A row then costs its build, not a Node and tsx start-up and the import of every
 * module. What only a process of its own shows stays with the command (`needsCommand`).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import type { BadInput } from './row.ts';

type BuildModule = typeof import('../../../build.ts');
type CommandModule = typeof import('../../../site/cli/build-command.ts');
type InterruptModule = typeof import('../../../site/cli/interrupt.ts');
type Copy = [BuildModule, CommandModule, InterruptModule];

/** A module of the copy: .ts, .tsx or .json (tsconfig, package.json), which Node would not import again. */
const isModule = (file: string) => /\.(tsx?|json)$/.test(file);

/**
 * Whether `row` must run as a command: it asks for its own process, or (after its arrange) leaves
 * a module of the copy changed, added or removed against `pristine`. Node keeps a
 * module once imported, so this process would build with the module as it first read it.
 */
export function needsCommand(row: BadInput, project: Record<string, string>, pristine: Record<string, string>): boolean {
  if (row.command) return true;
  const files = new Set([...Object.keys(project), ...Object.keys(pristine)]);
  return [...files].some((file) => isModule(file) && project[file] !== pristine[file]);
}

const copies = new Map<string, Promise<Copy>>();

/**
 * The three modules, compiled with the copy's tsconfig.json (this process found the project's,
 * which tsx applies to the project's files only: the copy's JSX would not compile), all in one
 * namespace so that they share every module they import (the error classes among them).
 */
function importCopy(site: ScratchSite): Promise<Copy> {
  const { import: scoped } = register({ namespace: `bad-input-${copies.size}`, tsconfig: path.join(site.root, 'tsconfig.json') });
  const from = (file: string) => scoped(pathToFileURL(path.join(site.root, file)).href, import.meta.url);
  return Promise.all([from('build.ts'), from('site/cli/build-command.ts'), from('site/cli/interrupt.ts')]);
}

// One build at a time: each sets NODE_ENV for React as the command does (site/generator/production-mode.ts).
let queue: Promise<unknown> = Promise.resolve();

/** Runs `tsx build.ts <args>` in `site` as the command would, and returns what it would print and its exit code. */
export function buildInProcess(site: ScratchSite, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = queue.then(async () => {
    const env = process.env.NODE_ENV;
    const stray: string[] = [];
    const onStray = (error: unknown) => stray.push(`uncaught, the command would have crashed: ${(error as Error)?.stack ?? error}`);
    process.on('unhandledRejection', onStray).on('uncaughtException', onStray);
    try {
      if (!copies.has(site.root)) copies.set(site.root, importCopy(site));
      const [{ build }, { commandOutcome }, { Interruptions }] = await copies.get(site.root)!;
      process.env.NODE_ENV = 'production';
      const lines: string[] = [];
      const outcome = await commandOutcome(args, { root: site.root, interruptions: new Interruptions(), log: (line) => lines.push(line) }, build);
      // Whatever the build left running (a rejected promise nobody awaited) shows itself within a turn.
      await new Promise((resolve) => setImmediate(resolve));
      return { code: stray.length ? 1 : outcome.code, stdout: lines.join('\n'), stderr: [outcome.text, ...stray].join('\n') };
    } finally {
      process.off('unhandledRejection', onStray).off('uncaughtException', onStray);
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
    }
  });
  queue = run.catch(() => {});
  return run;
}
