/**
 * The engines' checks of the widgets a visitor touches first (engine-checks.ts runs them, on its
 * page): each is driven as a visitor would and read from the DOM, as the Chromium tests read it.
 */
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { anIndustry } from '../helpers/content.ts';
import { DESKTOP, PHONE_HEIGHT, assertNoProblems, open, shown, untilStarted, type EnginePage } from './engine-page.ts';

/**
 * Clicks the first card shown on a listing page and checks its dialog: open as a modal, focus on
 * its title, with no focus ring after a click. Returns the card's id and the dialog's selector.
 */
async function openFirstDialog(page: EnginePage): Promise<{ id: string; dialog: string }> {
  const id = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-listing-open]')].find((link) => link.offsetParent !== null)!.getAttribute('data-listing-open')!);
  await page.click(`[data-listing-open="${id}"]`);
  const dialog = `dialog[data-listing-dialog="${id}"]`;
  assert.ok(await page.evaluate((sel) => { const d = document.querySelector<HTMLDialogElement>(sel)!; return d.open && d.matches(':modal') && d.contains(document.activeElement); }, dialog), 'open as a modal, with focus inside');
  const start = await page.evaluate((sel) => ({ title: document.activeElement!.id === document.querySelector(sel)!.getAttribute('aria-labelledby'), ring: document.activeElement!.matches(':focus-visible') }), dialog);
  assert.equal(start, { title: true, ring: false }, 'focus on the title, with no ring after a click');
  return { id, dialog };
}

/** Checks that the dialog `openFirstDialog` opened is closed, by `how`, and focus is back on its card. */
async function assertClosedToCard(page: EnginePage, { id, dialog }: { id: string; dialog: string }, how: string): Promise<void> {
  assert.not.ok(await page.evaluate((sel) => document.querySelector<HTMLDialogElement>(sel)!.open, dialog), `closed by ${how}`);
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-listing-open')), id, 'focus back on the card');
}

/** The widget checks, on the page `current` gives once the suite has started. */
export function defineWidgetChecks(test: Test, current: () => EnginePage): void {
  let page: EnginePage;
  test.before(() => {
    page = current();
  });

  test('the theme switch turns the page dark, which a reload keeps, and back to the system\'s', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/about');
    await untilStarted(page, 'header');
    const theme = () => page.evaluate(() => ({
      attribute: document.documentElement.getAttribute('data-theme'),
      // The page's background, its red, green and blue summed: dark is well under half of 765.
      background: getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g)!.slice(0, 3).reduce((sum, v) => sum + Number(v), 0),
    }));
    const option = (choice: string) => `.theme-switch--bar [data-theme-switch-option="${choice}"]`;
    await page.click(option('dark'));
    const dark = await theme();
    assert.is(dark.attribute, 'dark');
    assert.ok(dark.background < 200, `a dark background (${dark.background} of 765)`);
    await page.reload();
    assert.equal(await theme(), dark, 'the reload keeps it, before any island starts');
    await untilStarted(page, 'header');
    await page.click(option('system'));
    assert.is((await theme()).attribute, null, 'the system\'s setting decides again');
    await assertNoProblems(page, '/about');
  });

  // First of the widgets, before any click: a pointer resting on the panel would hold it.
  test('the statistics rotation moves on by itself', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/');
    await page.evaluate(() => document.querySelector('.stats [data-stats-list]')!.scrollIntoView({ block: 'center' }));
    await page.waitFor('the panel rotates', () => document.querySelector('.stats')!.hasAttribute('data-rotating'));
    const first = await page.evaluate(() => document.querySelector('.stats')!.getAttribute('data-active'));
    await page.waitFor(`the active card moves on from ${first}`, (was) => document.querySelector('.stats')!.getAttribute('data-active') !== was, first);
    const current = await page.evaluate(() => [...document.querySelectorAll('.stats [data-stats-card]')].flatMap((card, i) => (card.hasAttribute('data-current') ? [i] : [])));
    assert.is(current.length, 1, 'one card is styled active');
    await assertNoProblems(page, '/');
  });

  // Opened by hover, not by Enter: headless Firefox under puppeteer does not turn a key into a
  // button's click (test/browser/header.browser.test.ts covers the keyboard in Chromium).
  test('the header menu opens on hover and closes by Escape and when the pointer leaves, at 1280 px', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/about');
    await untilStarted(page, 'header');
    const trigger = '[aria-controls="menu-solutions"]';
    await page.hover(trigger);
    assert.ok(await page.evaluate(shown, '#menu-solutions'), 'hovering opens it');
    assert.is(await page.evaluate((sel) => document.querySelector(sel)!.getAttribute('aria-expanded'), trigger), 'true');
    await page.evaluate((sel) => document.querySelector<HTMLElement>(sel)!.focus(), trigger);
    await page.pressEscape();
    assert.not.ok(await page.evaluate(shown, '#menu-solutions'), 'Escape closes it');
    assert.ok(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), trigger), 'focus stays on the trigger');
    await page.hover('[aria-controls="menu-company"]');
    assert.ok(await page.evaluate(shown, '#menu-company'), 'hovering opens another');
    await page.hover('main h1');
    await page.waitFor('the menu closes once the pointer has left', (sel) => !document.querySelector(sel)!.checkVisibility(), '#menu-company');
    await assertNoProblems(page, '/about');
  });

  test('the mobile menu opens, expands a section and closes at phone width', async () => {
    await page.resize(page.phoneWidth, PHONE_HEIGHT);
    await open(page, '/about');
    await untilStarted(page, 'header');
    assert.not.ok(await page.evaluate(shown, 'nav.site-nav'), 'the desktop menu is hidden');
    await page.click('summary.mobile-nav__toggle');
    assert.ok(await page.evaluate(shown, '.mobile-nav__panel'), 'the panel opens');
    const industryLink = `a[href="${anIndustry().page}"]`;
    assert.not.ok(await page.evaluate(shown, `.mobile-nav ${industryLink}`));
    await page.click(`.mobile-nav__section:has(${industryLink}) > summary`);
    assert.ok(await page.evaluate(shown, `.mobile-nav ${industryLink}`), 'the Industries section expands');
    await page.pressEscape();
    assert.not.ok(await page.evaluate(shown, '.mobile-nav__panel'), 'closed by Escape');
    await assertNoProblems(page, '/about');
  });

  test('the industries toggle shows 12 cards, then 6 again', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/');
    await untilStarted(page, 'industry-toggle');
    const visibleCards = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#industries .industry-card')].filter((card) => card.offsetParent !== null).length);
    const expanded = () => page.evaluate(() => document.querySelector('[data-industry-toggle]')!.getAttribute('aria-expanded'));
    assert.is(await visibleCards(), 6);
    await page.click('[data-industry-toggle]');
    assert.is(await visibleCards(), 12);
    assert.is(await expanded(), 'true');
    await page.click('[data-industry-toggle]');
    assert.is(await visibleCards(), 6);
    assert.is(await expanded(), 'false');
    await assertNoProblems(page, '/');
  });

  test('a blog filter narrows the list; a click opens a post in its dialog, which Escape closes', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/blog');
    await untilStarted(page, 'listing');
    const category = await page.evaluate(() => document.querySelectorAll('[data-listing-filter]')[1].getAttribute('data-listing-filter')!);
    await page.click(`[data-listing-filter="${category}"]`);
    // The island fetches the category's page and swaps it in, then the address becomes its path.
    await page.waitFor('the category page is shown', () => location.pathname.startsWith('/blog/category/'));
    const state = await page.evaluate(() => ({
      pressed: [...document.querySelectorAll('[data-listing-filter][aria-current]')].map((b) => b.getAttribute('data-listing-filter')),
      badges: [...document.querySelectorAll<HTMLElement>('.listing [data-listing-item]')].filter((card) => card.offsetParent !== null).map((card) => card.querySelector('.listing-badge')?.textContent?.trim()),
    }));
    assert.equal(state.pressed, [category]);
    assert.ok(state.badges.length > 0 && state.badges.every((badge) => badge === category), `only ${category} posts shown: ${state.badges.join(', ')}`);
    const { id, dialog } = await openFirstDialog(page);
    await page.waitFor('the post text arrives', (sel) => !!document.querySelector(`${sel} .prose[data-listing-text-loaded]`), dialog);
    await page.pressEscape();
    await assertClosedToCard(page, { id, dialog }, 'Escape');
    await assertNoProblems(page, '/blog');
  });

  test('a case study opens in its dialog with its four sections, and Close closes it', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/case-studies');
    await untilStarted(page, 'listing');
    const { id, dialog } = await openFirstDialog(page);
    assert.is(await page.evaluate(() => location.pathname), '/case-studies', 'the page did not navigate');
    const sections = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} h3`)].map((h) => h.textContent!.trim()), dialog);
    assert.equal(sections, ['Challenge', 'Solution', 'Results', 'Key takeaway']);
    await page.click(`${dialog} [data-dialog-close]`);
    await assertClosedToCard(page, { id, dialog }, 'Close');
    await assertNoProblems(page, '/case-studies');
  });

  test('the whitepaper dialog opens, refuses an empty form, and Cancel closes it', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/resources/whitepapers');
    const dialog = 'dialog[data-island="whitepaper-download"]';
    await untilStarted(page, 'whitepaper-download');
    await page.click('a[data-whitepaper-link]');
    assert.ok(await page.evaluate((sel) => document.querySelector<HTMLDialogElement>(sel)!.open, dialog), 'open after the link');
    assert.is(await page.evaluate(() => location.pathname), '/resources/whitepapers', 'the page did not navigate');
    await page.click(`${dialog} button[type="submit"]`);
    assert.ok(await page.evaluate(shown, '#whitepaper-email-error'), 'the e-mail field says what is wrong');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'whitepaper-summary', 'the summary takes focus');
    await page.click('[data-whitepaper-cancel]');
    assert.not.ok(await page.evaluate((sel) => document.querySelector<HTMLDialogElement>(sel)!.open, dialog), 'closed by Cancel');
    await assertNoProblems(page, '/resources/whitepapers');
  });

  test('a whitepaper\'s contents stay in view beside the paper and mark the section being read, at 1280 px', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/resources/whitepapers');
    const path = await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[data-whitepaper-link]')!.pathname);
    await open(page, path);
    await untilStarted(page, 'paper-contents');
    const third = await page.evaluate(() => document.querySelectorAll<HTMLAnchorElement>('nav.paper-contents a')[2].hash);
    // The third section's heading a quarter of the way down the window: the one being read.
    await page.evaluate((hash) => window.scrollBy(0, document.querySelector(hash)!.getBoundingClientRect().top - innerHeight / 4), third);
    await page.waitFor('the third section marked', (hash) => document.querySelector(`nav.paper-contents a[href="${hash}"]`)?.getAttribute('aria-current') === 'location', third);
    const nav = await page.evaluate(() => {
      const { top, bottom } = document.querySelector('nav.paper-contents')!.getBoundingClientRect();
      return { top, bottom, height: innerHeight };
    });
    assert.ok(nav.top >= 0 && nav.bottom <= nav.height, `the contents are in view (${nav.top} to ${nav.bottom} of ${nav.height})`);
    await assertNoProblems(page, path);
  });
}
