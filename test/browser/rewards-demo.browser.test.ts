/**
 * The Rewards illustration in the home showcase (docs/site.md §14), in Chromium: its loops, sought
 * to a time and read there, light the next of 7 brands every 800 ms and not before, wrap after the
 * 7th, and pause where they are while hovered or while the showcase is paused; under reduced
 * motion a still frame; without JavaScript every name and figure is in the page; axe and
 * HTML_CodeSniffer find nothing, in both themes (HTMLCS rates the one-letter logos, which axe does not).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { networkSettled } from '../helpers/waits.ts';
import { loopStates, seekLoops, toggleShowcase, untilLooping } from '../helpers/loops.ts';
import { accessibilityFindings } from '../helpers/axe.ts';

const { browser, origin, withPage, close } = await browserOnSite();

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const ROTATION_MS = 800;
const BRANDS = 7;
/** Long enough for a move's fade and pop to end, well before the next move. */
const SETTLED_MS = 500;

const root = '.rewards-demo';
/** Indexes of the tiles whose lit face shows whole; every other one must show none of it. */
const lit = (page: Page) => page.locator(`${root} [data-brand]`).evaluateAll((tiles) => {
  const shown = tiles.map((tile) => Number(getComputedStyle(tile.querySelector('[data-lit]')!).opacity));
  if (shown.some((o) => o > 0.01 && o < 0.99)) return [-1];
  return tiles.filter((_, i) => shown[i] >= 0.99).map((tile) => Number(tile.getAttribute('data-brand')));
});
const names = (page: Page) => page.locator(`${root} [data-brand] > .rewards-demo__name`).allTextContents();

/** Opens the home page and scrolls the illustration in until its loops run. */
async function openRewards(page: Page) {
  await page.goto(`${origin}/`);
  await page.locator(root).scrollIntoViewIfNeeded();
}
const playing = (page: Page) => untilLooping(page, root);

const withJs = suite('rewards illustration, with JavaScript');
const withoutJs = suite('rewards illustration, without JavaScript');

if (browser) {
  withJs('the sparkles twinkle in place and the lid comes back: after each hop all are where the server drew them', () =>
    withPage(browser, async (page) => {
      /**
       * The centre of the lid's body and each sparkle's, in that order (the document's), as drawn
       * (their layers' motion included), from the gift's corner: the showcase lifts its current
       * card, moving the whole picture.
       */
      const centres = () => page.locator(`${root} [data-lid] rect:first-of-type, ${root} [data-sparkle] path`).evaluateAll((els) => els.map((el) => {
        const box = el.getBoundingClientRect();
        const picture = el.closest('.rewards-demo__gift')!.getBoundingClientRect();
        return [box.x + box.width / 2 - picture.x, box.y + box.height / 2 - picture.y];
      }));
      const near = (a: number[][], b: number[][]) => a.every(([x, y], i) => Math.hypot(x - b[i][0], y - b[i][1]) < 0.3);
      await openRewards(page);
      const drawn = await centres();
      await playing(page);
      for (let hop = 1; hop <= 3; hop++) {
        await seekLoops(page, root, hop * ROTATION_MS + 100);
        const during = await centres();
        assert.ok(!near(during.slice(0, 1), drawn.slice(0, 1)), `hop ${hop}, 100 ms in, the lid is up: ${JSON.stringify(during[0])}`);
        assert.ok(near(during.slice(1), drawn.slice(1)), `hop ${hop}, 100 ms in, each sparkle still centred on its place: ${JSON.stringify(during)} against ${JSON.stringify(drawn)}`);
        await seekLoops(page, root, (hop + 1) * ROTATION_MS - 1);
        const rest = await centres();
        assert.ok(near(rest, drawn), `hop ${hop}, at rest: ${JSON.stringify(rest)} against ${JSON.stringify(drawn)}`);
      }
    }));

  withJs('the highlight moves every 800 ms, not before, through all 7 brands, and wraps', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await playing(page);
      await seekLoops(page, root, 0);
      assert.equal(await lit(page), [0], 'the still frame’s brand as the loops start');
      await seekLoops(page, root, ROTATION_MS - 1);
      assert.equal(await lit(page), [0], 'still the first brand at 799 ms');
      // Two turns of the catalogue: the second shows that the loop closes where it began.
      for (let move = 1; move <= 2 * BRANDS; move++) {
        await seekLoops(page, root, move * ROTATION_MS + SETTLED_MS);
        assert.equal(await lit(page), [move % BRANDS], `move ${move}: one tile lit, the next brand`);
        await seekLoops(page, root, (move + 1) * ROTATION_MS - 1);
        assert.equal(await lit(page), [move % BRANDS], `move ${move}: not yet the next`);
      }
    }));

  withJs('it holds where it is while the pointer is over it and while the showcase is paused, and its own button stays hidden there', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await playing(page);
      assert.equal(await loopStates(page, root), ['running']);
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible(), 'the showcase’s Pause button serves');
      await page.hover(root);
      assert.equal(await loopStates(page, root), ['paused'], 'held while hovered');
      await page.mouse.move(1, 1);
      assert.equal(await loopStates(page, root), ['running'], 'moves again when the pointer leaves');

      await toggleShowcase(page, root);
      assert.is(await page.getAttribute('.showcase', 'data-motion'), 'paused');
      await page.waitForSelector(`${root}:not([data-playing])`, { state: 'attached' });
      assert.equal(await loopStates(page, root), ['paused'], 'held while the showcase is paused');
      await toggleShowcase(page, root);
      await playing(page);
      assert.equal(await loopStates(page, root), ['running'], 'and moves on when it plays');
    }));

  withJs('with reduced motion: the still frame, and nothing moves', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await page.waitForSelector(`${root}[data-rewards-demo-init]`, { state: 'attached' });
      await networkSettled(page);
      assert.equal(await lit(page), [0]);
      assert.is(await page.locator(root).evaluate((el) => el.getAnimations({ subtree: true }).length), 0);
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
    }, { reducedMotion: 'reduce' }));

  withJs('axe and HTMLCS find no problem, mid-move and between moves', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await playing(page);
      await seekLoops(page, root, 3 * ROTATION_MS + 120);
      assert.equal(await accessibilityFindings(page, root), []);
      await seekLoops(page, root, 4 * ROTATION_MS + SETTLED_MS);
      assert.equal(await accessibilityFindings(page, root), []);
    }));

  for (const colorScheme of ['light', 'dark'] as const) {
    withJs(`axe and HTMLCS find no problem in the still frame of reduced motion, ${colorScheme}`, () =>
      withPage(browser, async (page) => {
        await openRewards(page);
        await page.waitForSelector(`${root}[data-rewards-demo-init]`, { state: 'attached' });
        assert.equal(await accessibilityFindings(page, root), []);
      }, { reducedMotion: 'reduce', colorScheme }));
  }

  withJs('at 375 px the card fits the screen and every name is shown whole', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      const box = (await page.locator(root).boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `${box.x} + ${box.width}`);
      const cut = await page.locator(`${root} .rewards-demo__name, ${root} .rewards-demo__category`).evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
      assert.equal(cut, []);
    }, { viewport: { width: 375, height: 740 } }));

  withoutJs('the still frame: all 7 names, the figures, one brand lit, a text summary for screen readers', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const shown = await names(page);
      assert.is(shown.length, BRANDS);
      assert.is(new Set(shown).size, BRANDS);
      assert.equal(await lit(page), [0]);
      const text = await page.locator(root).textContent();
      assert.match(text!, '400+ gift cards');
      assert.match(text!, '4,000+ merchandise options');
      const summary = await page.locator(`${root} > .visually-hidden`).textContent();
      for (const name of shown) assert.match(summary!, name, `the summary names ${name}`);
      assert.is(await page.getAttribute(`${root} .rewards-demo__card`, 'aria-hidden'), 'true');
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible(), 'no button that could not work');
    }, { javaScriptEnabled: false }));

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
withoutJs.run();
