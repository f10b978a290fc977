/**
 * Text enlarged to 200% in the home page's illustrations, the hero diagram, PulseWatch and Gratify,
 * at 360, 768 and 1280 px: still, with a tooltip open, and moving; and in the showcase's Navigator,
 * Rewards and XDR: still, and each lit brand and phase. Drawn at their own scale and described in
 * words for screen readers, they keep rules of their own (illustrationProblems): every text whole,
 * apart from the others and in the window. The pages' text: text-zoom.browser.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { ALL_LAID_OUT, ENLARGED_TEXT, ZOOM_DESKTOP, ZOOM_PHONE } from '../helpers/text-size.ts';
import { seekLoops, untilLooping } from '../helpers/loops.ts';
import { CYCLE, STARTS, openPhone } from '../helpers/gratify-demo.ts';
import { STAGE_2_MS } from '../helpers/hero-diagram.ts';
import { REWARDS_BRANDS, REWARDS_ROTATION_MS } from '../../site/lib/rewards-demo.ts';
import { XDR_PHASES, XDR_PHASE_MS } from '../../site/lib/xdr-demo.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const drawn = suite('text at 200% in the home page\'s illustrations');

const ILLUSTRATIONS = ['.hero-diagram', '.pulsewatch-demo', '.gratify-demo'];
const SHOWCASE = ['.navigator-demo', '.rewards-demo', '.xdr-demo'];

/**
 * What is wrong with the visible text inside `root` (decorative text too): text past the window's
 * edges; text cut off by a box that clips it (an ellipsis, a line clamp, a clipped stage); and,
 * with `apart`, text over other text, or under the background of a box painted over it (one that
 * comes later at the same z-index, or at a higher one). Two boxes meet where they share more than
 * 2 px across and a quarter of the smaller one's height: the lines of a paragraph may touch. The
 * same words in the same box are one text: a face drawn over its twin (a lit Rewards tile over the
 * plain one) hides it, and only the face on top is read for what lies over it. SVG text is left
 * out: it is drawn in its SVG's units, at the drawing's scale, never the text's.
 * One function of plain loops: the page runs it as written.
 */
function illustrationProblems({ root: selector, apart }: { root: string; apart: boolean }) {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const texts: { node: Text; label: string; box: DOMRect; z: number }[] = [];
  const painted: { el: Element; z: number }[] = [];
  for (const root of document.querySelectorAll(selector)) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      // The z-index it is painted at in the illustration: its own or its nearest positioned ancestor's.
      let z = 0;
      for (let a: Element | null = el; a && a !== root.parentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position !== 'static' && style.zIndex !== 'auto') { z = Number(style.zIndex); break; }
      }
      const style = getComputedStyle(el);
      const background = style.backgroundImage !== 'none' || !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor);
      if (background && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) painted.push({ el, z });
      for (const node of el.childNodes) {
        if (!(node instanceof Text) || !node.data.trim() || el.closest('svg, .visually-hidden') || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const label = `${selector} <${el.localName} class="${el.getAttribute('class') ?? ''}"> "${node.data.trim().slice(0, 30)}"`;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          if (box.width < 1 || box.height < 1) continue;
          texts.push({ node, label, box, z });
          if (box.left < -1 || box.right > width + 1) found.push(`${label} reaches past the window: ${Math.round(box.left)} to ${Math.round(box.right)} px`);
          for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
            const style = getComputedStyle(a);
            // A box clips along the axes its overflow clips (both, where it contains its paint).
            const paint = /paint|strict|content/.test(style.contain);
            const clipsX = paint || /hidden|clip/.test(style.overflowX);
            const clipsY = paint || /hidden|clip/.test(style.overflowY);
            if (style.display === 'inline' || (!clipsX && !clipsY)) continue;
            const clip = a.getBoundingClientRect();
            const inX = !clipsX || (box.left >= clip.left - 1 && box.right <= clip.right + 1);
            const inY = !clipsY || (box.top >= clip.top - 1 && box.bottom <= clip.bottom + 1);
            if (inX && inY) continue;
            found.push(`${label} is cut off by <${a.localName} class="${a.getAttribute('class') ?? ''}">`);
            break;
          }
        }
      }
    }
  }
  if (!apart) return found;
  for (let i = 0; i < texts.length; i++) {
    const { node, label, box, z } = texts[i];
    let twin = false;
    for (let j = i + 1; j < texts.length; j++) {
      const other = texts[j].box;
      twin ||= texts[j].node.data.trim() === node.data.trim() && Math.abs(other.left - box.left) < 1 && Math.abs(other.right - box.right) < 1
        && Math.abs(other.top - box.top) < 1 && Math.abs(other.bottom - box.bottom) < 1;
    }
    if (twin) continue;
    for (let j = i + 1; j < texts.length; j++) {
      const other = texts[j].box;
      const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
      const down = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
      if (texts[j].node !== node && across > 2 && down > Math.min(box.height, other.height) / 4) found.push(`${label} overlaps ${texts[j].label}`);
    }
    for (const over of painted) {
      const later = node.compareDocumentPosition(over.el) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (over.el.contains(node) || over.z < z || (over.z === z && !later)) continue;
      const cover = over.el.getBoundingClientRect();
      const across = Math.min(box.right, cover.right) - Math.max(box.left, cover.left);
      const down = Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top);
      if (across > 2 && down > box.height / 4) found.push(`${label} is under <${over.el.localName} class="${over.el.getAttribute('class') ?? ''}">`);
    }
  }
  return found;
}

/**
 * Each illustration brought on screen (laid out, as content-visibility lays out sections near the
 * viewport), then read. A showcase card in a row that swipes (enlarged text) is swiped to, its
 * start at the row's, as a visitor brings it into view (at once: no frame to wait for, as a test
 * may hold the page's clock).
 */
async function problemsIn(page: Page, roots: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const root of roots) {
    await page.locator(root).first().evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'start', behavior: 'instant' }));
    found.push(...await page.evaluate(illustrationProblems, { root, apart: true }));
  }
  return found;
}

const scrollWidth = (page: Page) => page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
/** Text enlarged from the first layout on, for islands that start once on screen. */
const enlargeFromTheStart = (page: Page, css = ENLARGED_TEXT) => page.addInitScript((text) => document.addEventListener('DOMContentLoaded', () => {
  document.head.append(Object.assign(document.createElement('style'), { textContent: text }));
}), css);
if (browser) {
  for (const width of [360, 768, 1280]) {
    const viewport = { width, height: 740 };
    // A phone's window, a tablet's, and a desktop's, whose browser has its own text size.
    const device = width < 1280 ? ZOOM_PHONE : ZOOM_DESKTOP;
    drawn(`${width} px, still: every text whole, apart from the others and in the window`, () => withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.addStyleTag({ content: ENLARGED_TEXT });
      assert.equal(await problemsIn(page, ILLUSTRATIONS), []);
      const [scroll, window] = await scrollWidth(page);
      assert.ok(scroll <= window, `the page scrolls sideways: ${scroll} px in a ${window} px window`);
    }, { viewport, reducedMotion: 'reduce', ...device }));

    drawn(`${width} px: each of the hero's tooltips opens whole, in the window`, () => withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.addStyleTag({ content: ENLARGED_TEXT });
      // Once the island runs, it opens the tooltips (a product focused before would lose its own).
      await page.locator('.hero-diagram').scrollIntoViewIfNeeded();
      await page.waitForSelector('.hero-diagram[data-hero-diagram-init]', { state: 'attached' });
      const products = await page.locator('.hd-product').count();
      assert.ok(products > 0, 'products in the hero diagram');
      for (let n = 1; n <= products; n++) {
        const tip = `.hd-product:nth-child(${n}) .hd-tip`;
        await page.focus(`.hd-product:nth-child(${n}) .hd-product__link`);
        await page.waitForFunction((sel) => document.querySelector(sel)!.checkVisibility({ visibilityProperty: true, opacityProperty: true }), tip);
        // Open, it lies over the diagram by design: only its own text is read.
        assert.equal(await page.evaluate(illustrationProblems, { root: tip, apart: false }), [], `tooltip ${n}`);
      }
    }, { viewport, reducedMotion: 'reduce', ...device }));

    drawn(`${width} px, moving: the hero's last stage, with Replay`, () => withPage(browser, async (page) => {
      await enlargeFromTheStart(page);
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
      await page.goto(`${origin}/`);
      await page.locator('.hero-diagram').scrollIntoViewIfNeeded();
      await page.waitForSelector('.hero-diagram[data-playing]', { state: 'attached' });
      await page.clock.runFor(STAGE_2_MS + 2000);
      assert.is(await page.getAttribute('.hero-diagram', 'data-stage'), '2');
      assert.ok(await page.locator('.hd-replay').isVisible(), 'Replay shown');
      assert.equal(await problemsIn(page, ['.hero-diagram']), []);
    }, { viewport, ...device }));

    drawn(`${width} px, moving: each screen of the Gratify phone`, () => withPage(browser, async (page) => {
      await enlargeFromTheStart(page, ENLARGED_TEXT + ALL_LAID_OUT);
      await openPhone(page, origin);
      // Each step as it ends, its entrance over (the typed number no longer under its cover).
      for (let step = 0; step < STARTS.length; step++) {
        await seekLoops(page, '.gratify-demo', (STARTS[step + 1] ?? CYCLE) - 1);
        assert.equal(await problemsIn(page, ['.gratify-demo']), [], `step ${step}`);
      }
    }, { viewport, ...device }));

    // The Navigator is read still only: while it moves its text stays put (its bar fills, confetti flies over it).
    drawn(`${width} px, still: the showcase's Navigator, Rewards and XDR`, () => withPage(browser, async (page) => {
      await enlargeFromTheStart(page, ENLARGED_TEXT + ALL_LAID_OUT);
      await page.goto(`${origin}/`);
      assert.equal(await problemsIn(page, SHOWCASE), []);
    }, { viewport, reducedMotion: 'reduce', ...device }));

    drawn(`${width} px, moving: each brand the Rewards catalogue lights`, () => withPage(browser, async (page) => {
      await enlargeFromTheStart(page, ENLARGED_TEXT + ALL_LAID_OUT);
      await page.goto(`${origin}/`);
      await page.locator('.rewards-demo').scrollIntoViewIfNeeded();
      await untilLooping(page, '.rewards-demo');
      // Each brand as its turn ends, its fade and pop over.
      for (let brand = 0; brand < REWARDS_BRANDS.length; brand++) {
        await seekLoops(page, '.rewards-demo', (brand + 1) * REWARDS_ROTATION_MS - 1);
        assert.equal(await problemsIn(page, ['.rewards-demo']), [], `brand ${brand}`);
      }
    }, { viewport, ...device }));

    drawn(`${width} px, moving: each phase of the XDR console`, () => withPage(browser, async (page) => {
      await enlargeFromTheStart(page, ENLARGED_TEXT + ALL_LAID_OUT);
      await page.goto(`${origin}/`);
      await page.locator('.xdr-demo').scrollIntoViewIfNeeded();
      await untilLooping(page, '.xdr-demo');
      for (let phase = 0; phase < XDR_PHASES; phase++) {
        await seekLoops(page, '.xdr-demo', (phase + 1) * XDR_PHASE_MS - 1);
        assert.equal(await problemsIn(page, ['.xdr-demo']), [], `phase ${phase}`);
      }
    }, { viewport, ...device }));
  }
  drawn.after(close);
}

drawn.run();
