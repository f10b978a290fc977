/**
 * The 'What Our Clients Say' carousel in Chromium without JavaScript (docs/site.md §14 and §15): a
 * loop that runs by CSS alone and pauses on hover and focus, no Pause button, axe clean.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { section, viewport, card, button, animation, playState, axeInCarousel } from '../helpers/testimonials.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const withoutJs = suite('testimonials, without JavaScript');

if (browser) {
  withoutJs('the loop runs by CSS alone, pauses on hover and focus, and the Pause button stays hidden', () =>
    withPage(browser, async (page) => {
      await page.goto(origin);
      await page.locator(section).scrollIntoViewIfNeeded();
      assert.is(await page.locator(card).count(), 39);
      const a = await animation(page);
      assert.equal([a.name, a.duration, a.state], ['testimonials-loop', '40s', 'running']);
      assert.not.ok(await page.locator(button).isVisible());
      await page.hover(viewport);
      assert.is(await playState(page), 'paused');
      await page.mouse.move(1, 1);
      assert.is(await playState(page), 'running');
      await page.focus(viewport);
      assert.is(await playState(page), 'paused');
    }, { javaScriptEnabled: false }));

  withoutJs('axe: no violations in the section as served, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      await withPage(browser, async (page) => {
        // axe needs scripts to run, so scripts stay on but the site's are stubbed out and the early
        // script's class removed: the DOM and styles a visitor without JavaScript gets.
        await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
        await page.goto(origin);
        await page.evaluate(() => document.documentElement.classList.remove('js'));
        assert.not.ok(await page.locator(button).isVisible());
        assert.equal(await axeInCarousel(page), []);
      }, { viewport: { width, height: 900 } });
    }
  });

  withoutJs('at 375 px the loop takes 35s, and under reduced motion it stands still with no button', () =>
    withPage(browser, async (page) => {
      await page.goto(origin);
      assert.is((await animation(page)).duration, '35s');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      assert.is((await animation(page)).name, 'none');
      assert.not.ok(await page.locator(button).isVisible());
    }, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } }));

  withoutJs.after(async () => {
    await close();
  });
}

withoutJs.run();
