/**
 * Audits over every page of the route table: axe, the requests a page makes, and the
 * keyboard. Each check returns its findings as lines that name the page, the width and whether
 * JavaScript ran, so one failing page is easy to find among them all.
 */
import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { buildRouteTable } from '../../site/routes.tsx';
import { openPage } from './browser.ts';
import { deadline, isTabIcon, twoFrames } from './waits.ts';
import type { AxeContext } from './axe.ts';
import { publishedContent } from './content.ts';
import { ISLANDS_LOADED_ATTRIBUTE } from '../../site/document/early-script.ts';

export const WIDTHS = [375, 1280] as const;

/** Every page the build renders (per-item, 404 and error pages included; redirect pages are not pages). */
export async function everyPath(): Promise<string[]> {
  return buildRouteTable(await publishedContent()).pages.map((p) => p.path);
}

/**
 * One page of each kind: the first path the route table lists for each page component (home,
 * product, industry, each listing, post, case study, whitepaper, each company page, 404, error).
 * The shared header and footer are audited in full on these, and on every page at 1280 px.
 */
export async function onePathPerKind(): Promise<Set<string>> {
  const first = new Map<unknown, string>();
  for (const route of buildRouteTable(await publishedContent()).pages) {
    const kind = route.render().type;
    if (!first.has(kind)) first.set(kind, route.path);
  }
  return new Set(first.values());
}

/** What axe audits on a page outside the sample: the whole document but the shared header and footer. */
export const WITHOUT_HEADER_AND_FOOTER: AxeContext = { include: [['html']], exclude: [['.site-header'], ['.site-footer']] };

export const where = (path: string, width: number, js: boolean) => `${path} @ ${width} px, JS ${js ? 'on' : 'off'}`;

/** Fails with every finding, one a line (each already names its page, width and JavaScript). */
export function assertNoFindings(findings: string[]): void {
  assert.ok(findings.length === 0, `${findings.length} finding(s):\n  ${findings.join('\n  ')}\n`);
}

/** How long one check may take before it is reported as hung (a page's audit takes a few seconds). */
const CHECK_LIMIT_MS = 120_000;

/**
 * Runs `audit` for each item, one worker at a time on each of `workers` (two: the machine has two
 * cores), and gathers the findings. A check that throws (a timeout, a crash) or hangs past its
 * time limit is a finding too, named by `name(item)`, and the run goes on: a hung page is reported,
 * not waited for. `limit` makes the time limit (a test passes one it controls).
 */
export async function eachOf<T, W>(
  items: T[], workers: W[], name: (item: T) => string, audit: (item: T, worker: W) => Promise<string[]>,
  limit: () => { expired: Promise<never>; stop: () => void } = () => deadline(CHECK_LIMIT_MS, () => `did not finish within ${CHECK_LIMIT_MS / 1000} s`),
): Promise<string[]> {
  const findings: string[][] = items.map(() => []);
  let next = 0;
  await Promise.all(workers.map(async (worker) => {
    for (let i = next++; i < items.length; i = next++) {
      const { expired, stop } = limit();
      try {
        findings[i] = await Promise.race([audit(items[i], worker), expired]);
      } catch (error) {
        findings[i] = [`${name(items[i])}: ${(error as Error).message.split('\n')[0]}`];
      } finally {
        stop();
      }
    }
  }));
  return findings.flat();
}


/**
 * Follows the page's requests: `quiet()` resolves once none is in flight; `errors` lists every
 * answer of 400 or more and every request still loading after 10 s (openPage already records
 * network failures and requests to other origins).
 */
function watchRequests(page: Page): { quiet: () => Promise<void>; errors: string[] } {
  const pending = new Set<Request>();
  const waiting: (() => void)[] = [];
  const errors: string[] = [];
  const done = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) waiting.splice(0).forEach((resolve) => resolve());
  };
  page.on('request', (request) => isTabIcon(request) || pending.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (r) => r.status() >= 400 && errors.push(`answered ${r.status()}: ${r.url()}`));
  const idle = () => new Promise<void>((resolve) => {
    if (pending.size === 0) return resolve();
    const timer = setTimeout(() => {
      errors.push(...[...pending].map((r) => `still loading after 10 s: ${r.url()}`));
      pending.clear();
      resolve();
    }, 10_000);
    waiting.push(() => { clearTimeout(timer); resolve(); });
  });
  return {
    errors,
    // A response can start another request (a dynamic import), so quiet means idle across two frames.
    async quiet() {
      do {
        await idle();
        await twoFrames(page);
      } while (pending.size);
    },
  };
}

export interface WatchedPage {
  page: Page;
  /** Resolves once no request is in flight. */
  quiet: () => Promise<void>;
  /** What went wrong since the last call: console errors, failed, erroring and third-party requests. */
  take: () => string[];
}

/** A page from openPage (test/helpers/browser.ts) whose requests are also followed. */
export async function watchedPage(browser: Browser, origin: string, options: BrowserContextOptions): Promise<WatchedPage> {
  const { page, problems } = await openPage(browser, origin, options);
  const requests = watchRequests(page);
  return { page, quiet: requests.quiet, take: () => [...problems.splice(0), ...requests.errors.splice(0)] };
}

/**
 * Scrolls to the end a window at a time, so every island that starts when visible has come into
 * view (they start within 200 px of it, site/islands/rules/on-visible.ts). A row that scrolls
 * sideways (the home page's swipe rows on a phone) is scrolled through too, a view of it at a
 * time, as a visitor swipes it when it comes into view: what it hides starts only when shown. It
 * starts once the island code has run (after the first paint, site/document/early-script.ts): a
 * visitor who scrolls past a widget before that sees it start when they come back to it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.waitForSelector(`html[${ISLANDS_LOADED_ATTRIBUTE}]`, { state: 'attached' });
  // Plain loops and no named functions inside: the page runs it as written (tsx would wrap a named one in a helper the page lacks).
  await page.evaluate(async () => {
    const swiped = new Set<Element>();
    for (let y = innerHeight; y < document.documentElement.scrollHeight + innerHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const row of document.body.querySelectorAll('*')) {
        if (swiped.has(row) || row.scrollWidth <= row.clientWidth || !/auto|scroll/.test(getComputedStyle(row).overflowX)) continue;
        const { top, bottom } = row.getBoundingClientRect();
        if (bottom <= 0 || top >= innerHeight) continue;
        swiped.add(row);
        for (let x = row.clientWidth; x < row.scrollWidth; x += row.clientWidth) {
          row.scrollTo({ left: x, behavior: 'instant' });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      }
    }
  });
}

/**
 * Brings each island that starts when visible into view in turn, and waits (up to 2 s each) for it
 * to start: what scrollThrough does for the islands, without stepping through every window of a
 * page (a long page at 200% text is hundreds). Grids that appear as they are scrolled to (the
 * reveal island) are not shown by it: use it where motion is reduced, and they are never hidden.
 */
export async function startVisibleIslands(page: Page): Promise<void> {
  await page.waitForSelector(`html[${ISLANDS_LOADED_ATTRIBUTE}]`, { state: 'attached' });
  await page.evaluate(async () => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-load="visible"]')) {
      root.scrollIntoView({ block: 'center' });
      for (let frame = 0; frame < 120 && !root.hasAttribute(`data-${root.dataset.island}-init`); frame++) {
        await new Promise((r) => requestAnimationFrame(r));
      }
    }
  });
}

/**
 * In the page: the islands due that have not started (one waiting for a media query that does not
 * match is not), or, with `none`, whether there are none. A function, not a string: Playwright
 * evaluates a string predicate anew on every poll, and the site's CSP blocks that eval.
 */
const pendingIslands = (none?: boolean) => {
  const pending = [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter((root) => !root.dataset.load?.startsWith('media:') || matchMedia(root.dataset.load.slice('media:'.length)).matches)
    .filter((root) => !root.hasAttribute(`data-${root.dataset.island}-init`)).map((root) => root.dataset.island!);
  return none ? pending.length === 0 : pending;
};

/**
 * Waits until every island due on the page has started; lists those that did not within `timeout`
 * ms (generous: on a loaded machine an island waiting for idle time starts late, not never).
 */
export async function islandsNotStarted(page: Page, timeout = 20_000): Promise<string[]> {
  await page.waitForFunction(pendingIslands, true, { timeout }).catch(() => undefined);
  return ((await page.evaluate(pendingIslands, false)) as string[]).map((name) => `island "${name}" never started`);
}

export { tabThrough, tabThroughMain } from './keyboard-walk.ts';
