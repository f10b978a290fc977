/**
 * The render stage: each route to a complete HTML document with React's renderToString. The body
 * is rendered first, so the head can load exactly the islands the body contains.
 */
import { renderToString } from 'react-dom/server';
import type { Content } from '../model/content.ts';
import type { PageRoute, Redirect } from '../routes.tsx';
import { SiteProvider } from '../site-context.tsx';
import { Layout } from '../layout/Layout.tsx';
import { Head } from '../document/Head.tsx';
import { RedirectPage } from '../document/RedirectPage.tsx';
import { islandsIn } from '../islands/markup.ts';
import { SITE_LANGUAGE } from '../model/language.ts';
import type { Assets } from './bundle.ts';

/** The charset comes first, inside the first 1024 bytes, as the HTML standard asks. */
const document = (head: string, body: string) => `<!DOCTYPE html><html lang="${SITE_LANGUAGE}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>\n`;

/** React hoists image preloads to the front of a body render; they belong in the head. */
function splitPreloads(html: string): { preloads: string; body: string } {
  const match = /^(?:<link rel="preload"[^>]*>)+/.exec(html);
  return match ? { preloads: match[0], body: html.slice(match[0].length) } : { preloads: '', body: html };
}

export function renderPage(route: PageRoute, content: Content, assets: Assets): string {
  return renderPageAndIslands(route, content, assets).html;
}

/** The page, and the names of the islands it contains (the build's weights stage needs them). */
export function renderPageAndIslands(route: PageRoute, content: Content, assets: Assets): { html: string; islands: string[] } {
  const { preloads, body } = splitPreloads(
    renderToString(
      <SiteProvider value={{ content, route }}>
        <Layout>{route.render()}</Layout>
      </SiteProvider>,
    ),
  );
  const names = islandsIn(body);
  const islands = names.map((name) => {
    const entry = assets.islands[name];
    if (!entry) throw new Error(`${route.path}: the island "${name}" has no client entry (expected site/widgets/${name}/${name}.client.ts)`);
    return entry;
  });
  const pageAssets = {
    css: [assets.css.main, ...(route.stylesheet ? [assets.css[route.stylesheet]] : [])],
    fonts: assets.fonts,
    entries: islands.map((i) => i.src),
    chunks: [...new Set(islands.flatMap((i) => i.imports))],
    // The search control is in every page's header; its widget is fetched only when opened.
    search: assets.islands.search ? [assets.islands.search.src, assets.css['site-search']] : [],
  };
  return { html: document(renderToString(<Head route={route} site={content.site} facts={content.company.facts} assets={pageAssets} />) + preloads, body), islands: names };
}

export function renderRedirect(redirect: Redirect, content: Content, assets: Assets): string {
  const head = renderToString(<RedirectPage.Head redirect={redirect} site={content.site} css={assets.css.main} />);
  return document(head, renderToString(<RedirectPage redirect={redirect} />));
}
