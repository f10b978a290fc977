/**
 * A long company name in the header (LONG_COMPANY_NAME, site/widgets/header/Header.tsx), on a
 * scratch build whose brand file (content/site.yml) names one: below 70rem the bar keeps the menu button, from 70rem it
 * takes the menus; at every width the bar keeps its height, the name wraps to two lines at most,
 * and no part of the bar covers another.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { build } from '../../build.ts';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { CONTENT_FILES, scratchContent } from '../helpers/content.ts';
import { setField } from '../helpers/yaml-edits.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { LONG_COMPANY_NAME } from '../../site/widgets/header/Header.tsx';
import { paths } from '../../site/paths.ts';

const NAME = 'Bharat Enterprise Software Solutions';
const MENUS_FROM = 70 * 16;

const browser = await launchBrowser();

/** The bar's height and how much it may hold, its name's lines, and each part shown, left to right. */
const readBar = (page: Page) => page.evaluate(() => {
  const bar = document.querySelector('.site-header__bar')!;
  const name = document.querySelector('.site-header .logo__name')!;
  const parts = ['.site-header__logo', '.site-nav', '.site-header__cta', '.theme-switch--bar', '.mobile-nav']
    .map((selector) => ({ selector, box: document.querySelector(selector)!.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0);
  return {
    height: bar.getBoundingClientRect().height,
    minHeight: parseFloat(getComputedStyle(bar).minHeight),
    nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
    parts: parts.map(({ selector, box }) => ({ selector, left: box.left, right: box.right })),
  };
});

if (browser) {
  assert.ok(NAME.length > LONG_COMPANY_NAME, 'the name is long');
  const project = await scratchContent();
  await project.change(CONTENT_FILES.site, (text) => setField(text, 'company', NAME));
  await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
  const server = await serveDist(project.out);
  const { origin } = server;

  test('at every width the bar keeps its height, the name takes two lines at most and no part covers another; the menus come at 70rem', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.about}`);
      for (const width of [375, 600, 1024, 1100, MENUS_FROM - 1, MENUS_FROM, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const bar = await readBar(page);
        const at = `at ${width} px`;
        assert.is(bar.height, bar.minHeight, `${at}: the bar's height`);
        assert.ok(bar.nameLines <= 2, `${at}: the name takes ${bar.nameLines} lines`);
        const shown = bar.parts.map((part) => part.selector);
        const menus = width >= MENUS_FROM;
        assert.is(shown.includes('.site-nav'), menus, `${at}: the menus are ${menus ? '' : 'not '}in the bar`);
        assert.is(shown.includes('.mobile-nav'), !menus, `${at}: the menu button is ${menus ? 'not ' : ''}in the bar`);
        assert.is(shown.includes('.theme-switch--bar'), menus, `${at}: the theme switch is ${menus ? '' : 'not '}in the bar`);
        for (const [before, after] of bar.parts.slice(1).map((part, i) => [bar.parts[i], part])) {
          assert.ok(before.right <= after.left, `${at}: ${before.selector} (to ${before.right}) covers ${after.selector} (from ${after.left})`);
        }
      }
    }));

  test('the menu panel opened below 70rem stays open at 69.9rem and closes when the bar takes the menus', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.about}`);
      await page.waitForSelector('[data-header-init]');
      await page.click('summary.mobile-nav__toggle');
      assert.ok(await page.locator('.mobile-nav__panel').isVisible());
      await page.setViewportSize({ width: MENUS_FROM - 2, height: 800 });
      assert.ok(await page.locator('.mobile-nav__panel').isVisible(), 'still open');
      await page.setViewportSize({ width: MENUS_FROM, height: 800 });
      await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.mobile-nav')!.open);
      await page.setViewportSize({ width: 1024, height: 800 });
      assert.not.ok(await page.locator('.mobile-nav__panel').isVisible(), 'closed when the window narrows again');
    }, { viewport: { width: 1024, height: 800 } }));

  test('without JavaScript, the menu button opens the menus at 1024 px', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.about}`);
      assert.not.ok(await page.locator('.site-nav').isVisible());
      await page.click('summary.mobile-nav__toggle');
      await page.click('.mobile-nav__section-toggle >> nth=0');
      assert.ok(await page.locator('.mobile-nav__section-body a >> nth=0').isVisible());
    }, { javaScriptEnabled: false, viewport: { width: 1024, height: 800 } }));

  test.after(async () => {
    await browser.close();
    server.close();
    await project.cleanup();
  });
}

test.run();
