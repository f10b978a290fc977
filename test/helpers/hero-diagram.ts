/**
 * What the hero diagram's tests share (test/browser/hero-diagram*.browser.test.ts): its timings,
 * its products and figures, readings of what it shows (the stage, the products, the dashboard, the
 * open tooltips, the dimmed nodes), a tooltip's check, and the home page on a paused fake clock.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { endTransitions } from './waits.ts';
import { axeViolations } from './axe.ts';
import { realContent } from './content.ts';
import { paths } from '../../site/paths.ts';

const content = await realContent();

/** Our timings (site/lib/hero-diagram.ts), written out so that a wrong constant fails here too. */
export const STAGE_1_MS = 800;
export const STAGE_2_MS = 1800;

/** The five products in the order of content/products.yml, each with its name and its page. */
export const products = content.products.map((p) => ({ name: p.name, href: paths.product(p.slug), summary: p.summary }));
/** The dashboard's figures, label and value, as content/home.yml has them. */
export const figures = content.home.diagram.dashboard.map((f) => [f.label, f.value]);

/** "A, B and C". */
const list = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
/** What the figure is called: the sources feed the core, which powers the products (content/home.yml, content/products.yml). */
export const figureName = `${list(content.home.diagram.sources.map((s) => s.name))} feed the ${content.home.diagram.core}, which powers ${list(products.map((p) => p.name))}.`;

export const root = '.hero-diagram';
export const product = (n: number) => `${root} .hd-product:nth-child(${n})`;

export const stage = (page: Page) => page.getAttribute(root, 'data-stage');
export const visible = (page: Page, selector: string) => page.locator(selector).isVisible();
export const productsShown = (page: Page) => page.locator(`${root} .hd-product__link`).evaluateAll((els) => els.map((el) => getComputedStyle(el).visibility === 'visible'));
export const dashShown = (page: Page) => visible(page, `${root} .hd-dash`);
export const openTips = (page: Page) => page.locator(`${root} .hd-tip`).evaluateAll((els) => els.flatMap((el, i) => (getComputedStyle(el).visibility === 'visible' ? [i + 1] : [])));

/** The products whose node is dimmed, once their fades have ended. */
export async function dimmed(page: Page) {
  await endTransitions(page, '.hero-diagram');
  return page.evaluate(() => Array.from(document.querySelectorAll('.hd-product .hd-node'), (el, i) => (Number(getComputedStyle(el).opacity) < 1 ? [i + 1] : [])).flat());
}
export const others = (n: number) => [1, 2, 3, 4, 5].filter((i) => i !== n);

/** The tooltip shows the product's name, its description and a Learn more link to its page. */
export async function assertTip(page: Page, n: number) {
  assert.equal(await openTips(page), [n], `only tooltip ${n} is open`);
  const tip = page.locator(`${product(n)} .hd-tip`);
  assert.is(await tip.locator('.hd-tip__name').textContent(), products[n - 1].name);
  assert.is(await tip.locator('.hd-tip__text').textContent(), products[n - 1].summary, 'its summary');
  assert.is(await tip.locator('a').getAttribute('href'), products[n - 1].href);
  assert.match((await tip.locator('a').textContent()) ?? '', /^Learn more/);
}

/** Home at `origin` on a paused fake clock; resolves when the island has scheduled stage 1 (it is on screen). */
export async function openHome(page: Page, origin: string) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(`${origin}/`);
  await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
}

export const axeInDiagram = (page: Page) => axeViolations(page, root);
