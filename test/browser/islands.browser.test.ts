/**
 * How islands wake up (site/document/early-script.ts): their entries are preloaded, and none runs
 * before the page has parsed and painted its first content. Timing is read from the browser's own
 * clock (performance entries), not measured with sleeps.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';

const browser = await launchBrowser();

/** Records, before any page script runs, when the first island was marked started (data-<name>-init). */
async function recordFirstStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      if (!records.some((r) => r.attributeName?.endsWith('-init'))) return;
      (window as unknown as { firstIslandStart: number }).firstIslandStart = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true });
  });
}

const firstStart = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { firstIslandStart?: number }).firstIslandStart).then((h) => h.jsonValue() as Promise<number>);

if (browser) {
  const server = await serveDist();

  test('without JavaScript no island entry runs: they are preload hints, not scripts', () =>
    withPage(browser, server.origin, async (page) => {
      await page.goto(`${server.origin}/`);
      const entries = await page.locator('link[rel="modulepreload"][data-island-entry]').count();
      assert.ok(entries > 10, `${entries} island entries on the home page`);
      assert.is(await page.locator('script[src]').count(), 0, 'no external script tag: the early script imports the entries');
      assert.is(await page.locator('[data-island][data-header-init], [data-island][data-hero-diagram-init]').count(), 0);
    }, { javaScriptEnabled: false }));

  test('the first island starts after the first contentful paint, and every island on screen starts', () =>
    withPage(browser, server.origin, async (page) => {
      await recordFirstStart(page);
      // The stylesheets (which hold the first paint) arrive only once the document is parsed and
      // the island entries are fetched: the moment an eager loader would have run them.
      const entries = Promise.all(['header', 'hero-diagram'].map((name) => page.waitForResponse(new RegExp(`/assets/${name}-[^/]+\\.js$`))));
      await page.route('**/*.css', async (route) => {
        await entries;
        await page.waitForFunction(() => document.readyState !== 'loading');
        await route.continue();
      });
      await page.goto(`${server.origin}/`);
      const started = await firstStart(page);
      const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      assert.ok(painted > 0, 'Chromium reports the first contentful paint');
      assert.ok(started > painted, `first island at ${started.toFixed(1)} ms, first paint at ${painted.toFixed(1)} ms`);
      await page.locator('[data-island="header"][data-header-init]').waitFor({ state: 'attached' });
      await page.locator('[data-island="hero-diagram"][data-hero-diagram-init]').waitFor({ state: 'attached' });
      await page.locator('html[data-islands-loaded]').waitFor({ state: 'attached' });
    }));

  test('an island entry that fails stops no other: the error is logged and the page still reports its islands loaded', async () => {
    const { page, problems } = await openPage(browser, server.origin);
    await page.route('**/assets/reveal-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken entry")' }));
    await page.goto(`${server.origin}/`);
    await page.locator('html[data-islands-loaded]').waitFor({ state: 'attached' });
    await page.locator('[data-island="header"][data-header-init]').waitFor({ state: 'attached' });
    assert.is(await page.locator('[data-reveal-init]').count(), 0);
    assert.is(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /^console: Error: broken entry/);
    await page.context().close();
  });

  test.after(async () => {
    await browser.close();
    server.close();
  });
}

test.run();
