/**
 * What the page-by-page audit (every-page.browser.test.ts) cannot see closed: the header's mobile
 * menu and desktop menus, the listing dialogs, the whitepaper download dialog and the hero
 * diagram's tooltip, each audited by axe and HTML_CodeSniffer while open, with JavaScript on
 * (under the real CSP) and, where the widget works without it, off. And the keyboard inside a
 * dialog: focus stays in it, every control shows its ring, Escape closes it and focus returns to
 * the opener.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { finishTransitions, untilRendered } from '../helpers/waits.ts';
import { serveDist } from '../helpers/server.ts';
import { accessibilityFindings, gotoWithoutScripts } from '../helpers/axe.ts';
import { WIDTHS, assertNoFindings, eachOf, tabThrough, watchedPage, where } from '../helpers/audit-pages.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

interface OpenState {
  what: string;
  path: string;
  js: boolean;
  widths: readonly number[];
  /** Reduced motion: the hero diagram then shows its last stage at once instead of playing for 1.8 s. */
  calm?: boolean;
  /** Opens the menu or dialog; throws if it does not open. */
  open: (page: Page) => Promise<void>;
}

const shown = (page: Page, selector: string) => page.waitForSelector(selector, { state: 'visible' });
const started = (page: Page, island: string) => page.waitForSelector(`[data-${island}-init]`, { state: 'attached' });

async function openMobileMenu(page: Page) {
  await page.click('summary.mobile-nav__toggle');
  for (const section of await page.locator('.mobile-nav__section-toggle').all()) await section.click();
  await page.waitForFunction(() => [...document.querySelectorAll('details.mobile-nav__section')].every((d) => (d as HTMLDetailsElement).open));
}

const menus = ['solutions', 'industries', 'resources', 'company'];
const trigger = (menu: string) => `[aria-controls="menu-${menu}"]`;
const firstDialogOpener = async (page: Page) => {
  await started(page, 'listing');
  await page.click('[data-listing-open]');
  await shown(page, 'dialog[data-listing-dialog][open]');
};
const whitepaperDialog = 'dialog[data-island="whitepaper-download"]';
async function openWhitepaperDialog(page: Page) {
  await started(page, 'whitepaper-download');
  await page.click('a[data-whitepaper-link]');
  await shown(page, `${whitepaperDialog}[open]`);
}

const states: OpenState[] = [
  ...[true, false].map((js) => ({ what: 'the mobile menu, every section open', path: '/about', js, widths: [375], open: openMobileMenu })),
  ...menus.map((menu) => ({
    what: `the ${menu} menu, opened with Enter`, path: '/about', js: true, widths: [1280],
    open: async (page: Page) => {
      await started(page, 'header');
      await page.focus(trigger(menu));
      await page.keyboard.press('Enter');
      await shown(page, `#menu-${menu}`);
    },
  })),
  ...menus.map((menu) => ({
    what: `the ${menu} menu, opened by focus`, path: '/about', js: false, widths: [1280],
    open: async (page: Page) => {
      await page.focus(trigger(menu));
      await shown(page, `#menu-${menu}`);
    },
  })),
  { what: 'a case study dialog', path: '/case-studies', js: true, widths: WIDTHS, open: firstDialogOpener },
  { what: 'a blog post dialog', path: '/blog', js: true, widths: WIDTHS, open: firstDialogOpener },
  { what: 'the whitepaper download dialog', path: '/resources/whitepapers', js: true, widths: WIDTHS, open: openWhitepaperDialog },
  {
    what: 'the whitepaper download dialog, an empty form refused', path: '/resources/whitepapers', js: true, widths: WIDTHS,
    open: async (page) => {
      await openWhitepaperDialog(page);
      await page.click(`${whitepaperDialog} button[type="submit"]`);
      await shown(page, '#whitepaper-name-error');
    },
  },
  ...[true, false].map((js) => ({
    what: 'a hero diagram tooltip, opened by focus', path: '/', js, widths: WIDTHS, calm: true,
    open: async (page: Page) => {
      if (js) await started(page, 'hero-diagram');
      // The graph is laid out a frame after the headline (render-later), and a link the browser
      // has not laid out yet takes no focus: the load event can come before that frame.
      await untilRendered(page, '.hd-product:nth-child(3) .hd-product__link');
      await page.focus('.hd-product:nth-child(3) .hd-product__link');
      await shown(page, '.hd-product:nth-child(3) .hd-tip');
    },
  })),
];

/** One state at one width, on a fresh page: open it, let its transitions end, and audit the whole document. */
async function auditOpen(browser: Browser, state: OpenState, width: number): Promise<string[]> {
  const { page, quiet, take } = await watchedPage(browser, origin, { viewport: { width, height: 800 }, reducedMotion: state.calm ? 'reduce' : 'no-preference' });
  try {
    if (state.js) await page.goto(`${origin}${state.path}`);
    else await gotoWithoutScripts(page, `${origin}${state.path}`);
    await state.open(page);
    await quiet();
    await finishTransitions(page);
    const findings = [...(await accessibilityFindings(page)), ...(state.js ? take() : [])];
    return findings.map((finding) => `${where(state.path, width, state.js)}, ${state.what}: ${finding}`);
  } finally {
    await page.context().close();
  }
}

const open = suite('menus, dialogs and tooltips open');
const dialogKeys = suite('the keyboard in a dialog');

if (browser) {
  open('axe and HTMLCS find nothing in any of them, at each width they appear in', async () => {
    const cases = states.flatMap((state) => state.widths.map((width) => ({ state, width })));
    assertNoFindings(await eachOf(cases, [1, 2], ({ state, width }) => `${where(state.path, width, state.js)}, ${state.what}`, ({ state, width }) => auditOpen(browser, state, width)));
  });

  const dialogs = [
    { what: 'a case study dialog', path: '/case-studies', island: 'listing', opener: '[data-listing-open]', dialog: 'dialog[data-listing-dialog][open]' },
    { what: 'the whitepaper download dialog', path: '/resources/whitepapers', island: 'whitepaper-download', opener: 'a[data-whitepaper-link]', dialog: `${whitepaperDialog}[open]` },
  ];
  for (const { what, path, island, opener, dialog } of dialogs) {
    dialogKeys(`${path}: in ${what}, Tab stays inside with a visible ring on each control; Escape closes it and focus returns to the opener`, async () => {
      const { page, take } = await watchedPage(browser, origin, {});
      try {
        await page.goto(`${origin}${path}`);
        await started(page, island);
        await page.focus(opener);
        await page.keyboard.press('Enter');
        await shown(page, dialog);
        const findings = await tabThrough(page, dialog);
        await page.keyboard.press('Escape');
        assert.is(await page.locator(dialog).count(), 0, 'Escape closes the dialog');
        assert.ok(await page.locator(opener).first().evaluate((el) => el === document.activeElement), 'focus is back on the opener');
        assertNoFindings([...findings, ...take()].map((finding) => `${where(path, 1280, true)}, ${what}: ${finding}`));
      } finally {
        await page.context().close();
      }
    });
  }

  dialogKeys.after(async () => {
    await browser.close();
    server?.close();
  });
}

open.run();
dialogKeys.run();
