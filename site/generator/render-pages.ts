/**
 * The render stage's driver: renders every page and redirect page, one after another, into the staging
 * folder. What the later stages need of a page (its links, its islands) is read as it is
 * rendered, so neither the weights nor the verify stage reads pages back from disk.
 */
import type { Content } from '../model/content.ts';
import type { PageRoute, Redirect, RouteTable } from '../routes.tsx';
import type { Assets } from './bundle.ts';
import { renderPageAndIslands, renderRedirect } from './render.tsx';
import type { Staging } from '../output-folder/staging.ts';
import { createPageWriter } from '../output-folder/page-writer.ts';
import { fileForPath } from '../paths.ts';
import { linksIn, type PageLinks } from './verify.ts';
import { islandsIn } from '../islands/markup.ts';
import { PageRenderError } from '../errors.ts';
import { StringPool } from './string-pool.ts';

/** What the later stages need of a rendered page. */
export interface RenderedPage {
  links: PageLinks;
  islands: string[];
  /** The HTML itself, for the pages asked for by file (the home page: its HTML has a budget). */
  html?: string;
}

/** One page or redirect page to render: its output file, its entry in the route table, and how to render it. */
export interface RenderJob {
  file: string;
  route: PageRoute | Redirect;
  /** The page's HTML and its islands' names; a throw becomes a PageRenderError naming the file. */
  render: () => { html: string; islands: string[] };
}

/** Every page of `routes`, then every redirect page: the one render loop of the build and the dev server. */
export function renderJobs(routes: RouteTable, content: Content, assets: Assets): RenderJob[] {
  const job = (urlPath: string, route: PageRoute | Redirect, render: RenderJob['render']): RenderJob => {
    const file = fileForPath(urlPath);
    return {
      file,
      route,
      render: () => {
        try {
          return render();
        } catch (error) {
          throw new PageRenderError(file, error);
        }
      },
    };
  };
  return [
    ...routes.pages.map((page) => job(page.path, page, () => renderPageAndIslands(page, content, assets))),
    ...routes.redirects.map((redirect) => job(redirect.from, redirect, () => {
      const html = renderRedirect(redirect, content, assets);
      return { html, islands: islandsIn(html) };
    })),
  ];
}

/** Pages written at once, at most, while the next are rendered (more holds more pages' HTML, for no gain). */
const WRITES_IN_FLIGHT = 4;

/**
 * Renders every page into `staging`; returns what each rendered, by output file. Each page is
 * written through the thread pool while the next ones render (site/output-folder/page-writer.ts);
 * the stage ends once every page is written, or fails with the first write that failed.
 */
export async function renderPages(routes: RouteTable, content: Content, assets: Assets, staging: Staging, keep: readonly string[]): Promise<Map<string, RenderedPage>> {
  const rendered = new Map<string, RenderedPage>();
  // What is kept of a page holds none of its HTML (but for the pages asked for), so each page's
  // text can go once it is written.
  const pool = new StringPool();
  const writer = createPageWriter(staging.dir, WRITES_IN_FLIGHT);
  try {
    for (const { file, render } of renderJobs(routes, content, assets)) {
      const page = render();
      rendered.set(file, { links: linksIn(page.html, pool), islands: page.islands.map(pool.get), ...(keep.includes(file) ? { html: page.html } : {}) });
      await writer.write(file, page.html);
    }
  } finally {
    // A page that failed to render fails the stage, and the staging folder is removed: not while a write is under way in it.
    await writer.settled();
  }
  await writer.finish();
  return rendered;
}
