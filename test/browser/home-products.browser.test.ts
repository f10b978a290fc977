/**
 * The home page's product cards (docs/site.md §5) from phone to wide desktop: every row is centred
 * in the section, no card is left alone on a row beside fuller ones at the side, and the cards of
 * a row are as tall as each other. The layout is CSS alone, so the page is read without scripts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

const WIDTHS = [360, 414, 600, 640, 700, 736, 800, 900, 1024, 1100, 1200, 1216, 1280, 1440];

if (browser) {
  test('each row of product cards is centred, of cards of one height, and a lone card only ends a centred stack', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}/`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { list, cards } = await page.locator('.solution-overview').evaluate((el) => ({
          list: el.getBoundingClientRect().toJSON() as DOMRect,
          cards: Array.from(el.children, (c) => c.getBoundingClientRect().toJSON() as DOMRect),
        }));
        const rows = new Map<number, DOMRect[]>();
        for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
        const sizes = [...rows.values()].map((row) => row.length);
        for (const row of rows.values()) {
          const left = row[0].left - list.left;
          const right = list.right - row[row.length - 1].right;
          assert.ok(Math.abs(left - right) <= 1, `${width} px: a row of ${row.length} is centred (${left.toFixed(1)} px left, ${right.toFixed(1)} px right)`);
          const heights = new Set(row.map((card) => Math.round(card.height)));
          assert.is(heights.size, 1, `${width} px: the cards of a row are one height (${[...heights].join(', ')})`);
        }
        const fullest = Math.max(...sizes);
        assert.ok(sizes.slice(0, -1).every((size) => size === fullest), `${width} px: only the last row may hold fewer cards (${sizes.join(' + ')})`);
        assert.ok(fullest === 1 || sizes[sizes.length - 1] > 1 || fullest === 2, `${width} px: no card alone under a row of ${fullest} (${sizes.join(' + ')})`);
      }
    }, { javaScriptEnabled: false }));

  test.after(async () => {
    await browser.close();
    server!.close();
  });
}

test.run();
