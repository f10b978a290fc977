/**
 * Every page prints as a document (site/styles/print.css): no navigation, footer columns or
 * buttons, black text on white paper, dark sections included, every section there (none left to
 * content-visibility), on A4. The resource pages' own print rules: resource-pages.browser.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { paths } from '../../site/paths.ts';
import { productPage, publishedContent, realContent } from '../helpers/content.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

if (browser) {
  for (const path of [paths.terms, paths.home, productPage(await realContent(), 'gratify')]) {
    test(`${path} prints without the site's chrome, in black on white`, () =>
      withPage(browser, origin, async (page) => {
        await page.goto(`${origin}${path}`);
        await page.emulateMedia({ media: 'print' });
        const hidden = await page.locator('.site-nav, .mobile-nav, .site-footer__columns, .skip-link, main .button').evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className));
        assert.equal(hidden, [], 'navigation, footer columns, skip link and buttons are not printed');
        const colours = await page.locator('main h1, main h2, main p, main li').evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).color))]);
        assert.equal(colours, ['rgb(0, 0, 0)'], 'all text in black');
        const backgrounds = await page.locator('main section').evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).backgroundColor))]);
        assert.equal(backgrounds, ['rgba(0, 0, 0, 0)'], 'no section background');
        const skipped = await page.locator('main section').evaluateAll((els) => els.filter((el) => getComputedStyle(el).contentVisibility !== 'visible').length);
        assert.is(skipped, 0, 'every section is laid out for paper');
      }));
  }

  test('a whitepaper prints as a document: title block, serif text at 11pt, no chrome, tables and links made for paper', () =>
    withPage(browser, origin, async (page) => {
      // A whitepaper of the content: the first (any may be renamed or removed).
      await page.goto(`${origin}${paths.whitepaper((await publishedContent()).whitepapers[0].id)}`);
      await page.emulateMedia({ media: 'print' });
      const shown = await page.locator('.site-header, .site-footer, .resource-aside, .resource-cta, .print-hint, dialog, main .button').evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className || el.tagName));
      assert.equal(shown, [], 'header, footer, aside, call to action, dialogs and buttons are not printed');
      // The title block: title, author with role, and the dates, with the brand line above it.
      for (const selector of ['.document-brand--top', 'h1', '.page-hero .article-byline', '.resource-facts time']) assert.ok(await page.locator(selector).first().isVisible(), selector);
      assert.match((await page.textContent('.page-hero .article-byline'))!, /^By \S+ \S+, /);

      const text = await page.locator('.paper-text p').first().evaluate((p) => getComputedStyle(p));
      assert.match(text.fontFamily, /Georgia|serif/);
      assert.ok(Math.abs(parseFloat(text.fontSize) - (11 * 96) / 72) < 0.1, `11pt, got ${text.fontSize}`);
      const headings = await page.locator('.paper-text h2').evaluateAll((els) => [...new Set(els.map((h) => getComputedStyle(h).breakAfter))]);
      assert.equal(headings, ['avoid'], 'a heading stays with what follows it');
      const table = await page.locator('.paper-text table').first().evaluate((t) => ({
        display: getComputedStyle(t).display,
        header: getComputedStyle(t.querySelector('thead')!).display,
        rows: getComputedStyle(t.querySelector('tbody tr')!).breakInside,
        caption: t.querySelector('caption')?.textContent,
      }));
      assert.equal({ ...table, caption: Boolean(table.caption) }, { display: 'table', header: 'table-header-group', rows: 'avoid', caption: true }, 'a real table whose header row repeats on each page, rows kept whole');
      const external = await page.locator('.paper-text a[href^="https://"]').first().evaluate((a) => ({ href: a.getAttribute('href'), after: getComputedStyle(a, '::after').content }));
      assert.ok(external.after.includes(external.href!), `the address follows an external link: ${external.after}`);
    }));

  test('an ordinary page prints on A4 too', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.terms}`);
      const pdf = (await page.pdf({ preferCSSPageSize: true, format: 'Letter' })).toString('latin1');
      // A4 is 595 × 842 points; Letter would be 612 × 792.
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
      assert.ok(Math.abs(Number(box[1]) - 595.3) < 1.5 && Math.abs(Number(box[2]) - 841.9) < 1.5, `MediaBox ${box[1]} × ${box[2]}`);
    }));

  test.after(async () => {
    await browser.close();
    server!.close();
  });
}

test.run();
