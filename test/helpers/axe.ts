/**
 * axe-core in the page under test, and beside it HTML_CodeSniffer (htmlcs.ts): `accessibilityFindings`
 * runs both on the same loaded page. axe is evaluated through the DevTools protocol rather than
 * added as a <script>: so it runs under the site's real CSP (no bypass), and one page load proves
 * both that the page is accessible and that it breaks no policy.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { htmlcsErrors } from './htmlcs.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode { target: string[]; any: { message: string }[]; all: { message: string }[]; none: { message: string }[] }
export interface AxeViolation { id: string; nodes: AxeNode[] }

/** What axe audits: a selector, or axe's own include/exclude context. */
export type AxeContext = string | { include: string[][]; exclude?: string[][] };

/** What axe finds wrong in `context` (the whole document by default). */
export async function axeResults(page: Page, context: AxeContext = 'html'): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (where) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(where, { resultTypes: ['violations'] })).violations;
  }, context);
}

/** The violations axe finds in `context`, one line per element: "axe rule: element (what is wrong)". */
export async function axeViolations(page: Page, context: AxeContext = 'html'): Promise<string[]> {
  const violations = await axeResults(page, context);
  return violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id}: ${n.target.join(' ')} (${[...n.any, ...n.all, ...n.none][0]?.message ?? ''})`));
}

/**
 * What both engines find in `context`, one line per element: axe's violations, then HTML_CodeSniffer's
 * WCAG2AA errors ("htmlcs code: element (what is wrong)"). Each catches contrast failures the other
 * leaves unjudged (axe rates no text of one character; HTMLCS no text over a gradient or a translucent fill).
 */
export async function accessibilityFindings(page: Page, context: AxeContext = 'html'): Promise<string[]> {
  return [...(await axeViolations(page, context)), ...(await htmlcsErrors(page, context))];
}

/**
 * Opens `url` as a visitor without JavaScript sees it, in a page where axe can still run (axe is
 * a script, and with JavaScript disabled it never finishes): the HTML is served without its
 * <script> elements, so no island starts and the early script never adds the `js` class.
 */
export async function gotoWithoutScripts(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    // A reused keep-alive connection that the server has just closed resets the fetch (ECONNRESET
    // under load): one more try. A second failure fails the navigation, and so the test.
    const response = await route.fetch().catch(() => route.fetch()).catch(() => undefined);
    if (!response) return route.abort('connectionreset');
    await route.fulfill({ response, body: (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') });
  });
  await page.goto(url);
  await page.unroute(url);
}
