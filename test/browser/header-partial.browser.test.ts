/**
 * A header drawn from half a document: a parser that stops inside the header (a stalled network, a
 * slow phone's time slice) lets the browser draw the bar's parts so far, and each must already be
 * where it stays (site/widgets/header/header.css). The page is served by a network that stalls at a
 * chosen point (test/helpers/stalling-server.ts); an init script (a string: it runs before the
 * page's own) records where each part of the bar is in every frame. A part sized by its copy may
 * grow while its own contents arrive (a slow parser can stop between the logo's mark and its name),
 * so it counts once parsed whole; the icon-only parts have fixed tracks and count from their start
 * tag.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { loadStalled, serveStalling } from '../helpers/stalling-server.ts';
import { paths } from '../../site/paths.ts';

const browser = await launchBrowser();

const THEME_OPTIONS = ['light', 'dark', 'system'].map((choice) => `.theme-switch--bar [data-theme-switch-option="${choice}"]`);
const BAR_PARTS = ['.site-header__logo', '.site-nav', '.site-header__cta', '.theme-switch--bar', ...THEME_OPTIONS, '.mobile-nav', '.mobile-nav__toggle'];
/** The icon-only parts: fixed tracks, so they are where they stay from their start tag on. */
const FIXED_PARTS = new Set(['.theme-switch--bar', ...THEME_OPTIONS, '.mobile-nav']);

/**
 * Each frame, until two after the page's load: for each part of the bar, where it is and what it
 * holds so far (elements and text), or null before it is parsed.
 */
const RECORD_BAR = `(() => {
  const frames = window.__barFrames = [];
  let after = 0;
  const read = () => {
    frames.push(${JSON.stringify(BAR_PARTS)}.map((selector) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { place: [r.x, r.y, r.width, r.height].map(Math.round).join(','), holds: el.getElementsByTagName('*').length + ' ' + el.textContent, shown: el.checkVisibility({ visibilityProperty: true }) };
    }));
    if (document.readyState === 'complete') after++;
    if (after < 2 && frames.length < 2000) requestAnimationFrame(read);
    else window.__barFramesDone = true;
  };
  requestAnimationFrame(read);
})()`;

type Frame = ({ place: string; holds: string; shown: boolean } | null)[];

const recordedFrames = (page: Page): Promise<Frame[]> => page.evaluate(() => (window as unknown as { __barFrames?: Frame[] }).__barFrames ?? []);

/**
 * Each part that was drawn in more than one place, with its places: a part counts from the frame
 * it holds all it holds at the end (parsed whole), or from its start tag if it is fixed.
 */
function moved(frames: Frame[]): string[] {
  return BAR_PARTS.flatMap((selector, i) => {
    const final = frames.at(-1)?.[i];
    const counted = frames.map((frame) => frame[i]).filter((part) => part && (FIXED_PARTS.has(selector) || part.holds === final?.holds));
    const places = [...new Set(counted.map((part) => part!.place))];
    return places.length > 1 ? [`${selector} at x,y,width,height ${places.join(', then ')}`] : [];
  });
}

if (browser) {
  const dist = await serveDist();
  const network = await serveStalling(dist.origin);

  /** Loads `path` through a network that stalls just before `before` until two frames are drawn, and returns every frame. */
  async function loadWithBarFrames(page: Page, path: string, before: string): Promise<Frame[]> {
    await page.addInitScript(RECORD_BAR);
    await loadStalled(page, network, path, before, 'before', () => ((window as unknown as { __barFrames?: unknown[] }).__barFrames?.length ?? 0) >= 2);
    await page.waitForFunction(() => (window as unknown as { __barFramesDone?: boolean }).__barFramesDone);
    return recordedFrames(page);
  }

  const cases: [width: number, before: string, missing: string][] = [
    [1280, '<a class="button button--primary site-header__cta"', '.site-header__cta'],
    [1280, '<div class="theme-switch theme-switch--bar"', '.theme-switch--bar'],
    [1280, '<button type="button" class="theme-switch__option" aria-pressed="false" data-theme-switch-option="dark"', THEME_OPTIONS[1]!],
    [600, '<summary class="mobile-nav__toggle"', '.mobile-nav__toggle'],
    [375, '<summary class="mobile-nav__toggle"', '.mobile-nav__toggle'],
  ];
  for (const [width, before, missing] of cases) {
    test(`at ${width} px, with the network stalled before ${missing}, every part of the bar is drawn where it stays`, () =>
      withPage(browser, network.origin, async (page) => {
        const frames = await loadWithBarFrames(page, paths.about, before);
        const part = BAR_PARTS.indexOf(missing);
        assert.ok(frames[0] && frames[0][part] === null, `the first frame was drawn before ${missing} was parsed`);
        assert.equal(moved(frames), [], 'no part of the bar moves once drawn');
        // A <details> without its <summary> yet would show the browser's own "Details" label.
        // Every frame before the button is parsed: the menu not parsed yet either, or drawing nothing.
        if (missing === '.mobile-nav__toggle') {
          const early = frames.filter((frame) => frame[part] === null).map((frame) => frame[BAR_PARTS.indexOf('.mobile-nav')]?.shown ?? 'not parsed');
          assert.ok(early.every((shown) => shown !== true), `the menu draws nothing before its button is parsed: ${early.join(', ')}`);
        }
      }, { viewport: { width, height: 800 } }));
  }

  test.after(async () => {
    await browser.close();
    network.close();
    dist.close();
  });
}

test.run();
