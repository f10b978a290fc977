/**
 * Audits over every page of the route table (issue 6): axe, the requests a page makes, and the
 * keyboard. Each check returns its findings as lines that name the page, the width and whether
 * JavaScript ran, so one failing page is easy to find among 74.
 */
import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { buildRouteTable } from '../../site/routes.tsx';
import { openPage } from './browser.ts';
import { isTabIcon, twoFrames } from './waits.ts';
import { axeResults } from './axe.ts';
import { realContent } from './content.ts';
import { ISLANDS_LOADED_ATTRIBUTE } from '../../site/document/early-script.ts';

export const WIDTHS = [375, 1280] as const;

/** Every page the build renders (per-item, 404 and error pages included; redirect pages are not pages). */
export async function everyPath(): Promise<string[]> {
  return buildRouteTable(await realContent()).pages.map((p) => p.path);
}

export const where = (path: string, width: number, js: boolean) => `${path} @ ${width} px, JS ${js ? 'on' : 'off'}`;

/** Fails with every finding, one a line (each already names its page, width and JavaScript). */
export function assertNoFindings(findings: string[]): void {
  assert.ok(findings.length === 0, `${findings.length} finding(s):\n  ${findings.join('\n  ')}\n`);
}

/**
 * Runs `audit` for each item, one worker at a time on each of `workers` (two: the machine has two
 * cores), and gathers the findings. A check that throws (a timeout, a crash) is a finding too,
 * named by `name(item)`.
 */
export async function eachOf<T, W>(items: T[], workers: W[], name: (item: T) => string, audit: (item: T, worker: W) => Promise<string[]>): Promise<string[]> {
  const findings: string[][] = items.map(() => []);
  let next = 0;
  await Promise.all(workers.map(async (worker) => {
    for (let i = next++; i < items.length; i = next++) {
      try {
        findings[i] = await audit(items[i], worker);
      } catch (error) {
        findings[i] = [`${name(items[i])}: ${(error as Error).message.split('\n')[0]}`];
      }
    }
  }));
  return findings.flat();
}

/** axe's violations in `selector`, one line per element (test/helpers/axe.ts runs axe under the page's real CSP). */
export async function axeFindings(page: Page, selector = 'html'): Promise<string[]> {
  const violations = await axeResults(page, selector);
  return violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id}: ${n.target.join(' ')} (${[...n.any, ...n.all, ...n.none][0]?.message ?? ''})`));
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
 * view (they start within 200 px of it, site/islands/rules/on-visible.ts). It starts once the
 * island code has run (after the first paint, site/document/early-script.ts): a visitor who
 * scrolls past a widget before that sees it start when they come back to it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.waitForSelector(`html[${ISLANDS_LOADED_ATTRIBUTE}]`, { state: 'attached' });
  await page.evaluate(async () => {
    for (let y = innerHeight; y < document.documentElement.scrollHeight + innerHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
}

/** Waits until every island on the page has started; lists those that did not within `timeout` ms. */
export async function islandsNotStarted(page: Page, timeout = 5000): Promise<string[]> {
  const pending = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter((root) => !root.hasAttribute(`data-${root.dataset.island}-init`)).map((root) => root.dataset.island!));
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .every((root) => root.hasAttribute(`data-${root.dataset.island}-init`)), null, { timeout }).catch(() => undefined);
  return (await pending()).map((name) => `island "${name}" never started`);
}

/** What counts as interactive: links, buttons, form fields, summaries, and anything given a tabindex. */
const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

/**
 * Installed in the page before the walk. Records each focus move (and each exit from the page), and
 * each element's focus ring as focused and, once focus has moved on, as unfocused: the outline and
 * box-shadow of the element, its ::before and ::after, and two ancestors (some rings are drawn by
 * a pseudo-element or by the card around a link). Returns how many elements Tab should reach.
 */
function installFocusWalk([selector, scopeSelector]: [string, string]): number {
  const scope = document.querySelector(scopeSelector)!;
  const elements: Element[] = [];
  const idOf = (el: Element) => (elements.includes(el) ? elements.indexOf(el) : elements.push(el) - 1);
  const nameOf = (id: number) => {
    const el = elements[id];
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const href = el.getAttribute('href');
    return `<${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}${href ? ` href="${href}"` : ''}> "${text}"`;
  };
  const ring = (el: Element) => {
    const layers: [Element, string | null][] = [[el, null], [el, '::before'], [el, '::after']];
    for (let a = el.parentElement, i = 0; a && i < 2; a = a.parentElement, i++) layers.push([a, null]);
    // A box-shadow that eases in would still read as its start value.
    el.getAnimations({ subtree: true }).forEach((a) => a instanceof CSSTransition && a.finish());
    return layers.map(([node, pseudo]) => {
      const s = getComputedStyle(node, pseudo);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !/rgba\(.*, 0\)$/.test(s.outlineColor);
      return `${outline ? `outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : ''}${s.boxShadow === 'none' ? '' : ` shadow ${s.boxShadow}`}`;
    });
  };
  const focused = new Map<number, string[]>();
  const unfocused = new Map<number, string[]>();
  const log: (number | 'left')[] = [];
  let previous: Element | null = null;
  const settlePrevious = () => previous && previous !== document.activeElement && unfocused.set(idOf(previous), ring(previous));
  const record = (el: Element) => {
    settlePrevious();
    previous = el;
    log.push(idOf(el));
    if (!focused.has(idOf(el))) focused.set(idOf(el), ring(el));
  };
  // A dialog has focus already when the walk starts: that is where it begins.
  if (document.activeElement && document.activeElement !== document.body) record(document.activeElement);
  document.addEventListener('focusin', (event) => record(event.target as Element), true);
  document.addEventListener('focusout', (event) => (event as FocusEvent).relatedTarget === null && log.push('left'), true);

  const tabbable = [...scope.querySelectorAll<HTMLElement>(selector)].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled')
    && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0
    && (el.localName !== 'summary' || el.matches('details > summary:first-of-type'))).map(idOf);

  /** The walk so far: the order focus took until it left the page or came back to an element. */
  const walk = () => {
    const order: number[] = [];
    for (const [i, entry] of log.entries()) {
      if (entry === 'left') return { order, end: 'left', next: log.slice(i + 1).find((e) => e !== 'left') };
      if (order.includes(entry)) return { order, end: entry === order[0] ? 'wrapped' : `came back to ${nameOf(entry)}` };
      order.push(entry);
    }
    return { order, end: '' };
  };
  const report = () => {
    settlePrevious();
    const { order, end, next } = walk();
    const shows = (id: number) => focused.get(id)!.some((layer, i) => layer !== '' && layer !== (unfocused.get(id)?.[i] ?? ''));
    const outside = (id: number | 'left' | undefined) => typeof id === 'number' && !scope.contains(elements[id]);
    return {
      end,
      first: order.length ? nameOf(order[0]) : 'nothing',
      missed: tabbable.filter((id) => !order.includes(id)).map(nameOf),
      noRing: order.filter((id) => !shows(id)).map(nameOf),
      // Outside the scope (a dialog), or back from the browser's own controls to somewhere else.
      escaped: [...order, next].filter(outside).map((id) => nameOf(id as number)),
    };
  };
  Object.assign(window, { focusWalk: { ended: () => walk().end !== '', report } });
  return tabbable.length;
}

type WalkReport = { end: string; first: string; missed: string[]; noRing: string[]; escaped: string[] };
type WithWalk = { focusWalk: { ended: () => boolean; report: () => WalkReport } };

/**
 * Tabs from where focus is (the start of the document, or inside an open dialog) until focus
 * leaves the page or wraps to where it began, and lists what is wrong: in the document, the first
 * stop is not the skip link; a visible interactive element in `scope` is never reached; a focused
 * element shows no ring that differs from its unfocused look; focus leaves `scope`; or focus is
 * caught (it comes back to an element before leaving, or never leaves).
 */
export async function tabThrough(page: Page, scope = 'html'): Promise<string[]> {
  // tsx names inner functions through a __name helper that exists only in Node.
  await page.evaluate('globalThis.__name ??= (f) => f');
  const reachable = await page.evaluate(installFocusWalk, [INTERACTIVE, scope] as [string, string]);
  const limit = reachable + 40;
  for (let presses = 0; presses < limit; presses += 10) {
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    if (await page.evaluate(() => (window as unknown as WithWalk).focusWalk.ended())) break;
  }
  const { end, first, missed, noRing, escaped } = await page.evaluate(() => (window as unknown as WithWalk).focusWalk.report());
  return [
    ...(scope !== 'html' || first.includes('.skip-link') ? [] : [`keyboard: the first Tab stop is ${first}, not the skip link`]),
    ...(end === 'left' || end === 'wrapped' ? [] : [`keyboard: focus is trapped: ${end || `still on the page after ${limit} Tabs`}`]),
    ...missed.map((name) => `keyboard: never reached by Tab: ${name}`),
    ...noRing.map((name) => `keyboard: no visible focus indicator: ${name}`),
    ...escaped.map((name) => `keyboard: focus left ${scope} for ${name}`),
  ];
}
