/**
 * Starts the render stage's helper thread (site/build/render-worker.ts) when the build starts, so
 * that it loads its code while the main thread loads and checks the content. Apart from
 * render-pages.ts so that the helper's own code does not carry esbuild and tsx along.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startTsWorker } from './ts-worker.ts';
import { buildCacheDir, freshBundle, writeBundle } from './helper-bundle.ts';

/**
 * Starts the helper thread from the cached bundle of its code when that is fresh, through tsx
 * otherwise (site/build/helper-bundle.ts). `refreshed` settles once a stale bundle is rewritten.
 */
export function startRenderHelper(cacheDir = buildCacheDir): { worker: Worker; bundled: boolean; refreshed: Promise<unknown> } {
  const entry = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
  const bundle = freshBundle(entry, cacheDir);
  // Not the parent's flags: under tsx they would load tsx's loader into the thread all the same.
  const worker = bundle ? new Worker(pathToFileURL(bundle), { execArgv: [] }) : startTsWorker(pathToFileURL(entry), null);
  // A helper that fails to start is simply not there to help; a failure while rendering is
  // reported by renderPages (site/build/render-pages.ts).
  worker.on('error', () => {});
  // Nor is a cache that cannot be written a failure of the build.
  return { worker, bundled: Boolean(bundle), refreshed: bundle ? Promise.resolve() : writeBundle(entry, cacheDir).catch(() => null) };
}

