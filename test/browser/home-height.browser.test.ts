/**
 * The home page on a phone is at most 14 screens long (docs/site.md §5): at 375 x 800, with every
 * section drawn as a reader who scrolled to the end sees it (islands started, grids revealed, the
 * sections that wait to be laid out laid out), the document is no taller than 14 x 800 px. The
 * limit is the design's; nothing here depends on today's copy.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { scrollThrough } from '../helpers/audit-pages.ts';
import { paths } from '../../site/paths.ts';

const SCREEN = { width: 375, height: 800 };
const MAX_SCREENS = 14;

const { browser, origin, withPage, close } = await browserOnSite();

if (browser) {
  test(`the home page at ${SCREEN.width} px is at most ${MAX_SCREENS} screens of ${SCREEN.height} px, every section drawn`, () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}${paths.home}`);
      await scrollThrough(page);
      const { height, sections } = await page.evaluate(() => {
        document.querySelectorAll('[data-reveal]').forEach((grid) => grid.setAttribute('data-reveal', 'shown'));
        // Sections left to lay out until they near the view stand in at a guessed height: lay them all out.
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (getComputedStyle(element).contentVisibility !== 'visible') element.style.contentVisibility = 'visible';
        }
        return {
          height: document.documentElement.scrollHeight,
          sections: Array.from(document.querySelectorAll('main > *'), (s) => `${s.className || s.tagName}: ${Math.round(s.getBoundingClientRect().height)} px`),
        };
      });
      assert.ok(height <= MAX_SCREENS * SCREEN.height, `${height} px is ${(height / SCREEN.height).toFixed(1)} screens:\n  ${sections.join('\n  ')}`);
    }, { viewport: SCREEN }));
}

test.after(close);
test.run();
