/** The home industries toggle: 6 then 12 with the right labels; all 12 without JavaScript. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const visibleCards = (page: Page) => page.locator('#industries .industry-card').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
const button = '[data-industry-toggle]';

const toggle = suite('industries toggle');

if (browser) {
  toggle('with JavaScript: 6 cards, View More shows 12, Show Less goes back to 6', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(origin);
      await page.waitForSelector('[data-industry-toggle-init]');
      assert.is(await visibleCards(page), 6);
      assert.is((await page.textContent(button))!.trim(), 'View more industries');
      assert.is(await page.getAttribute(button, 'aria-expanded'), 'false');
      await page.click(button);
      assert.is(await visibleCards(page), 12);
      assert.is((await page.textContent(button))!.trim(), 'Show less industries');
      assert.is(await page.getAttribute(button, 'aria-expanded'), 'true');
      assert.is(await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h3')?.textContent), await page.locator('#industries .industry-card h3').nth(6).textContent(), 'focus moves to the first new card');
      await page.click(button);
      assert.is(await visibleCards(page), 6);
      assert.is((await page.textContent(button))!.trim(), 'View more industries');
    }));

  toggle('without JavaScript: all 12 cards show and the button is hidden', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(origin);
      assert.is(await visibleCards(page), 12);
      assert.not.ok(await page.locator(button).isVisible());
    }, { javaScriptEnabled: false }));

  toggle.after(async () => {
    await browser.close();
    server?.close();
  });
}

toggle.run();
