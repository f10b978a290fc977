/**
 * Text enlarged to 200%, as a phone's accessibility setting does (WCAG 2.2, 1.4.4), on a 360 px
 * phone, on one page of each kind: nothing scrolls sideways, the menu button stays in the window,
 * and no text runs out of its box past the window's edge, where nothing could bring it back.
 * Illustrations (drawn at their own scale, described in words for screen readers; the home
 * hero's diagram, whose product names are never broken inside a word) and rows that scroll
 * sideways on purpose (the filters, wide tables) are left out.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { onePathPerKind } from '../helpers/audit-pages.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const paths = [...(await onePathPerKind())];
const zoom = suite('text at 200% on a 360 px phone');

/**
 * Where the page breaks out of the window: its own width, the menu button's right edge, and text
 * past the edge (one loop, no inner functions: the page runs this as written).
 */
function outOfWindow() {
  const width = document.documentElement.clientWidth;
  const text: string[] = [];
  for (const el of document.querySelectorAll('main h1, main h2, main h3, main p, main li, main a, main span, main label, main dt, main dd, footer a')) {
    const right = el.getBoundingClientRect().right;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || right <= width + 1) continue;
    if (el.closest('[aria-hidden="true"], [role="img"], svg, .visually-hidden, .hero-diagram')) continue;
    let scrolls = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) scrolls ||= /auto|scroll/.test(getComputedStyle(a).overflowX);
    if (!scrolls) text.push(`<${el.localName}> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(right)} px`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, menu: document.querySelector('.mobile-nav__toggle')!.getBoundingClientRect().right, text };
}

if (browser) {
  for (const path of paths) {
    zoom(path, () => withPage(browser, async (page) => {
      await page.goto(`${origin}${path}`);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const found = await page.evaluate(outOfWindow);
      assert.ok(found.scrollWidth <= found.width, `the page scrolls sideways: ${found.scrollWidth} px in a ${found.width} px window`);
      assert.ok(found.menu <= found.width, `the menu button ends at ${found.menu} px, past the window's ${found.width}`);
      assert.equal(found.text, []);
    }, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, bypassCSP: true, reducedMotion: 'reduce' }));
  }
  zoom.after(close);
}

zoom.run();
