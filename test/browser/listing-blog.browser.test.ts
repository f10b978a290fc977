/**
 * The blog listing in Chromium, with JavaScript (docs/site.md §9, §17): the featured card, each
 * category an address of its own with its pages, old query addresses moved to their paths, No
 * Results Found, the post dialog (and its excerpt when the post cannot be fetched), and a first
 * page drawn where it stays before the island starts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { finishTransitions, networkSettled } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { axeViolations } from '../helpers/axe.ts';
import { paths } from '../../site/paths.ts';
import { pagerNumbers } from '../../site/lib/listing.ts';
import { content, postsIn, allPosts, LARGEST_CATEGORY, SMALLEST_CATEGORY, pagesOf, calm, cards, shown, pageNumbers, current, pressed, address, focused, pageLink, moveBy, until, openDialogOf, closesEveryWay, listingSite } from '../helpers/listing-page.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const { withPage, open } = listingSite(origin);

const blog = suite('blog, with JavaScript');

if (browser) {
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
      const category = LARGEST_CATEGORY;
      await moveBy(page, page.locator(`[data-listing-filter="${category}"]`), paths.blogListing(category));
      const studies = postsIn(category);
      assert.equal(await pressed(page), [category]);
      assert.is(await current(page), '1');
      assert.equal(await shown(page), studies.slice(0, 4));
      assert.is(await page.locator(`${cards}[data-featured]:visible h3`).textContent(), studies[0]);
      assert.equal(await pageNumbers(page), pagerNumbers(1, pagesOf(studies.length)).filter((n) => n !== null).map(String));
      await moveBy(page, pageLink(page, 2), paths.blogListing(category, 2));
      assert.equal(await shown(page), studies.slice(4, 8));
      assert.ok((await page.title()).startsWith(`Insights & blog: ${category}, page 2 |`), await page.title());

      await page.goBack();
      await until(page, paths.blogListing(category));
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '1');
      assert.equal(await shown(page), studies.slice(0, 4));
      await page.goBack();
      await until(page, '/blog/page/3');
      await page.waitForFunction(() => document.querySelector('.listing__number[aria-current="page"]')?.textContent === '3');
      assert.equal(await shown(page), allPosts.slice(8, 12));
      assert.equal(await pressed(page), ['All categories']);

      await moveBy(page, page.locator(`[data-listing-filter="${SMALLEST_CATEGORY}"]`), paths.blogListing(SMALLEST_CATEGORY));
      assert.equal(await shown(page), postsIn(SMALLEST_CATEGORY).slice(0, 4));
      assert.is(await page.locator('.listing__pages').isVisible(), pagesOf(postsIn(SMALLEST_CATEGORY).length) > 1, 'a pager only with pages to go to');
    }));

  blog('old query addresses move to their paths: a category and page, a page alone', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/blog?${new URLSearchParams({ category: LARGEST_CATEGORY, page: '2' })}`);
      await until(page, paths.blogListing(LARGEST_CATEGORY, 2));
      assert.is(address(page), paths.blogListing(LARGEST_CATEGORY, 2));
      assert.equal(await shown(page), postsIn(LARGEST_CATEGORY).slice(4, 8));
      await page.goto(`${origin}/blog?page=2`);
      await until(page, '/blog/page/2');
      assert.equal(await shown(page), allPosts.slice(4, 8));
    }));

  blog('no match: No results found; View all posts goes to /blog', () =>
    withPage(browser, async (page) => {
      await open(page, '/blog?category=Nope');
      assert.equal(await shown(page), []);
      const empty = page.locator('[data-listing-empty]');
      assert.ok(await empty.isVisible());
      assert.is((await empty.locator('h3').textContent())!.trim(), 'No results found');
      assert.is((await empty.locator('p').textContent())!.trim(), "We couldn't find any blog posts matching your selected category.");
      await moveBy(page, empty.locator('a', { hasText: 'View all posts' }), paths.blog);
      assert.not.ok(await empty.isVisible());
      assert.equal(await pressed(page), ['All categories']);
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
      assert.ok(await dialog.locator(post.image ? 'picture' : 'svg.dc').isVisible(), 'its cover');
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

  blog.after(async () => {
    await browser.close();
    server?.close();
  });
}

blog.run();
