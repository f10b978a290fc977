/**
 * Text enlarged to 200%, as a phone's accessibility setting or a browser's text-only zoom does
 * (WCAG 2.2, 1.4.4), at 360, 768 and 1024 px, on one page of each kind: nothing scrolls sideways,
 * the menu button stays in the window, no text runs past the window's edge, where nothing could
 * bring it back, nor out of its box; and at those widths and 600 px the header leaves the company
 * name room for its longest word.
 * Illustrations (drawn at their own scale, described in words for screen readers) and rows that
 * scroll sideways on purpose (the filters, wide tables) are left out here: the home page's
 * illustrations have rules of their own (text-zoom-illustrations.browser.test.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite, defineInPage } from '../helpers/browser.ts';
import { onePathPerKind, startVisibleIslands } from '../helpers/audit-pages.ts';
import { ALL_LAID_OUT, ENLARGED_TEXT, ZOOM_DESKTOP, ZOOM_PHONE } from '../helpers/text-size.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const paths = [...(await onePathPerKind())];
const zoom = suite('text at 200% on a phone, a tablet and a small laptop');

/** Text nobody reads as text: illustrations (described in words instead) and what is hidden from sight. */
const UNREAD = '[aria-hidden="true"], [role="img"], svg, .visually-hidden';

/** Whether `el` or a box around it, below <body>, scrolls sideways: what runs past its edge can be scrolled to. */
function insideSidewaysScroll(el: Element | null): boolean {
  for (let box = el; box && box !== document.body; box = box.parentElement) if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
  return false;
}
type WithScroll = { insideSidewaysScroll: typeof insideSidewaysScroll };

/**
 * Where the page breaks out of the window: its own width, the menu button's right edge, and text
 * past the edge, `unread` text left out.
 */
function outOfWindow(unread: string) {
  const width = document.documentElement.clientWidth;
  const text: string[] = [];
  for (const el of document.querySelectorAll('main h1, main h2, main h3, main p, main li, main a, main span, main label, main dt, main dd, footer a')) {
    const right = el.getBoundingClientRect().right;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || right <= width + 1) continue;
    if (el.closest(unread) || (window as unknown as WithScroll).insideSidewaysScroll(el.parentElement)) continue;
    text.push(`<${el.localName}> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(right)} px`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, menu: document.querySelector('.mobile-nav__toggle')!.getBoundingClientRect().right, text };
}

/**
 * Text that runs out of the box holding it (the padding box of its nearest block), unless a box on
 * the way scrolls: a word wider than its column, a badge wider than its card; `unread` text left
 * out.
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
      if (over <= 2 || (window as unknown as WithScroll).insideSidewaysScroll(box)) continue;
      found.push(`<${box.localName} class="${box.getAttribute('class') ?? ''}"> "${node.data.trim().slice(0, 30)}" runs ${Math.round(over)} px out of it`);
    }
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

if (browser) {
  // A phone, then a tablet's and a small laptop's windows, whose media queries (in rem, at the
  // browser's default size) still give the wide layouts while the text is twice as large.
  for (const [width, path] of [360, 768, 1024].flatMap((w) => paths.map((p) => [w, p] as const))) {
    zoom(`${width} px: ${path}`, () => withPage(browser, async (page) => {
      await page.goto(`${origin}${path}`);
      await page.addStyleTag({ content: ENLARGED_TEXT + ALL_LAID_OUT });
      // Every island started (those that start when visible too): content they reveal is read.
      await startVisibleIslands(page);
      await defineInPage(page, { insideSidewaysScroll });
      const found = await page.evaluate(outOfWindow, UNREAD);
      assert.ok(found.scrollWidth <= found.width, `the page scrolls sideways: ${found.scrollWidth} px in a ${found.width} px window`);
      assert.ok(found.menu <= found.width, `the menu button ends at ${found.menu} px, past the window's ${found.width}`);
      assert.equal(found.text, []);
      assert.equal(await page.evaluate(outOfBox, UNREAD), [], 'text out of its box');
    }, { viewport: { width, height: 740 }, reducedMotion: 'reduce', ...(width < 1024 ? ZOOM_PHONE : ZOOM_DESKTOP) }));
  }

  // A word of the name breaks only where the window is too narrow for it, not because the bar
  // keeps a wide layout's parts beside it (the demo button at 600 px left it a letter's width).
  for (const width of [360, 600, 768, 1024]) {
    zoom(`${width} px: the header gives the company name room for its longest word`, () => withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.addStyleTag({ content: ENLARGED_TEXT });
      const { box, longest, spare } = await page.evaluate(companyNameRoom);
      assert.ok(box >= Math.min(longest, spare) - 1, `the name's box is ${Math.round(box)} px wide, its longest word ${Math.round(longest)} px, and the bar could spare ${Math.round(spare)} px`);
    }, { viewport: { width, height: 740 }, ...(width < 1024 ? ZOOM_PHONE : ZOOM_DESKTOP) }));
  }

  zoom.after(close);
}

zoom.run();
