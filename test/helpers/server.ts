/**
 * Serves a built dist/ with the server of `npm start` (serve.ts) and its emitted serve.json, on a free port;
 * and runs the project's long-lived commands (`npm start`, `dev.ts`) for a test, by their PID.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedByKey } from './shared-by-key.ts';
import { untilAnswering } from './waits.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const serving = sharedByKey(startServe, (server) => server.close());

/**
 * TEST_DIST serves another build (e.g. one made with `tsx build.ts --out`) to the same tests. The
 * files of a run share one server per folder; the last close stops it.
 */
export async function serveDist(dist = process.env.TEST_DIST ?? path.join(projectRoot, 'dist')): Promise<{ origin: string; close: () => void }> {
  const { value, release } = await serving(dist);
  return { origin: value.origin, close: () => void release() };
}

/** The server of `npm start` (serve.ts) for `dist`, in a process of its own, on a free port. */
async function startServe(dist: string): Promise<{ origin: string; close: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'serve.ts'), '--dist', dist, '--port', String(port)], { cwd: projectRoot, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  if (await untilAnswering(origin, 10_000)) return { origin, close: () => child.kill() };
  child.kill();
  throw new Error(`serve.ts did not start on ${origin}`);
}

/** A guard against a hung test, not a timing assertion: the commands start in a few seconds. */
const GIVE_UP_MS = 60_000;

export interface RunningCommand {
  /** Resolves to the first match of `pattern` in what the command prints from now on (from its start with `from` 0). */
  next(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  /**
   * Sends SIGTERM, as a service manager would, or `signal` (SIGHUP: the terminal closed): to the
   * command alone, or with `group` to every process it started (npm, its shell and what that
   * runs). Resolves once it exited.
   */
  stop(options?: { group?: boolean; signal?: NodeJS.Signals }): Promise<{ code: number | null; output: string }>;
  /** The process id of the command (with `group`, of its process group too). */
  pid: number | undefined;
}

/** This process's environment for a child whose output is read: without colours (FORCE_COLOR would win over NO_COLOR). */
export function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _, ...env } = process.env;
  return { ...env, NO_COLOR: '1', ...extra };
}

/** Starts a long-lived command (a server) in its own process group, collecting what it prints. */
export function startCommand(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): RunningCommand {
  const shown = [command, ...args].join(' ');
  const child = spawn(command, args, { cwd: options.cwd, env: plainEnv(options.env), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let closed = false;
  let waiting: { pattern: RegExp; from: number; resolve: (match: RegExpExecArray) => void; reject: (error: Error) => void } | undefined;
  const check = () => {
    if (!waiting) return;
    const match = waiting.pattern.exec(output.slice(waiting.from));
    if (match) waiting.resolve(match);
    else if (closed) waiting.reject(new Error(`${shown} exited before printing ${waiting.pattern}:\n${output}`));
  };
  const collect = (chunk: Buffer) => {
    output += chunk;
    check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => (output += `\n${error.message}`));
    child.on('close', (code) => {
      closed = true;
      check();
      resolve(code);
    });
  });
  return {
    next(pattern, from = output.length) {
      return new Promise((resolve, reject) => {
        // Each wait gives up on its own, should another have taken its place.
        const timer = setTimeout(() => mine.reject(new Error(`${shown} did not print ${pattern} in time:\n${output}`)), GIVE_UP_MS);
        const settle = <T>(done: (value: T) => void) => (value: T) => {
          clearTimeout(timer);
          if (waiting === mine) waiting = undefined;
          done(value);
        };
        const mine = { pattern, from, resolve: settle(resolve), reject: settle(reject) };
        waiting = mine;
        check();
      });
    },
    pid: child.pid,
    async stop({ group = false, signal = 'SIGTERM' } = {}) {
      if (!closed && child.pid) {
        try {
          process.kill(group ? -child.pid : child.pid, signal);
        } catch {
          // Already gone.
        }
      }
      return { code: await exited, output };
    },
  };
}
