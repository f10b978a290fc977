/**
 * Stage 4's driver: renders every page and redirect page into the staging folder, on this thread
 * and on a helper thread (site/build/render-worker.ts) started when the build starts, which loads
 * its modules while this thread loads and checks the content. Both threads take pages from one
 * shared counter, so the work splits itself: the helper renders whatever share it can, none at
 * all when it is still starting by the time this thread is done (a small site). The thread
 * that renders a page also reads what the later stages need of it (its links, its islands), so
 * no page's HTML has to be kept or sent back, only handed to the writer thread.
 */
import type { MessagePort, Worker } from 'node:worker_threads';
import type { Content } from '../model/content.ts';
import type { RouteTable } from '../routes.tsx';
import type { Assets } from './bundle.ts';
import { renderPageAndIslands, renderRedirect } from './render.tsx';
import { fileForPath, type Staging } from './output.ts';
import type { FileSink } from './file-writer.ts';
import { linksIn, type PageLinks } from './verify.ts';
import { islandsIn } from '../islands/markup.ts';
import { PageRenderError } from './errors.ts';

/** Slots of the shared counter: the next page to take, and whether the helper joined. */
export const NEXT = 0;
export const HELPER = 1;
export const [NOT_JOINED, JOINED, TOO_LATE] = [0, 1, 2];

/** What the later stages need of a rendered page. */
export interface RenderedPage {
  links: PageLinks;
  islands: string[];
  /** The HTML itself, for the pages asked for by file (the home page: its HTML has a budget). */
  html?: string;
}

export interface RenderJob {
  content: Content;
  assets: Assets;
  shared: Int32Array;
  /** Files whose HTML is sent back (RenderedPage.html). */
  keep: string[];
  /** The helper's channel to the staging folder's writer. */
  output: MessagePort;
}

/** Page `i` of the route table (pages, then redirects): its output file, HTML and islands. */
export function renderNth(i: number, routes: RouteTable, content: Content, assets: Assets): [string, { html: string; islands: string[] }] {
  const page = i < routes.pages.length ? routes.pages[i] : undefined;
  const redirect = page ? undefined : routes.redirects[i - routes.pages.length];
  const file = fileForPath(page ? page.path : redirect!.from);
  try {
    if (page) return [file, renderPageAndIslands(page, content, assets)];
    const html = renderRedirect(redirect!, content, assets);
    return [file, { html, islands: islandsIn(html) }];
  } catch (error) {
    throw new PageRenderError(file, error);
  }
}

/** Takes pages from the shared counter until none is left; returns what it rendered, by file. */
export function renderShare(shared: Int32Array, routes: RouteTable, content: Content, assets: Assets, output: FileSink, keep: readonly string[]): [string, RenderedPage][] {
  const done: [string, RenderedPage][] = [];
  const count = routes.pages.length + routes.redirects.length;
  for (let i = Atomics.add(shared, NEXT, 1); i < count; i = Atomics.add(shared, NEXT, 1)) {
    const [file, { html, islands }] = renderNth(i, routes, content, assets);
    output.write(file, html);
    done.push([file, { links: linksIn(html), islands, ...(keep.includes(file) ? { html } : {}) }]);
  }
  return done;
}

/** Renders every page with the helper's help: each page by output file, and how many the helper rendered. */
export async function renderPages(helper: Worker, routes: RouteTable, content: Content, assets: Assets, staging: Staging, keep: string[]): Promise<{ rendered: Map<string, RenderedPage>; helped: number }> {
  const shared = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  const helped = new Promise<[string, RenderedPage][]>((resolve, reject) => {
    helper.once('message', (reply: { pages?: [string, RenderedPage][]; error?: string }) => (reply.error ? reject(new Error(reply.error)) : resolve(reply.pages!)));
    helper.once('error', reject);
  });
  // Awaited only if the helper joins; a helper that fails before it does is not a failure.
  helped.catch(() => {});
  const output = staging.channel();
  helper.postMessage({ content, assets, shared, keep, output } satisfies RenderJob, [output]);
  const rendered = new Map(renderShare(shared, routes, content, assets, staging, keep));
  // Either the helper joined and its pages are awaited, or it is shut out for good.
  const theirs = Atomics.compareExchange(shared, HELPER, NOT_JOINED, TOO_LATE) === JOINED ? await helped : [];
  for (const [file, page] of theirs) rendered.set(file, page);
  return { rendered, helped: theirs.length };
}
