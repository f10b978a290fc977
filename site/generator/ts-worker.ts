/**
 * A worker thread running a TypeScript module. A worker does not inherit the main thread's tsx
 * loader, so it registers tsx's own API first, then imports the module, which reads its data
 * from `workerData.data`.
 */
import { Worker } from 'node:worker_threads';

const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); });
`;

export function startTsWorker(entry: URL, data: unknown): Worker {
  return new Worker(BOOT, { eval: true, workerData: { tsx: import.meta.resolve('tsx/esm/api'), entry: entry.href, data } });
}
