/** The render stage's helper thread (site/build/render-pages.ts): renders its share of the pages. */
import './production-mode.ts';
import { parentPort } from 'node:worker_threads';
import { buildRouteTable } from '../routes.tsx';
import { sinkThrough } from './file-writer.ts';
import { HELPER, JOINED, NOT_JOINED, renderShare, type RenderJob } from './render-pages.ts';

parentPort!.once('message', async ({ content, assets, shared, keep, output }: RenderJob) => {
  if (Atomics.compareExchange(shared, HELPER, NOT_JOINED, JOINED) !== NOT_JOINED) return parentPort!.postMessage({ pages: [] });
  try {
    const sink = sinkThrough(output);
    // The same content gives the same route table, page for page, as on the main thread.
    const pages = renderShare(shared, buildRouteTable(content), content, assets, sink, keep);
    // On disk before the main thread is told, so that its own flush finds nothing of ours pending.
    await sink.flush();
    parentPort!.postMessage({ pages });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).stack ?? String(error) });
  }
});
