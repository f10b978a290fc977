/**
 * The resource listings in Chromium (docs/site.md §8, §9, §17): every filter and page is an
 * address of its own (/case-studies/page/2, /blog/category/gift-guides); with JavaScript the
 * island moves between them in place (no reload), the address follows (History API), Back and
 * Forward restore the cards, and old query addresses (/blog?category=…) move to their paths; the
 * empty states (reached through an old query naming a filter with no page), the dialogs (X,
 * Close, backdrop, Escape, focus back on the card), scrolling to the grid; and, without
 * JavaScript, every filter and page a working link showing its own four cards.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, openPage, withPage as openAndCheck } from '../helpers/browser.ts';
import { finishTransitions, networkSettled } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { realContent } from '../helpers/content.ts';
import { axeViolations, gotoWithoutScripts } from '../helpers/axe.ts';
import { paths } from '../../site/paths.ts';
import { pagerNumbers } from '../../site/lib/listing.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const content = await realContent();

/** docs/site.md §8, §9: 4 a page; the industry filter matches by containment, the category by equality. */
const PER_PAGE = 4;
const studyNames = content.caseStudies.map((s) => s.title.split(' – ')[0]);
const studiesIn = (industry: string) => content.caseStudies.filter((s) => s.industry.includes(industry)).map((s) => s.title.split(' – ')[0]);
const postsIn = (category: string) => content.blog.filter((p) => p.category === category).map((p) => p.title);
const allPosts = content.blog.map((p) => p.title);
const pagesOf = (count: number) => Math.ceil(count / PER_PAGE);

const calm: BrowserContextOptions = { reducedMotion: 'reduce' };
const withPage = (b: Browser, run: (page: Page) => Promise<void>, options: BrowserContextOptions = {}) => openAndCheck(b, origin, run, { ...calm, ...options });

const cards = '.listing [data-listing-item]';
const shown = (page: Page) => page.locator(`${cards}:visible h3`).allTextContents().then((t) => t.map((s) => s.trim()));
const pageNumbers = (page: Page) => page.locator('.listing__number:visible').allTextContents();
const current = (page: Page) => page.locator('.listing__number[aria-current="page"]').textContent();
const pressed = (page: Page) => page.locator('[data-listing-filter][aria-current]').allTextContents();
const address = (page: Page) => { const url = new URL(page.url()); return url.pathname + url.search; };
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-listing-open') ?? document.activeElement?.getAttribute('data-listing-filter') ?? document.activeElement?.id ?? document.activeElement?.tagName);
const headingTop = (page: Page) => page.locator('[data-listing-heading]').evaluate((h) => h.getBoundingClientRect().top);
/** The link that goes to page `n` (a number) or the step ('Previous', 'Next'). */
const pageLink = (page: Page, to: number | 'Previous' | 'Next') =>
  typeof to === 'number' ? page.locator(`a.listing__number[aria-label="Page ${to}"]`) : page.locator('a.listing__step', { hasText: to });

/** The page as served, minus every <script>: what a visitor without JavaScript gets, but with axe allowed to run. */
async function withoutScripts(page: Page, path: string) {
  await gotoWithoutScripts(page, `${origin}${path}`);
  assert.is(await page.evaluate(() => document.documentElement.classList.contains('js') || document.scripts.length), 0);
}

/** Opens `path` and marks the document, so stayed() can tell a move in place from a reload. */
async function open(page: Page, path: string) {
  await page.goto(`${origin}${path}`);
  await page.waitForSelector('[data-listing-init]', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Clicks `link` and waits until the island has moved to `path` (the address changes after the swap). */
async function moveBy(page: Page, link: ReturnType<Page['locator']>, path: string) {
  await link.click();
  await page.waitForFunction((p) => location.pathname === p, path);
  assert.ok(await stayed(page), `${path}: moved in place, no reload`);
}
const until = (page: Page, path: string) => page.waitForFunction((p) => location.pathname === p && document.title !== '', path);

async function openDialogOf(page: Page, id: string) {
  await page.click(`[data-listing-open="${id}"]`);
  const dialog = page.locator(`dialog[data-listing-dialog="${id}"]`);
  assert.ok(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal')), `${id}: open as a modal`);
  return dialog;
}
/** Opens the card's dialog four times and closes it each way; focus comes back to the card's link. */
async function closesEveryWay(page: Page, id: string) {
  const isOpen = () => page.locator(`dialog[data-listing-dialog="${id}"]`).evaluate((d: HTMLDialogElement) => d.open);
  const ways: [string, (dialog: ReturnType<Page['locator']>) => Promise<void>][] = [
    ['X', (d) => d.locator('.dialog__x').click()],
    ['Close', (d) => d.locator('.dialog__actions button[data-dialog-close]').click()],
    ['backdrop', () => page.mouse.click(4, 300)],
    ['Escape', () => page.keyboard.press('Escape')],
  ];
  for (const [way, close] of ways) {
    const dialog = await openDialogOf(page, id);
    assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), `${way}: focus moves into the dialog`);
    await close(dialog);
    assert.not.ok(await isOpen(), `closed by ${way}`);
    assert.is(await focused(page), id, `${way}: focus back on the card's link`);
  }
}

const cs = suite('case studies, with JavaScript');
const blog = suite('blog, with JavaScript');
const noJs = suite('listings, without JavaScript');

if (browser) {
  cs('page 1 of 3 shows the first four studies; numbers, Next and Previous move in place to each page\'s address', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      assert.equal(await shown(page), studyNames.slice(0, 4));
      assert.equal(await pageNumbers(page), ['1', '2', '3']);
      assert.is(await current(page), '1');
      assert.is(await pageLink(page, 'Previous').count(), 0, 'no Previous link on page 1');

      await moveBy(page, pageLink(page, 2), '/case-studies/page/2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
      assert.is(await current(page), '2');
      assert.match(await page.title(), /^Case Studies, page 2 \|/);
      assert.is((await page.locator('h1').textContent())!.trim(), 'Case Studies, page 2');
      assert.match((await page.locator('[data-listing-status]').textContent())!, /Showing 5–8 of 12 case studies, page 2 of 3/);
      await moveBy(page, pageLink(page, 'Next'), '/case-studies/page/3');
      assert.equal(await shown(page), studyNames.slice(8, 12));
      assert.is(await pageLink(page, 'Next').count(), 0, 'no Next link on the last page');
      await moveBy(page, pageLink(page, 'Previous'), '/case-studies/page/2');
      assert.is(await current(page), '2');
      assert.equal(await shown(page), studyNames.slice(4, 8));
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

  cs('BFSI from page 3: its own address, both BFSI studies, one page, focus stays on the filter; All Industries goes back to /case-studies', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies/page/3');
      assert.is(await current(page), '3');
      await moveBy(page, page.locator('[data-listing-filter="BFSI"]'), '/case-studies/industry/bfsi');
      assert.equal(await pressed(page), ['BFSI']);
      assert.equal(await shown(page), studiesIn('BFSI'));
      assert.is(studiesIn('BFSI').length, 2);
      assert.not.ok(await page.locator('.listing__pages').isVisible(), 'a single page needs no pagination');
      assert.is(await focused(page), 'BFSI');

      await moveBy(page, page.locator('[data-listing-filter="All Industries"]'), paths.caseStudies);
      assert.equal(await pageNumbers(page), ['1', '2', '3']);
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
      const study = content.caseStudies[9];
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

  blog('page 1: a featured card across the grid and three more; page 2 has no featured card', () =>
    withPage(browser, async (page) => {
      await open(page, paths.blog);
      assert.equal(await shown(page), allPosts.slice(0, 4));
      const widths = await page.locator(`${cards}:visible`).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
      assert.ok(widths[0] > 1.8 * widths[1], 'the featured card spans both columns');
      assert.is(await page.locator(`${cards}[data-featured]:visible h3`).textContent(), allPosts[0]);
      const pages = pagesOf(allPosts.length);
      assert.equal(await pageNumbers(page), pagerNumbers(1, pages).filter((n) => n !== null).map(String));

      await moveBy(page, pageLink(page, 2), '/blog/page/2');
      assert.equal(await shown(page), allPosts.slice(4, 8));
      assert.is(await page.locator(`${cards}[data-featured]:visible`).count(), 0);
      const lefts = await page.locator(`${cards}:visible`).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
      assert.is(new Set(lefts).size, 2, 'two columns');
    }));

  blog('a category has its own address from page 1; its pages follow; the featured card follows the category; Back restores the previous cards and address', () =>
    withPage(browser, async (page) => {
      await open(page, '/blog/page/3');
      await moveBy(page, page.locator('[data-listing-filter="Case Studies"]'), '/blog/category/case-studies');
      const studies = postsIn('Case Studies');
      assert.equal(await pressed(page), ['Case Studies']);
      assert.is(await current(page), '1');
      assert.equal(await shown(page), studies.slice(0, 4));
      assert.is(await page.locator(`${cards}[data-featured]:visible h3`).textContent(), studies[0]);
      assert.equal(await pageNumbers(page), ['1', '2']);
      await moveBy(page, pageLink(page, 2), '/blog/category/case-studies/page/2');
      assert.equal(await shown(page), studies.slice(4, 8));
      assert.match(await page.title(), /^Insights & Blog: Case Studies, page 2 \|/);

      await page.goBack();
      await until(page, '/blog/category/case-studies');
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '1');
      assert.equal(await shown(page), studies.slice(0, 4));
      await page.goBack();
      await until(page, '/blog/page/3');
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '3');
      assert.equal(await shown(page), allPosts.slice(8, 12));
      assert.equal(await pressed(page), ['All Categories']);

      await moveBy(page, page.locator('[data-listing-filter="Gift Guides"]'), '/blog/category/gift-guides');
      assert.equal(await shown(page), postsIn('Gift Guides'));
      assert.not.ok(await page.locator('.listing__pages').isVisible());
    }));

  blog('old query addresses move to their paths: a category and page, a page alone', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/blog?category=Industry+Insights&page=2`);
      await until(page, '/blog/category/industry-insights/page/2');
      assert.is(address(page), '/blog/category/industry-insights/page/2');
      assert.equal(await shown(page), postsIn('Industry Insights').slice(4, 8));
      await page.goto(`${origin}/blog?page=2`);
      await until(page, '/blog/page/2');
      assert.equal(await shown(page), allPosts.slice(4, 8));
    }));

  blog('no match: No Results Found; View All Posts goes to /blog', () =>
    withPage(browser, async (page) => {
      await open(page, '/blog?category=Nope');
      assert.equal(await shown(page), []);
      const empty = page.locator('[data-listing-empty]');
      assert.ok(await empty.isVisible());
      assert.is((await empty.locator('h3').textContent())!.trim(), 'No Results Found');
      assert.is((await empty.locator('p').textContent())!.trim(), "We couldn't find any blog posts matching your selected category.");
      await moveBy(page, empty.locator('a', { hasText: 'View All Posts' }), paths.blog);
      assert.not.ok(await empty.isVisible());
      assert.equal(await pressed(page), ['All Categories']);
      assert.equal(await shown(page), allPosts.slice(0, 4));
      assert.is(address(page), paths.blog);
      assert.is(await focused(page), 'posts-heading', 'focus is not lost with the hidden link');
    }));

  blog('a post opens in a dialog with its parts; X, Close, backdrop and Escape close it; Read as a page exists', () =>
    withPage(browser, async (page) => {
      await open(page, '/blog');
      const post = content.blog[2];
      const dialog = await openDialogOf(page, post.slug);
      assert.is((await dialog.locator('h2').textContent())!.trim(), post.title);
      assert.is((await dialog.locator('.listing-badge').textContent())!.trim(), post.category);
      const text = (await dialog.textContent())!;
      for (const part of [post.readTime, post.author, post.date]) assert.match(text, part);
      assert.ok(await dialog.locator('svg.pa').isVisible(), 'the artwork');
      // The text comes from the post's page when the dialog first opens.
      await dialog.locator('.prose[data-listing-text-loaded]').waitFor();
      assert.is(await dialog.locator('.prose p').count(), post.html.match(/<p>/g)!.length);
      const href = (await dialog.locator('a', { hasText: 'Read as a page' }).getAttribute('href'))!;
      assert.is(href, `/blog/${post.slug}`);
      assert.is((await page.request.get(`${origin}${href}`)).status(), 200);
      await page.keyboard.press('Escape');
      await closesEveryWay(page, post.slug);
    }));

  blog('/blog carries each post\'s excerpt, not its text; when the post page cannot be fetched the dialog keeps the excerpt', async () => {
    const html = await (await fetch(`${origin}/blog`)).text();
    const post = content.blog[1];
    assert.not.ok(html.includes(post.html.trim()), 'the text is not in /blog');
    const { page, problems } = await openPage(browser, origin, calm);
    try {
      await page.route(`${origin}/blog/${post.slug}`, (route) => route.fulfill({ status: 503, body: 'down' }));
      await open(page, '/blog');
      const dialog = await openDialogOf(page, post.slug);
      const text = dialog.locator('[data-listing-text]');
      await page.waitForFunction((slug) => !document.querySelector(`[data-listing-dialog="${slug}"] [data-listing-text]`)!.hasAttribute('aria-busy'), post.slug);
      assert.is((await text.textContent())!.trim(), post.excerpt);
      assert.ok(await dialog.locator('a', { hasText: 'Read as a page' }).isVisible());
      // The browser reports the 503 itself; nothing else went wrong.
      assert.equal(problems.filter((p) => !p.includes('503')), []);
    } finally {
      await page.context().close();
    }
  });

  for (const width of [375, 1280]) {
    blog(`axe: no violations at ${width} px, with a dialog closed and open`, () =>
      withPage(browser, async (page) => {
        await open(page, '/blog');
        assert.equal(await axeViolations(page, 'main'), [], 'closed');
        await openDialogOf(page, content.blog[0].slug);
        await finishTransitions(page); // axe reads the dialog at rest, not partway through its 0.2 s fade-in
        assert.equal(await axeViolations(page, 'dialog[open]'), [], 'open');
      }, { viewport: { width, height: 800 } }));
  }

  blog('before the island starts, the first page already shows where it will stay (no layout shift)', () =>
    withPage(browser, async (page) => {
      const boxes = () => page.locator(`${cards}:visible, .listing__pages, .listing__filters`).evaluateAll((els) => els.map((el) => {
        const r = el.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map(Math.round).join(',');
      }));
      // The island's script answers with nothing: the page is as the visitor sees it before it runs.
      await page.route(/\/assets\/listing-[\w-]+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      await page.goto(`${origin}/blog`);
      assert.is(await page.locator('[data-listing-init]').count(), 0);
      const before = await boxes();
      assert.is(await page.locator(`${cards}:visible`).count(), 4);
      await page.unroute(/\/assets\/listing-[\w-]+\.js$/);
      await networkSettled(page);
      await open(page, '/blog');
      assert.equal(await boxes(), before);
    }));

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
      const category = 'Industry Insights';
      await page.goto(`${origin}${paths.blogListing(category, 2)}`);
      await networkSettled(page);
      assert.equal(await shown(page), postsIn(category).slice(4, 8));
      assert.equal(await pressed(page), [category]);
      assert.is(await current(page), '2');
      await pageLink(page, 'Next').click();
      await page.waitForURL(`${origin}${paths.blogListing(category, 3)}`);
      assert.equal(await shown(page), postsIn(category).slice(8, 12));
    }, { javaScriptEnabled: false }));

  for (const path of [paths.caseStudies, paths.blog, paths.blogListing('Industry Insights', 2)]) {
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

cs.run();
blog.run();
noJs.run();
