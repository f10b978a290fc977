/**
 * How islands wake up (site/document/early-script.ts): their URLs are declared on the early
 * script, and none is fetched or run before the page has parsed and painted: its first contentful
 * paint, or the second frame after the load event if that comes first (a browser may report no
 * such paint, and a busy one reports it late). Timing is read from the browser's own clock
 * (performance entries and frame times), not measured with sleeps.
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

/** Records, before any page script runs, the time of the second frame after the load event. */
async function recordSecondFrameAfterLoad(page: Page): Promise<void> {
  await page.addInitScript(() => addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => {
    (window as unknown as { secondFrameAfterLoad: number }).secondFrameAfterLoad = performance.now();
  }))));
}

const firstStart = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { firstIslandStart?: number }).firstIslandStart).then((h) => h.jsonValue() as Promise<number>);

if (browser) {
  const server = await serveDist();

  test('without JavaScript no script is requested: the islands are declared, not linked', () =>
    withPage(browser, server.origin, async (page) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(`${server.origin}/`, { waitUntil: 'load' });
      const declared = await page.locator('script[data-island-entries]').getAttribute('data-island-entries');
      assert.ok(declared!.split(' ').length > 10, `island entries on the home page: ${declared}`);
      assert.equal(scripts, []);
      assert.is(await page.locator('[data-island][data-header-init], [data-island][data-hero-diagram-init]').count(), 0);
    }, { javaScriptEnabled: false }));

  test('a browser without <dialog> is served as one without JavaScript: no js class, no island requested, every industry shown', () =>
    withPage(browser, server.origin, async (page) => {
      await page.addInitScript(() => delete (window as { HTMLDialogElement?: unknown }).HTMLDialogElement);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(`${server.origin}/`, { waitUntil: 'load' });
      assert.is(await page.locator('html.js').count(), 0);
      assert.equal(scripts, []);
      const cards = page.locator('#industries .industry-card');
      assert.ok((await cards.count()) > 6, 'the home page lists more industries than it shows with scripts');
      for (const card of await cards.all()) assert.ok(await card.isVisible(), await card.locator('h3').innerText());
    }));

  test('no island module is fetched or run before the page has painted, and every island on screen starts', () =>
    withPage(browser, server.origin, async (page) => {
      await recordFirstStart(page);
      await recordSecondFrameAfterLoad(page);
      await page.goto(`${server.origin}/`);
      const started = await firstStart(page);
      await page.locator('html[data-islands-loaded]').waitFor({ state: 'attached' });
      const { contentful, afterLoad, fetched } = await page.evaluate(() => ({
        contentful: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        afterLoad: (window as unknown as { secondFrameAfterLoad?: number }).secondFrameAfterLoad ?? Infinity,
        fetched: performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => [r.name, r.startTime] as const),
      }));
      assert.ok(contentful > 0, 'Chromium reports the first contentful paint');
      const painted = Math.min(contentful, afterLoad);
      const when = `first contentful paint at ${contentful.toFixed(1)} ms, second frame after load at ${afterLoad.toFixed(1)} ms`;
      assert.ok(fetched.length > 10, `${fetched.length} modules fetched`);
      for (const [url, at] of fetched) assert.ok(at > painted, `${url} requested at ${at.toFixed(1)} ms; ${when}`);
      assert.ok(started > painted, `first island at ${started.toFixed(1)} ms; ${when}`);
      await page.locator('[data-island="header"][data-header-init]').waitFor({ state: 'attached' });
      await page.locator('[data-island="hero-diagram"][data-hero-diagram-init]').waitFor({ state: 'attached' });
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
