/**
 * Rows of cards (.card-rows) from phone to wide desktop: the home page's products, reasons and
 * industries, every icon-card grid (values, partner types, benefits, infrastructure), a product
 * page's other products, an industry's solutions, the whitepapers and a post's related posts. Every
 * row is centred in its grid, only the last row holds fewer cards, and the cards of a row are as
 * tall as each other. With text at 200% (a browser's text-only zoom: media queries keep the
 * browser's default size), a row holds only cards at least 12.5rem wide at that size. The layout
 * is CSS alone, so pages are read without scripts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';
import { enlargeText } from '../helpers/text-size.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

const WIDTHS = [360, 414, 600, 640, 700, 736, 800, 900, 1024, 1100, 1200, 1216, 1280, 1440];
const { products, industries, blog } = await realContent();
const PAGES = [
  paths.home, paths.about, paths.partners, paths.careers, paths.product(products[0].slug), paths.industry(industries[0].slug),
  paths.whitepapers, paths.blogPost(blog[0].slug),
];
/** The narrowest a card may be, in rem of the page's text size (site/layout/layout.css). */
const CARD_MIN_REM = 12.5;
const GRIDS = '.card-rows';

if (browser) {
  for (const [path, enlarged] of PAGES.flatMap((p) => [[p, false], [p, true]] as const)) {
    test(`${path}${enlarged ? ', text at 200%' : ''}: each row of cards is centred, of cards of one height${enlarged ? ' and 12.5rem wide' : ''}, and only the last row is shorter`, () =>
      withPage(browser, origin, async (page) => {
        if (enlarged) await enlargeText(page);
        await page.goto(`${origin}${path}`);
        const grids = await page.locator(GRIDS).count();
        assert.ok(grids > 0, `${path} has a grid of cards`);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (let g = 0; g < grids; g++) {
            const { list, cards, swipes } = await page.locator(GRIDS).nth(g).evaluate((el) => ({
              list: el.getBoundingClientRect().toJSON() as DOMRect,
              cards: Array.from(el.children, (c) => c.getBoundingClientRect().toJSON() as DOMRect),
              swipes: getComputedStyle(el).overflowX === 'auto',
            }));
            const rows = new Map<number, DOMRect[]>();
            for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
            const sizes = [...rows.values()].map((row) => row.length);
            const where = `${width} px, grid ${g + 1} (${sizes.join(' + ')})`;
            if (swipes) {
              // A row that swipes (the home page's products on a phone): one row of cards of one height,
              // each at least a card's narrowest and no wider than the row, the next one showing at its edge.
              assert.is(rows.size, 1, `${where}: a row that swipes is one row`);
              assert.is(new Set(cards.map((card) => Math.round(card.height))).size, 1, `${where}: the cards of a row are one height`);
              const narrowest = Math.min(list.width * 0.75, CARD_MIN_REM * (enlarged ? 32 : 16));
              for (const card of cards) assert.ok(card.width >= narrowest - 1 && card.width <= list.width, `${where}: a card of a row that swipes is ${card.width.toFixed(1)} px wide (row ${list.width} px)`);
              assert.ok(cards[1].left < list.right, `${where}: the next card shows at the edge`);
              continue;
            }
            const narrowest = Math.min(list.width, CARD_MIN_REM * (enlarged ? 32 : 16));
            for (const card of cards) assert.ok(card.width >= narrowest - 1, `${where}: a card is ${card.width.toFixed(1)} px wide, under ${narrowest} px`);
            for (const row of rows.values()) {
              const left = row[0].left - list.left;
              const right = list.right - row[row.length - 1].right;
              assert.ok(Math.abs(left - right) <= 1, `${where}: a row of ${row.length} is centred (${left.toFixed(1)} px left, ${right.toFixed(1)} px right)`);
              const heights = new Set(row.map((card) => Math.round(card.height)));
              assert.is(heights.size, 1, `${where}: the cards of a row are one height (${[...heights].join(', ')})`);
            }
            assert.ok(sizes.slice(0, -1).every((size) => size === sizes[0]), `${where}: only the last row may hold fewer cards`);
          }
        }
      }, { javaScriptEnabled: false }));
  }

  test.after(async () => {
    await browser.close();
    server!.close();
  });
}

test.run();
