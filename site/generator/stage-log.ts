/**
 * Times each build stage and prints one line per stage, then the total. A stage that fails with
 * anything but a BuildError (a bug, a tool that crashed) fails as a StageError naming the stage
 * and where in the project the error came from. Once `stopped()` (the build was interrupted), no
 * further stage starts.
 */
import { performance } from 'node:perf_hooks';
import { BuildError, BuildInterruptedError, StageError } from './errors.ts';
import { describeUnexpected } from '../cli/unexpected-error.ts';

export function createStageLog(print: (line: string) => void, root = process.cwd(), stopped: () => boolean = () => false) {
  const started = performance.now();
  const ms = (since: number) => `${Math.round(performance.now() - since)} ms`.padStart(7);
  const stage = async <T>(name: string, run: () => T | Promise<T>, summary: (result: T) => string): Promise<T> => {
    // One turn of the event loop first: a Ctrl-C that came while the stage before ran without
    // yielding (rendering, say) is handled before this one starts writing.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) throw new BuildInterruptedError();
    const start = performance.now();
    let result: T;
    try {
      result = await run();
    } catch (error) {
      throw error instanceof BuildError ? error : new StageError(name, describeUnexpected(error, root), { cause: error });
    }
    print(`  ${name.padEnd(9)}${ms(start)}  ${summary(result)}`);
    return result;
  };
  stage.total = () => print(`  ${'total'.padEnd(9)}${ms(started)}`);
  /** A line about the output folder beside the stages (a leftover removed, one that could not be). */
  stage.note = (text: string) => print(`  ${'note'.padEnd(9)}${''.padStart(7)}  ${text}`);
  return stage;
}
