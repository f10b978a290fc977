/**
 * The Gratify phone in Chromium as a still (docs/site.md §14): reduced motion and no JavaScript get
 * the wheel and the reward together, nothing moving and no button; axe finds nothing in it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { networkSettled } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { SEGMENTS, root, spinButton, shown, prizeShown } from '../helpers/gratify-demo.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const reduced = suite('Gratify illustration, reduced motion');
const withoutJs = suite('Gratify illustration, without JavaScript');

if (browser) {
  reduced('with reduced motion: a still of the wheel and the reward, nothing moves, no button', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.locator(root).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${root}[data-gratify-demo-init]`, { state: 'attached' });
      await networkSettled(page);
      assert.equal(await shown(page), [2, 3], 'the wheel and the reward, composed');
      assert.equal(await prizeShown(page), ['500 points']);
      assert.is(await page.locator(root).evaluate((el) => el.getAnimations({ subtree: true }).length), 0);
      assert.is(await page.locator(spinButton).isVisible(), false);
    }, { reducedMotion: 'reduce' }));

  withoutJs('the HTML alone shows the still: wheel landed on 500, the reward, a summary, no button', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.locator(root).scrollIntoViewIfNeeded();
      assert.equal(await shown(page), [2, 3]);
      assert.is(await page.locator(`${root} [data-gratify-prize]`).innerText(), '500 points', 'the still frame’s prize alone');
      assert.equal(await page.locator(`${root} [data-gratify-wheel] text`).allTextContents(), SEGMENTS);
      assert.match(await page.locator(`${root} > .visually-hidden`).textContent() ?? '', /prize wheel/);
      assert.is(await page.locator(spinButton).isVisible(), false);
    }, { javaScriptEnabled: false }));

  withoutJs('axe: no violations in the still, as served', () =>
    withPage(browser, async (page) => {
      await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto(`${origin}/`);
      await page.evaluate(() => document.documentElement.classList.remove('js'));
      assert.equal(await shown(page), [2, 3]);
      assert.equal(await axeViolations(page, root), []);
    }));

  withoutJs.after(async () => {
    await close();
  });
}

reduced.run();
withoutJs.run();
