/**
 * The home page's statistics panel in Chromium (docs/site.md §14): the active card moves
 * on every 3500 ms, 0 → 1 → 2 → 3 → 0, on a fake clock; a click makes a card active and the cycle
 * goes on from it; hover highlights; hover, keyboard focus, Pause and leaving the screen hold the
 * rotation; reduced motion never advances. Without JavaScript all four figures are there.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { realTimeForAxe } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { realContent } from '../helpers/content.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const { statistics, headings } = (await realContent()).home;

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const STEP_MS = 3500;

const root = '.stats';
const card = (i: number) => `${root} [data-stats-card]:nth-child(${i + 1})`;
const cardButton = (i: number) => `${card(i)} button`;
const toggle = `${root} [data-stats-toggle]`;
const toggleText = `${toggle} [data-stats-toggle-label]`;


/** The active index as the root exposes it, checked against the card marks and aria-current. */
async function active(page: Page): Promise<number> {
  const s = await page.locator(root).evaluate((el) => ({
    index: el.getAttribute('data-active'),
    current: Array.from(el.querySelectorAll('[data-stats-card]'), (c, i) => (c.hasAttribute('data-current') ? i : -1)).filter((i) => i >= 0),
    aria: Array.from(el.querySelectorAll('[data-stats-card] button'), (b, i) => (b.getAttribute('aria-current') === 'true' ? i : -1)).filter((i) => i >= 0),
  }));
  const index = Number(s.index);
  assert.equal(s.current, [index], `only card ${index} is styled active`);
  assert.equal(s.aria, [index], `only card ${index} has aria-current="true"`);
  return index;
}
const highlighted = (page: Page) =>
  page.locator(`${root} [data-stats-card]`).evaluateAll((els) => els.flatMap((el, i) => (el.hasAttribute('data-highlighted') ? [i] : [])));
/** Moves the pointer off the cards, onto the section's heading. */
const leave = (page: Page) => page.hover(`${root} h2`);

/** Opens the home page on a paused fake clock and scrolls the panel into view until it rotates. */
async function openPanel(page: Page, { rotating = true } = {}) {
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  await page.clock.pauseAt(10_000);
  assert.is(await page.locator(`[data-stats-panel-init]`).count(), 0, 'not started while far below the fold');
  await page.locator(`${root} [data-stats-list]`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${root}[data-stats-panel-init]`, { state: 'attached' });
  if (rotating) await page.waitForSelector(`${root}[data-rotating]`, { state: 'attached' });
}

async function axe(page: Page): Promise<string[]> {
  await realTimeForAxe(page);
  return axeViolations(page, root);
}

const withJs = suite('statistics panel, with JavaScript');
const withoutJs = suite('statistics panel, without JavaScript');

if (browser) {
  withJs('card 0 is active at first, still at 3499 ms, card 1 at 3500 ms, then 2, 3 and back to 0', () =>
    withPage(browser, async (page) => {
      await openPanel(page);
      assert.is(await active(page), 0);
      await page.clock.runFor(STEP_MS - 1);
      assert.is(await active(page), 0, 'still 0 at 3499 ms');
      await page.clock.runFor(1);
      assert.is(await active(page), 1, '1 at 3500 ms');
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 2);
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 3);
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 0, 'wraps from 3 to 0');
    }));

  withJs('a click or Enter/Space makes a card active, and the cycle goes on from it', () =>
    withPage(browser, async (page) => {
      await openPanel(page);
      await page.clock.runFor(1000);
      await page.click(card(2));
      assert.is(await active(page), 2, 'clicked card 2');
      await leave(page);
      await page.clock.runFor(STEP_MS - 1);
      assert.is(await active(page), 2, 'the clicked card gets a full step');
      await page.clock.runFor(1);
      assert.is(await active(page), 3, 'then 3');
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 0);

      await page.focus(cardButton(1));
      await page.keyboard.press('Enter');
      assert.is(await active(page), 1, 'Enter');
      await page.focus(cardButton(3));
      await page.keyboard.press('Space');
      assert.is(await active(page), 3, 'Space');
      await page.locator(cardButton(3)).blur();
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 0, 'goes on from the card chosen by keyboard');
    }));

  withJs('hovering a card highlights it, apart from the active one; leaving clears it', () =>
    withPage(browser, async (page) => {
      await openPanel(page);
      assert.equal(await highlighted(page), []);
      await page.hover(card(2));
      assert.equal(await highlighted(page), [2]);
      assert.is(await active(page), 0, 'hover does not change the active card');
      await page.hover(card(1));
      assert.equal(await highlighted(page), [1]);
      await leave(page);
      assert.equal(await highlighted(page), []);
    }));

  withJs('hovering the cards holds the rotation; leaving resumes it with a full step', () =>
    withPage(browser, async (page) => {
      await openPanel(page);
      await page.clock.runFor(1000);
      await page.hover(card(3));
      await page.clock.runFor(10_000);
      assert.is(await active(page), 0, 'no change in 10 s while hovered');
      await leave(page);
      await page.clock.runFor(STEP_MS - 1);
      assert.is(await active(page), 0);
      await page.clock.runFor(1);
      assert.is(await active(page), 1);
    }));

  withJs('keyboard focus on a card holds the rotation; moving focus out resumes it', () =>
    withPage(browser, async (page) => {
      await openPanel(page);
      await page.focus(toggle);
      await page.keyboard.press('Tab');
      assert.ok(await page.locator(cardButton(0)).evaluate((el) => el === document.activeElement), 'Tab reaches the first card');
      await page.clock.runFor(10_000);
      assert.is(await active(page), 0, 'no change in 10 s while focused');
      await page.keyboard.press('Shift+Tab');
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 1, 'resumes once focus leaves the cards');
    }));

  withJs('the Pause button stops the rotation and Play restarts it', () =>
    withPage(browser, async (page) => {
      await openPanel(page);
      const button = page.getByRole('button', { name: 'Pause the rotating statistics' });
      assert.ok(await button.isVisible(), 'a visible Pause button');
      await button.click();
      assert.is(await page.locator(toggleText).textContent(), 'Play');
      await page.clock.runFor(10_000);
      assert.is(await active(page), 0, 'paused for 10 s');
      await page.getByRole('button', { name: 'Play the rotating statistics' }).click();
      assert.is(await page.locator(toggleText).textContent(), 'Pause');
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 1, 'plays again');
    }));

  withJs('the rotation runs only while the panel is on screen', () =>
    withPage(browser, async (page) => {
      await openPanel(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector(`${root}:not([data-rotating])`, { state: 'attached' });
      await page.clock.runFor(10_000);
      assert.is(await active(page), 0, 'no change off screen');
      await page.locator(`${root} [data-stats-list]`).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${root}[data-rotating]`, { state: 'attached' });
      await page.clock.runFor(STEP_MS);
      assert.is(await active(page), 1);
    }));

  withJs('reduced motion: nothing advances in 20 s, no Pause button, a click still works', () =>
    withPage(browser, async (page) => {
      await openPanel(page, { rotating: false });
      assert.not.ok(await page.locator(toggle).isVisible(), 'no Pause button');
      await page.clock.runFor(20_000);
      assert.is(await active(page), 0);
      await page.click(card(2));
      assert.is(await active(page), 2);
      await leave(page);
      await page.clock.runFor(20_000);
      assert.is(await active(page), 2, 'stays where clicked');
      assert.is(await page.locator(`${root}[data-rotating]`).count(), 0);
    }, { reducedMotion: 'reduce' }));

  for (const width of [375, 1280]) {
    withJs(`axe: no violations at ${width} px, rotating, paused and with a card clicked`, () =>
      withPage(browser, async (page) => {
        await openPanel(page);
        assert.equal(await axe(page), [], 'rotating');
        await page.click(toggle);
        await page.click(card(1));
        assert.equal(await axe(page), [], 'paused, card 1 chosen');
      }, { viewport: { width, height: 800 } }));
  }

  withoutJs('all four figures, labels, directions and descriptions are in the page; nothing inert to press', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      assert.is(await page.locator(`${root} h2`).textContent(), headings.statistics.title);
      const cards = await page.locator(`${root} [data-stats-card]`).evaluateAll((els) => els.map((el) => ({
        label: el.querySelector('h3')?.textContent,
        value: el.querySelector('.stats__value')?.lastChild?.textContent,
        spoken: el.querySelector('.stats__value')?.textContent,
        text: el.querySelector('.stats__text')?.textContent,
      })));
      assert.equal(cards, statistics.map((s) => ({ label: s.label, value: s.value, spoken: `${s.arrowDown ? 'Down' : 'Up'} ${s.value}`, text: s.description })));
      const fell = statistics.flatMap((s, i) => (s.arrowDown ? [i] : []));
      assert.ok(fell.length > 0, 'a figure that fell (docs/content.md §6: the security figure, 90% down)');
      for (const i of fell) assert.is(await page.locator(`${card(i)} .stats__trend--down`).count(), 1, `a down arrow on card ${i}, whose figure fell`);
      assert.is(await page.locator(`${root} .stats__trend--down`).count(), fell.length, 'on those cards only');
      assert.is(await page.locator(`${root} svg:not([aria-hidden="true"])`).count(), 0, 'arrows and icons are decorative');
      assert.is(await page.locator(`${root} [data-current]`).count(), 1, 'the first card is styled active');
      assert.is(await page.locator(`${card(0)}[data-current]`).count(), 1);
      assert.is(await page.locator(`${root} button`).locator('visible=true').count(), 0, 'no buttons that would do nothing');
    }, { javaScriptEnabled: false }));

  for (const [width, columns] of [[375, 1], [800, 2], [1280, 4]] as const) {
    for (const javaScriptEnabled of [false, true]) {
      (javaScriptEnabled ? withJs : withoutJs)(`${columns} column(s) at ${width} px`, () =>
        withPage(browser, async (page) => {
          await page.goto(`${origin}/`);
          // offsetLeft ignores the active card's transform.
          const lefts = await page.locator(`${root} [data-stats-card]`).evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetLeft));
          assert.is(new Set(lefts).size, columns, `lefts ${lefts.join(', ')}`);
        }, { javaScriptEnabled, viewport: { width, height: 800 } }));
    }
  }

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
withoutJs.run();
