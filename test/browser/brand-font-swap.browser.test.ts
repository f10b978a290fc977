/**
 * The brand typeface arrives after the first paint (font-display: swap), and its fallback face is
 * shaped to take the same room (site/generator/brand-font.ts): when it swaps in, nothing on the
 * first screen moves. Each page is opened with the font held back (what a visitor sees until it
 * arrives, or for good if it never does), read in the fallback, then given the font and read again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { realContent } from '../helpers/content.ts';
import { twoFrames } from '../helpers/waits.ts';
import { layoutShifts } from '../helpers/layout-shifts.ts';
import { paths } from '../../site/paths.ts';

const { browser, withPage, close, origin } = await browserOnSite();
const { products, industries } = await realContent();
const pages = [paths.home, paths.product(products[0].slug), paths.industry(industries[0].slug), paths.about];
const FONT = /\.woff2$/;
const SCREEN = { width: 0, height: 800 };
/** A pixel or two: sub-pixel positions round differently in the two fonts. */
const PIXELS = 2;
/**
 * The fallback matches the brand font's average width, not each word's: a line's width may differ
 * by a few per cent. Capitals differ more (the brand's are narrower than Arial's), and text set in
 * them (the eyebrows) stands on a line of its own, so only its height and place are compared.
 */
const WIDTH_RATIO = 0.06;

interface Box { text: string; top: number; height: number; baseline: number; textWidth: number; capitals: boolean }

/**
 * Every heading and paragraph on the first screen, in document order: its box, where its first
 * line's baseline stands in it (an empty inline-block sits on the baseline), and its text's width.
 * The animated illustrations (the product mock-ups, the islands named *-demo, and the home page's
 * diagram) are left to the layout-shift check: their text changes as they play.
 */
const readBoxes = (page: Page): Promise<Box[]> =>
  page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, p')]
    .filter((e) => e.checkVisibility() && e.getBoundingClientRect().top < innerHeight && e.textContent!.trim() && !e.closest('[data-island$="-demo"], [data-island="hero-diagram"]'))
    .map((e) => {
      const box = e.getBoundingClientRect();
      const mark = document.createElement('span');
      mark.style.cssText = 'display:inline-block;width:0;height:0';
      e.prepend(mark);
      const baseline = mark.getBoundingClientRect().bottom - box.top;
      mark.remove();
      const range = document.createRange();
      range.selectNodeContents(e);
      const textWidth = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
      const capitals = getComputedStyle(e).textTransform === 'uppercase';
      return { text: e.textContent!.trim().slice(0, 40), top: box.top + scrollY, height: box.height, baseline, textWidth, capitals };
    }));

/** Whether the brand face is in use: loaded, once every font the page asked for has settled. */
const brandFontLoaded = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Plus Jakarta Sans' && f.status === 'loaded');
  });

/** What differs between the two readings, one line per heading or paragraph. */
function differences(fallback: Box[], brand: Box[]): string[] {
  assert.equal(brand.map((b) => b.text), fallback.map((b) => b.text), 'the same headings and paragraphs are on the first screen');
  return fallback.flatMap((before, i) => {
    const after = brand[i];
    const off = (['top', 'height', 'baseline'] as const).filter((k) => Math.abs(after[k] - before[k]) > PIXELS).map((k) => `${k} ${before[k].toFixed(1)} → ${after[k].toFixed(1)}`);
    if (!before.capitals && Math.abs(after.textWidth / before.textWidth - 1) > WIDTH_RATIO) off.push(`text width ${before.textWidth.toFixed(1)} → ${after.textWidth.toFixed(1)}`);
    return off.length ? [`"${before.text}": ${off.join(', ')}`] : [];
  });
}

for (const width of [375, 1280]) {
  for (const path of pages) {
    test(`${path} at ${width} px: the font swapping in moves nothing on the first screen`, async () => {
      if (!browser) return;
      await withPage(browser, async (page) => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(FONT, async (route: Route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
        await twoFrames(page);
        assert.is(await page.evaluate(() => document.fonts.check('1rem "Plus Jakarta Sans"')), false, 'the font is still held back');
        const fallback = await readBoxes(page);
        assert.ok(fallback.length > 0, 'headings and paragraphs are laid out');
        release();
        assert.ok(await brandFontLoaded(page), 'the brand font loaded');
        await twoFrames(page);
        assert.equal(differences(fallback, await readBoxes(page)), []);
        const shifts = await layoutShifts(page);
        assert.ok(shifts.reduce((sum, s) => sum + s.value, 0) < 0.02, shifts.flatMap((s) => s.sources).join('\n'));
      }, { viewport: { ...SCREEN, width } });
    });
  }
}

test.after(close);
test.run();
