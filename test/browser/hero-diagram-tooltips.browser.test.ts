/**
 * The home hero diagram's tooltips in Chromium (docs/site.md §14), with JavaScript: hover,
 * keyboard focus and touch open a product's tooltip and dim the others; axe finds nothing, at rest
 * or with a tooltip open.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { realTimeForAxe, untilRendered } from '../helpers/waits.ts';
import { STAGE_2_MS, products, root, product, openTips, dimmed, others, assertTip, openHome, axeInDiagram } from '../helpers/hero-diagram.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const withJs = suite('hero diagram tooltips, with JavaScript');

if (browser) {
  withJs('hover: the hero flag, one tooltip with name, description and link, the others dimmed; leaving clears it', () =>
    withPage(browser, async (page) => {
      await openHome(page, origin);
      await page.clock.runFor(STAGE_2_MS);
      await page.hover(`${product(2)} .hd-node`);
      assert.ok(await page.locator(`${root}[data-hover]`).count(), 'hover flag set');
      assert.is(await page.getAttribute(root, 'data-active'), '1');
      await assertTip(page, 2);
      assert.equal(await dimmed(page), others(2), 'the others dim');
      await page.hover(`${product(2)} .hd-tip__link`);
      assert.equal(await openTips(page), [2], 'the pointer can move onto the tooltip');
      await page.hover(`${product(5)} .hd-node`);
      await assertTip(page, 5);
      await page.mouse.move(5, 700);
      assert.is(await page.locator(`${root}[data-hover]`).count(), 0, 'hover flag cleared');
      assert.is(await page.locator(`${root}[data-active]`).count(), 0, 'hovered node cleared');
      assert.equal(await openTips(page), []);
    }));

  // Under reduced motion the products are shown before the island runs (with motion, once its
  // script is late by 3 s), so a visitor may already have one open by focus.
  withJs('a product focused before the island starts keeps its tooltip open when it starts', () =>
    withPage(browser, async (page) => {
      // The island's script is held back until the product has focus.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/hero-diagram-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${origin}/`);
      // The graph is laid out a frame after the first paint (render-later): until then its links cannot take focus.
      await untilRendered(page, `${product(3)} .hd-product__link`);
      await page.focus(`${product(3)} .hd-product__link`);
      await assertTip(page, 3);
      release();
      await page.waitForSelector(`${root}[data-hero-diagram-init]`, { state: 'attached' });
      await assertTip(page, 3);
      assert.equal(await dimmed(page), others(3), 'the others dim, as for any open tooltip');
    }, { reducedMotion: 'reduce' }));

  withJs('keyboard: focus opens the tooltip, Tab goes on to the next product (not to Learn more, the same page again), Escape closes it', () =>
    withPage(browser, async (page) => {
      await openHome(page, origin);
      await page.clock.runFor(STAGE_2_MS);
      await page.focus('.home-hero .button--secondary');
      await page.keyboard.press('Tab');
      assert.ok(await page.locator(`${product(1)} .hd-product__link`).evaluate((el) => el === document.activeElement), 'first product is next in the tab order');
      await assertTip(page, 1);
      assert.equal(await dimmed(page), others(1));
      await page.keyboard.press('Tab');
      assert.ok(await page.locator(`${product(2)} .hd-product__link`).evaluate((el) => el === document.activeElement), 'the next product is the next stop');
      await page.keyboard.press('Shift+Tab');
      await assertTip(page, 1);
      await page.keyboard.press('Escape');
      assert.equal(await openTips(page), [], 'Escape closes it');
      assert.ok(await page.locator(`${product(1)} .hd-product__link`).evaluate((el) => el === document.activeElement), 'focus stays');
      await page.keyboard.press('Tab');
      await assertTip(page, 2);
      const outline = await page.locator(`${product(2)} .hd-product__link`).evaluate((el) => getComputedStyle(el).outlineStyle);
      assert.is.not(outline, 'none', 'focus is visible');
    }));

  withJs('touch: the first tap opens the tooltip, then Learn more navigates; product nodes are at least 44 px', () =>
    withPage(browser, async (page) => {
      await openHome(page, origin);
      await page.clock.runFor(STAGE_2_MS);
      const sizes = await page.locator(`${root} .hd-product__link`).evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); }));
      sizes.forEach((size) => assert.ok(size >= 44, `tap target ${size} px`));
      // No tap lands on two links: each product's link ends where its neighbour's begins, or before.
      const spans = await page.locator(`${root} .hd-product__link`).evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().left, el.getBoundingClientRect().right]));
      spans.slice(1).forEach(([left], i) => assert.ok(left >= spans[i][1] - 0.5, `product ${i + 2}'s link begins at ${left} px, inside product ${i + 1}'s (to ${spans[i][1]} px)`));
      await page.tap(`${product(2)} .hd-node`);
      assert.is(new URL(page.url()).pathname, '/', 'the first tap does not navigate');
      await assertTip(page, 2);
      await page.tap(`${product(2)} .hd-tip__link`);
      await page.waitForURL(`${origin}${products[1].href}`);
    }, { viewport: { width: 375, height: 1300 }, hasTouch: true, isMobile: true }));

  for (const width of [375, 1280]) {
    withJs(`axe: no violations in the diagram at ${width} px, at rest and with a tooltip open`, () =>
      withPage(browser, async (page) => {
        await openHome(page, origin);
        await page.clock.runFor(STAGE_2_MS);
        await realTimeForAxe(page);
        await page.mouse.move(1, 1);
        assert.equal(await axeInDiagram(page), [], 'at rest');
        await page.focus(`${product(3)} .hd-product__link`);
        assert.equal(await dimmed(page), others(3));
        assert.equal(await axeInDiagram(page), [], 'tooltip open');
      }, { viewport: { width, height: 1200 } }));
  }

  withJs.after(async () => {
    await close();
  });
}

withJs.run();
