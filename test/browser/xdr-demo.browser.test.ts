/**
 * The XDR illustration in the home showcase (docs/site.md §14), in Chromium with a fake clock:
 * once it plays, a phase every 1500 ms and not before, the badge THREATS (red), THREATS (amber),
 * SECURED (green), then round again; under reduced motion and without JavaScript the SECURED
 * frame with every threat blocked; axe finds nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, withPage as openAndCheck } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { endTransitions, realTimeForAxe } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { realContent } from '../helpers/content.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const withPage = (b: Browser, run: (page: Page) => Promise<void>, options: BrowserContextOptions = {}) => openAndCheck(b, origin, run, options);

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const PHASE_MS = 1500;

const root = '.xdr-demo';
const badge = `${root} [data-xdr-badge]`;
const phase = async (page: Page) => Number(await page.getAttribute(root, 'data-phase'));
const badgeText = async (page: Page) => (await page.textContent(badge))?.trim();
/** The badge's text colour as [r, g, b]. */
const badgeColour = (page: Page) => page.locator(badge).evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.slice(0, 3).map(Number));
const isGreen = ([r, g, b]: number[]) => g > 150 && g > r + 60 && g > b + 20;
const isRed = ([r, g, b]: number[]) => r > 200 && r > g + 60 && r > b + 60;
const isAmber = ([r, g, b]: number[]) => r > 200 && g > 150 && b < 120;
/** Opacity of each threat's "blocked" cross. */
const blocked = (page: Page) => page.locator(`${root} .xdr-demo__blocked`).evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));

async function openXdr(page: Page) {
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  await page.clock.pauseAt(10_000);
  await page.locator(root).scrollIntoViewIfNeeded();
}
async function playing(page: Page) {
  await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
  await page.waitForSelector('.showcase[data-motion="running"]', { state: 'attached' });
}

async function audit(page: Page): Promise<string[]> {
  await realTimeForAxe(page);
  return axeViolations(page, root);
}

const withJs = suite('XDR illustration, with JavaScript');
const withoutJs = suite('XDR illustration, without JavaScript');

if (browser) {
  withJs('from the threats, a phase every 1500 ms and not before: THREATS, THREATS, SECURED in green, and round again', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await playing(page);
      assert.is(await phase(page), 0, 'the story starts with the threats');
      assert.is(await badgeText(page), 'THREATS');
      assert.ok(isRed(await badgeColour(page)), `red: ${await badgeColour(page)}`);

      await page.clock.runFor(PHASE_MS - 1);
      assert.is(await phase(page), 0, 'still phase 0 at 1499 ms');
      await page.clock.runFor(1);
      assert.is(await phase(page), 1, 'phase 1 at 1500 ms');
      assert.is(await badgeText(page), 'THREATS');
      assert.ok(isAmber(await badgeColour(page)), `amber: ${await badgeColour(page)}`);

      await page.clock.runFor(PHASE_MS - 1);
      assert.is(await phase(page), 1, 'still phase 1');
      await page.clock.runFor(1);
      assert.is(await phase(page), 2, 'phase 2 at 3000 ms');
      assert.is(await badgeText(page), 'SECURED');
      assert.ok(isGreen(await badgeColour(page)), `green: ${await badgeColour(page)}`);

      await page.clock.runFor(PHASE_MS - 1);
      assert.is(await badgeText(page), 'SECURED', 'still SECURED');
      await page.clock.runFor(1);
      assert.is(await phase(page), 0, 'wraps to phase 0 at 4500 ms');
      assert.is(await badgeText(page), 'THREATS');
      assert.ok(isRed(await badgeColour(page)));
      for (const expected of [1, 2, 0, 1, 2]) {
        await page.clock.runFor(PHASE_MS);
        assert.is(await phase(page), expected);
        assert.is(await badgeText(page), expected === 2 ? 'SECURED' : 'THREATS');
      }
    }));

  withJs('each threat flies in to its point on the outer ellipse and stops on the shield\'s ring, centred where the server frame draws it', () =>
    withPage(browser, async (page) => {
      /**
       * Where each threat's core shows, in the scene's units (320 x 168 around the endpoint at 0,0),
       * once its motion, run by the compositor in real time, has come to rest.
       */
      const centres = async () => {
        await endTransitions(page, root);
        return page.locator(`${root} [data-threat]`).evaluateAll((els) => els.map((el) => {
          const scene = el.parentElement!.getBoundingClientRect();
          const core = el.querySelector('.xdr-demo__core')!.getBoundingClientRect();
          const x = ((core.x + core.width / 2 - scene.x) / scene.width) * 320 - 160;
          const y = ((core.y + core.height / 2 - scene.y) / scene.height) * 168 - 84;
          return { angle: Number(el.getAttribute('data-threat')), x, y };
        }));
      };
      /** The picture's geometry (site/lib/xdr-demo.ts) written out: the outer ellipse 122 x 66, the ring a circle of 46. */
      const on = (rx: number, ry: number) => (t: { angle: number; x: number; y: number }) =>
        Math.hypot(t.x - rx * Math.cos((t.angle * Math.PI) / 180), t.y - ry * Math.sin((t.angle * Math.PI) / 180)) < 1; // within a pixel
      await openXdr(page);
      const server = await centres();
      assert.ok(server.every(on(46, 46)), `the server frame: ${JSON.stringify(server)}`);
      await playing(page);
      await page.clock.runFor(PHASE_MS - 1);
      const outer = await centres();
      assert.ok(outer.every(on(122, 66)), `end of phase 0: ${JSON.stringify(outer)}`);
      await page.clock.runFor(PHASE_MS);
      const ring = await centres();
      assert.ok(ring.every(on(46, 46)), `end of phase 1: ${JSON.stringify(ring)}`);
    }));

  withJs('it holds while the pointer is over it', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await playing(page);
      await page.hover(root);
      await page.clock.runFor(4 * PHASE_MS);
      assert.is(await phase(page), 0);
      await page.mouse.move(1, 1);
      await page.clock.runFor(PHASE_MS);
      assert.is(await phase(page), 1);
    }));

  withJs('with reduced motion: SECURED in green with every threat blocked, unchanged after 10 s', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await page.waitForSelector(`${root}[data-xdr-demo-init]`, { state: 'attached' });
      for (let i = 0; i < 2; i++) {
        assert.is(await phase(page), 2);
        assert.is(await badgeText(page), 'SECURED');
        assert.ok(isGreen(await badgeColour(page)));
        assert.equal(await blocked(page), Array(7).fill('1'));
        await page.clock.runFor(10_000);
      }
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
    }, { reducedMotion: 'reduce' }));

  withJs('axe finds no problem, mid-loop and in the reduced-motion frame', async () => {
    await withPage(browser, async (page) => {
      await openXdr(page);
      await playing(page);
      await page.clock.runFor(PHASE_MS);
      assert.equal(await audit(page), []);
    });
    await withPage(browser, async (page) => {
      await openXdr(page);
      await page.waitForSelector(`${root}[data-xdr-demo-init]`, { state: 'attached' });
      assert.equal(await audit(page), []);
    }, { reducedMotion: 'reduce' });
  });

  withJs('at 375 px the console fits the screen', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      const box = (await page.locator(root).boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `${box.x} + ${box.width}`);
    }, { viewport: { width: 375, height: 740 } }));

  withoutJs('the SECURED frame: green badge, 7 threats shown blocked, the steps, and a summary naming the product', () =>
    withPage(browser, async (page) => {
      const { site } = await realContent();
      await page.goto(`${origin}/`);
      assert.is(await phase(page), 2);
      assert.is(await badgeText(page), 'SECURED');
      assert.ok(isGreen(await badgeColour(page)));
      assert.equal(await blocked(page), Array(7).fill('1'));
      assert.equal(await page.locator(`${root} .xdr-demo__step`).allTextContents(), ['Detect', 'Intercept', 'Secure']);
      assert.match((await page.textContent(`${root} > .visually-hidden`))!, site.xdrName);
      assert.is(await page.getAttribute(`${root} .xdr-demo__console`, 'aria-hidden'), 'true');
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible());
    }, { javaScriptEnabled: false }));

  withoutJs.after(async () => {
    await browser.close();
    server?.close();
  });
}

withJs.run();
withoutJs.run();
