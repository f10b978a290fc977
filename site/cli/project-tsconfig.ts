/**
 * tsx compiles every module with the tsconfig.json it finds from the working folder upwards, or
 * the one TSX_TSCONFIG_PATH names, and reads it once, as the process starts. The pages' JSX needs
 * this project's: `npx tsx /path/to/build.ts` run from another folder would compile them without
 * it. So a command run from elsewhere starts itself again with TSX_TSCONFIG_PATH set to the
 * project's, and ends as that run ends.
 */
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

/** The tsconfig.json tsx uses in a process started in `cwd` with `env`, if any. */
export function tsconfigInUse(cwd: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
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
 * same Node options, script and arguments) again with it, passes Ctrl-C and SIGTERM on, and exits
 * with that run's exit code: it never returns. The command's own signal handlers must allow for a
 * second Ctrl-C, as build.ts's do.
 */
export async function runWithProjectTsconfig(root: string): Promise<void> {
  const tsconfig = path.join(root, 'tsconfig.json');
  const inUse = tsconfigInUse(process.cwd());
  if (inUse && existsSync(inUse) && samePath(inUse, tsconfig)) return;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig } });
  // Ctrl-C in a terminal reaches both processes; a signal sent to this one alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${process.argv[1]} again with ${tsconfig}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
  process.exit(code);
}
