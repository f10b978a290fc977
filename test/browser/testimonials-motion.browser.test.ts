/**
 * The 'What Our Clients Say' carousel in Chromium (docs/site.md §14 and §15), how it moves: pausing
 * on hover, focus, the button and off screen; a still, scrollable row under reduced motion.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { section, viewport, track, card, button, animation, playState, openCarousel, axeInCarousel } from '../helpers/testimonials.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const pausing = suite('testimonials, pausing, with JavaScript');
const reduced = suite('testimonials, reduced motion');

if (browser) {
  pausing('pauses while hovered and resumes when the pointer leaves', () =>
    withPage(browser, async (page) => {
      await openCarousel(page, origin);
      assert.is(await playState(page), 'running');
      await page.hover(viewport);
      assert.is(await playState(page), 'paused');
      await page.mouse.move(1, 1);
      assert.is(await playState(page), 'running');
    }));

  pausing('pauses while keyboard focus is inside it; Tab goes from the button to the row, then out, never into a repeat', () =>
    withPage(browser, async (page) => {
      await openCarousel(page, origin);
      await page.focus(button);
      assert.is(await playState(page), 'running', 'focus on the button alone does not pause');
      await page.keyboard.press('Tab');
      assert.ok(await page.locator(viewport).evaluate((el) => el === document.activeElement), 'the row takes focus');
      assert.is(await playState(page), 'paused');
      await page.keyboard.press('Tab');
      assert.not.ok(await page.evaluate(() => !!document.activeElement?.closest('.testimonials__viewport, [aria-hidden="true"]')), 'focus left the carousel');
      assert.is(await playState(page), 'running');
    }));

  pausing('the visible Pause button sits before the track and toggles paused and running, and its label', () =>
    withPage(browser, async (page) => {
      await openCarousel(page, origin);
      const toggle = page.locator(button);
      assert.ok(await toggle.isVisible());
      assert.ok(await page.evaluate(([b, t]) => !!(document.querySelector(b)!.compareDocumentPosition(document.querySelector(t)!) & Node.DOCUMENT_POSITION_FOLLOWING), [button, track]), 'button before track');
      assert.is((await page.getByRole('button', { name: 'Pause testimonials' }).count()), 1, 'accessible name');
      await toggle.click();
      assert.is(await playState(page), 'paused');
      assert.is((await page.locator('[data-testimonials-label]').textContent()), 'Play');
      assert.is((await page.getByRole('button', { name: 'Play testimonials' }).count()), 1);
      await page.mouse.move(1, 1);
      assert.is(await playState(page), 'paused', 'stays paused when the pointer leaves');
      await toggle.click();
      assert.is(await playState(page), 'running');
      assert.is((await page.locator('[data-testimonials-label]').textContent()), 'Pause');
    }));

  pausing('paused while off screen, running once scrolled into view', () =>
    withPage(browser, async (page) => {
      await page.goto(origin);
      await page.waitForSelector('[data-testimonials-init]', { state: 'attached' });
      assert.is(await playState(page), 'paused', 'off screen at the top of the page');
      await page.locator(section).scrollIntoViewIfNeeded();
      await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)!).animationPlayState === 'running', track);
    }, { viewport: { width: 375, height: 700 } }));

  for (const width of [375, 1280]) {
    reduced(`at ${width} px nothing moves: a scrollable, snapping row of the 13 testimonials and no Pause button`, () =>
      withPage(browser, async (page) => {
        await openCarousel(page, origin);
        const a = await animation(page);
        assert.is(a.name, 'none');
        assert.is(a.running, 0);
        assert.not.ok(await page.locator(button).isVisible());
        const shown = await page.locator(card).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('aria-hidden')));
        assert.equal(shown, Array(13).fill(null), 'only the 13, no repeats');
        const row = page.locator(viewport);
        const scroll = await row.evaluate((el) => ({ snap: getComputedStyle(el).scrollSnapType, overflow: el.scrollWidth - el.clientWidth }));
        assert.is(scroll.snap, 'x mandatory');
        assert.ok(scroll.overflow > 0, 'the row scrolls');
        await row.focus();
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((sel) => document.querySelector(sel)!.scrollLeft > 0, viewport);
        assert.equal(await axeInCarousel(page), []);
      }, { viewport: { width, height: 900 }, reducedMotion: 'reduce' }));
  }

  reduced.after(async () => {
    await close();
  });
}

pausing.run();
reduced.run();
