/**
 * npm run dev in Chromium, over a scratch copy of the project: an edit reloads the open tab by
 * itself; a bad edit shows an overlay naming file and field above the last good page (under the
 * site's own CSP); fixing the edit clears it, without a restart. Waits on the page, never on time.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { performance } from 'node:perf_hooks';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { devProject, type DevProject } from './dev-events.ts';
import { A_POST } from '../helpers/content.ts';

const POST = A_POST.page;
const POST_SOURCE = A_POST.source;

const browser = await launchBrowser();
const test = suite('dev server in Chromium');
let dev: DevProject;

if (browser) {
  // Started by the suite, not on import: one dev server copy at a time (see devProject).
  test.before(async () => {
    dev = await devProject();
  });

  test('an edit reloads the tab; a bad edit shows an overlay over the last good page; the fix clears it', () =>
    withPage(browser, dev.server.origin, async (page) => {
      await page.goto(`${dev.server.origin}${POST}`);
      const heading = page.locator('h1');

      const reloaded = page.waitForEvent('domcontentloaded');
      const edited = performance.now();
      await dev.edit(POST_SOURCE, /^title: .*$/m, 'title: Seen without touching anything');
      await reloaded;
      assert.is(await heading.innerText(), 'Seen without touching anything');
      console.log(`    edit to reloaded page: ${Math.round(performance.now() - edited)} ms (a measure, not asserted)`);

      await dev.edit(POST_SOURCE, /^date: .*$/m, 'date: Smarch 2025');
      const overlay = page.getByRole('alert');
      await overlay.waitFor();
      // As the terminal and the build say it: the file from the project, its line, the field.
      assert.match(await overlay.innerText(), new RegExp(`${POST_SOURCE}:\\d+: "date" must be a month and year`));
      assert.is(await heading.innerText(), 'Seen without touching anything', 'the last good page stays');

      await dev.edit(POST_SOURCE, /^date: .*$/m, 'date: March 2025');
      await overlay.waitFor({ state: 'detached' });
    }));

  test('search finds a page by the words an edit gave it, from the index the rebuild made', () =>
    withPage(browser, dev.server.origin, async (page) => {
      const words = 'Quokka ledgers reconciled overnight';
      await dev.edit(POST_SOURCE, /^title: .*$/m, `title: ${words}`);
      await page.goto(`${dev.server.origin}${POST}`);
      await page.locator('h1', { hasText: words }).waitFor();
      await page.waitForSelector('html[data-islands-loaded]');
      await page.click('.site-nav__search');
      await page.fill('dialog.search-dialog[open] input[type="search"]', words);
      const result = page.locator(`dialog.search-dialog[open] .search-result__link[href="${POST}"]`);
      await result.waitFor();
      assert.match(await result.innerText(), words);
    }));

  test.after(async () => {
    await browser.close();
    await dev?.cleanup();
  });
}

test.run();
