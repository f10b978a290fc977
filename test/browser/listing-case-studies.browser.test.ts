/**
 * The case-study listing in Chromium, with JavaScript (docs/site.md §8, §17), its pages and
 * filters: every filter and page is an address of its own (/case-studies/page/2); the island moves
 * between them in place (no reload) and the address follows; a page change scrolls to the grid.
 * Back, Forward and old addresses: listing-case-studies-history; the dialogs:
 * listing-case-studies-dialogs.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { paths } from '../../site/paths.ts';
import { pagerNumbers } from '../../site/lib/listing.ts';
import { studyNames, studiesIn, pagesOf, shown, pageNumbers, current, pressed, address, focused, headingTop, pageLink, moveBy, until, listingSite } from '../helpers/listing-page.ts';
import { PER_PAGE } from '../helpers/listing-rules.ts';

const { browser, origin, close } = await browserOnSite();
const { withPage, open } = listingSite(origin);

const cs = suite('case studies, pages and filters, with JavaScript');
// Today's studies, however many: the tests need three pages of them (nine or more).
const PAGES = pagesOf(studyNames.length);
const numbersOn = (n: number) => pagerNumbers(n, PAGES).filter((x) => x !== null).map(String);

if (browser) {
  cs('page 1 shows the first four studies; numbers, Next and Previous move in place to each page\'s address', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      assert.equal(await shown(page), studyNames.slice(0, 4));
      assert.equal(await pageNumbers(page), numbersOn(1));
      assert.is(await current(page), '1');
      assert.is(await pageLink(page, 'Previous').count(), 0, 'no Previous link on page 1');

      await moveBy(page, pageLink(page, 2), '/case-studies/page/2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
      assert.is(await current(page), '2');
      assert.match(await page.title(), /^Case studies, page 2 \|/);
      assert.is((await page.locator('h1').textContent())!.trim(), 'Case studies, page 2');
      assert.match((await page.locator('[data-listing-status]').textContent())!, `Showing 5–8 of ${studyNames.length} case studies, page 2 of ${PAGES}`);
      await moveBy(page, pageLink(page, 'Next'), '/case-studies/page/3');
      assert.equal(await shown(page), studyNames.slice(8, 12));
      await moveBy(page, pageLink(page, 'Previous'), '/case-studies/page/2');
      assert.is(await current(page), '2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
      await moveBy(page, pageLink(page, PAGES), `/case-studies/page/${PAGES}`);
      assert.equal(await shown(page), studyNames.slice((PAGES - 1) * PER_PAGE));
      assert.is(await pageLink(page, 'Next').count(), 0, 'no Next link on the last page');
    }));

  cs('a page change scrolls to the grid and moves focus to its heading', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      await pageLink(page, 3).scrollIntoViewIfNeeded();
      assert.ok((await headingTop(page)) < 0, 'the heading has scrolled away');
      await pageLink(page, 3).focus();
      await page.keyboard.press('Enter');
      await until(page, '/case-studies/page/3');
      const top = await headingTop(page);
      assert.ok(top > 0 && top < 150, `heading at the top of the view, under the header (${top})`);
      assert.is(await focused(page), 'case-studies-heading');
    }));

  cs('with motion allowed, the scroll to the grid is smooth and still arrives', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      await pageLink(page, 2).scrollIntoViewIfNeeded();
      await pageLink(page, 2).click();
      await page.waitForFunction(() => {
        const top = document.querySelector('[data-listing-heading]')!.getBoundingClientRect().top;
        return top > 0 && top < 150;
      });
    }, { reducedMotion: 'no-preference' }));

  cs('BFSI from page 3: its own address, its studies, focus stays on the filter; All industries goes back to /case-studies', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies/page/3');
      assert.is(await current(page), '3');
      await moveBy(page, page.locator('[data-listing-filter="BFSI"]'), '/case-studies/industry/bfsi');
      assert.equal(await pressed(page), ['BFSI']);
      assert.equal(await shown(page), studiesIn('BFSI').slice(0, PER_PAGE));
      assert.is(await page.locator('.listing__pages').isVisible(), studiesIn('BFSI').length > PER_PAGE, 'pagination only for more than a page');
      assert.is(await focused(page), 'BFSI');

      await moveBy(page, page.locator('[data-listing-filter="All industries"]'), paths.caseStudies);
      assert.equal(await pageNumbers(page), numbersOn(1));
      assert.is(await current(page), '1');
      assert.equal(await shown(page), studyNames.slice(0, 4));
      assert.is(address(page), paths.caseStudies);
    }));

  cs('every filter shows its first page and the right number of pages', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      const filters = await page.locator('[data-listing-filter]').allTextContents();
      for (const filter of filters.slice(1)) {
        await moveBy(page, page.locator(`[data-listing-filter="${filter}"]`), paths.caseStudiesListing(filter));
        const names = studiesIn(filter);
        assert.equal(await shown(page), names.slice(0, PER_PAGE), filter);
        const pages = pagesOf(names.length);
        assert.equal(await pageNumbers(page), pages > 1 ? Array.from({ length: pages }, (_, i) => String(i + 1)) : [], filter);
      }
    }));

  cs.after(async () => {
    await close();
  });
}

cs.run();
