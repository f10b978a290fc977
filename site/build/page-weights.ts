/**
 * What each page costs a visitor, gzip: its HTML, the stylesheet, and every script its islands
 * may load (dynamic imports included), against the budgets of DESIGN.md section 7. The build
 * prints the heaviest page of each kind; `npm run report` (issue 6) will print them all.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageRoute } from '../routes.tsx';
import { islandsIn } from '../islands/markup.ts';
import type { Assets } from './bundle.ts';
import { fileForPath } from './output.ts';

export const JS_BUDGETS = { content: 6 * 1024, listing: 12 * 1024, animated: 40 * 1024 } as const;
export const CSS_BUDGET = 20 * 1024;
export const HOME_TOTAL_BUDGET = 150 * 1024;

export interface PageWeight {
  path: string;
  html: number;
  css: number;
  js: number;
  budget: number;
}

export async function measurePages(outDir: string, pages: PageRoute[], assets: Assets, listings: readonly string[]): Promise<PageWeight[]> {
  const sizes = new Map<string, number>();
  const gz = async (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(await readFile(path.join(outDir, url))).length);
    return sizes.get(url)!;
  };
  return Promise.all(pages.map(async (page) => {
    const file = `/${fileForPath(page.path)}`;
    const html = await readFile(path.join(outDir, file), 'utf8');
    const islands = islandsIn(html).map((name) => assets.islands[name]).filter(Boolean);
    const scripts = [...new Set(islands.flatMap((island) => island.closure))];
    const js = (await Promise.all(scripts.map(gz))).reduce((a, b) => a + b, 0);
    const animated = page.path === '/' || islands.some((island) => island.animated);
    const budget = animated ? JS_BUDGETS.animated : listings.includes(page.path) ? JS_BUDGETS.listing : JS_BUDGETS.content;
    const css = (await Promise.all([assets.css.main, ...(page.stylesheet ? [assets.css[page.stylesheet]] : [])].map(gz))).reduce((a, b) => a + b, 0);
    return { path: page.path, html: await gz(file), css, js, budget };
  }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line for the build summary: home's weight and the heaviest page of each budget. */
export function summarizeWeights(weights: PageWeight[]): string {
  const home = weights.find((w) => w.path === '/')!;
  const over = weights.filter((w) => w.js > w.budget || w.css > CSS_BUDGET);
  const heaviest = weights.filter((w) => w.path !== '/').sort((a, b) => b.js / b.budget - a.js / a.budget)[0];
  const css = Math.max(...weights.map((w) => w.css));
  return `home JS ${kb(home.js)} / ${kb(home.budget)}, everything ${kb(home.html + home.css + home.js)} / ${kb(HOME_TOTAL_BUDGET)}; CSS at most ${kb(css)} / ${kb(CSS_BUDGET)}; heaviest other page ${heaviest.path} JS ${kb(heaviest.js)} / ${kb(heaviest.budget)}${over.length ? `; OVER BUDGET: ${over.map((w) => w.path).join(', ')}` : ''}`;
}
