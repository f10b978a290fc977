/**
 * The home page's first frames (render-later in site/pages/home/home.css): the headline's frame comes
 * first, the hero graph and its dashboard's figures are laid out in the next one, each in the box
 * it keeps, and the solutions section a few frames later, below a hero that does not move, so the
 * first frame is a shorter task on a slow phone. A visitor who lands on /#solutions gets that
 * section at once. Read in the page's first frames by an init script (a string: it runs in the
 * page before anything else). And the first screen: at 1280 x 800 the whole diagram, drawn whole
 * before its first stage change; at 375 x 800 the headline and the demo action.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { twoFrames } from '../helpers/waits.ts';

const browser = await launchBrowser();
const FRAMES = 10;

type Frame = Record<'graph' | 'figures' | 'solutions', [visibility: string, height: number, top: number]>;

/** content-visibility, height and top of the graph, the dashboard's figures and the solutions section in each of the first frames. */
async function firstFrames(page: Page, url: string): Promise<Frame[]> {
  await page.addInitScript(`(() => {
    const frames = window.__frames = [];
    const state = (el) => {
      if (!el) return ['not parsed yet', 0, 0];
      const box = el.getBoundingClientRect();
      return [getComputedStyle(el).contentVisibility, Math.round(box.height), Math.round(box.top)];
    };
    let first;
    const read = (now) => {
      first ??= now;
      frames.push({ graph: state(document.querySelector('.hd-graph')), figures: state(document.querySelector('.hd-dash__grid')), solutions: state(document.querySelector('.home-solutions')) });
      // Enough frames, and well past the solutions section's 60 ms wait, however fast frames come.
      if (frames.length < ${FRAMES} || now - first < 200) requestAnimationFrame(read);
      else window.__framesDone = true;
    };
    // From the first frame that can show the graph: on a busy machine the parser may yield, and a
    // frame be painted, before it reaches the solutions section.
    const found = new MutationObserver(() => document.querySelector('.hd-graph') && (found.disconnect(), requestAnimationFrame(read)));
    found.observe(document, { childList: true, subtree: true });
  })()`);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __framesDone?: boolean }).__framesDone);
  return page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
}

/** The frames in which `part` had been parsed. */
const parsed = (frames: Frame[], part: keyof Frame) => frames.filter((f) => f[part][0] !== 'not parsed yet');
const sameHeight = (frames: Frame[], part: keyof Frame) => parsed(frames, part).every((f, _, all) => f[part][1] === all[0][part][1]);
const sameTop = (frames: Frame[], part: keyof Frame) => parsed(frames, part).every((f, _, all) => f[part][2] === all[0][part][2]);
/**
 * Skipped in the first frame, shown from the next or the one after, and from then on. A 1 ms
 * animation ends a frame after it starts, but its start time is only fixed when a frame commits
 * it: on a busy machine the second frame can come before that, and the figures then show from the
 * third.
 */
const heldAFrame = (states: string[]) => {
  const shown = states.indexOf('visible');
  return states[0] === 'hidden' && (shown === 1 || shown === 2) && states.slice(shown).every((s) => s === 'visible');
};

if (browser) {
  const server = await serveDist();

  test('the graph and the figures wait a frame (or two), each in the box it keeps, and the solutions section longer, below them', () =>
    withPage(browser, server.origin, async (page) => {
      const frames = await firstFrames(page, `${server.origin}/`);
      const graph = frames.map((f) => f.graph[0]);
      assert.ok(heldAFrame(graph), `graph ${graph}`);
      assert.ok(frames[0].graph[1] > 200 && sameHeight(frames, 'graph'), `graph heights ${frames.map((f) => f.graph[1])}`);
      // The figures come at the end of the hero: on a busy machine the parser may yield before them.
      const figures = parsed(frames, 'figures');
      assert.ok(heldAFrame(figures.map((f) => f.figures[0])), `figures ${figures.map((f) => f.figures[0])}`);
      assert.ok(figures[0].figures[1] > 60 && sameHeight(frames, 'figures'), `figures heights ${frames.map((f) => f.figures[1])}`);
      const solutions = parsed(frames, 'solutions').map((f) => f.solutions[0]);
      // Frames come on real time here: which later frame lays it out depends on the machine.
      assert.is(solutions[0], 'hidden', `not in the first frame it is parsed for: ${solutions}`);
      assert.is(solutions.at(-1), 'auto', `laid out as it nears the viewport after that: ${solutions}`);
      // Held, it stands in at a size of its own (site/layout/layout.css): what is above it keeps its place.
      assert.ok(sameTop(frames, 'solutions'), `solutions tops ${frames.map((f) => f.solutions[2])}`);
    }, { viewport: { width: 375, height: 800 } }));

  test('on a wide screen, where the figures are on the first screen, they too keep their box', () =>
    withPage(browser, server.origin, async (page) => {
      const frames = await firstFrames(page, `${server.origin}/`);
      const figures = parsed(frames, 'figures');
      assert.is(figures[0].figures[0], 'hidden');
      assert.ok(figures[0].figures[2] < 800, `on the first screen: top ${figures[0].figures[2]}`);
      assert.ok(heldAFrame(figures.map((f) => f.figures[0])) && sameHeight(frames, 'figures'), `figures ${figures.map((f) => f.figures.join(' '))}`);
    }, { viewport: { width: 1280, height: 800 } }));

  // The browser's own reading of the largest paint, which a phone's page-speed score times: text of
  // the headline block, drawn in the first frame, whatever the length of the copy; never the diagram.
  for (const width of [375, 1280]) {
    test(`${width} px: the largest paint is the headline's, not the diagram's`, () =>
      withPage(browser, server.origin, async (page) => {
        await page.goto(`${server.origin}/`);
        // A smaller text may be the first candidate; the headline's comes with its frame.
        await twoFrames(page);
        const largest = await page.evaluate(() => new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
            resolve(element?.closest('.home-hero__text') ? 'headline' : element?.closest('.hero-diagram') ? 'diagram' : String(element?.tagName));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }));
        assert.is(largest, 'headline');
      }, { viewport: { width, height: 800 } }));
  }

  // The fragment is matched (:target) only once the browser scrolls to it: what matters is that
  // no frame shows the section in the viewport without its contents.
  test('landing on /#solutions shows the section as soon as it is in view', () =>
    withPage(browser, server.origin, async (page) => {
      const frames = await firstFrames(page, `${server.origin}/#solutions`);
      const inView = parsed(frames, 'solutions').filter((f) => f.solutions[2] < 800);
      assert.ok(inView.length > 0, 'the page scrolled to it');
      assert.ok(inView.every((f) => f.solutions[0] === 'auto'), `in view, never held back: ${frames.map((f) => f.solutions.join(' '))}`);
      assert.ok(await page.locator('#solutions h2').isVisible());
    }, { viewport: { width: 375, height: 800 } }));

  /** The bottom edge of the first element `selector` matches, in CSS pixels from the top of the page. */
  const bottom = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => Math.round(el.getBoundingClientRect().bottom + scrollY));

  // The diagram's stages add motion, not content: read on a clock held at the start, before any stage change.
  test('1280 x 800: the whole diagram, dashboard included, is on the first screen, every part drawn before the first stage change', () =>
    withPage(browser, server.origin, async (page) => {
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
      await page.goto(`${server.origin}/`);
      await page.waitForSelector('.hero-diagram[data-hero-diagram-init]', { state: 'attached' });
      // The graph and the figures are laid out a frame late (render-later), on real time: wait for that, not for a stage.
      await page.waitForFunction(() => ['.hd-graph', '.hd-dash__grid'].every((s) => getComputedStyle(document.querySelector(s)!).contentVisibility !== 'hidden'), null, { polling: 50 });
      assert.is(await page.getAttribute('.hero-diagram', 'data-stage'), '0', 'no stage has changed yet');
      assert.ok(await bottom(page, '.hero-diagram') <= 800, `the diagram ends at ${await bottom(page, '.hero-diagram')} px`);
      const shown = await page.evaluate(() => ['.hd-source', '.hd-core', '.hd-product__link', '.hd-spoke', '.hd-dash', '.hd-dash__grid dd'].map((selector) => {
        const parts = Array.from(document.querySelectorAll(selector));
        return [selector, parts.length > 0 && parts.every((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && Number(getComputedStyle(el).opacity) > 0.3)];
      }));
      assert.equal(shown.filter(([, ok]) => !ok), [], 'every source, the core, every product and spoke, the dashboard and its figures');
    }, { viewport: { width: 1280, height: 800 } }));

  test('375 x 800: the first screen holds the headline and the demo action', () =>
    withPage(browser, server.origin, async (page) => {
      await page.goto(`${server.origin}/`);
      for (const selector of ['.home-hero h1', '.home-hero .button--primary']) {
        assert.ok(await bottom(page, selector) <= 800, `${selector} ends at ${await bottom(page, selector)} px`);
      }
    }, { viewport: { width: 375, height: 800 } }));

  test.after(async () => {
    await browser.close();
    server.close();
  });
}

test.run();
