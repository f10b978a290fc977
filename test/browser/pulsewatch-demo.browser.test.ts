/**
 * The PulseWatch card beside the infrastructure claims (docs/site.md §14), in Chromium with
 * a fake clock: the first refresh at 1500 ms and not before; every reading a whole percentage within
 * ±10 of the last and within 10-95, its pill and data-status true to the thresholds (warning above
 * 60, critical above 80); its Pause button and hover hold it; reduced motion and no JavaScript show
 * the initial readings; no live region; axe finds nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { realTimeForAxe } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';

const { browser, origin, withPage, close } = await browserOnSite();

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const REFRESH_MS = 1500;
const MIN = 10;
const MAX = 95;
const statusOf = (value: number) => (value > 80 ? 'critical' : value > 60 ? 'warning' : 'normal');
const LABELS = { normal: 'Normal', warning: 'Warning', critical: 'Critical' } as const;
const INITIAL = { CPU: 42, Memory: 68, Network: 31, Storage: 83 };

const root = '.pulsewatch-demo';
interface Reading { name: string; value: number; status: string; shown: string; pill: string }
const readings = (page: Page): Promise<Reading[]> =>
  page.locator(`${root} [data-metric]`).evaluateAll((els) => els.map((el) => ({
    name: el.getAttribute('data-metric')!,
    value: Number(el.getAttribute('data-value')),
    status: el.getAttribute('data-status')!,
    shown: el.querySelector('.pulsewatch-demo__value')!.textContent!,
    pill: el.querySelector('[data-pill]')!.textContent!,
  })));
const values = async (page: Page) => (await readings(page)).map((r) => r.value);

/** Each reading's attributes, number, pill and colour agree, and keep to the rules. */
function checkReadings(list: Reading[], where: string) {
  assert.equal(list.map((r) => r.name), Object.keys(INITIAL), where);
  for (const r of list) {
    assert.ok(Number.isInteger(r.value) && r.value >= MIN && r.value <= MAX, `${where}: ${r.name} ${r.value} within 10-95`);
    assert.is(r.shown, `${r.value}%`, `${where}: ${r.name} shows its value`);
    assert.is(r.status, statusOf(r.value), `${where}: ${r.name} at ${r.value} is ${statusOf(r.value)}`);
    assert.is(r.pill, LABELS[statusOf(r.value)], `${where}: ${r.name} pill`);
  }
}

/** Opens the home page on a paused fake clock, optionally with Math.random fixed, and scrolls the card in. */
async function openPulse(page: Page, random?: number) {
  if (random !== undefined) await page.addInitScript((r) => { Math.random = () => r; }, random);
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  await page.clock.pauseAt(10_000);
  await page.locator(root).scrollIntoViewIfNeeded();
}
const playing = (page: Page) => page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });

async function audit(page: Page): Promise<string[]> {
  await realTimeForAxe(page);
  return axeViolations(page, root);
}

const withJs = suite('PulseWatch card, with JavaScript');
const withoutJs = suite('PulseWatch card, without JavaScript');

if (browser) {
  withJs('the first refresh comes at 1500 ms, not before; the highest draw adds 10 points each time, up to 95', () =>
    withPage(browser, async (page) => {
      await openPulse(page, 1 - Number.EPSILON);
      await playing(page);
      assert.equal(await values(page), [42, 68, 31, 83]);
      await page.clock.runFor(REFRESH_MS - 1);
      assert.equal(await values(page), [42, 68, 31, 83], 'unchanged at 1499 ms');
      await page.clock.runFor(1);
      assert.equal(await values(page), [52, 78, 41, 93], '+10 at 1500 ms');
      checkReadings(await readings(page), 'first refresh');
      await page.clock.runFor(REFRESH_MS - 1);
      assert.equal(await values(page), [52, 78, 41, 93], 'unchanged until the next 1500 ms');
      await page.clock.runFor(1);
      assert.equal(await values(page), [62, 88, 51, 95], 'capped at 95');
      const second = await readings(page);
      checkReadings(second, 'second refresh');
      assert.equal(second.map((r) => r.pill), ['Warning', 'Critical', 'Normal', 'Critical']);
      await page.clock.runFor(10 * REFRESH_MS);
      assert.equal(await values(page), [95, 95, 95, 95]);
    }));

  withJs('the lowest draw takes 10 points each time, down to 10', () =>
    withPage(browser, async (page) => {
      await openPulse(page, 0);
      await playing(page);
      await page.clock.runFor(REFRESH_MS);
      assert.equal(await values(page), [32, 58, 21, 73]);
      checkReadings(await readings(page), 'first refresh');
      await page.clock.runFor(10 * REFRESH_MS);
      assert.equal(await values(page), [10, 10, 10, 10]);
      checkReadings(await readings(page), 'at the floor');
    }));

  withJs('60 refreshes with real random draws: each step within ±10, every value within 10-95, every pill true', () =>
    withPage(browser, async (page) => {
      await openPulse(page);
      await playing(page);
      let last = await values(page);
      let moved = 0;
      for (let i = 1; i <= 60; i++) {
        await page.clock.runFor(REFRESH_MS);
        const list = await readings(page);
        checkReadings(list, `refresh ${i}`);
        list.forEach((r, j) => assert.ok(Math.abs(r.value - last[j]) <= 10, `refresh ${i}: ${r.name} ${last[j]} → ${r.value}`));
        if (list.some((r, j) => r.value !== last[j])) moved++;
        last = list.map((r) => r.value);
      }
      assert.ok(moved > 50, `the readings drift (${moved} of 60 refreshes changed something)`);
    }));

  withJs('its Pause button holds the readings until Play; the pointer over the card holds them too', () =>
    withPage(browser, async (page) => {
      await openPulse(page, 0);
      await playing(page);
      const button = page.locator(`${root} [data-pause]`);
      assert.ok(await button.isVisible());
      assert.is(await button.getAttribute('aria-pressed'), 'false');
      await button.click();
      assert.is(await button.getAttribute('aria-pressed'), 'true');
      await page.mouse.move(1, 1);
      await page.clock.runFor(5 * REFRESH_MS);
      assert.equal(await values(page), [42, 68, 31, 83], 'held while paused');
      await button.click();
      assert.is(await button.getAttribute('aria-pressed'), 'false');
      // The pointer is still over the card: pressing Play plays all the same.
      await page.clock.runFor(REFRESH_MS);
      assert.equal(await values(page), [32, 58, 21, 73], 'refreshing again after Play');

      await page.mouse.move(1, 1);
      await page.hover(`${root} .pulsewatch-demo__metrics`);
      await page.clock.runFor(5 * REFRESH_MS);
      assert.equal(await values(page), [32, 58, 21, 73], 'held while hovered');
      await page.mouse.move(1, 1);
      await page.clock.runFor(REFRESH_MS);
      assert.equal(await values(page), [22, 48, 11, 63], 'on again when the pointer leaves');
    }));

  withJs('with reduced motion: the initial readings, unchanged after 10 s, and no Pause button', () =>
    withPage(browser, async (page) => {
      await openPulse(page);
      await page.waitForSelector(`${root}[data-pulsewatch-demo-init]`, { state: 'attached' });
      const first = await readings(page);
      checkReadings(first, 'still frame');
      assert.equal(first.map((r) => r.value), [42, 68, 31, 83]);
      await page.clock.runFor(10_000);
      assert.equal(await readings(page), first);
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible());
    }, { reducedMotion: 'reduce' }));

  withJs('axe finds no problem, refreshing and paused', () =>
    withPage(browser, async (page) => {
      await openPulse(page);
      await playing(page);
      await page.clock.runFor(3 * REFRESH_MS);
      await page.click(`${root} [data-pause]`);
      assert.equal(await audit(page), []);
    }));

  for (const width of [320, 375]) {
    withJs(`at ${width} px the card fits the screen and no metric name is cut`, () =>
      withPage(browser, async (page) => {
        await openPulse(page);
        const box = (await page.locator(root).boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= width, `${box.x} + ${box.width}`);
        const cut = await page.locator(`${root} .pulsewatch-demo__name`).evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
        assert.equal(cut, []);
      }, { viewport: { width, height: 740 } }));
  }

  withoutJs('the initial readings with their statuses, as text; the numbers aria-hidden, a static summary, no live region', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const list = await readings(page);
      checkReadings(list, 'server frame');
      assert.equal(Object.fromEntries(list.map((r) => [r.name, r.value])), INITIAL);
      assert.equal(list.map((r) => r.pill), ['Normal', 'Warning', 'Normal', 'Critical']);
      assert.is(await page.getAttribute(`${root} .pulsewatch-demo__panel`, 'aria-hidden'), 'true');
      assert.is(await page.locator(`${root} [aria-live]`).count(), 0);
      const summary = (await page.textContent(`${root} > .visually-hidden`))!;
      for (const name of ['CPU', 'Memory', 'Network', 'Storage']) assert.match(summary, name);
      assert.match(summary, '1.5 seconds');
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible());
    }, { javaScriptEnabled: false }));

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
withoutJs.run();
