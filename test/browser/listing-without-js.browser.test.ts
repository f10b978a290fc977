/**
 * The resource listings without JavaScript (docs/site.md §8, §9): every filter and page a working
 * link to a page of its own showing its four cards, and axe finds nothing on them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.ts';
import { networkSettled } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { axeViolations } from '../helpers/axe.ts';
import { paths } from '../../site/paths.ts';
import { studyNames, studiesIn, postsIn, pagesOf, LARGEST_CATEGORY, cards, shown, current, pressed, pageLink, listingSite } from '../helpers/listing-page.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const { withPage, withoutScripts } = listingSite(origin);

const noJs = suite('listings, without JavaScript');

if (browser) {
  noJs('/case-studies: four studies; the filters and pages are links to pages of their own; a card navigates to its page', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}${paths.caseStudies}`);
      await networkSettled(page);
      assert.equal(await shown(page), studyNames.slice(0, 4));
      assert.ok(await page.locator('.listing__filters').isVisible());
      await pageLink(page, 2).click();
      await page.waitForURL(`${origin}/case-studies/page/2`);
      assert.equal(await shown(page), studyNames.slice(4, 8));
      await page.locator('[data-listing-filter="BFSI"]').click();
      await page.waitForURL(`${origin}/case-studies/industry/bfsi`);
      assert.equal(await shown(page), studiesIn('BFSI'));
      const link = page.locator('[data-listing-open]').nth(1);
      const href = (await link.getAttribute('href'))!;
      // A click anywhere on the card follows its link: the link's ::after covers the card, which
      // Playwright reports as the link intercepting the click, so the click is forced.
      await page.locator(cards).nth(1).locator('p').first().click({ force: true });
      await page.waitForURL(`${origin}${href}`);
      await networkSettled(page);
    }, { javaScriptEnabled: false }));

  noJs('/blog/category/<slug>/page/2 loaded without JavaScript shows that category\'s posts 5 to 8', () =>
    withPage(browser, async (page) => {
      const category = LARGEST_CATEGORY;
      await page.goto(`${origin}${paths.blogListing(category, 2)}`);
      await networkSettled(page);
      assert.equal(await shown(page), postsIn(category).slice(4, 8));
      assert.equal(await pressed(page), [category]);
      assert.is(await current(page), '2');
      if (pagesOf(postsIn(category).length) < 3) return;
      await pageLink(page, 'Next').click();
      await page.waitForURL(`${origin}${paths.blogListing(category, 3)}`);
      assert.equal(await shown(page), postsIn(category).slice(8, 12));
    }, { javaScriptEnabled: false }));

  for (const path of [paths.caseStudies, paths.blog, paths.blogListing(LARGEST_CATEGORY, 2)]) {
    for (const width of [375, 1280]) {
      noJs(`${path}: axe finds no violations at ${width} px`, () =>
        withPage(browser, async (page) => {
          await withoutScripts(page, path);
          assert.ok((await page.locator(`${cards}:visible`).count()) > 0);
          assert.equal(await axeViolations(page, 'main'), []);
        }, { viewport: { width, height: 800 } }));
    }
  }

  noJs.after(async () => {
    await browser.close();
    server?.close();
  });
}

noJs.run();
