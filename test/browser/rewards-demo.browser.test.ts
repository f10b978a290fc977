/**
 * The Rewards illustration in the home showcase (docs/site.md §14), in Chromium with a fake clock:
 * the highlight moves to the next of 7 brands every 800 ms and not before, wraps after the 7th,
 * holds while hovered or while the showcase is paused; under reduced motion a still frame; without
 * JavaScript every name and figure is in the page; axe finds nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, withPage as openAndCheck } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { endTransitions, realTimeForAxe } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const withPage = (b: Browser, run: (page: Page) => Promise<void>, options: BrowserContextOptions = {}) => openAndCheck(b, origin, run, options);

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const ROTATION_MS = 800;
const BRANDS = 7;

const root = '.rewards-demo';
const active = async (page: Page) => Number(await page.getAttribute(root, 'data-active'));
/** Indexes of the lit tiles: always exactly one, the one data-active names. */
const lit = (page: Page) => page.locator(`${root} [data-brand][data-current]`).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-brand'))));
const names = (page: Page) => page.locator(`${root} [data-brand] .rewards-demo__name`).allTextContents();

/** Opens the home page on a paused fake clock and scrolls the illustration in until its timer runs. */
async function openRewards(page: Page) {
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  await page.clock.pauseAt(10_000);
  await page.locator(root).scrollIntoViewIfNeeded();
}
async function playing(page: Page) {
  await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
  await page.waitForSelector('.showcase[data-motion="running"]', { state: 'attached' });
}

async function audit(page: Page): Promise<string[]> {
  await realTimeForAxe(page);
  return axeViolations(page, root);
}

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
      for (let hop = 0; hop < 3; hop++) {
        await page.clock.runFor(ROTATION_MS + 100);
        const sparkles = (await centres()).slice(1);
        assert.ok(near(sparkles, drawn.slice(1)), `hop ${hop}, 100 ms in, each sparkle still centred on its place: ${JSON.stringify(sparkles)} against ${JSON.stringify(drawn)}`);
        await page.clock.runFor(ROTATION_MS - 101);
        await endTransitions(page, root); // the hop runs in real time, on the compositor
        const rest = await centres();
        assert.ok(near(rest, drawn), `hop ${hop}, at rest: ${JSON.stringify(rest)} against ${JSON.stringify(drawn)}`);
        await page.clock.runFor(1);
      }
    }));

  withJs('the highlight moves every 800 ms, not before, through all 7 brands, and wraps', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await playing(page);
      assert.is(await active(page), 0);
      assert.equal(await lit(page), [0]);
      await page.clock.runFor(ROTATION_MS - 1);
      assert.is(await active(page), 0, 'still the first brand at 799 ms');
      await page.clock.runFor(1);
      assert.is(await active(page), 1, 'the second brand at 800 ms');
      assert.equal(await lit(page), [1]);
      for (const expected of [2, 3, 4, 5, 6, 0, 1]) {
        await page.clock.runFor(ROTATION_MS - 1);
        assert.is(await active(page), (expected + BRANDS - 1) % BRANDS, 'not yet');
        await page.clock.runFor(1);
        assert.is(await active(page), expected);
        assert.equal(await lit(page), [expected], 'one tile lit, the active one');
      }
    }));

  withJs('it holds while the pointer is over it and while the showcase is paused, and its own button stays hidden there', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await playing(page);
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible(), 'the showcase’s Pause button serves');
      await page.hover(root);
      await page.clock.runFor(5 * ROTATION_MS);
      assert.is(await active(page), 0, 'held while hovered');
      await page.mouse.move(1, 1);
      await page.clock.runFor(ROTATION_MS);
      assert.is(await active(page), 1, 'moves again a full period after the pointer leaves');

      // The showcase's button sits above the cards: clicking it scrolls, so come back each time.
      const pressShowcaseButton = async () => {
        await page.click('[data-showcase-toggle]');
        await page.mouse.move(1, 1);
        await page.locator(root).scrollIntoViewIfNeeded();
        await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
      };
      await pressShowcaseButton();
      assert.is(await page.getAttribute('.showcase', 'data-motion'), 'paused');
      await page.clock.runFor(5 * ROTATION_MS);
      assert.is(await active(page), 1, 'held while the showcase is paused');
      await pressShowcaseButton();
      await page.clock.runFor(ROTATION_MS);
      assert.is(await active(page), 2, 'and moves on when it plays');
    }));

  withJs('with reduced motion: the still frame, unchanged after 10 s', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await page.waitForSelector(`${root}[data-rewards-demo-init]`, { state: 'attached' });
      await page.clock.runFor(10_000);
      assert.is(await active(page), 0);
      assert.equal(await lit(page), [0]);
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
    }, { reducedMotion: 'reduce' }));

  withJs('axe finds no problem, animating and after a few rotations', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await playing(page);
      await page.clock.runFor(3 * ROTATION_MS);
      assert.equal(await audit(page), []);
    }));

  withJs('axe finds no problem in the still frame of reduced motion', () =>
    withPage(browser, async (page) => {
      await openRewards(page);
      await page.waitForSelector(`${root}[data-rewards-demo-init]`, { state: 'attached' });
      assert.equal(await audit(page), []);
    }, { reducedMotion: 'reduce' }));

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
      assert.is(await active(page), 0);
      const text = await page.locator(root).textContent();
      assert.match(text!, '400+ gift cards');
      assert.match(text!, '4,000+ merchandise options');
      const summary = await page.locator(`${root} > .visually-hidden`).textContent();
      for (const name of shown) assert.match(summary!, name, `the summary names ${name}`);
      assert.is(await page.getAttribute(`${root} .rewards-demo__card`, 'aria-hidden'), 'true');
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible(), 'no button that could not work');
    }, { javaScriptEnabled: false }));

  withoutJs.after(async () => {
    await browser.close();
    server?.close();
  });
}

withJs.run();
withoutJs.run();
