/**
 * The smoke checks every engine runs, in one session with one page reused: every route loads at
 * phone width with no script error and no horizontal scroll, a jump within a page lands where it
 * should, then the widgets a visitor touches first (widget-checks.ts). What "works" means follows
 * the Chromium tests (test/browser/), with their selectors; timing rules stay there, on a fake
 * clock. Here only real time passes, so a timed change is waited for with a bounded poll on the DOM.
 */
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { everyPath, onePathPerKind } from '../helpers/audit-pages.ts';
import { ISLANDS_LOADED_ATTRIBUTE } from '../../site/document/early-script.ts';
import { DESKTOP, PHONE_HEIGHT, WAIT_MS, assertNoProblems, open, untilStarted, type EngineOptions, type EnginePage } from './engine-page.ts';
import { assertJustUnderHeader, topAndHeaderBottom } from '../helpers/landing.ts';
import { twoFramesInPage } from '../helpers/waits.ts';
import { defineWidgetChecks } from './widget-checks.ts';
import { defineSearchChecks } from './search-checks.ts';

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

/**
 * What moves by itself in the page, by class: widgets marked playing or rotating (the marks their
 * loops set as they run), their Pause buttons shown, and CSS animations that loop forever. No
 * inner named functions: the page runs it as written.
 */
function stillness() {
  const moving = [...document.querySelectorAll('[data-playing], [data-rotating]')].map((el) => el.getAttribute('class'));
  const pauseButtons = [...document.querySelectorAll('[data-pause], [aria-label^="Pause"]')].filter((button) => button.checkVisibility()).map((el) => el.getAttribute('class'));
  const loops: string[] = [];
  for (const animation of document.getAnimations()) {
    const effect = animation.effect as KeyframeEffect | null;
    if (animation.playState === 'running' && effect?.getTiming().iterations === Infinity) loops.push(`${effect.target?.getAttribute('class')} ${(animation as CSSAnimation).animationName}`);
  }
  return { moving, pauseButtons, loops };
}

export function defineEngineChecks(test: Test, start: (options?: EngineOptions) => Promise<EnginePage>): void {
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
      const fragment = path.slice(1);
      // The sections above the fragment laid out (those below it may be skipped, and so paused, in Firefox).
      await page.evaluate(async (selector) => {
        const target = document.querySelector(selector)!;
        const laidOutLater = document.getAnimations().filter((animation) => (animation as CSSAnimation).animationName === 'render-later'
          && (target.compareDocumentPosition((animation.effect as KeyframeEffect).target!) & Node.DOCUMENT_POSITION_PRECEDING));
        await Promise.all(laidOutLater.map((animation) => animation.finished.catch(() => undefined)));
      }, fragment);
      await page.evaluate(twoFramesInPage);
      const [top, header] = await page.evaluate(topAndHeaderBottom, fragment);
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

  // In a session of its own, whose browser has the visitor's reduced-motion setting.
  test('with reduced motion nothing on the home page moves by itself, every island started', async () => {
    const still = await start({ reducedMotion: true });
    try {
      await still.resize(DESKTOP.width, DESKTOP.height);
      await open(still, '/');
      assert.ok(await still.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), 'the browser prefers reduced motion');
      const islands = await still.evaluate(() => [...new Set([...document.querySelectorAll('[data-island]')].map((root) => root.getAttribute('data-island')!))]);
      // Each read while the island is on screen, two frames after it started: a loop runs only there.
      for (const name of islands) {
        await still.evaluate((island) => document.querySelector(`[data-island="${island}"]`)!.scrollIntoView({ block: 'center' }), name);
        await untilStarted(still, name);
        await still.evaluate(twoFramesInPage);
        assert.equal(await still.evaluate(stillness), { moving: [], pauseButtons: [], loops: [] }, `with ${name} on screen`);
      }
      await assertNoProblems(still, '/ with reduced motion');
    } finally {
      await still.close();
    }
  });

  defineWidgetChecks(test, () => page);
  defineSearchChecks(test, () => page);
}
