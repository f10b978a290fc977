/**
 * The case-study listing in Chromium, with JavaScript (docs/site.md §8, §17), through the History
 * API: Back and Forward restore the cards without a reload, a move overtaken by a later one does
 * nothing, focus goes to the grid's heading; old query addresses move to their paths, and an empty
 * filter shows its message.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { networkSettled } from '../helpers/waits.ts';
import { paths } from '../../site/paths.ts';
import { studyNames, studiesIn, shown, current, pressed, address, focused, headingTop, pageLink, stayed, moveBy, until, listingSite } from '../helpers/listing-page.ts';

const { browser, origin, close } = await browserOnSite();
const { withPage, open } = listingSite(origin);

const cs = suite('case studies, history and old addresses, with JavaScript');

if (browser) {
  cs('Back and Forward restore each page\'s cards and address, without a reload; focus goes to the grid\'s heading', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      await moveBy(page, pageLink(page, 2), '/case-studies/page/2');
      await moveBy(page, page.locator('[data-listing-filter="Technology & software"]'), '/case-studies/industry/technology-software');
      assert.equal(await shown(page), studiesIn('Technology & software'));
      await page.goBack();
      await until(page, '/case-studies/page/2');
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
      assert.equal(await pressed(page), ['All industries']);
      assert.is(await focused(page), 'case-studies-heading');
      await page.goBack();
      await until(page, paths.caseStudies);
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '1');
      assert.equal(await shown(page), studyNames.slice(0, 4));
      await page.goForward();
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
      assert.ok(await stayed(page), 'one document throughout');
    }));

  cs('a move overtaken by a later one does nothing when its page fails to arrive: the later page stays, in place', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      // Marks the page's own loads of another document (location.assign fires "navigate" at once), and each fetch that has settled.
      await page.evaluate(() => {
        const w = window as unknown as { navigated?: string; settled: string[]; navigation: EventTarget };
        w.settled = [];
        w.navigation.addEventListener('navigate', (e) => {
          const { destination } = e as unknown as { destination: { url: string; sameDocument: boolean } };
          if (!destination.sameDocument) w.navigated = destination.url;
        });
        const original = window.fetch;
        window.fetch = (...args) => original(...args).finally(() => w.settled.push(String(args[0])));
      });
      let release: (() => void) | undefined;
      // The first request for page 2 is held, then fails; any later one (a reload of it) goes through.
      await page.route(`${origin}/case-studies/page/2`, (route) => (release ? route.continue() : void (release = () => void route.fulfill({ status: 503, body: 'down' }))));
      const held = page.waitForRequest(`${origin}/case-studies/page/2`);
      await pageLink(page, 2).click();
      await held;
      await moveBy(page, pageLink(page, 3), '/case-studies/page/3');
      release!();
      await page.waitForFunction(() => (window as unknown as { settled: string[] }).settled.includes('/case-studies/page/2'));
      assert.is(await page.evaluate(() => (window as unknown as { navigated?: string }).navigated), undefined, 'no navigation to the overtaken page');
      assert.is(address(page), '/case-studies/page/3');
      assert.equal(await shown(page), studyNames.slice(8, 12));
      assert.ok(await stayed(page));
    }, { expectedProblems: ['console: Failed to load resource: the server responded with a status of 503'] }));

  cs('after Back, focus that was in the listing is on the grid\'s heading, which is in view', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      await moveBy(page, pageLink(page, 2), '/case-studies/page/2');
      await page.locator('[data-listing-open]').last().focus();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.goBack();
      await until(page, paths.caseStudies);
      await page.waitForFunction(() => document.activeElement?.matches('[data-listing-heading]'));
      const top = await headingTop(page);
      assert.ok(top >= 0 && top < 800, `the heading's top at ${top} px in an 800 px window`);
    }));

  cs('an old query address moves to its path in place (the entry is replaced); the page then survives a reload', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}${paths.about}`);
      const entries = await page.evaluate(() => history.length);
      await page.goto(`${origin}/case-studies?industry=Technology%20%26%20Software&page=1`);
      await until(page, '/case-studies/industry/technology-software');
      assert.is(address(page), '/case-studies/industry/technology-software', 'the query is gone');
      assert.equal(await pressed(page), ['Technology & software']);
      assert.equal(await shown(page), studiesIn('Technology & software'));
      assert.is(await page.evaluate(() => history.length), entries + 1, 'replaced, not pushed');
      await page.goto(`${origin}/case-studies?page=2`);
      await until(page, '/case-studies/page/2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
      await networkSettled(page);
      await page.reload();
      await page.waitForSelector('[data-listing-init]', { state: 'attached' });
      assert.is(await current(page), '2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
    }));

  cs('an old address naming an industry with no page shows exactly the empty message, and no pages', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies?industry=Aerospace');
      assert.equal(await shown(page), []);
      assert.equal(await pressed(page), []);
      const empty = page.locator('[data-listing-empty]');
      assert.ok(await empty.isVisible());
      assert.is((await empty.textContent())!.trim(), 'No case studies found for this industry.');
      assert.not.ok(await page.locator('.listing__pages').isVisible());
      await moveBy(page, page.locator('[data-listing-filter="FMCG"]'), '/case-studies/industry/fmcg');
      assert.not.ok(await empty.isVisible(), 'gone once something matches');
      assert.equal(await shown(page), studiesIn('FMCG'));
    }));

  cs.after(async () => {
    await close();
  });
}

cs.run();
