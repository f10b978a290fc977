/**
 * The main thread's handle on the build worker (site/dev/build-worker.ts): sends it batches of
 * changes, and replaces it with a fresh one when server-side code changes. A worker that fails to
 * start (a syntax error in a page) or dies answers with a failure, like a bad content edit,
 * named from the project (site/dev/failure.ts).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Changes, Update } from './session.ts';
import { failureOf, type Failure } from './failure.ts';
import type { Request } from './build-worker.ts';
import type { Change } from './editor-backend/trial.ts';

export const EVERYTHING: Changes = { content: [], client: true, static: true };

export function createBuilder(options: { root: string; contentDir: string }) {
  let worker: Worker;
  let stopped = false;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const start = () => {
    // A plain module registers tsx in the worker, with the project's tsconfig.json wherever the
    // server was started, then imports the TypeScript worker (ts-worker.mjs).
    const workerData = { tsx: import.meta.resolve('tsx/esm/api'), tsconfig: path.join(options.root, 'tsconfig.json'), entry: new URL('./build-worker.ts', import.meta.url).href, data: options };
    const started = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData });
    started.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: Error }) => {
      if (error) pending.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      else pending.get(id)?.resolve(result);
      pending.delete(id);
    });
    // Requests are answered one at a time, by the current worker; a replaced worker's exit is no failure.
    const failAll = (error: Error) => {
      if (started !== worker) return;
      stopped = true;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    started.on('error', failAll);
    started.on('exit', (code) => failAll(new Error(`the build worker stopped (exit code ${code})`)));
    worker = started;
    stopped = false;
  };

  const request = <T>(message: Request) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(new Error('the build worker has stopped'));
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });

  const update = (changes: Changes) => {
    // After a worker that could not start (a syntax error in a page), every edit tries a fresh one.
    if (stopped) {
      start();
      changes = EVERYTHING;
    }
    // The worker names its own failures from the project; a worker that died is named here.
    return request<Update | Failure>({ kind: 'update', changes }).catch((error: unknown) => failureOf(error, options.root));
  };

  const stop = async () => {
    if (!stopped) await request({ kind: 'stop' }).catch(() => {});
    await worker.terminate();
  };

  start();
  return {
    update,
    /** A fresh worker, and a full build in it. */
    async restart(): Promise<Update | Failure> {
      await stop();
      start();
      return update(EVERYTHING);
    },
    serverInputs: () => request<string[]>({ kind: 'server-inputs' }),
    /** The search index's files, made again if a page changed since it was last made. */
    search: () => request<Update | Failure>({ kind: 'search' }).catch((error: unknown) => failureOf(error, options.root)),
    /** Whether the content with an editor's changes made still builds (site/dev/editor-backend/trial.ts). */
    trial: (changes: Change[]) => request<Failure | null>({ kind: 'trial', changes }),
    close: stop,
  };
}
