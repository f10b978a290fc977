/** The <head> of every page: title, description, canonical, social cards, JSON-LD, styles, and the early script that starts the islands. */
import type { CompanyFacts, Site } from '../model/content.ts';
import type { PageRoute } from '../routes.tsx';
import { earlyScript, ISLAND_CHUNKS_ATTRIBUTE, ISLAND_ENTRIES_ATTRIBUTE, SEARCH_ASSETS_ATTRIBUTE } from './early-script.ts';
import { paths } from '../paths.ts';
import { truncate } from '../lib/text.ts';
import { ogType, socialImage } from './social-card.ts';
import { SiteGraph } from '../components/structured-data/SiteGraph.tsx';
import { APPLE_TOUCH_ICON } from './app-icons.ts';

export interface PageAssets {
  css: string[];
  /** The brand typeface (site/generator/brand-font.ts), fetched beside the stylesheets rather than once they are parsed. */
  fonts: string[];
  /** Module entries of the islands on this page, and the chunks they import: declared on the early script, which fetches them once the page has painted. */
  entries: string[];
  chunks: string[];
  /** The search widget's entry and stylesheet, which the early script loads when search is opened. */
  search: string[];
}

/**
 * Search results show about 70 characters of a title: a long page title goes without the suffix,
 * and one longer still is cut at a word (its heading on the page, and its social cards, stay whole).
 */
export const TITLE_MAX = 70;

export function pageTitle(route: PageRoute, site: Site): string {
  if (route.path === '/') return truncate(`${site.company} – ${route.title}`, TITLE_MAX);
  return titleWithCompany(route.title, site);
}

/** `title | <company>` when the two fit in TITLE_MAX, else the title alone, cut at a word if it must be (a redirect page's too). */
export function titleWithCompany(title: string, site: Site): string {
  const full = `${title} | ${site.company}`;
  return full.length > TITLE_MAX ? truncate(title, TITLE_MAX) : full;
}

/**
 * Both colour schemes are designed (site/styles/tokens.css): the browser may draw its own parts
 * (the canvas before the styles, scrollbars, form controls) in either, and colours its bar with
 * the brand on light and with the page's surface on dark. A visitor's explicit choice moves the
 * bar's colour too (site/widgets/theme-switch/).
 */
export function ColorSchemeMeta() {
  return (
    <>
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content="#4f46e5" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#0f1529" media="(prefers-color-scheme: dark)" />
    </>
  );
}

export function Head({ route, site, facts, assets }: { route: PageRoute; site: Site; facts?: CompanyFacts; assets: PageAssets }) {
  const title = pageTitle(route, site);
  const socialTitle = route.path === '/' ? title : route.title;
  const url = `${site.origin}${route.path}`;
  const image = socialImage(route, site);
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={route.description} />
      {route.indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <ColorSchemeMeta />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} />
      {(route.path === paths.blog || route.path.startsWith(`${paths.blog}/`)) && (
        <link rel="alternate" type="application/atom+xml" href={paths.blogFeed} title={`Insights & blog | ${site.company}`} />
      )}
      <meta property="og:type" content={ogType(route.path)} />
      <meta property="og:site_name" content={site.company} />
      <meta property="og:title" content={socialTitle} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={socialTitle} />
      <meta name="twitter:description" content={route.description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      {assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      {assets.fonts.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />)}
      {/* After the stylesheets on purpose: see "Where it stands" in early-script.ts. */}
      <script {...{ [ISLAND_ENTRIES_ATTRIBUTE]: assets.entries.join(' ') || undefined, [ISLAND_CHUNKS_ATTRIBUTE]: assets.chunks.join(' ') || undefined, [SEARCH_ASSETS_ATTRIBUTE]: assets.search.join(' ') || undefined }} dangerouslySetInnerHTML={{ __html: earlyScript }} />
      <SiteGraph route={route} site={site} facts={facts} />
    </>
  );
}
