/**
 * The site search in Chromium (site/widgets/search/, the index: site/search/): opened from the
 * header and from the 404 page, it finds a case study, a post, a whitepaper and an industry page
 * by the words of their titles as the content gives them, with type and excerpt; filters narrow
 * the results; the keyboard alone opens, moves, follows and closes; nothing of search or Pagefind
 * is fetched before it is opened; axe finds nothing in the open dialog, light or dark. Without
 * JavaScript the control leads to /search, which lists every searchable page of the route table.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { finishTransitions } from '../helpers/waits.ts';
import { publishedContent } from '../helpers/content.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import { paths } from '../../site/paths.ts';
import { SEARCH_KINDS } from '../../site/search/search-kinds.ts';
import { searchablePages } from '../../site/search/search-index.ts';
import { searchFinds } from '../helpers/search.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const content = await publishedContent();
const searchable = searchablePages(buildRouteTable(content).pages);
const pageOf = (path: string) => searchable.find((p) => p.path === path)!;

const HEADER_OPENER = '.site-nav__search';
const DIALOG = 'dialog.search-dialog[open]';

const FINDS = searchFinds(content);

/** Opens search from `opener` with a click; the dialog is open with focus in its box. */
async function openFrom(page: Page, opener: string): Promise<void> {
  await page.click(opener);
  await page.waitForSelector(DIALOG);
  await page.waitForFunction(() => document.activeElement?.matches('.search-dialog input[type="search"]'));
}

/** Types `words` and waits for a result linking to `path`; returns that result's type and excerpt. */
async function find(page: Page, words: string, path: string): Promise<{ type: string; excerpt: string; marks: number }> {
  await page.fill(`${DIALOG} input[type="search"]`, words);
  const result = page.locator(`${DIALOG} .search-result`, { has: page.locator(`a[href="${path}"]`) });
  await result.waitFor();
  return result.evaluate((li) => ({
    type: li.querySelector('.search-result__type')?.textContent ?? '',
    excerpt: li.querySelector('.search-result__excerpt')?.textContent ?? '',
    marks: li.querySelectorAll('.search-result__excerpt mark').length,
  }));
}

/** The number the live region gives, once it gives one. */
async function countSaid(page: Page): Promise<number> {
  const status = page.locator(`${DIALOG} [role="status"]`);
  await page.waitForFunction(() => /^(\d+|No) pages? found/.test(document.querySelector('.search-dialog [role="status"]')?.textContent ?? ''));
  const text = (await status.textContent())!;
  return text.startsWith('No') ? 0 : Number(/^\d+/.exec(text)![0]);
}

const search = suite('site search');

if (browser) {
  search('nothing of search is fetched until it is opened; from the header it finds a case study, a post, a whitepaper and an industry page by their words, each with its type and an excerpt', () =>
    withPage(browser, async (page) => {
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-islands-loaded]');
      const searchFiles = (urls: string[]) => urls.filter((u) => u.startsWith('/pagefind/') || /\/(search|site-search)-[A-Za-z0-9]+\.(js|css)$/.test(u));
      assert.equal(searchFiles(requests), [], 'before opening');
      await openFrom(page, HEADER_OPENER);
      for (const { path, words, type } of FINDS) {
        const found = await find(page, words, path);
        assert.is(found.type, type, `${path}: its type`);
        assert.is(type, SEARCH_KINDS[pageOf(path).search!.kind].type, `${path}: the route table's kind`);
        assert.ok(found.excerpt.trim().length > 0 && found.marks > 0, `${path}: an excerpt with the words marked`);
      }
      assert.ok(searchFiles(requests).includes('/pagefind/pagefind.js'), 'Pagefind is loaded once opened');
    }));

  search('from the 404 page: its search control opens the same dialog, and a post is found', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}${paths.notFound}`);
      await page.waitForSelector('html[data-islands-loaded]');
      await openFrom(page, 'main [data-search-open]');
      const { path, words } = FINDS[1];
      assert.is((await find(page, words, path)).type, SEARCH_KINDS.post.type);
    }));

  search('filters narrow the results: type, then industry, to the counts the content gives', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.waitForSelector('html[data-islands-loaded]');
      await openFrom(page, HEADER_OPENER);
      const study = content.caseStudies[0];
      await page.waitForSelector(`${DIALOG} select[name="type"]`);
      await page.selectOption(`${DIALOG} select[name="type"]`, SEARCH_KINDS.caseStudy.type);
      assert.is(await countSaid(page), content.caseStudies.length, 'every case study');
      await page.selectOption(`${DIALOG} select[name="industry"]`, study.industry);
      await page.waitForFunction((n) => document.querySelectorAll('.search-dialog .search-result').length === n, content.caseStudies.filter((s) => s.industry === study.industry).length);
      assert.is(await countSaid(page), content.caseStudies.filter((s) => s.industry === study.industry).length, 'the case studies of one industry');
      const types = await page.locator(`${DIALOG} .search-result__type`).allTextContents();
      assert.ok(types.every((t) => t === SEARCH_KINDS.caseStudy.type), types.join(', '));
    }));

  search('the keyboard alone: Tab to the control, Enter opens, type, Down and Up move through the results, Escape closes with focus back on the control, Enter follows a result', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.waitForSelector('html[data-islands-loaded]');
      for (let i = 0; i < 30 && !(await page.evaluate((s) => document.activeElement?.matches(s), HEADER_OPENER)); i++) await page.keyboard.press('Tab');
      assert.ok(await page.evaluate((s) => document.activeElement?.matches(s), HEADER_OPENER), 'Tab reaches the search control');
      await page.keyboard.press('Enter');
      await page.waitForSelector(DIALOG);
      await page.waitForFunction(() => document.activeElement?.matches('.search-dialog input[type="search"]'));
      const { path, words } = FINDS[0];
      await page.keyboard.type(words);
      await page.locator(`${DIALOG} a[href="${path}"]`).waitFor();
      const links = await page.locator(`${DIALOG} .search-result__link`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? document.activeElement?.tagName);
      await page.keyboard.press('ArrowDown');
      assert.is(await focusedHref(), links[0], 'Down: the first result');
      if (links.length > 1) {
        await page.keyboard.press('ArrowDown');
        assert.is(await focusedHref(), links[1], 'Down again: the second');
        await page.keyboard.press('ArrowUp');
        assert.is(await focusedHref(), links[0], 'Up: back to the first');
      }
      await page.keyboard.press('Escape');
      await page.waitForSelector(DIALOG, { state: 'detached' }).catch(() => undefined);
      assert.not.ok(await page.evaluate(() => (document.querySelector('.search-dialog') as HTMLDialogElement).open), 'Escape closes');
      assert.ok(await page.evaluate((s) => document.activeElement?.matches(s), HEADER_OPENER), 'focus is back on the control');
      await page.keyboard.press('Enter');
      await page.waitForSelector(DIALOG);
      await page.locator(`${DIALOG} a[href="${path}"]`).waitFor();
      await page.keyboard.press('ArrowDown');
      const target = await focusedHref();
      await Promise.all([page.waitForURL((url) => url.pathname === target), page.keyboard.press('Enter')]);
    }));

  for (const colorScheme of ['light', 'dark'] as const) {
    search(`axe: nothing in the open dialog with results and filters, ${colorScheme}`, () =>
      withPage(browser, async (page) => {
        await page.goto(`${origin}/`);
        await page.waitForSelector('html[data-islands-loaded]');
        await openFrom(page, HEADER_OPENER);
        await page.waitForSelector(`${DIALOG} select[name="type"]`);
        await find(page, FINDS[1].words, FINDS[1].path);
        await finishTransitions(page);
        assert.equal(await axeViolations(page, DIALOG), []);
      }, { colorScheme }));
  }

  search('without JavaScript the header control leads to /search, which lists every searchable page of the route table under its section', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await Promise.all([page.waitForURL((url) => url.pathname === paths.search), page.click(HEADER_OPENER)]);
      const listed = await page.locator('[data-search-section]').evaluateAll((sections) => sections.map((s) => ({
        kind: s.getAttribute('data-search-section'),
        heading: s.querySelector('h3')?.textContent,
        links: Array.from(s.querySelectorAll('a'), (a) => a.getAttribute('href')),
      })));
      const kinds = [...new Set(searchable.map((p) => p.search!.kind))];
      assert.equal(listed.map((s) => s.kind).sort(), [...kinds].sort(), 'a section for each kind');
      for (const section of listed) {
        const kind = section.kind as keyof typeof SEARCH_KINDS;
        assert.is(section.heading, SEARCH_KINDS[kind].section);
        assert.equal(section.links, searchable.filter((p) => p.search!.kind === kind).map((p) => p.path), `${kind}: every page, in the route table's order`);
      }
    }, { javaScriptEnabled: false }));

  search.after(async () => {
    await close();
  });
}

search.run();
