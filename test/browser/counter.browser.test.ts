/**
 * The count-up figures in Chromium (docs/site.md §14): nothing counts until the figures are in
 * view; then 0 for 1000 ms, 50 steps of 40 ms, and exactly the final text (fake clock, no real
 * waits). Reduced motion shows the final values at once; without JavaScript they are in the HTML.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { productOf, realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';
import { enlargeText } from '../helpers/text-size.ts';
import type { ProductId } from '../../site/model/content.ts';

const { browser, origin, withPage, close } = await browserOnSite();

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const COUNT_DELAY_MS = 1000;
const COUNT_STEPS = 50;
const COUNT_STEP_MS = 40;

const content = await realContent();
/** A product's page and its three figures as content/products.yml gives them: final, and at 0 (prefix and suffix kept). */
function figuresOf(id: ProductId) {
  const product = productOf(content, id);
  const counters = product.counters ?? [];
  assert.is(counters.length, 3, `${product.name} has its three counters`);
  return {
    name: product.name,
    page: paths.product(product.slug),
    final: counters.map((c) => `${c.prefix ?? ''}${c.value}${c.suffix ?? ''}`),
    zero: counters.map((c) => `${c.prefix ?? ''}0${c.suffix ?? ''}`),
  };
}
const gratify = figuresOf('gratify');
const navigator = figuresOf('navigator');
/** Short enough that the figures start below the fold (and its 200 px margin) on a desktop width. */
const shortWindow = { width: 1280, height: 300 };


const shown = (page: Page) => page.locator('.counters__number').allTextContents();
const spoken = (page: Page) => page.locator('.counters__figure .visually-hidden').allTextContents();
const boxes = (page: Page) =>
  page.locator('.counters__number, .counters__item').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return [r.width, r.height].join('x');
  }));
const numberIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Opens a product page on a paused fake clock, scrolls the figures into view and waits for the island to start. */
async function scrollToCounters(page: Page, path: string) {
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}${path}`);
  await page.clock.pauseAt(10_000);
  assert.is(await page.locator('[data-counter-init]').count(), 0, 'not started while out of view');
  await page.locator('.counters__list').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-counter-init]', { state: 'attached' });
}

const withJs = suite('counters, with JavaScript');
const withoutJs = suite('counters, without JavaScript');

if (browser) {
  withJs(`${gratify.name}: 0 until 1000 ms after coming into view, then 50 steps of 40 ms to exactly its figures (${gratify.final.join(', ')})`, () =>
    withPage(browser, async (page) => {
      await scrollToCounters(page, gratify.page);
      assert.equal(await shown(page), gratify.zero, 'reset to 0 on start');
      const startBoxes = await boxes(page);

      await page.clock.runFor(COUNT_DELAY_MS - 1);
      assert.equal(await shown(page), gratify.zero, 'still 0 at 999 ms');

      await page.clock.runFor(1 + 25 * COUNT_STEP_MS);
      const halfway = await shown(page);
      halfway.forEach((text, i) => {
        const value = numberIn(text);
        assert.ok(value > 0 && value < numberIn(gratify.final[i]), `step 25 shows ${text}, between 0 and ${gratify.final[i]}`);
        assert.is(text.replace(/[\d.]+/, '0'), gratify.zero[i], `${text}: the figure's own prefix and suffix`);
      });
      assert.equal(await spoken(page), gratify.final, 'screen readers keep the final text while counting');
      assert.equal(await boxes(page), startBoxes, 'numbers and cards keep their size while counting');

      await page.clock.runFor(24 * COUNT_STEP_MS);
      assert.not.equal(await shown(page), gratify.final, 'not final at step 49');
      await page.clock.runFor(COUNT_STEP_MS);
      assert.equal(await shown(page), gratify.final, `final at ${COUNT_DELAY_MS} + ${COUNT_STEPS} × ${COUNT_STEP_MS} ms`);
      assert.equal(await boxes(page), startBoxes, 'final values take the reserved space exactly');

      await page.clock.runFor(5_000);
      assert.equal(await shown(page), gratify.final, 'and stay there');
    }, { viewport: shortWindow }));

  withJs(`${navigator.name} ends on exactly its figures (${navigator.final.join(', ')})`, () =>
    withPage(browser, async (page) => {
      await scrollToCounters(page, navigator.page);
      assert.equal(await shown(page), navigator.zero);
      await page.clock.runFor(COUNT_DELAY_MS + COUNT_STEPS * COUNT_STEP_MS);
      assert.equal(await shown(page), navigator.final);
      await page.clock.runFor(5_000);
      assert.equal(await shown(page), navigator.final);
    }, { viewport: shortWindow }));

  withJs('with reduced motion the final values show at once and never change', () =>
    withPage(browser, async (page) => {
      await scrollToCounters(page, gratify.page);
      assert.equal(await shown(page), gratify.final);
      for (const ms of [COUNT_DELAY_MS, 10 * COUNT_STEP_MS, 5_000]) {
        await page.clock.runFor(ms);
        assert.equal(await shown(page), gratify.final);
      }
    }, { viewport: shortWindow, reducedMotion: 'reduce' }));

  withoutJs('the final values are in the page, read once by screen readers, with no live region', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}${gratify.page}`);
      assert.equal(await shown(page), gratify.final);
      assert.equal(await spoken(page), gratify.final);
      assert.ok((await page.locator('.counters__number').evaluateAll((els) => els.map((el) => el.getAttribute('aria-hidden')))).every((v) => v === 'true'));
      assert.is(await page.locator('[aria-live]').count(), 0);
      assert.is(await page.locator('.counters h2').textContent(), `${gratify.name} in numbers`);
      await page.goto(`${origin}${navigator.page}`);
      assert.equal(await shown(page), navigator.final);
    }, { javaScriptEnabled: false }));

  // With text at 200% the three cards would cut their figures off where three fit at normal size.
  for (const [width, columns, enlarged] of [[375, 1, false], [1280, 3, false], [1024, 1, true]] as const) {
    withoutJs(`${columns} card(s) across at ${width} px${enlarged ? ', text at 200%' : ''}`, () =>
      withPage(browser, async (page) => {
        if (enlarged) await enlargeText(page);
        await page.goto(`${origin}${gratify.page}`);
        const lefts = await page.locator('.counters__item').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
        assert.is(new Set(lefts).size, columns);
      }, { javaScriptEnabled: false, viewport: { width, height: 800 } }));
  }

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
withoutJs.run();
