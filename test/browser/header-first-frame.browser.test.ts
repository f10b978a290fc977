/**
 * The header is drawn whole in the page's first frame, however the page arrives: a parser that
 * stops inside the header (a stalled network, a slow phone) must not draw half a bar and then move
 * it (site/document/Head.tsx). The page is served by a network that stalls at a chosen point
 * (test/helpers/stalling-server.ts); an init script (a string: it runs before the page's own)
 * records where each part of the bar is in every frame.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { untilTrueWithoutFrames } from '../helpers/waits.ts';
import { serveStalling } from '../helpers/stalling-server.ts';
import { paths } from '../../site/paths.ts';

const browser = await launchBrowser();

/**
 * How long the network stalls. Not a timing the site keeps: without the fix Chromium draws a
 * frame every 16 ms or so, and with it none can come, however long the stall.
 */
const STALL_MS = 300;

const BAR_PARTS = ['.site-header__logo', '.site-nav', '.theme-switch--bar', '.site-header__cta', '.mobile-nav__toggle'];

/** Each frame, until two after the page's load: where each part of the bar is, or that it is not parsed yet. */
const RECORD_BAR = `(() => {
  const frames = window.__barFrames = [];
  let after = 0;
  const read = () => {
    frames.push(${JSON.stringify(BAR_PARTS)}.map((selector) => {
      const el = document.querySelector(selector);
      if (!el) return selector + ' not parsed';
      const r = el.getBoundingClientRect();
      return selector + ' ' + [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    }).join(' | '));
    if (document.readyState === 'complete') after++;
    if (after < 2 && frames.length < 2000) requestAnimationFrame(read);
    else window.__barFramesDone = true;
  };
  requestAnimationFrame(read);
})()`;

const barFrames = async (page: Page): Promise<string[]> => {
  await page.waitForFunction(() => (window as unknown as { __barFramesDone?: boolean }).__barFramesDone);
  return page.evaluate(() => (window as unknown as { __barFrames: string[] }).__barFrames);
};

const framesSoFar = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __barFrames?: string[] }).__barFrames?.length ?? 0);

if (browser) {
  const dist = await serveDist();
  const network = await serveStalling(dist.origin);

  /**
   * Loads `path` through a network that stalls just before `before` (for STALL_MS, or until
   * `whileStalled` resolves), and returns the bar in every frame.
   */
  async function loadStalled(page: Page, path: string, before: string, whileStalled?: () => Promise<void>): Promise<string[]> {
    await page.addInitScript(RECORD_BAR);
    const stall = network.stall(path, before);
    const loaded = page.goto(`${network.origin}${path}`);
    loaded.catch(() => undefined); // awaited below; a failure meanwhile must not go unhandled
    await stall.sent;
    // The page is committed, and its head parsed, a moment after its first bytes arrive.
    await untilTrueWithoutFrames(page, () => !!document.querySelector('.site-header'));
    await (whileStalled ? whileStalled() : new Promise((resolve) => setTimeout(resolve, STALL_MS)));
    stall.release();
    await loaded;
    return barFrames(page);
  }

  // Two places the parser could stop: after the menus (the bar would be drawn without its right-hand
  // end, the menus pushed to the edge), and inside the menu button (drawn as a bare <details>).
  for (const width of [375, 1280]) {
    for (const before of ['<div class="theme-switch', '<span class="mobile-nav__bars"']) {
      test(`at ${width} px, with the network stalled before ${before}, the first frame draws the whole bar where it stays`, () =>
        withPage(browser, network.origin, async (page) => {
          const frames = await loadStalled(page, paths.about, before);
          assert.ok(frames.length > 0, 'frames were drawn');
          assert.not.match(frames[0], 'not parsed', 'the first frame has every part of the bar');
          assert.equal([...new Set(frames)], [frames.at(-1)], 'the bar is where it was first drawn in every frame');
        }, { viewport: { width, height: 800 } }));
    }
  }

  test('the first frame waits for the header only: with the network stalled before the end of <main>, frames are drawn', () =>
    withPage(browser, network.origin, async (page) => {
      let drawn = 0;
      await loadStalled(page, paths.about, '</main>', async () => {
        await untilTrueWithoutFrames(page, () => ((window as unknown as { __barFrames?: string[] }).__barFrames?.length ?? 0) > 0);
        drawn = await framesSoFar(page);
      });
      assert.ok(drawn > 0, 'frames were drawn while the end of the page was on its way');
    }));

  test.after(async () => {
    await browser.close();
    network.close();
    dist.close();
  });
}

test.run();
