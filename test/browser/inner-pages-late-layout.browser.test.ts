/**
 * Inner pages lay out their sections after the hero, and the legal texts their numbered sections,
 * only as these near the viewport (site/layout/layout.css, site/pages/pages.css). The visitor must
 * not be able to tell: a section is rendered before it scrolls into view, and a link to a section
 * (from the footer, or the legal texts' own contents lists) lands on it, under the sticky header.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { isRendered, twoFrames, untilRendered } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';

const browser = await launchBrowser();
const phone = { viewport: { width: 375, height: 800 } };

/** Asserts that the element's top edge is just under the sticky header. */
async function assertLandsUnderHeader(page: Page, selector: string) {
  const [top, header] = await page.locator(selector).evaluate((el) => [el.getBoundingClientRect().top, document.querySelector('.site-header')!.getBoundingClientRect().bottom].map(Math.round));
  assert.ok(top >= header && top <= header + 40, `${selector} top ${top}, header bottom ${header}`);
}

if (browser) {
  const server = await serveDist();

  test('the last section of /careers is skipped at first and rendered before it scrolls into view', () =>
    withPage(browser, server.origin, async (page) => {
      await page.goto(`${server.origin}/careers`);
      const last = 'main > .page-hero ~ section:last-of-type h2';
      // Checked after the first frames, whose choice rests on the estimate of the section above
      // (see the long first sections below); the ones after go by its real height.
      await twoFrames(page);
      assert.not.ok(await isRendered(page, last), 'far below the first screen, not yet rendered');
      // Scroll until its section is just below the viewport: near enough to be rendered, not yet seen.
      await page.locator('main > .page-hero ~ section:last-of-type').evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 50));
      await untilRendered(page, last);
      await page.locator(last).scrollIntoViewIfNeeded();
      assert.ok(await page.locator(last).isVisible());
    }, phone));

  // A page whose first section after the hero is long gives it an estimate of its own: in the first
  // frame that section stands at its estimate, and the default (80rem on a phone) brought the next
  // one within Chromium's margin, 150% of the viewport's height below the screen, so the page laid
  // it out with the first screen (on /careers its first frame was a quarter longer). The estimate
  // is no more than the section's real height, at the two widths the site is checked at.
  const withinFirstFrameMargin = (top: number, viewportHeight: number) => top < viewportHeight * 2.5;

  for (const width of [375, 1280]) {
    test(`at ${width} px, a long first section after the hero estimates no more than its height${width < 768 ? ', and enough to keep the next out of the first frame' : ''}`, () =>
      withPage(browser, server.origin, async (page) => {
        for (const path of ['/about', '/careers', '/case-studies', '/blog', '/resources/whitepapers']) {
          await page.goto(`${server.origin}${path}`);
          await twoFrames(page);
          const first = await page.locator('main > .page-hero + section').evaluate((section) => {
            const style = getComputedStyle(section);
            const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
            const { top, height } = section.getBoundingClientRect();
            return { top: top + scrollY, padding, content: height - padding, estimate: parseFloat(style.containIntrinsicHeight.replace('auto', '')), viewportHeight: innerHeight };
          });
          assert.ok(first.estimate <= first.content, `${path}: estimate ${first.estimate} px, content ${Math.round(first.content)} px`);
          const nextTop = first.top + first.padding + first.estimate;
          if (width < 768) assert.not.ok(withinFirstFrameMargin(nextTop, first.viewportHeight), `${path}: by the estimate, the next section starts at ${Math.round(nextTop)} px`);
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

  test.after(async () => {
    await browser.close();
    server.close();
  });
}

test.run();
