/**
 * The dark theme (site/styles/tokens.css) and its switch (site/widgets/theme-switch/). One page
 * of each kind, in dark, at 375 and 1280 px: axe and HTML_CodeSniffer find nothing with JavaScript
 * on (the switch's stored choice, after every island started) and off (the system's setting).
 * Then the switch: a choice is applied, shared by both switches, remembered across a reload and
 * there before the first paint; "System" follows the system; print stays light.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { finishTransitions } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { accessibilityFindings, gotoWithoutScripts } from '../helpers/axe.ts';
import { WIDTHS, assertNoFindings, eachOf, everyPath, islandsNotStarted, scrollThrough, tabThrough, watchedPage, where } from '../helpers/audit-pages.ts';
import { THEME_STORAGE_KEY } from '../../site/lib/theme.ts';
import { paths } from '../../site/paths.ts';
import { realContent } from '../helpers/content.ts';
import { readFile } from 'node:fs/promises';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

/** One page of each kind: the fixed pages, and the first page the route table has under each section. */
async function onePageOfEachKind(): Promise<string[]> {
  const all = await everyPath();
  const firstUnder = (prefix: string) => all.find((path) => path.startsWith(`${prefix}/`))!;
  return [
    paths.home, firstUnder('/solutions'), firstUnder('/industries'), paths.blog, firstUnder(paths.blog), paths.caseStudies,
    firstUnder(paths.caseStudies), paths.whitepapers, firstUnder(paths.whitepapers), paths.terms, paths.about, paths.careers,
    paths.contact, paths.notFound, paths.serverError(500),
  ];
}

/** Relative luminance (WCAG) of a computed `rgb(...)` colour: near 0 is a dark surface, near 1 a white one. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const isDark = (rgb: string) => luminance(rgb) < 0.05;
const isLight = (rgb: string) => luminance(rgb) > 0.8;
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The illustration tokens' dark values (site/styles/illustration.css), as computed colours: token to `rgb(r, g, b)`. */
async function darkPalette(): Promise<Map<string, string>> {
  const css = await readFile(new URL('../../site/styles/illustration.css', import.meta.url), 'utf8');
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  return new Map([...css.matchAll(/(--ill-[a-z0-9-]+):\s*var\(--if-light,\s*#[0-9a-f]{6}\)\s*var\(--if-dark,\s*(#[0-9a-f]{6})\)/gi)].map((m) => [m[1], rgb(m[2])]));
}

/** Stores a choice before any script of the site runs, as a visitor's earlier visit would have. */
const chooseBeforeLoad = (page: Page, choice: 'light' | 'dark') =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, choice]);

const audits = suite('dark theme: one page of each kind');
const behaviour = suite('dark theme: the switch');

if (browser) {
  const kinds = await onePageOfEachKind();

  for (const width of WIDTHS) {
    audits(`${width} px, JavaScript on, dark chosen with the switch: no axe violation or HTMLCS error, no console error or failed request`, async () => {
      const pages = await Promise.all([1, 2].map(async () => {
        const watched = await watchedPage(browser, origin, { viewport: { width, height: 800 } });
        await chooseBeforeLoad(watched.page, 'dark');
        return watched;
      }));
      try {
        assertNoFindings(await eachOf(kinds, pages, (path) => where(path, width, true), async (path, { page, quiet, take }) => {
          take();
          await page.goto(`${origin}${path}`);
          await scrollThrough(page);
          const findings = await islandsNotStarted(page);
          await quiet();
          await finishTransitions(page);
          if (!isDark(await pageBackground(page))) findings.push(`the page is not dark: ${await pageBackground(page)}`);
          findings.push(...(await accessibilityFindings(page)), ...take());
          return findings.map((finding) => `${where(path, width, true)} (dark): ${finding}`);
        }));
      } finally {
        await Promise.all(pages.map(({ page }) => page.context().close()));
      }
    });
  }

  audits('375 and 1280 px, JavaScript off, the system set to dark: no axe violation or HTMLCS error, no switch shown', async () => {
    const pages = await Promise.all([1, 2].map(() => watchedPage(browser, origin, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' })));
    try {
      assertNoFindings(await eachOf(kinds, pages, (path) => where(path, 1280, false), async (path, { page, quiet }) => {
        await gotoWithoutScripts(page, `${origin}${path}`);
        await quiet();
        const findings: string[] = [];
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 800 });
          await finishTransitions(page);
          if (!isDark(await pageBackground(page))) findings.push(`${where(path, width, false)} (dark): the page is not dark`);
          if (await page.locator('.theme-switch').evaluateAll((els) => els.some((el) => el.checkVisibility()))) findings.push(`${where(path, width, false)}: the theme switch shows, but cannot work without JavaScript`);
          findings.push(...(await accessibilityFindings(page)).map((finding) => `${where(path, width, false)} (dark): ${finding}`));
        }
        return findings;
      }));
    } finally {
      await Promise.all(pages.map(({ page }) => page.context().close()));
    }
  });

  audits('1280 px, dark: the keyboard reaches the switch and every other control, each with a visible focus ring', () =>
    withPage(browser, origin, async (page) => {
      await chooseBeforeLoad(page, 'dark');
      await page.goto(`${origin}${paths.about}`);
      await scrollThrough(page);
      await page.evaluate(() => scrollTo(0, 0));
      await finishTransitions(page);
      assertNoFindings(await tabThrough(page));
    }));

  audits('dark chosen on a light system: an industry page\'s scene is drawn in the palette\'s dark colours, not a light box', () =>
    withPage(browser, origin, async (page) => {
      const { industries } = await realContent();
      const dark = await darkPalette();
      await chooseBeforeLoad(page, 'dark');
      for (const industry of industries) {
        await page.goto(`${origin}${paths.industry(industry.slug)}`);
        // Each shape painted with a token that has a dark value (the sky, the ground, ...): its fill as painted.
        const shapes = await page.locator('.page-hero .industry-scene').evaluate((scene) =>
          [...scene.querySelectorAll('[fill^="var(--ill-"]')].map((shape) => ({ token: shape.getAttribute('fill')!.slice(4, -1), fill: getComputedStyle(shape).fill })));
        const themed = shapes.filter(({ token }) => dark.has(token));
        assert.ok(themed.some(({ token }) => token === '--ill-sky' || token === '--ill-ground'), `${industry.slug}: the scene has a sky or ground`);
        for (const { token, fill } of themed) assert.is(fill, dark.get(token), `${industry.slug}: a shape of ${token} is painted ${fill}, not its dark value`);
      }
    }, { colorScheme: 'light' }));

  /** Pressed state of each switch on the page, as "Light Dark System" pressed flags. */
  const pressed = (page: Page) => page.locator('[data-theme-switch]').evaluateAll((roots) =>
    roots.map((root) => [...root.querySelectorAll('button')].filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent)));

  behaviour('a choice on the desktop switch is applied at once, shown by both switches and stored', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.about}`);
      await page.waitForSelector('[data-header-init]', { state: 'attached' });
      assert.ok(isLight(await pageBackground(page)), 'light by default on a light system');
      const group = page.getByRole('group', { name: 'Colour theme' }).first();
      await group.getByRole('button', { name: 'Dark' }).click();
      await finishTransitions(page);
      assert.ok(isDark(await pageBackground(page)), `dark once chosen: ${await pageBackground(page)}`);
      assert.equal(await pressed(page), [['Dark'], ['Dark']]);
      assert.is(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY), 'dark');
      assert.is(await page.locator('meta[name="theme-color"][media="all"]').getAttribute('content'), '#0f1529', 'the browser bar follows');
    }));

  behaviour('a stored choice is applied before the first paint, and survives a reload', () =>
    withPage(browser, origin, async (page) => {
      // The background as the body is created and at the first frame: what the first paint can show.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { seenBackgrounds: seen });
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          observer.disconnect();
          seen.push(getComputedStyle(document.body).backgroundColor);
          requestAnimationFrame(() => seen.push(getComputedStyle(document.body).backgroundColor));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${origin}${paths.contact}`);
      await page.waitForSelector('[data-header-init]', { state: 'attached' });
      await page.getByRole('group', { name: 'Colour theme' }).first().getByRole('button', { name: 'Dark' }).click();
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { seenBackgrounds: string[] }).seenBackgrounds.length === 2);
      const seen = await page.evaluate(() => (window as unknown as { seenBackgrounds: string[] }).seenBackgrounds);
      assert.ok(seen.every(isDark), `dark from the start: ${seen.join(', ')}`);
      await page.waitForSelector('[data-header-init]', { state: 'attached' });
      assert.equal(await pressed(page), [['Dark'], ['Dark']]);
    }));

  behaviour('in the mobile panel the switch works from the keyboard; "System" follows the system again', () =>
    withPage(browser, origin, async (page) => {
      await chooseBeforeLoad(page, 'dark');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${origin}${paths.about}`);
      await page.waitForSelector('[data-header-init]', { state: 'attached' });
      await page.locator('.mobile-nav__toggle').click();
      const light = page.locator('.mobile-nav__panel').getByRole('button', { name: 'Light' });
      await light.focus();
      await page.keyboard.press('Enter');
      await finishTransitions(page);
      assert.ok(isLight(await pageBackground(page)), 'light chosen over a dark system');
      assert.equal(await pressed(page), [['Light'], ['Light']]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.is(await page.evaluate(() => document.activeElement?.textContent), 'System', 'Tab moves along the group');
      await page.keyboard.press('Space');
      assert.is(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY), null, 'no choice stored');
      await finishTransitions(page);
      assert.ok(isDark(await pageBackground(page)), 'the dark system decides');
      await page.emulateMedia({ colorScheme: 'light' });
      await finishTransitions(page);
      assert.ok(isLight(await pageBackground(page)), 'and follows it when it changes');
    }, { viewport: { width: 375, height: 800 } }));

  behaviour('print is light whatever the theme', () =>
    withPage(browser, origin, async (page) => {
      await chooseBeforeLoad(page, 'dark');
      await page.goto(`${origin}${paths.home}`);
      assert.ok(isDark(await pageBackground(page)), 'dark on screen');
      await page.emulateMedia({ media: 'print' });
      const printed = await page.evaluate(() => ({
        scheme: getComputedStyle(document.documentElement).colorScheme,
        surface: getComputedStyle(document.documentElement).getPropertyValue('--surface').trim(),
        heading: getComputedStyle(document.querySelector('h1')!).color,
      }));
      assert.equal(printed, { scheme: 'light', surface: '#ffffff', heading: 'rgb(0, 0, 0)' });
    }));

  behaviour.after(async () => {
    await browser.close();
    server?.close();
  });
}

audits.run();
behaviour.run();
