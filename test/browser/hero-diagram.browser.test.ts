/**
 * The home hero's diagram in Chromium (docs/site.md §14), how it plays: on a fake clock, stage
 * 0 → 1 at 800 ms → 2 at 1800 ms once it is on screen, and not before, the box never moving;
 * Replay starts again at 0; reduced motion shows stage 2 at once. Its tooltips:
 * hero-diagram-tooltips; without JavaScript: hero-diagram-without-js.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { STAGE_1_MS, STAGE_2_MS, figures, root, product, stage, visible, productsShown, dashShown, assertTip, openHome } from '../helpers/hero-diagram.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const box = (page: Page) => page.locator(root).evaluate((el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); });

const withJs = suite('hero diagram, with JavaScript');
const reduced = suite('hero diagram, reduced motion');

if (browser) {
  withJs('stage 0, then 1 at 800 ms, then 2 at 1800 ms, not before, each showing the whole diagram; the box never moves or resizes', () =>
    withPage(browser, async (page) => {
      await openHome(page, origin);
      const start = await box(page);
      /** The stages add motion, not content: sources, core, products and dashboard show at every one. */
      const wholeDiagram = async (when: string) => {
        assert.equal(await page.locator(`${root} .hd-source`).evaluateAll((els) => els.map((el) => el.checkVisibility())), [true, true, true, true], `sources feed the core ${when}`);
        assert.ok(await visible(page, `${root} .hd-core`), `the core ${when}`);
        assert.equal(await productsShown(page), [true, true, true, true, true], `products ${when}`);
        assert.ok(await dashShown(page), `the dashboard ${when}`);
      };
      assert.is(await stage(page), '0');
      await wholeDiagram('at stage 0');

      await page.clock.runFor(STAGE_1_MS - 1);
      assert.is(await stage(page), '0', 'still 0 at 799 ms');
      await page.clock.runFor(1);
      assert.is(await stage(page), '1', '1 at 800 ms');
      await wholeDiagram('at stage 1');

      await page.clock.runFor(STAGE_2_MS - STAGE_1_MS - 1);
      assert.is(await stage(page), '1', 'still 1 at 1799 ms');
      await page.clock.runFor(1);
      assert.is(await stage(page), '2', '2 at 1800 ms');
      await wholeDiagram('at stage 2');
      assert.equal(await page.locator(`${root} .hd-dash__grid dd`).allTextContents(), figures.map(([, value]) => value));

      await page.clock.runFor(10_000);
      assert.is(await stage(page), '2', 'plays once and stays');
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
      assert.equal(await box(page), start, 'no layout shift');
    }));

  withJs('Replay starts again at stage 0 with the same timings', () =>
    withPage(browser, async (page) => {
      await openHome(page, origin);
      await page.clock.runFor(STAGE_2_MS);
      assert.is(await stage(page), '2');
      const replay = page.getByRole('button', { name: /^Replay/ });
      assert.ok(await replay.isVisible(), 'a visible Replay button');
      await replay.focus();
      await page.keyboard.press('Tab');
      assert.ok(await page.locator('.hd-dash__about summary').evaluate((el) => el === document.activeElement), 'Tab goes from Replay, drawn at the dashboard\'s top, to the dashboard\'s control below it');
      await replay.click();
      assert.is(await stage(page), '0');
      assert.equal(await productsShown(page), [true, true, true, true, true], 'nothing disappears as it replays');
      assert.ok(await dashShown(page), 'nor the dashboard');
      assert.ok(await replay.isVisible(), 'Replay stays put while replaying');
      await page.clock.runFor(STAGE_1_MS - 1);
      assert.is(await stage(page), '0');
      await page.clock.runFor(1);
      assert.is(await stage(page), '1');
      await page.clock.runFor(STAGE_2_MS - STAGE_1_MS);
      assert.is(await stage(page), '2');
    }));

  withJs('it waits at stage 0 until it is on screen (375 px, diagram below the fold)', () =>
    withPage(browser, async (page) => {
      // Below the fold whatever the copy above it: the window ends where the diagram starts.
      await page.goto(`${origin}/`);
      const top = await page.locator(root).evaluate((el) => Math.floor(el.getBoundingClientRect().top + scrollY));
      await page.setViewportSize({ width: 375, height: Math.min(667, top) });
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
      await page.goto(`${origin}/`);
      await page.waitForSelector(`${root}[data-hero-diagram-init]`, { state: 'attached' });
      assert.ok(await page.locator(root).evaluate((el) => el.getBoundingClientRect().top >= innerHeight), 'the diagram starts below the window');
      assert.is(await stage(page), '0');
      await page.clock.runFor(5000);
      assert.is(await stage(page), '0', 'nothing advances off screen');
      await page.locator(root).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
      await page.clock.runFor(STAGE_1_MS);
      assert.is(await stage(page), '1');
      await page.clock.runFor(STAGE_2_MS - STAGE_1_MS);
      assert.is(await stage(page), '2');
    }, { viewport: { width: 375, height: 667 } }));

  reduced('stage 2 at once, nothing advances, no Replay; tooltips still open', () =>
    withPage(browser, async (page) => {
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
      await page.goto(`${origin}/`);
      await page.waitForSelector(`${root}[data-hero-diagram-init]`, { state: 'attached' });
      assert.is(await stage(page), '2');
      assert.equal(await productsShown(page), [true, true, true, true, true]);
      assert.ok(await dashShown(page));
      for (const ms of [1, STAGE_1_MS, STAGE_2_MS, 10_000]) {
        await page.clock.runFor(ms);
        assert.is(await stage(page), '2');
      }
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
      assert.not.ok(await page.getByRole('button', { name: /^Replay/ }).isVisible());
      await page.hover(`${product(4)} .hd-node`);
      await assertTip(page, 4);
    }, { reducedMotion: 'reduce' }));

  reduced.after(async () => {
    await close();
  });
}

withJs.run();
reduced.run();
