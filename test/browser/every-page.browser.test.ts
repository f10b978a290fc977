/**
 * Every page of the route table (docs/decisions.md §8 and §12), at 375 px and 1280 px: axe and
 * HTML_CodeSniffer (WCAG2AA errors), run on the same load, find nothing with JavaScript on (after
 * scrolling to the end, so every island has started) and off; with JavaScript on, under the site's
 * real CSP, no console error, no failed request, no request to another origin; and at 1280 px the
 * keyboard reaches everything, visibly, and leaves. The header and footer are the same on every
 * page, so they are audited in full on one page of each kind (and by both engines on every page at
 * 1280 px with JavaScript on); everything else is audited on every page. The dark theme, on one
 * page of each kind: dark-theme.browser.test.ts. Menus, dialogs and tooltips open:
 * every-page-open.browser.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.ts';
import { finishTransitions } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { accessibilityFindings, gotoWithoutScripts } from '../helpers/axe.ts';
import { WIDTHS, WITHOUT_HEADER_AND_FOOTER, assertNoFindings, eachOf, everyPath, islandsNotStarted, onePathPerKind, scrollThrough, tabThrough, tabThroughMain, watchedPage, where, type WatchedPage } from '../helpers/audit-pages.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const paths = await everyPath();
const sample = await onePathPerKind();
/** What the engines audit on `path`, but with JavaScript at 1280 px: the whole document on one page of each kind, the rest without the shared header and footer. */
const axeScope = (path: string) => (sample.has(path) ? 'html' : WITHOUT_HEADER_AND_FOOTER);

/**
 * Runs `audit` over every path on two pages at once, each page kept open from path to path (a
 * fresh browser context for each path costs more than auditing a small page), and adds
 * what the page reported while on each path.
 */
async function onEveryPath(width: number, js: boolean, audit: (watched: WatchedPage, path: string) => Promise<string[]>): Promise<string[]> {
  const pages = await Promise.all([1, 2].map(() => watchedPage(browser!, origin, { viewport: { width, height: 800 } })));
  try {
    return await eachOf(paths, pages, (path) => where(path, width, js), async (path, watched) => {
      watched.take();
      const findings = await audit(watched, path);
      await watched.quiet();
      return [...findings, ...watched.take().map((problem) => `${where(path, width, js)}: ${problem}`)];
    });
  } finally {
    await Promise.all(pages.map(({ page }) => page.context().close()));
  }
}

/**
 * axe and HTMLCS after every island has started, then (at 1280 px) the keyboard, on one load of the page: the
 * whole page on one page of each kind, the page's own content from the skip link on the others.
 */
async function auditWithScripts({ page, quiet }: WatchedPage, path: string, width: number): Promise<string[]> {
  await page.goto(`${origin}${path}`);
  await scrollThrough(page);
  const findings = await islandsNotStarted(page);
  await quiet();
  await finishTransitions(page);
  findings.push(...(await accessibilityFindings(page, width === 1280 ? 'html' : axeScope(path))));
  if (width === 1280) {
    await page.evaluate(() => scrollTo(0, 0));
    findings.push(...(await (sample.has(path) ? tabThrough(page) : tabThroughMain(page))));
  }
  return findings.map((finding) => `${where(path, width, true)}: ${finding}`);
}

/**
 * The elements laid out late: when they near the viewport (content-visibility: auto), or a few
 * frames after the first (render-later). None may be, without scripts (site/layout/layout.css):
 * one styled before the stylesheet came keeps that style until drawn, and the far footer's links
 * then faded in from the browser's blue as the visitor scrolled to them.
 */
const laidOutLate = (page: WatchedPage['page']): Promise<string[]> => page.evaluate(() => [...document.querySelectorAll('body *')]
  .filter((el) => {
    const style = getComputedStyle(el);
    return style.contentVisibility === 'auto' || style.animationName.split(', ').includes('render-later');
  })
  .map((el) => `<${el.localName}${[...el.classList].map((c) => `.${c}`).join('')}>`));

/**
 * Without scripts a page is its HTML and CSS alone, so one load serves both widths: audited at
 * 1280 px, then resized to 375 px and audited again.
 */
async function auditWithoutScripts({ page, quiet }: WatchedPage, path: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoWithoutScripts(page, `${origin}${path}`);
  await quiet();
  if (await page.evaluate(() => document.documentElement.classList.contains('js') || document.scripts.length > 0)) {
    return [`${where(path, 1280, false)}: a script survived, so this is not the page without JavaScript`];
  }
  const findings: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    findings.push(...(await laidOutLate(page)).map((el) => `${where(path, width, false)}: ${el} is laid out late, so without scripts it may keep the browser's default style until then`));
    // Without scripts the parser can outrun the stylesheet, so the page may be styled with the
    // browser's defaults first, and its transitions start from them when the stylesheet comes
    // (the contact form's button, grey on pale indigo, in 6 of 10 loads).
    await finishTransitions(page);
    findings.push(...(await accessibilityFindings(page, axeScope(path))).map((finding) => `${where(path, width, false)}: ${finding}`));
  }
  return findings;
}

const withJs = suite('every page, JavaScript on');
const withoutJs = suite('every page, JavaScript off');

if (browser) {
  withJs('the route table lists every kind of page', () => {
    assert.ok(paths.length >= 74, `${paths.length} pages`);
    for (const path of ['/', '/404.html', '/error.html', '/error-504.html', '/blog', '/case-studies']) assert.ok(paths.includes(path), path);
  });

  withJs('the pages whose header and footer are audited in every pass are one of each kind, the first of each listed', () => {
    for (const path of ['/', '/blog', '/case-studies', '/about', '/contact', '/404.html', '/error.html']) assert.ok(sample.has(path), path);
    const products = paths.filter((path) => path.startsWith('/solutions/'));
    assert.equal(products.filter((path) => sample.has(path)), products.slice(0, 1), 'one product page');
  });

  for (const width of WIDTHS) {
    withJs(`${width} px: no axe violation or HTMLCS error, no console error, failed or third-party request${width === 1280 ? '; the keyboard reaches everything' : ''}`, async () =>
      assertNoFindings(await onEveryPath(width, true, (watched, path) => auditWithScripts(watched, path, width))));
  }

  withoutJs('375 px and 1280 px: no axe violation or HTMLCS error', async () =>
    assertNoFindings(await onEveryPath(1280, false, auditWithoutScripts)));

  withoutJs.after(async () => {
    await browser.close();
    server?.close();
  });
}

withJs.run();
withoutJs.run();
