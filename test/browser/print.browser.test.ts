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

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

if (browser) {
  for (const path of [paths.terms, paths.home, paths.product('Gratify')]) {
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
