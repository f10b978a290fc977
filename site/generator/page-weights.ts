/**
 * What each page costs a visitor, gzip: the stylesheet and every script its islands may load
 * (dynamic imports included), and the home page's HTML and the font it preloads, against the
 * budgets of docs/decisions.md §7. The build prints the heaviest page of each kind; `npm run report` prints them all.
 */
import { gzipSync } from 'node:zlib';
import type { PageRoute } from '../routes.tsx';
import type { Assets } from './bundle.ts';
import { fileForPath, isListingPage } from '../paths.ts';

const JS_BUDGETS = { content: 6 * 1024, listing: 12 * 1024, animated: 40 * 1024 } as const;
export const CSS_BUDGET = 20 * 1024;
export const HOME_TOTAL_BUDGET = 150 * 1024;

/** A page's script budget: animated pages (the home page among them) get the most, the listings more than content. */
export const jsBudget = (path: string, animated: boolean): number =>
  animated ? JS_BUDGETS.animated : isListingPage(path) ? JS_BUDGETS.listing : JS_BUDGETS.content;

export interface PageWeight {
  path: string;
  css: number;
  js: number;
  budget: number;
}

export interface Weights {
  pages: PageWeight[];
  /** Only the home page has a budget that counts its HTML and font (everything ≤ 150 KB). */
  home: PageWeight & { html: number; font: number };
}

/**
 * Sums each page's weight from the islands of each page as rendered (`rendered`, by output file;
 * with its HTML for the home page) and the bundled assets (`asset`, by URL), each compressed once
 * however many pages load it.
 */
export function measurePages(pages: PageRoute[], rendered: (file: string) => { islands: string[]; html?: string }, asset: (url: string) => Uint8Array, assets: Assets): Weights {
  const sizes = new Map<string, number>();
  const gz = (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(asset(url)).length);
    return sizes.get(url)!;
  };
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gz(url), 0);
  const weights = pages.map((page) => {
    const islands = rendered(fileForPath(page.path)).islands.map((name) => assets.islands[name]).filter(Boolean);
    return {
      path: page.path,
      css: sum([assets.css.main, ...(page.stylesheet ? [assets.css[page.stylesheet]] : [])]),
      js: sum([...new Set(islands.flatMap((island) => island.closure))]),
      budget: jsBudget(page.path, page.path === '/' || islands.some((island) => island.animated)),
    };
  });
  const home = weights.find((w) => w.path === '/')!;
  return { pages: weights, home: { ...home, html: gzipSync(rendered(fileForPath('/')).html!).length, font: sum(assets.fonts) } };
}

/** The home page's whole first visit: HTML, CSS, scripts and the font. */
export const homeTotal = (home: Weights['home']): number => home.html + home.css + home.js + home.font;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for the build summary: home's weight and the heaviest page of each budget. */
export function summarizeWeights({ pages: weights, home }: Weights): string {
  const over = weights.filter((w) => w.js > w.budget || w.css > CSS_BUDGET || (w.path === home.path && homeTotal(home) > HOME_TOTAL_BUDGET));
  const heaviest = weights.filter((w) => w.path !== '/').sort((a, b) => b.js / b.budget - a.js / a.budget)[0];
  const css = Math.max(...weights.map((w) => w.css));
  return `home JS ${kb(home.js)} / ${kb(home.budget)}, everything ${kb(homeTotal(home))} / ${kb(HOME_TOTAL_BUDGET)} (font ${kb(home.font)}); CSS at most ${kb(css)} / ${kb(CSS_BUDGET)}; heaviest other page ${heaviest.path} JS ${kb(heaviest.js)} / ${kb(heaviest.budget)}${over.length ? `; OVER BUDGET: ${over.map((w) => w.path).join(', ')}` : ''}`;
}
