/**
 * Inner pages lay out their sections after the hero, and the legal texts their numbered sections,
 * only as these near the viewport (site/layout/layout.css, site/pages/pages.css), and all at once
 * when a link within the page is followed. On a phone the
 * first frame holds the hero and at most two sections after it, whatever the copy; the visitor
 * must not be able to tell the rest came later: each section is rendered before it scrolls into
 * view, nothing moves meanwhile, and a link to a section (from the footer, or the legal texts' own
 * contents lists) lands on it, under the sticky header. The skip link, whose target is above them
 * all, lays out nothing more.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { realContent } from '../helpers/content.ts';
import { isRendered, networkSettled, twoFrames } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { layoutShifts } from '../helpers/layout-shifts.ts';
import { assertJustUnderHeader, topAndHeaderBottom } from '../helpers/landing.ts';
import { paths } from '../../site/paths.ts';

const browser = await launchBrowser();
const phone = { viewport: { width: 375, height: 800 } };
const { products, industries } = await realContent();
const pages = [paths.about, paths.careers, paths.caseStudies, paths.blog, paths.whitepapers, paths.product(products[0].slug), paths.industry(industries[0].slug)];
const SECTIONS = 'main > .page-hero ~ section';

/**
 * Records whether each section after the hero is rendered, in every frame from the page's first
 * until two frames after the first section was laid out, read at the start of the next frame (a
 * section's contents are skipped until the browser decides, after a frame's layout, that it is
 * near the viewport). An init script, a string: it runs before the page's own.
 */
const RECORD_FRAMES = `(() => {
  const frames = window.__sectionFrames = [];
  let since = -1;
  const read = () => {
    const sections = [...document.querySelectorAll(${JSON.stringify(SECTIONS)})];
    frames.push(sections.map((s) => !!s.firstElementChild && s.firstElementChild.checkVisibility({ contentVisibilityAuto: true })));
    if (since < 0 && frames.at(-1)[0]) since = frames.length;
    if ((since < 0 || frames.length - since < 2) && frames.length < 600) requestAnimationFrame(read);
    else window.__sectionFramesDone = true;
  };
  requestAnimationFrame(read);
})()`;

/** Waits for the recording, then returns it. */
async function recordedFrames(page: Page): Promise<boolean[][]> {
  await page.waitForFunction(() => (window as unknown as { __sectionFramesDone?: boolean }).__sectionFramesDone);
  return page.evaluate(() => (window as unknown as { __sectionFrames: boolean[][] }).__sectionFrames);
}

/**
 * Reads the view, scrolls a screen and reads it again before any frame can react to the scroll,
 * down to the end of the page: returns the sections seen in view before they were rendered.
 */
async function blankOnTheWayDown(page: Page): Promise<string[]> {
  const blank: string[] = [];
  for (let step = 0; step < 100; step++) {
    await twoFrames(page);
    const seen = await page.evaluate((selector) => {
      const end = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      const found: string[] = [];
      for (const moved of end ? [false] : [false, true]) {
        if (moved) scrollBy(0, innerHeight);
        for (const s of document.querySelectorAll(selector)) {
          const { top, bottom } = s.getBoundingClientRect();
          const skipped = !s.firstElementChild?.checkVisibility({ contentVisibilityAuto: true });
          if (bottom > 0 && top < innerHeight && skipped) found.push(s.getAttribute('aria-labelledby') ?? s.className);
        }
      }
      return { found, end };
    }, SECTIONS);
    blank.push(...seen.found);
    if (seen.end) break;
  }
  return blank;
}

/** Asserts that the element's top edge is just under the sticky header. */
async function assertLandsUnderHeader(page: Page, selector: string) {
  const [top, header] = await page.evaluate(topAndHeaderBottom, selector);
  assertJustUnderHeader(selector, top, header);
}

if (browser) {
  const server = await serveDist();

  // Each section stands in at a typical height until laid out, and Chromium lays out what starts
  // within 2.5 screens: on a phone, by the stand-ins, a third section after the hero never does.
  // Checked on the pages that have a third.
  test('at 375 px, the first frame lays out the first section after the hero and at most the next', () =>
    withPage(browser, server.origin, async (page) => {
      await page.addInitScript(RECORD_FRAMES);
      for (const path of [paths.about, paths.product(products[0].slug), paths.industry(industries[0].slug)]) {
        await page.goto(`${server.origin}${path}`);
        const first = (await recordedFrames(page)).find((f) => f[0]);
        assert.ok(first, `${path}: the first section was laid out`);
        assert.equal(first!.slice(2).filter(Boolean), [], `${path}: in that frame, ${first!.map((r) => (r ? 'laid out' : 'skipped')).join(', ')}`);
        await networkSettled(page); // the islands, so that the next page aborts none of their requests
      }
    }, phone));

  for (const width of [375, 1280]) {
    test(`at ${width} px, each section is rendered before it scrolls into view, and nothing moves`, () =>
      withPage(browser, server.origin, async (page) => {
        for (const path of pages) {
          await page.goto(`${server.origin}${path}`);
          assert.equal(await blankOnTheWayDown(page), [], `${path}: in view before it was rendered`);
          assert.equal(await layoutShifts(page, { afterParsing: true }), [], `${path}: layout shift (each with what moved)`);
          await networkSettled(page);
        }
      }, { viewport: { width, height: 800 } }));
  }

  for (const id of ['privacy-policy', 'terms-of-use', 'legal-disclaimer', 'privacy-9']) {
    test(`/terms#${id} lands on that section, just under the header`, () =>
      withPage(browser, server.origin, async (page) => {
        await page.goto(`${server.origin}/terms#${id}`);
        await page.waitForLoadState('load');
        await assertLandsUnderHeader(page, `#${id}`);
        assert.ok(await page.locator(`#${id} :is(h2, h3)`).first().isVisible());
      }, phone));
  }

  test('a link in a legal text\'s contents list lands on its section, far down the page', () =>
    withPage(browser, server.origin, async (page) => {
      await page.goto(`${server.origin}/terms`);
      const link = page.locator('.legal-doc__toc a').last();
      const target = (await link.getAttribute('href'))!;
      assert.not.ok(await isRendered(page, `${target} h3`), 'not rendered before the jump');
      await link.click();
      await page.waitForFunction((t) => location.hash === t, target);
      await assertLandsUnderHeader(page, target);
      assert.ok(await page.locator(`${target} h3`).isVisible());
    }, phone));

  test('the skip link takes the keyboard to the page\'s content without laying out the sections far below', () =>
    withPage(browser, server.origin, async (page) => {
      await page.goto(`${server.origin}/terms`);
      const far = `${await page.locator('.legal-doc__toc a').last().getAttribute('href')} h3`;
      await page.keyboard.press('Tab');
      assert.is(await page.evaluate(() => document.activeElement?.className), 'skip-link');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement === document.querySelector('main'));
      await twoFrames(page);
      assert.not.ok(await isRendered(page, far), 'the last legal section was laid out');
    }, phone));

  test.after(async () => {
    await browser.close();
    server.close();
  });
}

test.run();
