/**
 * Stage 4's driver: renders every page and redirect page, one after another, into the staging
 * folder. What the later stages need of a page (its links, its islands) is read as it is
 * rendered, so neither the weights nor the verify stage reads pages back from disk.
 */
import type { Content } from '../model/content.ts';
import type { RouteTable } from '../routes.tsx';
import type { Assets } from './bundle.ts';
import { renderPageAndIslands, renderRedirect } from './render.tsx';
import { fileForPath, type Staging } from './output.ts';
import { linksIn, type PageLinks } from './verify.ts';
import { islandsIn } from '../islands/markup.ts';
import { PageRenderError } from '../errors.ts';

/** What the later stages need of a rendered page. */
export interface RenderedPage {
  links: PageLinks;
  islands: string[];
  /** The HTML itself, for the pages asked for by file (the home page: its HTML has a budget). */
  html?: string;
}

/** Renders every page into `staging`; returns what each rendered, by output file. A page that throws fails as a PageRenderError naming it. */
export function renderPages(routes: RouteTable, content: Content, assets: Assets, staging: Staging, keep: readonly string[]): Map<string, RenderedPage> {
  const rendered = new Map<string, RenderedPage>();
  const add = (urlPath: string, render: () => { html: string; islands: string[] }) => {
    const file = fileForPath(urlPath);
    let page: { html: string; islands: string[] };
    try {
      page = render();
    } catch (error) {
      throw new PageRenderError(file, error);
    }
    staging.write(file, page.html);
    rendered.set(file, { links: linksIn(page.html), islands: page.islands, ...(keep.includes(file) ? { html: page.html } : {}) });
  };
  for (const page of routes.pages) add(page.path, () => renderPageAndIslands(page, content, assets));
  for (const redirect of routes.redirects) {
    add(redirect.from, () => {
      const html = renderRedirect(redirect, content, assets);
      return { html, islands: islandsIn(html) };
    });
  }
  return rendered;
}
