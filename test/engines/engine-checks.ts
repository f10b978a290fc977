/**
 * The smoke checks every engine runs, in one session with one page reused: every route loads at
 * phone width with no script error and no horizontal scroll, then the widgets a visitor touches
 * first. What "works" means follows the Chromium tests (test/browser/), with their selectors;
 * timing rules stay there, on a fake clock. Here only real time passes, so a timed change is
 * waited for with a bounded poll on the DOM.
 */
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { everyPath, onePathPerKind } from '../helpers/audit-pages.ts';
import { ISLANDS_LOADED_ATTRIBUTE } from '../../site/document/early-script.ts';
import { WAIT_MS, type EnginePage } from './engine-page.ts';
import { assertJustUnderHeader, topAndHeaderBottom } from '../helpers/landing.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE_HEIGHT = 740;

/** Whether the element is rendered: not under display: none, a closed <details> or visibility: hidden. */
const shown = (selector: string): boolean => !!document.querySelector(selector)?.checkVisibility({ visibilityProperty: true });

async function assertNoProblems(page: EnginePage, where: string): Promise<void> {
  const problems = await page.takeProblems();
  assert.ok(problems.length === 0, `${where}: the page reported problems:\n  ${problems.join('\n  ')}\n`);
}

/** Loads a path and waits until every island entry of the page has run (or failed). */
async function open(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await page.waitFor(`${path}: islands loaded`, (name) => document.documentElement.hasAttribute(name), ISLANDS_LOADED_ATTRIBUTE);
}

/** One route at the current width: loaded, its islands run; returns what is wrong with it. */
async function routeFindings(page: EnginePage, path: string): Promise<string[]> {
  await page.goto(path);
  // One call into the page rather than a poll: a route costs few round trips. (No named function
  // inside: the test runner's transform would wrap it in a helper the page does not have.)
  const { loaded, heading, overflow } = await page.evaluate((name, ms) => new Promise<void>((done) => {
    if (document.documentElement.hasAttribute(name)) return done();
    new MutationObserver(() => done()).observe(document.documentElement, { attributeFilter: [name] });
    setTimeout(done, ms);
  }).then(() => {
    const root = document.documentElement;
    return { loaded: root.hasAttribute(name), heading: !!document.querySelector('h1'), overflow: root.scrollWidth - root.clientWidth };
  }), ISLANDS_LOADED_ATTRIBUTE, WAIT_MS);
  const findings = (await page.takeProblems()).map((problem) => `${path}: ${problem}`);
  if (!loaded) findings.push(`${path}: the islands did not load within ${WAIT_MS} ms`);
  if (!heading) findings.push(`${path}: no h1, the page did not load`);
  if (overflow > 0) findings.push(`${path}: scrolls sideways by ${overflow} px`);
  return findings;
}

export function defineEngineChecks(test: Test, start: () => Promise<EnginePage>): void {
  let page: EnginePage;
  test.before(async () => {
    page = await start();
  });
  test.after(async () => {
    await page?.close();
  });

  test('every route loads at phone width with no script error and no horizontal scroll', async () => {
    await page.resize(page.phoneWidth, PHONE_HEIGHT);
    const findings: string[] = [];
    for (const path of await everyPath()) findings.push(...await routeFindings(page, path));
    assert.ok(findings.length === 0, `${findings.length} finding(s):\n  ${findings.join('\n  ')}\n`);
  });

  // A page first painted away from its top: Firefox reports no first contentful paint there.
  test('a page opened at a #fragment starts its islands', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    for (const path of ['/terms#privacy-policy', '/#solutions']) {
      await open(page, path);
      await assertNoProblems(page, path);
    }
  });

  // The sections above the fragment may be laid out only after the jump (site/layout/layout.css,
  // site/pages/home/home.css): waited for, they must not have moved it.
  test('a page opened at a #fragment on a phone shows the fragment just under the header', async () => {
    await page.resize(page.phoneWidth, PHONE_HEIGHT);
    for (const path of ['/#solutions', '/#industries']) {
      // From another page, its islands loaded: a page left while its scripts load logs their aborted imports.
      await open(page, '/about');
      await open(page, path);
      const { top, header } = await page.evaluate(async (id) => {
        // (Those below it may be skipped, and so paused, in Firefox.)
        const fragment = document.getElementById(id)!;
        const laidOutLater = document.getAnimations().filter((animation) => (animation as CSSAnimation).animationName === 'render-later'
          && (fragment.compareDocumentPosition((animation.effect as KeyframeEffect).target!) & Node.DOCUMENT_POSITION_PRECEDING));
        await Promise.all(laidOutLater.map((animation) => animation.finished.catch(() => undefined)));
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return { top: fragment.getBoundingClientRect().top, header: document.querySelector('header')!.getBoundingClientRect().bottom };
      }, path.slice(2));
      assertJustUnderHeader(path, top, header);
      await assertNoProblems(page, path);
    }
  });

  test('a page reloaded while scrolled down starts its islands', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.reload();
    assert.ok(await page.evaluate(() => scrollY > innerHeight), 'the browser kept the scroll position, so the page was first painted away from its top');
    await page.waitFor('/ reloaded: islands loaded', (name) => document.documentElement.hasAttribute(name), ISLANDS_LOADED_ATTRIBUTE);
    await assertNoProblems(page, '/ reloaded');
  });

  // Sections far down are laid out as they near the viewport (content-visibility: auto); where the
  // engine does not anchor the scroll, that moves a jump's target after it landed.
  test('a contents link on /terms lands on its section, at 1280 px', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/terms');
    const target = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('.legal-doc__toc a')].at(-1)!.hash);
    await page.click(`.legal-doc__toc a[href="${target}"]`);
    // Settled: the same scroll position over several frames.
    await page.waitFor('the scroll settles', () => {
      const w = window as unknown as { seen?: number[] };
      w.seen = [...(w.seen ?? []).slice(-5), scrollY];
      return w.seen.length === 6 && w.seen.every((y) => y === w.seen![0]);
    });
    const [top, header] = await page.evaluate(topAndHeaderBottom, target);
    assertJustUnderHeader(target, top, header);
    await assertNoProblems(page, '/terms');
  });

  test('one page of each kind loads at 1280 px with no script error and no horizontal scroll', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    const findings: string[] = [];
    for (const path of await onePathPerKind()) findings.push(...await routeFindings(page, path));
    assert.ok(findings.length === 0, `${findings.length} finding(s):\n  ${findings.join('\n  ')}\n`);
  });

  test('the theme switch turns the page dark, which a reload keeps, and back to the system\'s', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/about');
    await page.waitFor('the header started', () => document.querySelector('header')!.hasAttribute('data-header-init'));
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
    await page.waitFor('the header started', () => document.querySelector('header')!.hasAttribute('data-header-init'));
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
    await page.waitFor('the header started', () => document.querySelector('header')!.hasAttribute('data-header-init'));
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
    await page.waitFor('the header started', () => document.querySelector('header')!.hasAttribute('data-header-init'));
    assert.not.ok(await page.evaluate(shown, 'nav.site-nav'), 'the desktop menu is hidden');
    await page.click('summary.mobile-nav__toggle');
    assert.ok(await page.evaluate(shown, '.mobile-nav__panel'), 'the panel opens');
    const nbfc = '.mobile-nav a[href="/industries/nbfc"]';
    assert.not.ok(await page.evaluate(shown, nbfc));
    await page.click('.mobile-nav__section:has(a[href="/industries/nbfc"]) > summary');
    assert.ok(await page.evaluate(shown, nbfc), 'the Industries section expands');
    await page.pressEscape();
    assert.not.ok(await page.evaluate(shown, '.mobile-nav__panel'), 'closed by Escape');
    await assertNoProblems(page, '/about');
  });

  test('the industries toggle shows 12 cards, then 6 again', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/');
    await page.waitFor('the toggle started', () => !!document.querySelector('[data-industry-toggle-init]'));
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
    await page.waitFor('the listing started', () => !!document.querySelector('[data-listing-init]'));
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
    const id = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-listing-open]')].find((link) => link.offsetParent !== null)!.getAttribute('data-listing-open')!);
    await page.click(`[data-listing-open="${id}"]`);
    const dialog = `dialog[data-listing-dialog="${id}"]`;
    assert.ok(await page.evaluate((sel) => { const d = document.querySelector<HTMLDialogElement>(sel)!; return d.open && d.matches(':modal') && d.contains(document.activeElement); }, dialog), 'open as a modal, with focus inside');
    const start = await page.evaluate((sel) => ({ title: document.activeElement!.id === document.querySelector(sel)!.getAttribute('aria-labelledby'), ring: document.activeElement!.matches(':focus-visible') }), dialog);
    assert.equal(start, { title: true, ring: false }, 'focus on the title, with no ring after a click');
    await page.waitFor('the post text arrives', (sel) => !!document.querySelector(`${sel} .prose[data-listing-text-loaded]`), dialog);
    await page.pressEscape();
    assert.not.ok(await page.evaluate((sel) => document.querySelector<HTMLDialogElement>(sel)!.open, dialog), 'closed by Escape');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-listing-open')), id, 'focus back on the card');
    await assertNoProblems(page, '/blog');
  });

  test('the whitepaper dialog opens, refuses an empty form, and Cancel closes it', async () => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/resources/whitepapers');
    const dialog = 'dialog[data-island="whitepaper-download"]';
    await page.waitFor('the dialog started', (sel) => document.querySelector(sel)!.hasAttribute('data-whitepaper-download-init'), dialog);
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
    await page.waitFor('the contents started', () => document.querySelector('nav.paper-contents')!.hasAttribute('data-paper-contents-init'));
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
