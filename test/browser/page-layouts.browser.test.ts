/**
 * Page layouts in Chromium: no section of a long read (post, case study, whitepaper), About or
 * Contact leaves a wide stretch of its width empty at 1280 px; a long read's text runs to about 70
 * characters a line, with its aside beside it from 1024 px and above or below it under that; and
 * the mobile menu dims the page behind a backdrop that closes it, and scrolls its Industries group
 * into reach, by keyboard and by scrolling, at 320 and 375 px, with and without JavaScript.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite, defineInPage } from '../helpers/browser.ts';
import { realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const content = await realContent();

const LONG_READS = [paths.blogPost(content.blog[0].slug), paths.caseStudy(content.caseStudies[0].id), paths.whitepaper(content.whitepapers[0].id)];
/** The widest empty stretch a section may leave, as a share of its container's width. */
const MOST_EMPTY = 1 / 3;
/** Characters a line of a long read's text: about 70 (a comfortable measure), within these bounds. */
const MEASURE = { least: 62, most: 78 };

/**
 * The widest stretch of a container's width that nothing in it covers: text (each line's box),
 * drawings, pictures, form fields, and boxes with a background, border or shadow of their own.
 */
function widestEmptyShare(container: Element): number {
  const box = container.getBoundingClientRect();
  const spans: number[][] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let rects: DOMRect[] = [];
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects = Array.from(range.getClientRects());
    } else {
      const el = node as Element;
      const style = getComputedStyle(el);
      const drawn = el.matches('svg, img, input, textarea, select, button')
        || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0 || style.boxShadow !== 'none';
      if (drawn) rects = [el.getBoundingClientRect()];
    }
    for (const r of rects) if (r.width > 1 && r.height > 1) spans.push([r.left, r.right]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let reach = box.left;
  let widest = 0;
  for (const [left, right] of spans) {
    widest = Math.max(widest, left - reach);
    reach = Math.max(reach, right);
  }
  return Math.max(widest, box.right - reach) / box.width;
}

/** Each outermost .container of <main> with the share of its width left empty, named by its first heading. */
function emptyShares(): { section: string; share: number }[] {
  return Array.from(document.querySelectorAll('main .container'))
    .filter((el) => !el.parentElement!.closest('.container') && el.getBoundingClientRect().height > 0)
    .map((el) => ({ section: el.querySelector('h1, h2, h3')?.textContent?.trim() ?? el.className, share: widestEmptyShare(el) }));
}

/** Characters a line holds in each paragraph of a long read: its text set on one line, against the column's width. */
function charactersPerLine(): number[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.long-read .prose > p, .long-read .resource-list li'), (para) => {
    const probe = document.createElement('span');
    probe.textContent = para.textContent;
    probe.style.cssText = 'position: absolute; white-space: nowrap';
    para.append(probe);
    const oneLine = probe.getBoundingClientRect().width;
    probe.remove();
    const column = para.clientWidth - parseFloat(getComputedStyle(para).paddingLeft) - parseFloat(getComputedStyle(para).paddingRight);
    return (para.textContent!.length * column) / oneLine;
  });
}

const measure = async (page: Page) => {
  await defineInPage(page, { widestEmptyShare, emptyShares, charactersPerLine });
  return page.evaluate(() => ({ shares: emptyShares(), perLine: charactersPerLine() }));
};
const boxOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

const layouts = suite('page layouts');
const menu = suite('the mobile menu');

if (browser) {
  for (const path of [...LONG_READS, paths.about, paths.contact]) {
    layouts(`${path} at 1280 px: no section leaves a third of its width or more empty`, () =>
      withPage(browser, async (page) => {
        await page.goto(`${origin}${path}`);
        const { shares } = await measure(page);
        assert.ok(shares.length > 1, 'the page has sections');
        for (const { section, share } of shares) assert.ok(share < MOST_EMPTY, `"${section}" leaves ${Math.round(share * 100)}% of its width empty`);
      }, { viewport: { width: 1280, height: 800 } }));
  }

  for (const path of LONG_READS) {
    layouts(`${path}: about 70 characters a line; the aside beside the text from 1024 px, above or below it under that`, () =>
      withPage(browser, async (page) => {
        await page.goto(`${origin}${path}`);
        for (const width of [320, 375, 1000, 1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          const text = await boxOf(page, '.long-read__main, .long-read > .resource-body');
          const aside = await boxOf(page, '.long-read > .paper-contents, .long-read > .resource-aside');
          if (width >= 1024) {
            assert.ok(aside.left >= text.right, `${width} px: the aside (${aside.left} to ${aside.right}) is right of the text (${text.left} to ${text.right})`);
            assert.ok(aside.top < text.bottom && aside.bottom > text.top, `${width} px: the aside is beside the text`);
            const { perLine } = await measure(page);
            const average = perLine.reduce((a, b) => a + b, 0) / perLine.length;
            assert.ok(average >= MEASURE.least && average <= MEASURE.most, `${width} px: ${average.toFixed(1)} characters a line`);
          } else {
            assert.ok(aside.top >= text.bottom || aside.bottom <= text.top, `${width} px: the aside is above or below the text, not beside it`);
          }
        }
      }));
  }

  const openMenu = async (page: Page) => {
    await page.click('summary.mobile-nav__toggle');
    assert.ok(await page.locator('.mobile-nav__panel').isVisible(), 'the panel opened');
  };
  /** What a tap at the foot of the window would land on. */
  const underFoot = (page: Page) => page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight - 10)?.className ?? '');

  for (const [width, colorScheme] of [[320, 'light'], [375, 'dark']] as const) {
    menu(`at ${width} px (${colorScheme}) the open menu dims the page behind a backdrop; a tap on it only closes the menu`, () =>
      withPage(browser, async (page) => {
        await page.goto(`${origin}${paths.about}`);
        await page.waitForSelector('[data-header-init]');
        await openMenu(page);
        const [backdrop, bar] = await Promise.all([boxOf(page, '.mobile-nav__backdrop'), boxOf(page, '.site-header')]);
        assert.ok(Math.abs(backdrop.top - bar.bottom) <= 1 && backdrop.bottom >= 799 && backdrop.left <= 0 && backdrop.right >= width, `the backdrop covers the window below the bar (${JSON.stringify(backdrop)})`);
        assert.is(await underFoot(page), 'mobile-nav__backdrop', 'a tap below the panel lands on the backdrop, not the page');
        const url = page.url();
        await page.mouse.click(width / 2, 790);
        assert.not.ok(await page.locator('.mobile-nav__panel').isVisible(), 'the tap closed the menu');
        assert.not.ok(await page.locator('.mobile-nav__backdrop').isVisible(), 'and the backdrop went with it');
        assert.is(page.url(), url, 'and followed nothing');
      }, { viewport: { width, height: 800 }, colorScheme }));

    menu(`at ${width} px the last Industries link is reached by Tab, and by scrolling the panel, and shown inside it`, () =>
      withPage(browser, async (page) => {
        await page.goto(`${origin}${paths.about}`);
        await page.waitForSelector('[data-header-init]');
        await openMenu(page);
        const industries = page.locator('.mobile-nav__section').filter({ has: page.locator('summary', { hasText: 'Industries' }) });
        await industries.locator('summary').click();
        const links = industries.locator('a');
        const last = links.last();
        const within = async () => {
          const [link, panel] = await Promise.all([last.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect), boxOf(page, '.mobile-nav__panel')]);
          return link.top >= panel.top && link.bottom <= panel.bottom;
        };
        const panel = page.locator('.mobile-nav__panel');
        assert.ok(await panel.evaluate((el) => el.scrollHeight > el.clientHeight), 'with Industries open the panel scrolls');
        assert.not.ok(await within(), 'the last Industries link starts out of view');
        await industries.locator('summary').focus();
        for (let i = 0; i < (await links.count()); i++) await page.keyboard.press('Tab');
        assert.ok(await last.evaluate((el) => el === document.activeElement), 'Tab reached the last Industries link');
        assert.ok(await within(), 'the focused link is shown inside the panel');
        await panel.evaluate((el) => el.scrollTo(0, 0));
        assert.not.ok(await within(), 'scrolled back to the top');
        await page.mouse.move(width / 2, 300);
        await page.mouse.wheel(0, 5000);
        await page.waitForFunction(() => { const el = document.querySelector('.mobile-nav__panel')!; return el.scrollTop + el.clientHeight >= el.scrollHeight - 1; });
        assert.ok(await within(), 'scrolled to its end, the panel shows the last Industries link');
      }, { viewport: { width, height: 800 } }));
  }

  menu('without JavaScript the open menu dims the page behind its backdrop too, and a tap on it only closes the menu', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}${paths.about}`);
      await openMenu(page);
      assert.is(await underFoot(page), 'mobile-nav__backdrop');
      await page.click('summary.mobile-nav__toggle');
      assert.not.ok(await page.locator('.mobile-nav__backdrop').isVisible(), 'closed by its button, the backdrop goes');
      await openMenu(page);
      const url = page.url();
      await page.mouse.click(375 / 2, 790);
      assert.not.ok(await page.locator('.mobile-nav__panel').isVisible(), 'a tap on the backdrop closed the menu');
      assert.not.ok(await page.locator('.mobile-nav__backdrop').isVisible(), 'and the backdrop went with it');
      assert.is(page.url(), url, 'and followed nothing');
    }, { viewport: { width: 375, height: 800 }, javaScriptEnabled: false }));
}

menu.after(close);
layouts.run();
menu.run();
