/**
 * `npm run build` as a command: reads the options, runs the build, and closes with a message that
 * says what is true of the output folder — untouched, never written, or exactly where each copy of
 * the site is when the swap failed part-way — and an exit code: 0 built, 1 failed or refused,
 * 2 a wrong command line (site/cli/cli-options.ts), 130 interrupted (Ctrl-C, SIGTERM or SIGHUP).
 */
import { lstatSync } from 'node:fs';
import { BuildError, BuildInterruptedError, BuildRefusedError, OutputSwapError } from '../errors.ts';
import { BUILD_COMMAND, parseBuildArgs, parseOrExit, readCommandLine } from './cli-options.ts';
import { displayPath, outputFolder } from './project-paths.ts';
import { describeUnexpected } from './unexpected-error.ts';
import { Interruptions, STOP_SIGNALS } from './interrupt.ts';

interface BuildRun {
  root: string;
  contentDir?: string;
  outDir: string;
  interruptions: Interruptions;
  /** Where the stage lines go (default the standard output). */
  log?: (line: string) => void;
}
type Build = (options: BuildRun) => Promise<unknown>;

export interface Outcome {
  code: number;
  text: string;
}

/** The closing message of a failed build; `existed` is whether the output folder was there before it started. */
export function failureReport(error: unknown, { root, outDir, existed }: { root: string; outDir: string; existed: boolean }): Outcome {
  const out = displayPath(root, outDir);
  if (error instanceof BuildRefusedError) return { code: 1, text: `\nBuild refused; nothing was written.\n${error.message}` };
  if (error instanceof OutputSwapError) return { code: 1, text: `\nBuild failed while putting the new site in place.\n${error.message}` };
  const state = existed ? `the previous ${out} is untouched` : `nothing was written to ${out}`;
  if (error instanceof BuildInterruptedError) return { code: 130, text: `\nBuild interrupted; ${state}.` };
  const what = error instanceof BuildError ? error.message : describeUnexpected(error, root);
  return { code: 1, text: `\nBuild failed; ${state}.\n${what}` };
}

/**
 * Runs one build and says how it ended, as the command would: exit code 0 and no closing message,
 * or the failure's code and message. Never throws. The bad-input table runs it in the test's own
 * process (test/build/bad-inputs.build.test.ts).
 */
export async function buildOutcome(build: Build, run: BuildRun): Promise<Outcome> {
  const existed = lstatSync(run.outDir, { throwIfNoEntry: false }) !== undefined;
  try {
    await build(run);
    return { code: 0, text: '' };
  } catch (error) {
    return failureReport(error, { root: run.root, outDir: run.outDir, existed });
  }
}

/**
 * What the command does for the arguments `argv`, run from `root`, short of printing its closing
 * message and exiting: a wrong command line's message, or the build's outcome. The bad-input table
 * runs it in the test's own process.
 */
export async function commandOutcome(argv: string[], run: Omit<BuildRun, 'outDir' | 'contentDir'>, build: Build): Promise<Outcome> {
  const read = readCommandLine(BUILD_COMMAND, () => parseBuildArgs(argv, run.root));
  if ('end' in read) return read.end;
  return buildOutcome(build, { ...run, contentDir: read.options.contentDir, outDir: outputFolder(run.root, read.options.outDir) });
}

/** Runs the build for the arguments `argv`, prints how it ended, and exits with its code. */
export async function runBuildCommand(argv: string[], root: string, build: Build): Promise<never> {
  const options = parseOrExit(BUILD_COMMAND, () => parseBuildArgs(argv));
  const outDir = outputFolder(root, options.outDir);
  const existed = lstatSync(outDir, { throwIfNoEntry: false }) !== undefined;
  const out = displayPath(root, outDir);
  const interruptions = new Interruptions();
  // Settles only if the build is left to finish (a swap was running); otherwise it exits with 130.
  let interrupted: Promise<void> | undefined;
  const onSignal = () => {
    interrupted ??= interruptions.interrupt().then(({ stopNow, failures }) => {
      if (!stopNow) return void console.error('\nInterrupted while putting the new site in place; finishing that first.');
      const left = failures.length ? `\nCould not clean up everything (${failures.join('; ')}); the next build removes what is left.` : '';
      const { code, text } = failureReport(new BuildInterruptedError(), { root, outDir, existed });
      finish({ code, text: `${text}${left}` });
    });
  };
  // Ctrl-C, a service manager's stop and a closed terminal alike: remove the unfinished site and the lock.
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  const outcome = await buildOutcome(build, { root, contentDir: options.contentDir, outDir, interruptions });
  await interrupted;
  return finish(outcome.code === 0 && interrupted ? { code: 130, text: `\nInterrupted, but the new site was already going in: it is in place in ${out}.` } : outcome);
}

function finish({ code, text }: Outcome): never {
  if (text) (code === 0 ? console.log : console.error)(text);
  process.exit(code);
}
