/** The footer's link columns: 1, 2 or 4 across by window width (docs/site.md §4), their links level when 4 across. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';

const browser = await launchBrowser();

if (browser) {
  const server = await serveDist();
  for (const [width, columns] of [[375, 1], [800, 2], [1024, 4], [1280, 4]] as const) {
    test(`${columns} column(s) at ${width} px`, async () => {
      const { page, problems } = await openPage(browser, server.origin, { viewport: { width, height: 800 }, javaScriptEnabled: false });
      await page.goto(`${server.origin}/contact`);
      const lefts = await page.locator('.site-footer__column').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
      assert.is(new Set(lefts).size, columns);
      if (columns === 4) {
        // A heading on two lines lowers no other column's links.
        const listTops = await page.locator('.site-footer__column ul').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        assert.is(new Set(listTops).size, 1, `the columns' links start at one height (${listTops.join(', ')})`);
      }
      assert.equal(problems, []);
      await page.context().close();
    });
  }
  test.after(async () => {
    await browser.close();
    server.close();
  });
}

test.run();
