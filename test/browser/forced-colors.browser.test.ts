/**
 * Forced colours (Windows high contrast, emulated in Chromium): the browser replaces every colour
 * with a system colour and drops backgrounds and shadows. What must still show: every control
 * (it is not painted in one flat colour), focus rings, dialog edges, and the active filter and
 * rotating cards, told apart from the others by what still paints (site/styles/forced-colors.css).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { defineInPage, launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { endTransitions, twoFrames } from '../helpers/waits.ts';
import { tabThrough } from '../helpers/audit-pages.ts';
import { paths } from '../../site/paths.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

const forced: BrowserContextOptions = { forcedColors: 'active' };
const phone: BrowserContextOptions = { ...forced, viewport: { width: 375, height: 800 } };
const inForcedColours = (run: (page: Page) => Promise<void>, options = forced) => withPage(browser!, origin, run, options);

/**
 * The visible controls matching `selectors` that look like a blank patch (a screenshot of each,
 * decoded in the page): fewer pixels differ from their commonest colour than half their perimeter,
 * less than a border along two sides would draw, so neither an edge, a text nor an icon shows. An
 * empty field without a border, or a button whose icon was a fill, is one. A selector that matches
 * no visible control is listed too, so nothing goes unchecked.
 */
async function flatControls(page: Page, selectors: string[]): Promise<string[]> {
  const flat: string[] = [];
  for (const selector of selectors) {
    const shown = await page.locator(selector).evaluateAll((els) => els.flatMap((el, i) => (el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length ? [i] : [])));
    if (!shown.length) flat.push(`no visible control: ${selector}`);
    for (const control of shown.map((i) => page.locator(selector).nth(i))) {
      // A clip of the page, not an element screenshot: that waits for the element to be still,
      // which takes a while on a page full of animations.
      await control.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // After a jump across the page, the first frame may come before the new view is painted.
      await twoFrames(page);
      const box = (await control.boundingBox())!;
      const png = (await page.screenshot({ clip: box })).toString('base64');
      const marked = await page.evaluate(async (data) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, image.width, image.height).data;
        const counts = new Map<number, number>();
        for (let i = 0; i < pixels.length; i += 4) {
          const rgb = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
          counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
        }
        return pixels.length / 4 - Math.max(...counts.values());
      }, png);
      if (marked < box.width + box.height) flat.push(await describe(control));
    }
  }
  return flat;
}

const describe = (control: Locator) => control.evaluate((el) => `<${el.localName}.${[...el.classList].join('.')}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`);

/**
 * What still paints of an element under forced colours, as one string: its text colour, its
 * visible borders and outline, and a fill that is not the page's own colour; the same for its
 * ::before and ::after and for the `parts` inside it. A layer not shown (display none, hidden,
 * opacity 0), or shown with none of these, paints nothing ('-'). A fill the browser removed reads
 * as the page colour, so two items that differed only by their background come out the same.
 */
function paintOf(el: Element, parts: string[] = []): string {
  const probe = document.body.appendChild(document.createElement('div'));
  probe.style.backgroundColor = 'Canvas';
  const canvas = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const inside = parts.flatMap((part) => [...el.querySelectorAll(part)]).map((node): [Element, null] => [node, null]);
  const layers: [Element, string | null][] = [[el, null], [el, '::before'], [el, '::after'], ...inside];
  return layers.map(([node, pseudo]) => {
    const s = getComputedStyle(node, pseudo);
    if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0' || (pseudo && s.content === 'none')) return '-';
    const edges = ['top', 'right', 'bottom', 'left'].map((side) => [side, ...['style', 'width', 'color'].map((p) => s.getPropertyValue(`border-${side}-${p}`))])
      .filter(([, style, width]) => style !== 'none' && parseFloat(width) > 0)
      .map(([side, , width, color]) => `border-${side} ${width} ${color}`);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? [`outline ${s.outlineWidth} ${s.outlineColor}`] : [];
    const fill = s.backgroundColor !== canvas && !/rgba\(.*, 0\)$/.test(s.backgroundColor) ? [`fill ${s.backgroundColor}`] : [];
    return [...(pseudo ? [] : [`text ${s.color}`]), ...edges, ...outline, ...fill].join(' ') || '-';
  }).join(' | ');
}

type WithPaint = { paintOf: typeof paintOf };

/** The paint of the element matching `active` and of each matching `inactive`. */
async function paints(page: Page, active: string, inactive: string, parts: string[] = []): Promise<{ active: string; inactive: string[] }> {
  await defineInPage(page, { paintOf });
  return {
    active: await page.locator(active).evaluate((el, within) => (window as unknown as WithPaint).paintOf(el, within), parts),
    inactive: await page.locator(inactive).evaluateAll((els, within) => els.map((el) => (window as unknown as WithPaint).paintOf(el, within)), parts),
  };
}

function assertStandsOut({ active, inactive }: { active: string; inactive: string[] }, what: string): void {
  assert.ok(inactive.length > 0, `${what}: there are inactive items to compare with`);
  for (const other of inactive) assert.is.not(active, other, `${what}: the active item paints like an inactive one (${active})`);
}

/** The dialog's frame: a visible border on all four sides, not in the page's colour. */
async function assertDialogEdge(page: Page): Promise<void> {
  const edge = await page.evaluate(() => {
    const s = getComputedStyle(document.querySelector('dialog[open]')!);
    const sides = new Set([s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth]).size;
    return { width: parseFloat(s.borderTopWidth), style: s.borderTopStyle, color: s.borderTopColor, sides, page: getComputedStyle(document.body).backgroundColor };
  });
  assert.ok(edge.width >= 1 && edge.style !== 'none' && edge.sides === 1, `the open dialog has a border on every side (${edge.width}px ${edge.style})`);
  assert.is.not(edge.color, edge.page, 'the border is not in the page colour');
}

/** Opens a dialog as a keyboard user does, so that its first focus shows a ring as Tab's do. */
async function openByKeyboard(page: Page, opener: string): Promise<void> {
  await page.locator(opener).first().focus();
  await page.keyboard.press('Enter');
}

const forcedColours = suite('forced colours');

if (browser) {
  forcedColours('home, desktop: every control shows; the current statistic and showcase card stand out', () =>
    inForcedColours(async (page) => {
      // A paused fake clock holds the rotations still; each starts once scrolled into view.
      await page.clock.install({ time: 0 });
      await page.goto(origin);
      await page.clock.pauseAt(10_000);
      await page.locator('.stats [data-stats-list]').scrollIntoViewIfNeeded();
      await page.waitForSelector('.stats[data-rotating]', { state: 'attached' });
      await page.locator('.showcase h2').scrollIntoViewIfNeeded();
      await page.waitForSelector('.showcase[data-motion="running"][data-active]', { state: 'attached' });
      await endTransitions(page, '.stats');
      assertStandsOut(await paints(page, '.stats__card[data-current]', '.stats__card:not([data-current])', ['.stats__ring', '.stats__bar']), 'statistics');
      const active = await page.getAttribute('.showcase', 'data-active');
      const nth = Number(active) + 1;
      assertStandsOut(await paints(page, `.showcase__card:nth-child(${nth})`, `.showcase__card:not(:nth-child(${nth}))`), 'showcase');
      // Screenshots wait for frames, which a paused clock holds back.
      await page.clock.resume();
      await page.locator('.testimonials h2').scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-testimonials-toggle]:not([hidden])');
      assert.equal(await flatControls(page, [
        '.site-header a[href]', '.site-header button', '.home-hero a.button', '[data-industry-toggle]',
        '[data-stats-toggle]', '[data-showcase-toggle]', '[data-testimonials-toggle]',
      ]), []);
      await page.click('[data-showcase-toggle]');
      assert.equal(await flatControls(page, ['[data-showcase-toggle]']), [], 'the Play button shows its triangle');
    }));

  forcedColours('home, phone: the menu button shows its bars, the open panel its lower edge and the chosen theme', () =>
    inForcedColours(async (page) => {
      await page.goto(origin);
      assert.equal(await flatControls(page, ['.mobile-nav__toggle']), []);
      await page.click('.mobile-nav__toggle');
      const edge = await page.evaluate(() => getComputedStyle(document.querySelector('.mobile-nav__panel')!).borderBottomStyle);
      assert.is.not(edge, 'none', 'the panel ends in a border, not a shadow');
      assert.equal(await flatControls(page, ['.mobile-nav__panel summary', '.mobile-nav__panel button', '.mobile-nav__panel a.button']), []);
      const themes = '.mobile-nav__panel [data-theme-switch-option]';
      await page.waitForSelector(`${themes}[aria-pressed="true"]`, { state: 'attached' });
      await endTransitions(page, '.mobile-nav__panel');
      assertStandsOut(await paints(page, `${themes}[aria-pressed="true"]`, `${themes}[aria-pressed="false"]`), 'theme switch');
    }, phone));

  for (const listing of [paths.blog, paths.caseStudies]) {
    forcedColours(`${listing}: the pressed filter stands out; the dialog has an edge and focus rings`, () =>
      inForcedColours(async (page) => {
        await page.goto(origin + listing);
        await page.waitForSelector('[data-listing-init]');
        assert.equal(await flatControls(page, ['.listing__filter']), []);
        const pressed = '.listing__filter[aria-current]';
        const others = '.listing__filter:not([aria-current])';
        assertStandsOut(await paints(page, pressed, others), 'filters');
        await page.locator(others).first().click();
        await page.waitForFunction((from) => location.pathname !== from, listing);
        await endTransitions(page, '.listing__filters');
        assertStandsOut(await paints(page, pressed, others), 'filters, after a click');
        await openByKeyboard(page, '.listing-card-link');
        await page.waitForSelector('dialog[open]');
        await endTransitions(page, 'dialog[open]');
        await assertDialogEdge(page);
        assert.equal(await flatControls(page, ['dialog[open] button']), []);
        assert.equal(await tabThrough(page, 'dialog[open]'), []);
      }));
  }

  forcedColours('whitepaper dialog: an edge, visible fields and buttons, focus rings', () =>
    inForcedColours(async (page) => {
      await page.goto(origin + paths.whitepapers);
      await page.waitForSelector('[data-whitepaper-download-init]', { state: 'attached' });
      await openByKeyboard(page, 'a[data-whitepaper-link]');
      await page.waitForSelector('dialog[open]');
      await endTransitions(page, 'dialog[open]');
      await assertDialogEdge(page);
      assert.equal(await flatControls(page, ['dialog[open] input', 'dialog[open] button']), []);
      assert.equal(await tabThrough(page, 'dialog[open]'), []);
    }));

  forcedColours('contact page: fields and buttons show, every Tab stop has a ring', () =>
    inForcedColours(async (page) => {
      await page.goto(origin + paths.contact);
      assert.equal(await flatControls(page, ['main input', 'main textarea', 'main button']), []);
      assert.equal(await tabThrough(page), []);
    }));

  forcedColours.after(async () => {
    await browser.close();
    server?.close();
  });
}

forcedColours.run();
