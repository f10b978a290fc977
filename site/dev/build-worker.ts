/**
 * The dev server's build worker: runs one session (site/dev/session.ts) and answers the main
 * thread's requests. It lives in a worker so that an edit to server-side code can be picked up
 * by a fresh worker, with a fresh module cache, while the dev server keeps serving.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { createSession, type Changes } from './session.ts';
import { trialChanges, type Change } from './editor-backend/trial.ts';

export type Request = { kind: 'update'; changes: Changes } | { kind: 'search' } | { kind: 'trial'; changes: Change[] } | { kind: 'server-inputs' } | { kind: 'stop' };

const folders = (workerData as { data: { root: string; contentDir: string } }).data;
const session = createSession(folders);

/** Every project file this worker's build code is made of: an edit to one needs a fresh worker. */
async function serverInputs(): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./session.ts', import.meta.url))],
    bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).map((file) => path.resolve(file));
}

async function answer(request: Request): Promise<unknown> {
  if (request.kind === 'update') return session.update(request.changes);
  // The search index, made when a tab first asks for it after a change (session.searchIndex).
  if (request.kind === 'search') return session.searchIndex();
  // An editor's save, tried before it is written (site/dev/editor-backend/).
  if (request.kind === 'trial') return trialChanges(folders, request.changes);
  if (request.kind === 'server-inputs') return serverInputs();
  // esbuild's service process must be told to end before the worker is: it aborts otherwise.
  await session.dispose();
  await esbuild.stop();
  return null;
}

// A request that fails is answered with its error, which the main thread rejects with (site/dev/builder.ts).
parentPort!.on('message', async (request: Request & { id: number }) => {
  try {
    parentPort!.postMessage({ id: request.id, result: await answer(request) });
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error });
  }
});
