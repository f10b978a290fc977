/**
 * The case-study listing in Chromium, with JavaScript (docs/site.md §8, §17): every filter and page
 * is an address of its own (/case-studies/page/2); the island moves between them in place (no
 * reload), the address follows (History API), Back and Forward restore the cards, old query
 * addresses move to their paths, an empty filter shows its message; the dialogs close every way
 * with focus back on the card; a page change scrolls to the grid.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.ts';
import { finishTransitions, networkSettled } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { axeViolations } from '../helpers/axe.ts';
import { paths } from '../../site/paths.ts';
import { pagerNumbers } from '../../site/lib/listing.ts';
import { content, PER_PAGE, studyNames, studiesIn, pagesOf, shown, pageNumbers, current, pressed, address, focused, headingTop, pageLink, stayed, moveBy, until, openDialogOf, closesEveryWay, listingSite } from '../helpers/listing-page.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const { withPage, open } = listingSite(origin);

const cs = suite('case studies, with JavaScript');
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
      assert.match(await page.title(), /^Case Studies, page 2 \|/);
      assert.is((await page.locator('h1').textContent())!.trim(), 'Case Studies, page 2');
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

  cs('BFSI from page 3: its own address, its studies, focus stays on the filter; All Industries goes back to /case-studies', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies/page/3');
      assert.is(await current(page), '3');
      await moveBy(page, page.locator('[data-listing-filter="BFSI"]'), '/case-studies/industry/bfsi');
      assert.equal(await pressed(page), ['BFSI']);
      assert.equal(await shown(page), studiesIn('BFSI').slice(0, PER_PAGE));
      assert.is(await page.locator('.listing__pages').isVisible(), studiesIn('BFSI').length > PER_PAGE, 'pagination only for more than a page');
      assert.is(await focused(page), 'BFSI');

      await moveBy(page, page.locator('[data-listing-filter="All Industries"]'), paths.caseStudies);
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

  cs('Back and Forward restore each page\'s cards and address, without a reload; focus goes to the grid\'s heading', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      await moveBy(page, pageLink(page, 2), '/case-studies/page/2');
      await moveBy(page, page.locator('[data-listing-filter="Technology & Software"]'), '/case-studies/industry/technology-software');
      assert.equal(await shown(page), studiesIn('Technology & Software'));
      await page.goBack();
      await until(page, '/case-studies/page/2');
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
      assert.equal(await pressed(page), ['All Industries']);
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
      assert.equal(await pressed(page), ['Technology & Software']);
      assert.equal(await shown(page), studiesIn('Technology & Software'));
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

  cs('View Case Study opens the study in a dialog (no navigation); X, Close, backdrop and Escape close it', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies');
      const id = content.caseStudies[0].id;
      const dialog = await openDialogOf(page, id);
      assert.is(new URL(page.url()).pathname, '/case-studies', 'no navigation');
      assert.is((await dialog.locator('h2').textContent())!.trim(), content.caseStudies[0].title);
      assert.equal(await dialog.locator('h3').allTextContents().then((t) => t.map((s) => s.trim())), ['Challenge', 'Solution', 'Results', 'Key Takeaway']);
      await page.keyboard.press('Escape');
      await closesEveryWay(page, id);
    }));

  cs('the keyboard opens a dialog from the card link; focus stays inside while it is open', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies');
      const id = content.caseStudies[1].id;
      await page.focus(`[data-listing-open="${id}"]`);
      await page.keyboard.press('Enter');
      const dialog = page.locator(`dialog[data-listing-dialog="${id}"]`);
      assert.ok(await dialog.evaluate((d: HTMLDialogElement) => d.open));
      const start = await dialog.evaluate((d) => ({ title: document.activeElement!.id === d.getAttribute('aria-labelledby'), ring: document.activeElement!.matches(':focus-visible') }));
      assert.equal(start, { title: true, ring: true }, 'focus starts on the dialog\'s title, shown by the focus ring');
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        const inside = await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body);
        assert.ok(inside, `Tab ${i + 1} stays in the dialog`);
      }
      await page.keyboard.press('Escape');
      assert.is(await focused(page), id);
    }));

  cs('every Download PDF leads to the study\'s own page, which exists; a page reached in place has its own studies\' dialogs', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      const links = () => page.locator('dialog a', { hasText: 'Download PDF' }).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      assert.equal(await links(), content.caseStudies.slice(0, 4).map((s) => `/case-studies/${s.id}`));
      for (const href of await links()) assert.is((await page.request.get(`${origin}${href}`)).status(), 200, href);
      await moveBy(page, pageLink(page, 3), '/case-studies/page/3');
      assert.equal(await links(), content.caseStudies.slice(8, 12).map((s) => `/case-studies/${s.id}`));
      const study = content.caseStudies[8];
      const dialog = await openDialogOf(page, study.id);
      assert.is((await dialog.locator('h2').textContent())!.trim(), study.title);
    }));

  for (const width of [375, 1280]) {
    cs(`axe: no violations at ${width} px, with a dialog closed and open`, () =>
      withPage(browser, async (page) => {
        await open(page, paths.caseStudies);
        assert.equal(await axeViolations(page, 'main'), [], 'closed');
        await moveBy(page, page.locator('[data-listing-filter="BFSI"]'), '/case-studies/industry/bfsi');
        assert.equal(await axeViolations(page, 'main'), [], 'after a move in place');
        await openDialogOf(page, content.caseStudies.find((s) => s.industry === 'BFSI')!.id);
        await finishTransitions(page); // axe reads the dialog at rest, not partway through its 0.2 s fade-in
        assert.equal(await axeViolations(page, 'dialog[open]'), [], 'open');
      }, { viewport: { width, height: 800 } }));
  }

  cs.after(async () => {
    await browser.close();
    server?.close();
  });
}

cs.run();
