/** Times each build stage and prints one line per stage, then the total. */
import { performance } from 'node:perf_hooks';

export function createStageLog(print: (line: string) => void) {
  const started = performance.now();
  const ms = (since: number) => `${Math.round(performance.now() - since)} ms`.padStart(7);
  const stage = async <T>(name: string, run: () => T | Promise<T>, summary: (result: T) => string): Promise<T> => {
    const start = performance.now();
    const result = await run();
    print(`  ${name.padEnd(9)}${ms(start)}  ${summary(result)}`);
    return result;
  };
  stage.total = () => print(`  ${'total'.padEnd(9)}${ms(started)}`);
  return stage;
}
