/**
 * tsx compiles every module with the tsconfig.json it finds from the working folder upwards, or
 * the one TSX_TSCONFIG_PATH names, and reads it once, as the process starts. The pages' JSX needs
 * this project's: `npx tsx /path/to/build.ts` run from another folder would compile them without
 * it. So build.ts run from elsewhere starts itself again with TSX_TSCONFIG_PATH set to the
 * project's (use-project-tsconfig.ts, its first import), and ends as that run ends.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { STOP_SIGNALS } from './interrupt.ts';

/** The tsconfig.json tsx uses in a process started in `cwd` with `env`, if any. */
function tsconfigInUse(cwd: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.TSX_TSCONFIG_PATH) return path.resolve(cwd, env.TSX_TSCONFIG_PATH);
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'tsconfig.json');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}

const samePath = (a: string, b: string) => realpathSync(a) === realpathSync(b);

/**
 * Returns at once when tsx is using `root`'s tsconfig.json. Otherwise runs this same command (the
 * same Node options, script and arguments) again with it, waits for it, and exits with its exit
 * code: it never returns. It blocks, so that it can run as a module is evaluated, before any page
 * (JSX) is imported. Ctrl-C (or a closed terminal's SIGHUP) reaches both processes: this one ignores
 * it and the second run handles it as it would have.
 */
export function restartWithProjectTsconfig(root: string): void {
  const tsconfig = path.join(root, 'tsconfig.json');
  const inUse = tsconfigInUse(process.cwd());
  if (inUse && existsSync(inUse) && samePath(inUse, tsconfig)) return;
  for (const signal of STOP_SIGNALS) process.on(signal, () => {});
  const run = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig } });
  if (run.error) console.error(`Could not start ${process.argv[1]} again with ${tsconfig}: ${run.error.message}`);
  process.exit(run.status ?? (run.signal ? 128 + constants.signals[run.signal] : 1));
}
