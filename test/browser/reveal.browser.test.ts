/** Cards below the fold appear on scroll with a 0.1 s stagger; nothing is hidden otherwise. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { productPage, realContent } from '../helpers/content.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
/** A product page: its benefit cards are below the fold. */
const productPath = productPage(await realContent(), 'navigator');
const grid = '#benefits .icon-cards';
const state = (page: Page) => page.locator(grid).evaluate((el) => ({
  reveal: el.getAttribute('data-reveal'),
  delays: Array.from(el.children, (c) => (c as HTMLElement).style.transitionDelay),
  opacity: getComputedStyle(el.children[0]).opacity,
  running: Array.from(el.children, (c) => c.getAnimations().length).reduce((a, b) => a + b, 0),
}));

const reveal = suite('reveal on scroll');

if (browser) {
  reveal('a grid below the fold is hidden, then shown with 0, 100, 200, 300 ms delays when scrolled to', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${productPath}`);
      // The grid is hidden once the observer first reports it below the fold.
      await page.waitForSelector(`${grid}[data-reveal="hidden"]`, { state: 'attached' });
      const before = await state(page);
      assert.is(before.reveal, 'hidden');
      assert.equal(before.delays, ['0ms', '100ms', '200ms', '300ms']);
      // Hiding runs no transition, so no transitionend can clear the stagger before the grid is reached.
      assert.is(before.running, 0, 'no transition while hidden');
      // The fade-ins as they start: read when the grid is shown, styles brought up to date at once.
      await page.locator(grid).evaluate((el) => new MutationObserver((_, observer) => {
        observer.disconnect();
        getComputedStyle(el.children[0]).opacity;
        (window as unknown as { fadeDelays: number[] }).fadeDelays = Array.from(el.children, (c) => Number(c.getAnimations()[0]?.effect?.getTiming().delay ?? -1));
      }).observe(el, { attributeFilter: ['data-reveal'] }));
      await page.locator(grid).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${grid}[data-reveal="shown"]`);
      assert.equal(await page.evaluate(() => (window as unknown as { fadeDelays: number[] }).fadeDelays), [0, 100, 200, 300], 'each card fades in 100 ms after the one before');
    }));

  reveal('a grid already on screen is never hidden', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${productPath}`);
      await page.waitForSelector(`${grid}[data-reveal-init]`, { state: 'attached' });
      // Give the observer its first report (it comes with the next frames) before looking.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
      assert.is((await state(page)).reveal, null);
    }, { viewport: { width: 1280, height: 4000 } }));

  reveal('under reduced motion nothing is hidden', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${productPath}`);
      await page.waitForSelector(`${grid}[data-reveal-init]`);
      const s = await state(page);
      assert.is(s.reveal, null);
      assert.is(s.opacity, '1');
    }, { reducedMotion: 'reduce' }));

  reveal('without JavaScript every card is visible', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${productPath}`);
      assert.is((await state(page)).opacity, '1');
    }, { javaScriptEnabled: false }));

  reveal.after(async () => {
    await browser.close();
    server?.close();
  });
}

reveal.run();
