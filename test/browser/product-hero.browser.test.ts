/**
 * A product page's hero shows that product's own interface (site/components/product-demo): the
 * mock-up of the product the page is about, for every product of the content. Under reduced
 * motion it is a still frame that does not change as (fake) time passes; with scripts and motion
 * its box is the one the HTML gave it, so nothing shifts when it starts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const content = await realContent();
const products = content.products.map((p) => ({ id: p.id, name: p.name, path: paths.product(p.slug) }));

const art = '.page-hero__art';
/** The islands drawn in the hero's art: the mock-ups' roots. */
const demosInHero = (page: Page) => page.locator(`${art} [data-island]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-island')));
const artBox = (page: Page) => page.locator(art).evaluate((el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); });

const hero = suite('product hero');

if (browser) {
  for (const product of products) {
    hero(`${product.path}: the hero shows ${product.name}'s own mock-up, its box set before any script`, () =>
      withPage(browser, async (page) => {
        await page.goto(`${origin}${product.path}`);
        assert.equal(await demosInHero(page), [`${product.id}-demo`]);
        assert.ok(await page.locator(`${art} [data-island]`).isVisible(), 'on the page, not hidden');
        const before = await artBox(page);
        await page.waitForSelector(`${art} [data-playing]`, { state: 'attached' }).catch(() => undefined);
        await page.waitForTimeout(300);
        assert.equal(await artBox(page), before, 'no layout shift as it plays');
      }, { viewport: { width: 1280, height: 800 } }));
  }

  for (const width of [375, 1280]) {
    hero(`${width} px, reduced motion: every product's hero is a still frame over 10 s of fake time`, () =>
      withPage(browser, async (page) => {
        await page.clock.install({ time: 0 });
        for (const product of products) {
          await page.goto(`${origin}${product.path}`);
          await page.locator(art).scrollIntoViewIfNeeded();
          const still = await page.locator(art).screenshot({ animations: 'allow' });
          await page.clock.runFor(10_000);
          assert.ok(still.equals(await page.locator(art).screenshot({ animations: 'allow' })), `${product.name}: unchanged`);
          assert.is(await page.locator(`${art} [data-playing]`).count(), 0, `${product.name}: nothing plays`);
        }
      }, { viewport: { width, height: 800 }, reducedMotion: 'reduce' }));
  }

  hero.after(close);
}

hero.run();
