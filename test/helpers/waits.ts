/**
 * Every wait the browser tests use, and the Chromium behaviour each one works around, explained
 * here once: a test says what it waits for and reads as what it checks.
 */
import type { Page, Request } from 'playwright-core';

/**
 * In the page: resolves once two more frames have been rendered: what the next frame decides, the
 * one after shows. Frames follow the page's clock: on a paused fake clock they never come.
 */
export const twoFramesInPage = (): Promise<unknown> => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** `twoFramesInPage` in a Playwright page. */
export const twoFrames = (page: Page): Promise<unknown> => page.evaluate(twoFramesInPage);

/**
 * The tab icon's request. The browser fetches /favicon.svg (or .ico) for itself, and Chromium 150
 * sometimes never reports that request finished, so a wait for a quiet network may never end. Waits
 * leave it out or give up after a time limit; a failed or 404 icon is still reported.
 */
export const isTabIcon = (request: Request): boolean => /\/favicon\.(svg|ico)$/.test(new URL(request.url()).pathname);

/**
 * Resolves once the network has been quiet for half a second (so that leaving the page aborts
 * nothing), or after `ms` at the latest, for the tab icon above. What follows must still assert
 * what the page shows; withPage (test/helpers/browser.ts) reports failed requests.
 */
export const networkSettled = (page: Page, ms = 10_000): Promise<void> => page.waitForLoadState('networkidle', { timeout: ms }).catch(() => undefined);

/**
 * CSS transitions and animations run in real time, even on a fake clock (page.clock fakes timers
 * and frames, not the animation timeline). Ends the finite ones, in `selector` and below or in the
 * whole page, so styles read as they come to rest; endless ones (the marquee) keep running.
 */
export async function endTransitions(page: Page, selector?: string): Promise<void> {
  await page.evaluate((scope) => {
    const animations = scope ? document.querySelector(scope)?.getAnimations({ subtree: true }) ?? [] : document.getAnimations();
    animations.forEach((a) => Number.isFinite(a.effect?.getComputedTiming().endTime) && a.finish());
  }, selector);
}

/**
 * endTransitions over the whole page, then two frames: far content skipped by content-visibility
 * has no style until a frame renders it, and axe would read it in the browser's default colours.
 */
export async function finishTransitions(page: Page): Promise<void> {
  await endTransitions(page);
  await twoFrames(page);
}

/** axe waits on timers of its own, so on a fake clock it would never finish: the clock runs in real time from here on. */
export const realTimeForAxe = (page: Page): Promise<void> => page.clock.resume();

/**
 * Whether the browser renders every element matching `selector` (and there is one): not inside
 * content it skips, as `content-visibility: auto` does far from the viewport and `hidden` always.
 * Skipped content has no layout, so its visible text (innerText) reads as empty.
 */
const allRendered = (selector: string) => {
  const found = [...document.querySelectorAll(selector)];
  return found.length > 0 && found.every((el) => el.checkVisibility({ contentVisibilityAuto: true }));
};
export const isRendered = (page: Page, selector: string): Promise<boolean> => page.evaluate(allRendered, selector);
/** Waits until `isRendered`: a frame after the element nears the viewport. */
export const untilRendered = async (page: Page, selector: string): Promise<void> => {
  await page.waitForFunction(allRendered, selector);
};

/**
 * Waits until `check` holds in the page, checked on a timer rather than in frames: Playwright's
 * default waits in frames, and a page held mid-document by a stalled network may draw none. It
 * also outlasts a navigation still committing, as a page that has only its first bytes is.
 */
export const untilTrueWithoutFrames = async (page: Page, check: () => boolean): Promise<void> => {
  await page.waitForFunction(check, undefined, { polling: 20 });
};

/**
 * Polls `url` every 50 ms until it answers (and `ready` accepts the answer), for at most `ms`;
 * resolves whether it did. `gaveUp` stops early (the server's process has exited). For a server
 * the test just started.
 */
export async function untilAnswering(url: string, ms: number, ready: (response: Response) => boolean = () => true, gaveUp: () => boolean = () => false): Promise<boolean> {
  for (let waited = 0; waited < ms && !gaveUp(); waited += 50) {
    if (await fetch(url).then(ready, () => false)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * A guard against a hung wait: `expired` rejects after `ms` with `why()` (worked out then, so it
 * can list what came meanwhile), unless `stop` is called first. Race it against what is awaited.
 */
export function deadline(ms: number, why: () => string): { expired: Promise<never>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(why())), ms);
  });
  return { expired, stop: () => clearTimeout(timer) };
}
