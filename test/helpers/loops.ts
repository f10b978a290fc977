/**
 * The illustrations' loops run on the animation timeline (site/islands/compositor.dom.ts
 * loopMotion), which a fake clock does not move. A test seeks them instead: it pauses every loop
 * of a widget at one time and reads what the widget shows then.
 */
import type { Page } from 'playwright-core';

/** Waits until the widget at `selector` has started its loops (it shows data-playing while they run). */
export async function untilLooping(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const root = document.querySelector(sel);
    return root?.hasAttribute('data-playing') && root.getAnimations({ subtree: true }).some((a) => a.effect?.getComputedTiming().iterations === Infinity);
  }, selector);
}

/** Pauses every loop in `selector` at `ms` after it started (its wait before the first cycle included). */
export async function seekLoops(page: Page, selector: string, ms: number): Promise<void> {
  await page.locator(selector).evaluate((root, at) => {
    for (const loop of root.getAnimations({ subtree: true })) {
      if (loop.effect?.getComputedTiming().iterations !== Infinity) continue;
      loop.pause();
      loop.currentTime = at;
    }
  }, ms);
}

/** The play states of the loops in `selector`, each once: ['running'] while the widget plays, ['paused'] while held. */
export const loopStates = (page: Page, selector: string): Promise<string[]> => page.locator(selector).evaluate((root) => [
  ...new Set(root.getAnimations({ subtree: true }).filter((a) => a.effect?.getComputedTiming().iterations === Infinity).map((a) => a.playState)),
]);

/** Presses the showcase's Pause/Play button (it sits above the cards, so pressing it scrolls), then brings `selector` back on screen, the pointer away. */
export async function toggleShowcase(page: Page, selector: string): Promise<void> {
  await page.click('[data-showcase-toggle]');
  await page.mouse.move(1, 1);
  await page.locator(selector).scrollIntoViewIfNeeded();
}
