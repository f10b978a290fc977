/**
 * axe-core in the page under test. axe is injected as a script, which the site's CSP rightly
 * refuses, so pages audited with it are opened with `bypassCSP: true` (see AXE_CONTEXT).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const AXE_CONTEXT = { bypassCSP: true } as const;
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** What axe audits: a selector, or axe's own include/exclude context. */
export type AxeContext = string | { include: string[][]; exclude?: string[][] };

/** The violations axe finds in `selector` (the whole document by default), as "rule (count)". */
export async function axeViolations(page: Page, selector: AxeContext = 'html'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const { violations } = await axe.run(context);
    return violations.map((v) => `${v.id} (${v.nodes.length}): ${JSON.stringify(v.nodes[0]?.target)}`);
  }, selector);
}

/**
 * Opens `url` as a visitor without JavaScript sees it, in a page where axe can still run (axe is
 * a script, and with JavaScript disabled it never finishes): the HTML is served without its
 * <script> elements, so no island starts and the early script never adds the `js` class.
 */
export async function gotoWithoutScripts(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') });
  });
  await page.goto(url);
  await page.unroute(url);
}
