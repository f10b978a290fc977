/**
 * The home hero's diagram in Chromium (docs/site.md §14): on a fake clock, stage
 * 0 → 1 at 800 ms → 2 at 1800 ms once it is on screen, and not before; Replay starts again at 0;
 * hover, keyboard focus and touch open a product's tooltip and dim the others; reduced motion
 * shows stage 2 at once; without JavaScript everything is in the page; axe finds nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { endTransitions, realTimeForAxe } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const content = await realContent();

/** Our timings (site/lib/hero-diagram.ts), written out so that a wrong constant fails here too. */
const STAGE_1_MS = 800;
const STAGE_2_MS = 1800;

const products = [
  { name: 'Navigator', href: '/solutions/Navigator' },
  { name: 'Gratify', href: '/solutions/Gratify' },
  { name: 'Rewards & Recognition', href: '/solutions/RewardsRecognition' },
  { name: 'AcmeXDR', href: '/solutions/AcmeXDR' },
  { name: 'PulseWatch', href: '/solutions/Pulsewatch' },
];
/** The dashboard's figures, label and value, as content/home.ts has them. */
const figures = content.home.diagram.dashboard.map((f) => [f.label, f.value]);

const root = '.hero-diagram';
const product = (n: number) => `${root} .hd-product:nth-child(${n})`;

const stage = (page: Page) => page.getAttribute(root, 'data-stage');
const visible = (page: Page, selector: string) => page.locator(selector).isVisible();
const productsShown = (page: Page) => page.locator(`${root} .hd-product__link`).evaluateAll((els) => els.map((el) => getComputedStyle(el).visibility === 'visible'));
const dashShown = (page: Page) => visible(page, `${root} .hd-dash`);
const openTips = (page: Page) => page.locator(`${root} .hd-tip`).evaluateAll((els) => els.flatMap((el, i) => (getComputedStyle(el).visibility === 'visible' ? [i + 1] : [])));
const box = (page: Page) => page.locator(root).evaluate((el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); });

/** The products whose node is dimmed, once their fades have ended. */
async function dimmed(page: Page) {
  await endTransitions(page, '.hero-diagram');
  return page.evaluate(() => Array.from(document.querySelectorAll('.hd-product .hd-node'), (el, i) => (Number(getComputedStyle(el).opacity) < 1 ? [i + 1] : [])).flat());
}
const others = (n: number) => [1, 2, 3, 4, 5].filter((i) => i !== n);

/** The tooltip shows the product's name, its description and a Learn more link to its page. */
async function assertTip(page: Page, n: number) {
  assert.equal(await openTips(page), [n], `only tooltip ${n} is open`);
  const tip = page.locator(`${product(n)} .hd-tip`);
  assert.is(await tip.locator('.hd-tip__name').textContent(), products[n - 1].name);
  const summary = content.products.find((p) => paths.product(p.slug) === products[n - 1].href)?.summary;
  assert.ok(summary, `a product at ${products[n - 1].href}`);
  assert.is(await tip.locator('.hd-tip__text').textContent(), summary, 'its summary');
  assert.is(await tip.locator('a').getAttribute('href'), products[n - 1].href);
  assert.match((await tip.locator('a').textContent()) ?? '', /^Learn more/);
}

/** Home on a paused fake clock; resolves when the island has scheduled stage 1 (it is on screen). */
async function openHome(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto(`${origin}/`);
  await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
}

const axeInDiagram = (page: Page) => axeViolations(page, root);

const withJs = suite('hero diagram, with JavaScript');
const reduced = suite('hero diagram, reduced motion');
const withoutJs = suite('hero diagram, without JavaScript');

if (browser) {
  withJs('stage 0, then 1 at 800 ms, then 2 at 1800 ms, not before; the box never moves or resizes', () =>
    withPage(browser, async (page) => {
      await openHome(page);
      const start = await box(page);
      assert.is(await stage(page), '0');
      assert.equal(await page.locator(`${root} .hd-source`).evaluateAll((els) => els.map((el) => el.checkVisibility())), [true, true, true, true], 'sources feed the core');
      assert.ok(await visible(page, `${root} .hd-core`));
      assert.equal(await productsShown(page), [false, false, false, false, false], 'products hidden at stage 0');
      assert.not.ok(await dashShown(page));

      await page.clock.runFor(STAGE_1_MS - 1);
      assert.is(await stage(page), '0', 'still 0 at 799 ms');
      await page.clock.runFor(1);
      assert.is(await stage(page), '1', '1 at 800 ms');
      assert.equal(await productsShown(page), [true, true, true, true, true]);
      assert.not.ok(await dashShown(page), 'no dashboard at stage 1');

      await page.clock.runFor(STAGE_2_MS - STAGE_1_MS - 1);
      assert.is(await stage(page), '1', 'still 1 at 1799 ms');
      await page.clock.runFor(1);
      assert.is(await stage(page), '2', '2 at 1800 ms');
      assert.ok(await dashShown(page));
      assert.equal(await page.locator(`${root} .hd-dash__grid dd`).allTextContents(), figures.map(([, value]) => value));

      await page.clock.runFor(10_000);
      assert.is(await stage(page), '2', 'plays once and stays');
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
      assert.equal(await box(page), start, 'no layout shift');
    }));

  withJs('Replay starts again at stage 0 with the same timings', () =>
    withPage(browser, async (page) => {
      await openHome(page);
      await page.clock.runFor(STAGE_2_MS);
      assert.is(await stage(page), '2');
      const replay = page.getByRole('button', { name: /^Replay/ });
      assert.ok(await replay.isVisible(), 'a visible Replay button');
      await replay.focus();
      await page.keyboard.press('Tab');
      assert.ok(await page.locator('.hd-dash__about summary').evaluate((el) => el === document.activeElement), 'Tab goes from Replay, drawn at the dashboard\'s top, to the dashboard\'s control below it');
      await replay.click();
      assert.is(await stage(page), '0');
      assert.equal(await productsShown(page), [false, false, false, false, false]);
      assert.ok(await replay.isVisible(), 'Replay stays put while replaying');
      await page.clock.runFor(STAGE_1_MS - 1);
      assert.is(await stage(page), '0');
      await page.clock.runFor(1);
      assert.is(await stage(page), '1');
      await page.clock.runFor(STAGE_2_MS - STAGE_1_MS);
      assert.is(await stage(page), '2');
    }));

  withJs('it waits at stage 0 until it is on screen (375 px, diagram below the fold)', () =>
    withPage(browser, async (page) => {
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
      await page.goto(`${origin}/`);
      await page.waitForSelector(`${root}[data-hero-diagram-init]`, { state: 'attached' });
      assert.is(await stage(page), '0');
      await page.clock.runFor(5000);
      assert.is(await stage(page), '0', 'nothing advances off screen');
      await page.locator(root).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
      await page.clock.runFor(STAGE_1_MS);
      assert.is(await stage(page), '1');
      await page.clock.runFor(STAGE_2_MS - STAGE_1_MS);
      assert.is(await stage(page), '2');
    }, { viewport: { width: 375, height: 667 } }));

  withJs('hover: the hero flag, one tooltip with name, description and link, the others dimmed; leaving clears it', () =>
    withPage(browser, async (page) => {
      await openHome(page);
      await page.clock.runFor(STAGE_2_MS);
      await page.hover(`${product(2)} .hd-node`);
      assert.ok(await page.locator(`${root}[data-hover]`).count(), 'hover flag set');
      assert.is(await page.getAttribute(root, 'data-active'), '1');
      await assertTip(page, 2);
      assert.equal(await dimmed(page), others(2), 'the others dim');
      await page.hover(`${product(2)} .hd-tip__link`);
      assert.equal(await openTips(page), [2], 'the pointer can move onto the tooltip');
      await page.hover(`${product(5)} .hd-node`);
      await assertTip(page, 5);
      await page.mouse.move(5, 700);
      assert.is(await page.locator(`${root}[data-hover]`).count(), 0, 'hover flag cleared');
      assert.is(await page.locator(`${root}[data-active]`).count(), 0, 'hovered node cleared');
      assert.equal(await openTips(page), []);
    }));

  withJs('keyboard: focus opens the tooltip, Tab goes on to the next product (not to Learn more, the same page again), Escape closes it', () =>
    withPage(browser, async (page) => {
      await openHome(page);
      await page.clock.runFor(STAGE_2_MS);
      await page.focus('.home-hero .button--secondary');
      await page.keyboard.press('Tab');
      assert.ok(await page.locator(`${product(1)} .hd-product__link`).evaluate((el) => el === document.activeElement), 'first product is next in the tab order');
      await assertTip(page, 1);
      assert.equal(await dimmed(page), others(1));
      await page.keyboard.press('Tab');
      assert.ok(await page.locator(`${product(2)} .hd-product__link`).evaluate((el) => el === document.activeElement), 'the next product is the next stop');
      await page.keyboard.press('Shift+Tab');
      await assertTip(page, 1);
      await page.keyboard.press('Escape');
      assert.equal(await openTips(page), [], 'Escape closes it');
      assert.ok(await page.locator(`${product(1)} .hd-product__link`).evaluate((el) => el === document.activeElement), 'focus stays');
      await page.keyboard.press('Tab');
      await assertTip(page, 2);
      const outline = await page.locator(`${product(2)} .hd-product__link`).evaluate((el) => getComputedStyle(el).outlineStyle);
      assert.is.not(outline, 'none', 'focus is visible');
    }));

  withJs('touch: the first tap opens the tooltip, then Learn more navigates; product nodes are at least 44 px', () =>
    withPage(browser, async (page) => {
      await openHome(page);
      await page.clock.runFor(STAGE_2_MS);
      const sizes = await page.locator(`${root} .hd-product__link`).evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); }));
      sizes.forEach((size) => assert.ok(size >= 44, `tap target ${size} px`));
      // No tap lands on two links: each product's link ends where its neighbour's begins, or before.
      const spans = await page.locator(`${root} .hd-product__link`).evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().left, el.getBoundingClientRect().right]));
      spans.slice(1).forEach(([left], i) => assert.ok(left >= spans[i][1] - 0.5, `product ${i + 2}'s link begins at ${left} px, inside product ${i + 1}'s (to ${spans[i][1]} px)`));
      await page.tap(`${product(2)} .hd-node`);
      assert.is(new URL(page.url()).pathname, '/', 'the first tap does not navigate');
      await assertTip(page, 2);
      await page.tap(`${product(2)} .hd-tip__link`);
      await page.waitForURL(`${origin}${products[1].href}`);
    }, { viewport: { width: 375, height: 1300 }, hasTouch: true, isMobile: true }));

  for (const width of [375, 1280]) {
    withJs(`axe: no violations in the diagram at ${width} px, at rest and with a tooltip open`, () =>
      withPage(browser, async (page) => {
        await openHome(page);
        await page.clock.runFor(STAGE_2_MS);
        await realTimeForAxe(page);
        await page.mouse.move(1, 1);
        assert.equal(await axeInDiagram(page), [], 'at rest');
        await page.focus(`${product(3)} .hd-product__link`);
        assert.equal(await dimmed(page), others(3));
        assert.equal(await axeInDiagram(page), [], 'tooltip open');
      }, { viewport: { width, height: 1200 } }));
  }

  reduced('stage 2 at once, nothing advances, no Replay; tooltips still open', () =>
    withPage(browser, async (page) => {
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
      await page.goto(`${origin}/`);
      await page.waitForSelector(`${root}[data-hero-diagram-init]`, { state: 'attached' });
      assert.is(await stage(page), '2');
      assert.equal(await productsShown(page), [true, true, true, true, true]);
      assert.ok(await dashShown(page));
      for (const ms of [1, STAGE_1_MS, STAGE_2_MS, 10_000]) {
        await page.clock.runFor(ms);
        assert.is(await stage(page), '2');
      }
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
      assert.not.ok(await page.getByRole('button', { name: /^Replay/ }).isVisible());
      await page.hover(`${product(4)} .hd-node`);
      await assertTip(page, 4);
    }, { reducedMotion: 'reduce' }));

  withoutJs('the final stage: five product links, six figures, labelled, lines hidden from assistive tech', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      assert.is(await stage(page), '2');
      const figure = page.getByRole('figure', { name: /^ERP, CRM, Excel and APIs feed the AI Core, which powers Navigator, Gratify/ });
      assert.is(await figure.count(), 1, 'a labelled figure');
      const links = page.locator(`${root} .hd-product__link`);
      assert.equal(await links.allTextContents(), products.map((p) => p.name));
      assert.equal(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href'))), products.map((p) => p.href));
      assert.equal(await productsShown(page), [true, true, true, true, true]);
      for (const { name } of products) assert.is(await figure.getByRole('link', { name, exact: true }).count(), 1, `a link named ${name}`);
      const shown = await page.locator(`${root} .hd-dash__grid > div`).evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent]));
      assert.equal(shown, figures);
      assert.ok(await dashShown(page));
      assert.is(await page.locator(`${root} svg:not([aria-hidden="true"])`).count(), 0);
      assert.not.ok(await page.getByRole('button', { name: /^Replay/ }).isVisible());
      assert.equal(await openTips(page), []);
    }, { javaScriptEnabled: false }));

  withoutJs('a tooltip opens on hover and on focus, and its product link works', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.hover(`${product(3)} .hd-node`);
      await assertTip(page, 3);
      assert.equal(await dimmed(page), others(3));
      await page.mouse.move(5, 700);
      await page.focus(`${product(5)} .hd-product__link`);
      await assertTip(page, 5);
      await page.click(`${product(5)} .hd-product__link`);
      await page.waitForURL(`${origin}${products[4].href}`);
    }, { javaScriptEnabled: false }));

  withoutJs('375 px: fits the width, below the headline, and paints less than the headline block', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const [diagram, headline] = await Promise.all([root, '.home-hero__text'].map((s) => page.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
      assert.ok(diagram.left >= 0 && diagram.right <= 375, `within the width: ${diagram.left}..${diagram.right}`);
      assert.ok(diagram.top >= headline.bottom, 'stacked below the headline');
      assert.ok(diagram.width * diagram.height < headline.width * headline.height, `${Math.round(diagram.width * diagram.height)} px² < ${Math.round(headline.width * headline.height)} px²`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.is(overflow, 375, 'no horizontal scroll');
    }, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } }));

  withoutJs('1280 px: beside the headline, about 560 px wide and square-ish', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      const [diagram, headline] = await Promise.all([root, '.home-hero__text'].map((s) => page.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
      assert.ok(diagram.left > headline.right, 'to the right of the headline');
      assert.ok(Math.abs(diagram.width - 560) <= 20, `width ${diagram.width}`);
      // Square-ish: the graph is square; the dashboard and its "What these figures count" line add a quarter at most.
      assert.ok(diagram.height / diagram.width > 0.85 && diagram.height / diagram.width < 1.25, `ratio ${diagram.height / diagram.width}`);
    }, { javaScriptEnabled: false }));

  // axe needs JavaScript to run, so here the page's own scripts are stubbed out instead and the
  // early script's html.js class removed: the same HTML and CSS as with JavaScript off.
  for (const width of [375, 1280]) {
    withoutJs(`axe: no violations in the diagram at ${width} px, at rest and with a tooltip open`, () =>
      withPage(browser, async (page) => {
        await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
        await page.goto(`${origin}/`);
        await page.evaluate(() => document.documentElement.classList.remove('js'));
        assert.is(await page.locator(`${root}[data-hero-diagram-init]`).count(), 0, 'the island did not run');
        assert.equal(await axeInDiagram(page), [], 'at rest');
        await page.hover(`${product(1)} .hd-node`);
        assert.equal(await dimmed(page), others(1));
        assert.equal(await axeInDiagram(page), [], 'tooltip open');
      }, { viewport: { width, height: 1200 } }));
  }

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
reduced.run();
withoutJs.run();
