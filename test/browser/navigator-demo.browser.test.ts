/**
 * The Navigator leaderboard in Chromium (docs/site.md §14), on a fake clock:
 * when it comes into view the target bar fills from 0 to its value, and 500 ms after that start
 * exactly 30 confetti particles burst (none before), fly by transform and opacity, and are
 * removed. Reduced motion and no JavaScript show the bar full at its value, with no confetti.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { realTimeForAxe } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { CONFETTI_BURST_MS, TARGET_PERCENT } from '../../site/lib/navigator-demo.ts';

const { browser, origin, withPage, close } = await browserOnSite();

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const CONFETTI_DELAY_MS = 500;
const PARTICLES = 30;
/** One frame more than a duration, for GSAP's last tick. */
const FRAME = 20;

const root = '.navigator-demo';

const particles = (page: Page) => page.locator(`${root} [data-navigator-confetti] > *`).count();
/** How full the target bar looks: the fill's drawn width over the track's, in per cent. */
const bar = (page: Page) =>
  page.locator(root).evaluate((el) =>
    (100 * el.querySelector('[data-navigator-fill]')!.getBoundingClientRect().width) / el.querySelector('.navigator-demo__track')!.getBoundingClientRect().width);

/** Opens the home page on a paused fake clock and scrolls the leaderboard into view until it plays. */
async function openBoard(page: Page, { playing = true } = {}) {
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  await page.clock.pauseAt(10_000);
  await page.locator(root).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${root}[data-navigator-demo-init]`, { state: 'attached' });
  if (playing) await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
}

const withJs = suite('Navigator illustration, with JavaScript');
const withoutJs = suite('Navigator illustration, without JavaScript');

if (browser) {
  withJs(`the bar fills from 0 to ${TARGET_PERCENT}%; no confetti before 500 ms, exactly 30 at 500 ms, gone after the burst`, () =>
    withPage(browser, async (page) => {
      await openBoard(page);
      assert.ok((await bar(page)) < 1, 'the bar starts empty');
      assert.is(await particles(page), 0);

      await page.clock.runFor(CONFETTI_DELAY_MS / 2);
      const half = await bar(page);
      assert.ok(half > 5 && half < TARGET_PERCENT - 1, `filling (${half.toFixed(1)}%)`);
      await page.clock.runFor(CONFETTI_DELAY_MS / 2 - 1);
      assert.is(await particles(page), 0, 'none at 499 ms');
      await page.clock.runFor(1);
      assert.is(await particles(page), PARTICLES, 'exactly 30 at 500 ms');

      await page.clock.runFor(FRAME);
      assert.ok(Math.abs((await bar(page)) - TARGET_PERCENT) < 0.5, `the bar reaches ${TARGET_PERCENT}%`);
      await page.clock.runFor(CONFETTI_BURST_MS / 2);
      const flight = await page.locator(`${root} [data-navigator-confetti] > *`).evaluateAll((els) => ({
        hidden: els.every((el) => el.closest('[aria-hidden="true"]')),
        styled: [...new Set(els.flatMap((el) => Array.from((el as HTMLElement).style)))],
        moved: new Set(els.map((el) => (el as HTMLElement).style.transform)).size,
      }));
      assert.ok(flight.hidden, 'the particles are decorative (aria-hidden)');
      // GSAP also writes translate/rotate/scale: "none", the individual transform properties.
      assert.ok(flight.styled.every((p) => ['transform', 'translate', 'rotate', 'scale', 'opacity'].includes(p)), `transform and opacity only: ${flight.styled}`);
      assert.is(flight.moved, PARTICLES, 'each flies its own way');
      assert.is(await particles(page), PARTICLES, 'all 30 in flight');

      await page.clock.runFor(CONFETTI_BURST_MS / 2 - FRAME);
      assert.is(await particles(page), 0, 'removed after the burst');
      assert.ok(Math.abs((await bar(page)) - TARGET_PERCENT) < 0.5, 'the bar stays at its value');
      await page.clock.runFor(10_000);
      assert.is(await particles(page), 0, 'one burst only');
    }));

  withJs('leaving the view stops it; coming back plays it again', () =>
    withPage(browser, async (page) => {
      await openBoard(page);
      await page.clock.runFor(CONFETTI_DELAY_MS + 100);
      assert.is(await particles(page), PARTICLES);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector(`${root}:not([data-playing])`, { state: 'attached' });
      assert.is(await particles(page), 0, 'the burst is cleared');
      await page.locator(root).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
      assert.ok((await bar(page)) < 1, 'refilling from 0');
      await page.clock.runFor(CONFETTI_DELAY_MS - 1);
      assert.is(await particles(page), 0);
      await page.clock.runFor(1);
      assert.is(await particles(page), PARTICLES);
    }));

  withJs('with reduced motion: the bar full at its value, no confetti, ever', () =>
    withPage(browser, async (page) => {
      await openBoard(page, { playing: false });
      for (const ms of [CONFETTI_DELAY_MS, CONFETTI_DELAY_MS, 10_000]) {
        await page.clock.runFor(ms);
        assert.ok(Math.abs((await bar(page)) - TARGET_PERCENT) < 0.5);
        assert.is(await particles(page), 0);
      }
    }, { reducedMotion: 'reduce' }));

  for (const width of [375, 1280]) {
    withJs(`axe: no violations in the leaderboard at ${width} px, during the burst`, () =>
      withPage(browser, async (page) => {
        await openBoard(page);
        await page.clock.runFor(CONFETTI_DELAY_MS + 100);
        await realTimeForAxe(page);
        assert.equal(await axeViolations(page, root), []);
      }, { viewport: { width, height: 800 } }));
  }

  withoutJs('the HTML alone shows the bar full at its value, with a summary in words, and no confetti', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.locator(root).scrollIntoViewIfNeeded();
      assert.ok(Math.abs((await bar(page)) - TARGET_PERCENT) < 0.5);
      assert.is(await particles(page), 0);
      assert.match(await page.locator(`${root} > .visually-hidden`).textContent() ?? '', new RegExp(`${TARGET_PERCENT}%`));
      assert.is(await page.locator(`${root} .navigator-demo__row`).count(), 5);
    }, { javaScriptEnabled: false }));

  withoutJs('axe: no violations in the leaderboard, as served', () =>
    withPage(browser, async (page) => {
      await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto(`${origin}/`);
      await page.evaluate(() => document.documentElement.classList.remove('js'));
      assert.equal(await axeViolations(page, root), []);
    }));

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
withoutJs.run();
