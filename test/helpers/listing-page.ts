/**
 * What the listing tests share (test/browser/listing-*.browser.test.ts): the content's studies and
 * posts in listing order, readings of the page (the cards shown, the pager, the pressed filter,
 * the address, focus), moves in place, and the dialogs' ways to close. Pages are opened on
 * `origin` with reduced motion unless a test asks otherwise.
 */
import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { withPage as openAndCheck, type WithPageOptions } from './browser.ts';
import { publishedContent } from './content.ts';
import { gotoWithoutScripts } from './axe.ts';
import { PER_PAGE } from './listing-rules.ts';

export const content = await publishedContent();

/** docs/site.md §8, §9: the industry filter matches by containment, the category by equality. */
export const studyNames = content.caseStudies.map((s) => s.title.split(' – ')[0]);
export const studiesIn = (industry: string) => content.caseStudies.filter((s) => s.industry.includes(industry)).map((s) => s.title.split(' – ')[0]);
export const postsIn = (category: string) => content.blog.filter((p) => p.category === category).map((p) => p.title);
export const allPosts = content.blog.map((p) => p.title);
export const pagesOf = (count: number) => Math.ceil(count / PER_PAGE);
/** The blog's categories that have posts (content/blog-categories.yml), most posts first: the largest and the smallest. */
const categoriesBySize = content.blogCategories.map((c) => c.name).filter((name) => postsIn(name).length).sort((a, b) => postsIn(b).length - postsIn(a).length);
export const [LARGEST_CATEGORY, SMALLEST_CATEGORY] = [categoriesBySize[0], categoriesBySize.at(-1)!];

export const calm: BrowserContextOptions = { reducedMotion: 'reduce' };

export const cards = '.listing [data-listing-item]';
export const shown = (page: Page) => page.locator(`${cards}:visible h3`).allTextContents().then((t) => t.map((s) => s.trim()));
export const pageNumbers = (page: Page) => page.locator('.listing__number:visible').allTextContents();
export const current = (page: Page) => page.locator('.listing__number[aria-current="page"]').textContent();
export const pressed = (page: Page) => page.locator('[data-listing-filter][aria-current]').allTextContents();
export const address = (page: Page) => { const url = new URL(page.url()); return url.pathname + url.search; };
export const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-listing-open') ?? document.activeElement?.getAttribute('data-listing-filter') ?? document.activeElement?.id ?? document.activeElement?.tagName);
export const headingTop = (page: Page) => page.locator('[data-listing-heading]').evaluate((h) => h.getBoundingClientRect().top);
/** The link that goes to page `n` (a number) or the step ('Previous', 'Next'). */
export const pageLink = (page: Page, to: number | 'Previous' | 'Next') =>
  typeof to === 'number' ? page.locator(`a.listing__number[aria-label="Page ${to}"]`) : page.locator('a.listing__step', { hasText: to });

export const stayed = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Clicks `link` and waits until the island has moved to `path` (the address changes after the swap). */
export async function moveBy(page: Page, link: ReturnType<Page['locator']>, path: string) {
  await link.click();
  await page.waitForFunction((p) => location.pathname === p, path);
  assert.ok(await stayed(page), `${path}: moved in place, no reload`);
}
export const until = (page: Page, path: string) => page.waitForFunction((p) => location.pathname === p && document.title !== '', path);

export async function openDialogOf(page: Page, id: string) {
  await page.click(`[data-listing-open="${id}"]`);
  const dialog = page.locator(`dialog[data-listing-dialog="${id}"]`);
  assert.ok(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal')), `${id}: open as a modal`);
  return dialog;
}
/** Opens the card's dialog four times and closes it each way; focus comes back to the card's link. */
export async function closesEveryWay(page: Page, id: string) {
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

/** The helpers that open pages of the site at `origin`. */
export function listingSite(origin: string) {
  return {
    /** Opens a page in a fresh context (reduced motion unless `options` says otherwise) and checks it reported no problem. */
    withPage: (b: Browser, run: (page: Page) => Promise<void>, options: WithPageOptions = {}) => openAndCheck(b, origin, run, { ...calm, ...options }),
    /** Opens `path` and marks the document, so stayed() can tell a move in place from a reload. */
    async open(page: Page, path: string) {
      await page.goto(`${origin}${path}`);
      await page.waitForSelector('[data-listing-init]', { state: 'attached' });
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    },
    /** The page as served, minus every <script>: what a visitor without JavaScript gets, but with axe allowed to run. */
    async withoutScripts(page: Page, path: string) {
      await gotoWithoutScripts(page, `${origin}${path}`);
      assert.is(await page.evaluate(() => document.documentElement.classList.contains('js') || document.scripts.length), 0);
    },
  };
}
