/**
 * What the Gratify phone's tests share (test/browser/gratify-demo*.browser.test.ts): its timings
 * (docs/site.md §14, written out rather than imported, so that a wrong constant fails here too),
 * the wheel's segments, readings of the screens and the prize shown, and the phone opened on the
 * home page with its loops running.
 */
import type { Page } from 'playwright-core';
import { untilLooping } from './loops.ts';

export const STEP_MS = 1200;
export const SPIN_MS = 3000;
/** When each step begins in a cycle: the wheel's step lasts its spin. */
export const STARTS = [0, STEP_MS, 2 * STEP_MS, 2 * STEP_MS + SPIN_MS, 3 * STEP_MS + SPIN_MS];
export const CYCLE = 4 * STEP_MS + SPIN_MS;
export const SEGMENTS = ['500', '100', '200', '50', '1000', 'JACKPOT', '300'];
export const spinStart = (cycle: number) => cycle * CYCLE + STARTS[2];
/** Long enough for a cross-fade and an entrance to end, well before the next step. */
export const SETTLED_MS = 600;

export const root = '.gratify-demo';
export const spinButton = `${root} [data-gratify-spin]`;

/** Which screens can be seen (opacity above 0.5). */
export const shown = (page: Page) =>
  page.locator(`${root} .gratify-demo__screen`).evaluateAll((els) => els.flatMap((el, i) => (Number(getComputedStyle(el).opacity) > 0.5 ? [i] : [])));
/** The prize texts that can be seen on the reward card (laid out, opacity above 0.5). */
export const prizeShown = (page: Page) =>
  page.locator(`${root} [data-gratify-won]`).evaluateAll((els) => els.filter((el) => el.getClientRects().length && Number(getComputedStyle(el).opacity) > 0.5).map((el) => el.textContent));

/** Opens the home page at `origin` and scrolls the phone in until its loops run; `clock`: timers on a paused fake clock. */
export async function openPhone(page: Page, origin: string, { clock = false } = {}) {
  if (clock) await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  if (clock) await page.clock.pauseAt(10_000);
  await page.locator(root).scrollIntoViewIfNeeded();
  await untilLooping(page, root);
}
