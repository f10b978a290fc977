/**
 * Text enlarged to 200%, as a phone's accessibility setting or a browser's text-only zoom does
 * (WCAG 2.2, 1.4.4), at 360, 768 and 1024 px, on one page of each kind: nothing scrolls sideways,
 * the menu button stays in the window, no text runs past the window's edge, where nothing could
 * bring it back, nor out of its box; and at those widths and 600 px the header leaves the company
 * name room for its longest word.
 * Illustrations (drawn at their own scale, described in words for screen readers) and rows that
 * scroll sideways on purpose (the filters, wide tables) are left out there. The home page's
 * illustrations, the hero diagram, PulseWatch and Gratify, have a suite of their own, with rules of
 * their own (illustrationProblems), at 360, 768 and 1280 px: still, with a tooltip open, and
 * moving; so do the showcase's Navigator, Rewards and XDR: still, and each lit brand and phase.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { onePathPerKind, startVisibleIslands } from '../helpers/audit-pages.ts';
import { ENLARGED_TEXT } from '../helpers/text-size.ts';
import { seekLoops, untilLooping } from '../helpers/loops.ts';
import { CYCLE, STARTS, openPhone } from '../helpers/gratify-demo.ts';
import { STAGE_2_MS } from '../helpers/hero-diagram.ts';
import { REWARDS_BRANDS, REWARDS_ROTATION_MS } from '../../site/lib/rewards-demo.ts';
import { XDR_PHASES, XDR_PHASE_MS } from '../../site/lib/xdr-demo.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const paths = [...(await onePathPerKind())];
const zoom = suite('text at 200% on a phone, a tablet and a small laptop');
const drawn = suite('text at 200% in the home page\'s illustrations');

const PHONE = { isMobile: true, hasTouch: true, bypassCSP: true } as const;
const DESKTOP = { bypassCSP: true } as const;
const ILLUSTRATIONS = ['.hero-diagram', '.pulsewatch-demo', '.gratify-demo'];
const SHOWCASE = ['.navigator-demo', '.rewards-demo', '.xdr-demo'];

/** Text nobody reads as text: illustrations (described in words instead) and what is hidden from sight. */
const UNREAD = '[aria-hidden="true"], [role="img"], svg, .visually-hidden';

/**
 * Where the page breaks out of the window: its own width, the menu button's right edge, and text
 * past the edge, `unread` text left out (one loop, no inner functions: the page runs this as written).
 */
function outOfWindow(unread: string) {
  const width = document.documentElement.clientWidth;
  const text: string[] = [];
  for (const el of document.querySelectorAll('main h1, main h2, main h3, main p, main li, main a, main span, main label, main dt, main dd, footer a')) {
    const right = el.getBoundingClientRect().right;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || right <= width + 1) continue;
    if (el.closest(unread)) continue;
    let scrolls = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) scrolls ||= /auto|scroll/.test(getComputedStyle(a).overflowX);
    if (!scrolls) text.push(`<${el.localName}> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(right)} px`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, menu: document.querySelector('.mobile-nav__toggle')!.getBoundingClientRect().right, text };
}

/**
 * Text that runs out of the box holding it (the padding box of its nearest block), unless a box on
 * the way scrolls: a word wider than its column, a badge wider than its card; `unread` text left
 * out. One function of plain loops: the page runs it as written.
 */
function outOfBox(unread: string) {
  const found: string[] = [];
  for (const el of document.querySelectorAll('main *')) {
    if (el.closest(unread) || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    for (const node of el.childNodes) {
      if (!(node instanceof Text) || !node.data.trim()) continue;
      let box: Element = el;
      while (box.parentElement && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const edge = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const over = Math.max(text.right - (edge.right - parseFloat(style.borderRightWidth)), edge.left + parseFloat(style.borderLeftWidth) - text.left);
      if (over <= 2) continue;
      let scrolls = false;
      for (let a: Element | null = box; a; a = a.parentElement) scrolls ||= /auto|scroll/.test(getComputedStyle(a).overflowX);
      if (!scrolls) found.push(`<${box.localName} class="${box.getAttribute('class') ?? ''}"> "${node.data.trim().slice(0, 30)}" runs ${Math.round(over)} px out of it`);
    }
  }
  return found;
}

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
            if (style.display === 'inline' || (!/hidden|clip/.test(style.overflowX + style.overflowY) && !/paint|strict|content/.test(style.contain))) continue;
            const clip = a.getBoundingClientRect();
            if (box.left >= clip.left - 1 && box.right <= clip.right + 1 && box.top >= clip.top - 1 && box.bottom <= clip.bottom + 1) continue;
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

/** Each illustration brought on screen (laid out, as content-visibility lays out sections near the viewport), then read. */
async function problemsIn(page: Page, roots: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const root of roots) {
    await page.locator(root).first().scrollIntoViewIfNeeded();
    found.push(...await page.evaluate(illustrationProblems, { root, apart: true }));
  }
  return found;
}
/**
 * The room the header gives the company name: its box's width, its longest word's, and what the
 * bar can spare it (the bar less the menu button, a gap, and the mark if shown). One function of
 * plain loops: the page runs it as written.
 */
function companyNameRoom() {
  const name = document.querySelector('.site-header .logo__name')!;
  const words = (name.textContent ?? '').trim().split(/\s+/);
  const probe = name.appendChild(document.createElement('span'));
  probe.style.whiteSpace = 'nowrap';
  let longest = 0;
  for (const word of words) {
    probe.textContent = word;
    longest = Math.max(longest, probe.getBoundingClientRect().width);
  }
  probe.remove();
  const bar = document.querySelector('.site-header__bar')!;
  const mark = document.querySelector('.site-header .logo__mark')!;
  const markRoom = mark.checkVisibility() ? mark.getBoundingClientRect().width + parseFloat(getComputedStyle(mark.parentElement!).columnGap) : 0;
  const menu = document.querySelector('.mobile-nav')!.getBoundingClientRect().width;
  const spare = bar.getBoundingClientRect().width - menu - parseFloat(getComputedStyle(bar).columnGap) - markRoom;
  return { box: name.getBoundingClientRect().width, longest, spare };
}
const scrollWidth = (page: Page) => page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
/** Text enlarged from the first layout on, for islands that start once on screen. */
const enlargeFromTheStart = (page: Page, css = ENLARGED_TEXT) => page.addInitScript((text) => document.addEventListener('DOMContentLoaded', () => {
  document.head.append(Object.assign(document.createElement('style'), { textContent: text }));
}), css);
/**
 * Every section laid out at once: the height each stands in at until it nears the viewport is
 * for text at normal size, so a scroll to the Gratify phone or a showcase card would stop short of
 * it once the sections above had taken their enlarged heights: the phone would never start, and a
 * card would be read while its section was still skipped, at its stand-in height.
 */
const ALL_LAID_OUT = 'main *, main { content-visibility: visible !important; }';

if (browser) {
  // A phone, then a tablet's and a small laptop's windows, whose media queries (in rem, at the
  // browser's default size) still give the wide layouts while the text is twice as large.
  for (const [width, path] of [360, 768, 1024].flatMap((w) => paths.map((p) => [w, p] as const))) {
    zoom(`${width} px: ${path}`, () => withPage(browser, async (page) => {
      await page.goto(`${origin}${path}`);
      await page.addStyleTag({ content: ENLARGED_TEXT + ALL_LAID_OUT });
      // Every island started (those that start when visible too): content they reveal is read.
      await startVisibleIslands(page);
      const found = await page.evaluate(outOfWindow, UNREAD);
      assert.ok(found.scrollWidth <= found.width, `the page scrolls sideways: ${found.scrollWidth} px in a ${found.width} px window`);
      assert.ok(found.menu <= found.width, `the menu button ends at ${found.menu} px, past the window's ${found.width}`);
      assert.equal(found.text, []);
      assert.equal(await page.evaluate(outOfBox, UNREAD), [], 'text out of its box');
    }, { viewport: { width, height: 740 }, reducedMotion: 'reduce', ...(width < 1024 ? PHONE : DESKTOP) }));
  }

  // A word of the name breaks only where the window is too narrow for it, not because the bar
  // keeps a wide layout's parts beside it (the demo button at 600 px left it a letter's width).
  for (const width of [360, 600, 768, 1024]) {
    zoom(`${width} px: the header gives the company name room for its longest word`, () => withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.addStyleTag({ content: ENLARGED_TEXT });
      const { box, longest, spare } = await page.evaluate(companyNameRoom);
      assert.ok(box >= Math.min(longest, spare) - 1, `the name's box is ${Math.round(box)} px wide, its longest word ${Math.round(longest)} px, and the bar could spare ${Math.round(spare)} px`);
    }, { viewport: { width, height: 740 }, ...(width < 1024 ? PHONE : DESKTOP) }));
  }

  for (const width of [360, 768, 1280]) {
    const viewport = { width, height: 740 };
    // A phone's window, a tablet's, and a desktop's, whose browser has its own text size.
    const device = width < 1280 ? PHONE : DESKTOP;
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

zoom.run();
drawn.run();
