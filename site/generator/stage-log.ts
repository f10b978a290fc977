/**
 * Stage timing, for the build and the dev server alike. `timeStage` times one stage, synchronous or
 * not. The build's log (`createStageLog`) prints one line per stage, then the total; a stage that
 * fails with anything but a BuildError (a bug, a tool that crashed) fails as a StageError naming the
 * stage and where in the project the error came from, and once `stopped()` (the build was
 * interrupted) no further stage starts. The dev server times its stages with `timeStage` too
 * (site/dev/session.ts).
 */
import { performance } from 'node:perf_hooks';
import { BuildError, BuildInterruptedError, StageError } from '../errors.ts';
import { describeUnexpected } from '../cli/unexpected-error.ts';

const elapsed = (since: number) => Math.round(performance.now() - since);

/** Runs a stage and gives its result with the whole milliseconds it took; a failure passes through. */
export async function timeStage<T>(run: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: elapsed(started) };
}

export function createStageLog(print: (line: string) => void, root = process.cwd(), stopped: () => boolean = () => false) {
  const started = performance.now();
  const column = (ms: number) => `${ms} ms`.padStart(7);
  const stage = async <T>(name: string, run: () => T | Promise<T>, summary: (result: T) => string): Promise<T> => {
    // One turn of the event loop first: a Ctrl-C that came while the stage before ran without
    // yielding (rendering, say) is handled before this one starts writing.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) throw new BuildInterruptedError();
    let timed: { result: T; ms: number };
    try {
      timed = await timeStage(run);
    } catch (error) {
      throw error instanceof BuildError ? error : new StageError(name, describeUnexpected(error, root), { cause: error });
    }
    print(`  ${name.padEnd(9)}${column(timed.ms)}  ${summary(timed.result)}`);
    return timed.result;
  };
  stage.total = () => print(`  ${'total'.padEnd(9)}${column(elapsed(started))}`);
  /** A line about the output folder beside the stages (a leftover removed, one that could not be). */
  stage.note = (text: string) => print(`  ${'note'.padEnd(9)}${''.padStart(7)}  ${text}`);
  return stage;
}
