/**
 * The home page's product showcase in Chromium (docs/site.md §5, §14), on a fake clock:
 * the active card moves on every 3500 ms, 0 → 1 → 2 → 3 → 0; hovering or focusing the cards,
 * the Pause button and leaving the screen hold it (and the illustrations inside); a card keeps
 * the time it had left. Reduced motion never advances; without JavaScript all four cards are there.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { realTimeForAxe } from '../helpers/waits.ts';
import { loopStates } from '../helpers/loops.ts';
import { realContent } from '../helpers/content.ts';
import { axeViolations, gotoWithoutScripts } from '../helpers/axe.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const { home, products } = await realContent();

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const ROTATION_MS = 3500;

const root = '.showcase';
const toggle = `${root} [data-showcase-toggle]`;
const toggleText = `${toggle} [data-showcase-label]`;

const active = (page: Page) => page.locator(root).getAttribute('data-active');
const motion = (page: Page) => page.locator(root).getAttribute('data-motion');
/** The Gratify phone's loops: ['running'] while it plays, ['paused'] while held. */
const phone = (page: Page) => loopStates(page, '.gratify-demo');
/** Which cards look active: lifted by a transform. */
const lifted = (page: Page) =>
  page.locator(`${root} .showcase__card`).evaluateAll((els) => els.flatMap((el, i) => (getComputedStyle(el).transform !== 'none' ? [i] : [])));

/** Opens the home page on a paused fake clock and scrolls the showcase into view until it rotates. */
async function openShowcase(page: Page, { rotating = true } = {}) {
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  await page.clock.pauseAt(10_000);
  assert.is(await page.locator('[data-showcase-init]').count(), 0, 'not started while far below the fold');
  await page.locator(`${root} h2`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${root}[data-showcase-init]`, { state: 'attached' });
  if (rotating) await page.waitForSelector(`${root}[data-motion="running"]`, { state: 'attached' });
}

/**
 * The clock runs in real time for axe; while it runs the illustrations keep fading between
 * frames, and text caught mid-fade would read as low contrast. Their text is decorative
 * (aria-hidden, summarised in words) and each illustration is audited at rest in its own tests,
 * so the rotating showcase is audited without them.
 */
async function axe(page: Page): Promise<string[]> {
  await realTimeForAxe(page);
  return axeViolations(page, { include: [[root]], exclude: [[`${root} .showcase__stage`]] });
}

/**
 * axe needs scripts, so they stay on but the site's own are stubbed out and the early script's
 * class removed: the DOM and styles a visitor without JavaScript gets.
 */
const openAsServed = (page: Page) => gotoWithoutScripts(page, `${origin}/`);

const withJs = suite('showcase, with JavaScript');
const withoutJs = suite('showcase, without JavaScript');

if (browser) {
  withJs('card 0 is active at first, still at 3499 ms, card 1 at 3500 ms, then 2, 3 and back to 0', () =>
    withPage(browser, async (page) => {
      await openShowcase(page);
      assert.is(await active(page), '0');
      assert.equal(await lifted(page), [0], 'the active card is emphasised');
      await page.clock.runFor(ROTATION_MS - 1);
      assert.is(await active(page), '0', 'still 0 at 3499 ms');
      await page.clock.runFor(1);
      assert.is(await active(page), '1', '1 at 3500 ms');
      for (const next of ['2', '3', '0', '1']) {
        await page.clock.runFor(ROTATION_MS);
        assert.is(await active(page), next);
      }
      await page.waitForFunction(() => getComputedStyle(document.querySelectorAll('.showcase__card')[1]).transform !== 'none');
      const bar = await page.locator(`${root} .showcase__card:nth-child(2) .showcase__progress`).evaluate((el) => getComputedStyle(el).animationDuration);
      assert.is(bar, `${ROTATION_MS / 1000}s`, 'the active card\'s bar fills over 3.5 s');
    }));

  withJs('hovering the cards holds the rotation; it resumes with the time the card had left', () =>
    withPage(browser, async (page) => {
      await openShowcase(page);
      await page.clock.runFor(1000);
      await page.hover(`${root} .showcase__card:nth-child(3) h3`);
      assert.is(await motion(page), 'paused');
      await page.clock.runFor(10_000);
      assert.is(await active(page), '0', 'no change while hovered');
      await page.mouse.move(1, 1);
      assert.is(await motion(page), 'running');
      await page.clock.runFor(ROTATION_MS - 1000 - 1);
      assert.is(await active(page), '0', 'the 2500 ms left have not run out');
      await page.clock.runFor(1);
      assert.is(await active(page), '1');
    }));

  withJs('keyboard focus inside the cards holds the rotation until it leaves', () =>
    withPage(browser, async (page) => {
      await openShowcase(page);
      await page.focus(`${root} .showcase__card:nth-child(2) a`);
      assert.is(await motion(page), 'paused');
      await page.clock.runFor(10_000);
      assert.is(await active(page), '0');
      await page.focus(toggle);
      assert.is(await motion(page), 'running', 'focus on the Pause button does not hold it');
      await page.clock.runFor(ROTATION_MS);
      assert.is(await active(page), '1');
    }));

  withJs('the Pause button stops the rotation and the illustrations; Play starts them again', () =>
    withPage(browser, async (page) => {
      await openShowcase(page);
      await page.locator('.gratify-demo').scrollIntoViewIfNeeded();
      await page.waitForSelector('.gratify-demo[data-playing]', { state: 'attached' });
      assert.ok(await page.locator(toggle).isVisible());
      assert.is(await page.locator(toggleText).innerText(), 'Pause');
      await page.click(toggle);
      assert.is(await page.locator(toggleText).innerText(), 'Play');
      assert.is(await motion(page), 'paused');
      await page.clock.runFor(20_000);
      assert.is(await active(page), '0', 'the rotation holds');
      assert.equal(await phone(page), ['paused'], 'the Gratify phone holds too');
      await page.click(toggle);
      assert.is(await page.locator(toggleText).innerText(), 'Pause');
      assert.is(await motion(page), 'running', 'Play plays at once, though the button keeps focus');
      await page.clock.runFor(ROTATION_MS);
      assert.is(await active(page), '1');
      assert.equal(await phone(page), ['running'], 'the phone moves on');
    }));

  withJs('off screen it holds; back on screen it goes on', () =>
    withPage(browser, async (page) => {
      await openShowcase(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector(`${root}[data-motion="paused"]`, { state: 'attached' });
      await page.clock.runFor(10_000);
      assert.is(await active(page), '0');
      // Off screen the section is not laid out (content-visibility); the visitor reads it on screen.
      await page.locator(`${root} h2`).scrollIntoViewIfNeeded();
      await page.locator(`${root} h2`).waitFor({ state: 'visible' });
      await page.waitForSelector(`${root}[data-motion="running"]`, { state: 'attached' });
      await page.clock.runFor(ROTATION_MS);
      assert.is(await active(page), '1');
    }));

  withJs('with reduced motion nothing cycles, nothing loops and there is no button', () =>
    withPage(browser, async (page) => {
      await openShowcase(page, { rotating: false });
      await page.clock.runFor(20_000);
      assert.is(await active(page), '0');
      assert.is(await motion(page), null);
      assert.is(await page.locator(toggle).isVisible(), false);
      assert.equal(await lifted(page), [], 'no card is emphasised');
      const animations = await page.locator(`${root} .showcase__glow, ${root} .showcase__progress`).evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
      assert.ok(animations.every((name) => name === 'none'), 'no loop, no progress bar');
    }, { reducedMotion: 'reduce' }));

  for (const width of [375, 1280]) {
    withJs(`axe: no violations in the showcase at ${width} px, rotating and paused`, () =>
      withPage(browser, async (page) => {
        await openShowcase(page);
        await page.clock.runFor(ROTATION_MS);
        assert.equal(await axe(page), [], 'rotating');
        await page.click(toggle);
        assert.equal(await axeViolations(page, root), [], 'paused');
      }, { viewport: { width, height: 800 } }));
  }

  withoutJs('all four cards are complete: illustration, verb, title, description, points and product link', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const cards = page.locator(`${root} .showcase__card`);
      assert.is(await cards.count(), 4);
      assert.is((await page.locator(`${root} h2`).textContent())?.trim(), home.showcase.heading);
      for (const [i, item] of home.showcase.items.entries()) {
        const card = cards.nth(i);
        await card.scrollIntoViewIfNeeded();
        assert.ok(await card.isVisible());
        assert.is((await card.locator('h3').textContent())?.trim(), item.title);
        assert.is((await card.locator('.showcase__verb').textContent())?.trim().toLowerCase(), item.verb.toLowerCase());
        assert.is(await card.locator('.showcase__points li').count(), item.points.length);
        const product = products.find((p) => p.id === item.product)!;
        assert.is(await card.locator('.showcase__link').getAttribute('href'), `/solutions/${product.slug}`);
        assert.ok((await card.locator('.showcase__stage').boundingBox())!.height > 200, 'the illustration has its room');
      }
      assert.is(await page.locator(toggle).isVisible(), false, 'no dead Pause button');
      assert.equal(await lifted(page), []);
    }, { javaScriptEnabled: false }));

  withoutJs('2 columns of cards at 1280 px', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const lefts = await page.locator(`${root} .showcase__card`).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
      assert.is(new Set(lefts).size, 2);
    }, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } }));

  withoutJs('at 375 px the cards are one row that swipes: the first fills most of the width, the next shows at its edge, each reached by its link', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const grid = page.locator(`${root} .showcase__grid`);
      const boxes = await page.locator(`${root} .showcase__card`).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      assert.is(new Set(boxes.map((b) => Math.round(b.top))).size, 1, 'one row');
      const view = await grid.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      assert.ok(boxes[0].width > view.width * 0.7 && boxes[1].left < view.right, 'the next card peeks in');
      const last = page.locator(`${root} .showcase__card`).last().locator('.showcase__link');
      await last.focus();
      const box = (await last.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 375, 'a focused card scrolls into view');
    }, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } }));

  for (const width of [375, 1280]) {
    withoutJs(`axe: no violations in the showcase as served, at ${width} px`, () =>
      withPage(browser, async (page) => {
        await openAsServed(page);
        assert.equal(await axeViolations(page, root), []);
      }, { viewport: { width, height: 800 } }));
  }

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
withoutJs.run();
