/**
 * The home hero's diagram in Chromium without JavaScript (docs/site.md §14): everything is in the
 * page at its final stage, a tooltip opens on hover and focus, it fits beside or below the
 * headline, and axe finds nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { figureName, figures, products, root, product, stage, productsShown, dashShown, openTips, dimmed, others, assertTip, axeInDiagram } from '../helpers/hero-diagram.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const withoutJs = suite('hero diagram, without JavaScript');

if (browser) {
  withoutJs('the final stage: five product links, six figures, labelled, lines hidden from assistive tech', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      assert.is(await stage(page), '2');
      const figure = page.getByRole('figure', { name: figureName, exact: true });
      assert.is(await figure.count(), 1, 'a labelled figure');
      const links = page.locator(`${root} .hd-product__link`);
      assert.equal(await links.allTextContents(), products.map((p) => p.name));
      assert.equal(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href'))), products.map((p) => p.href));
      assert.equal(await productsShown(page), [true, true, true, true, true]);
      for (const { name } of products) assert.is(await figure.getByRole('link', { name, exact: true }).count(), 1, `a link named ${name}`);
      const shown = await page.locator(`${root} .hd-dash__grid > div`).evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent]));
      assert.equal(shown, figures);
      assert.ok(await dashShown(page));
      assert.is(await page.locator(`${root} svg:not([aria-hidden="true"])`).count(), 0);
      assert.not.ok(await page.getByRole('button', { name: /^Replay/ }).isVisible());
      assert.equal(await openTips(page), []);
    }, { javaScriptEnabled: false }));

  withoutJs('a tooltip opens on hover and on focus, and its product link works', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.hover(`${product(3)} .hd-node`);
      await assertTip(page, 3);
      assert.equal(await dimmed(page), others(3));
      await page.mouse.move(5, 700);
      await page.focus(`${product(5)} .hd-product__link`);
      await assertTip(page, 5);
      await page.click(`${product(5)} .hd-product__link`);
      await page.waitForURL(`${origin}${products[4].href}`);
    }, { javaScriptEnabled: false }));

  withoutJs('375 px: fits the width, below the headline', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const [diagram, headline] = await Promise.all([root, '.home-hero__text'].map((s) => page.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
      assert.ok(diagram.left >= 0 && diagram.right <= 375, `within the width: ${diagram.left}..${diagram.right}`);
      assert.ok(diagram.top >= headline.bottom, 'stacked below the headline');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.is(overflow, 375, 'no horizontal scroll');
    }, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } }));

  withoutJs('1280 px: beside the headline, about 560 px wide and square-ish', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const [diagram, headline] = await Promise.all([root, '.home-hero__text'].map((s) => page.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
      assert.ok(diagram.left > headline.right, 'to the right of the headline');
      assert.ok(Math.abs(diagram.width - 560) <= 20, `width ${diagram.width}`);
      // Square-ish: the graph is square; the dashboard and its "What these figures count" line add a quarter at most.
      assert.ok(diagram.height / diagram.width > 0.85 && diagram.height / diagram.width < 1.25, `ratio ${diagram.height / diagram.width}`);
    }, { javaScriptEnabled: false }));

  // axe needs JavaScript to run, so here the page's own scripts are stubbed out instead and the
  // early script's html.js class removed: the same HTML and CSS as with JavaScript off.
  for (const width of [375, 1280]) {
    withoutJs(`axe: no violations in the diagram at ${width} px, at rest and with a tooltip open`, () =>
      withPage(browser, async (page) => {
        await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
        await page.goto(`${origin}/`);
        await page.evaluate(() => document.documentElement.classList.remove('js'));
        assert.is(await page.locator(`${root}[data-hero-diagram-init]`).count(), 0, 'the island did not run');
        assert.equal(await axeInDiagram(page), [], 'at rest');
        await page.hover(`${product(1)} .hd-node`);
        assert.equal(await dimmed(page), others(1));
        assert.equal(await axeInDiagram(page), [], 'tooltip open');
      }, { viewport: { width, height: 1200 } }));
  }

  withoutJs.after(async () => {
    await close();
  });
}

withoutJs.run();
