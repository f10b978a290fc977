/**
 * The first module of the dev server's build worker (site/dev/builder.ts). A worker thread does not
 * inherit the main thread's tsx loader, and on Node 20 `execArgv: ['--import', 'tsx']` does not
 * reach a worker's first module either: so this plain module registers tsx (its API's URL is
 * `workerData.tsx`) with the project's tsconfig.json (`workerData.tsconfig`, which the pages' JSX
 * needs, whatever folder the server runs in), then imports the TypeScript module
 * `workerData.entry`, which reads its own data from `workerData.data`.
 */
import { workerData } from 'node:worker_threads';

const { register } = await import(workerData.tsx);
register({ tsconfig: workerData.tsconfig });
await import(workerData.entry);
