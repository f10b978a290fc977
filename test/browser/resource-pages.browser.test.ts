/**
 * The per-item resource pages in Chromium: printed (media emulation and a real A4 PDF), checked
 * by axe, the Atom feed parsed by the browser's own XML parser, and the contents of a whitepaper
 * and of a long post.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { serveDist } from '../helpers/server.ts';
import { realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';
import { COVERS, POST_SECTIONS, serveConfiguredSite } from '../helpers/configured-site.ts';

const content = await realContent();
const { site } = content;
const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

const study = content.caseStudies[0];
const samples = [paths.caseStudy(study.id), paths.blogPost(content.blog[0].slug), paths.whitepaper(content.whitepapers[0].id)];
const shown = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el).display !== 'none'));

const printing = suite('resource pages, printed');
const accessible = suite('resource pages, axe');
const feed = suite('blog feed, in the browser');
const contents = suite('a whitepaper\'s contents');
const postContents = suite('a long post\'s contents');

if (browser) {
  printing('print media hides navigation, footer columns, skip link and buttons, and shows the brand line at top and bottom', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.caseStudy(study.id)}`);
      assert.equal(await shown(page, '.document-brand'), [false, false], 'no brand line on screen');
      assert.ok(await page.isVisible('.site-nav'));
      await page.emulateMedia({ media: 'print' });
      for (const selector of ['.site-header', '.site-nav', '.site-footer__columns', '.skip-link', '.breadcrumb', '.print-hint']) {
        assert.not.ok((await shown(page, selector)).some(Boolean), `${selector} is hidden`);
      }
      assert.not.ok((await shown(page, 'main .button, main button')).some(Boolean), 'no button on paper');
      assert.equal(await shown(page, '.document-brand'), [true, true], 'brand line at top and bottom');
      const [top, bottom] = await page.locator('.document-brand').allInnerTexts();
      const host = new URL(site.origin).host;
      for (const part of [site.company, host, site.email]) {
        assert.ok(top.includes(part), `top line has ${part}: ${top}`);
        assert.ok(bottom.includes(part), `bottom line has ${part}: ${bottom}`);
      }
      assert.ok(bottom.includes(`${site.origin}${paths.caseStudy(study.id)}`), 'the bottom line gives the page address');
      // Black text on white, no shadows: checked on the parts that carry colour on screen.
      const styles = await page.locator('.takeaway, .headline-figure, h1').evaluateAll((els) => els.map((el) => {
        const s = getComputedStyle(el);
        return [s.color, s.backgroundColor, s.boxShadow];
      }));
      for (const [color, background, shadow] of styles) {
        assert.is(color, 'rgb(0, 0, 0)');
        assert.is(background, 'rgba(0, 0, 0, 0)');
        assert.is(shadow, 'none');
      }
      // The challenge, solution, results and takeaway are all there to print.
      for (const id of ['challenge', 'solution', 'results', 'takeaway']) assert.ok(await page.isVisible(`#${id}`), id);
    }));

  printing('the page prints on A4, whatever paper the printer would choose', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.caseStudy(study.id)}`);
      const pdf = (await page.pdf({ preferCSSPageSize: true, format: 'Letter' })).toString('latin1');
      // A4 is 595 × 842 points; Letter would be 612 × 792.
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
      assert.ok(Math.abs(Number(box[1]) - 595.3) < 1.5 && Math.abs(Number(box[2]) - 841.9) < 1.5, `MediaBox ${box[1]} × ${box[2]}`);
    }));

  // Scripts on or off makes no difference inside <main> here: these pages have no island of their
  // own. (axe cannot run with JavaScript disabled: its timers never fire.)
  for (const width of [375, 1280]) {
    accessible(`no violations on a case study, a post and a whitepaper at ${width} px`, async () => {
      for (const path of samples) {
        await withPage(browser, origin, async (page) => {
          await page.goto(`${origin}${path}`);
          assert.equal(await axeViolations(page, 'main'), [], path);
        }, { viewport: { width, height: 800 } });
      }
    });
  }

  contents('beside the paper at 1280 px the contents stay in view, and a followed link shows its section\'s heading below the header', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.whitepaper(content.whitepapers[0].id)}`);
      const links = page.locator('nav.paper-contents a');
      const last = links.nth((await links.count()) - 1);
      await last.click();
      const target = (await last.getAttribute('href'))!;
      await page.waitForURL(`**${target}`);
      const [heading, header, nav] = await Promise.all([target, '.site-header', 'nav.paper-contents'].map((selector) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON())));
      assert.ok(heading.top >= header.bottom && heading.top < header.bottom + 100, `the heading is at ${heading.top}, the header ends at ${header.bottom}`);
      assert.ok(nav.top >= header.bottom && nav.bottom <= 800, `the contents are in view (${nav.top} to ${nav.bottom})`);
    }, { viewport: { width: 1280, height: 800 } }));

  contents('at 1280 px the contents mark the section being read, and only it; above the first section, none', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.whitepaper(content.whitepapers[0].id)}`);
      await page.waitForSelector('nav.paper-contents[data-paper-contents-init]', { state: 'attached' });
      const marked = () => page.$$eval('nav.paper-contents a[aria-current]', (links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-current')]));
      assert.equal(await marked(), [], 'nothing is marked before the paper');
      const third = (await page.locator('nav.paper-contents a').nth(2).getAttribute('href'))!;
      // The third heading a quarter of the way down the window: above the reading line.
      await page.locator(third).evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - innerHeight / 4));
      await page.waitForFunction((href) => document.querySelector(`nav.paper-contents a[href="${href}"]`)?.getAttribute('aria-current') === 'location', third);
      assert.equal(await marked(), [[third, 'location']]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => !document.querySelector('nav.paper-contents a[aria-current]'));
      // Jumps over every heading at once, as End, Home and a dragged scrollbar do.
      const last = (await page.locator('nav.paper-contents a').last().getAttribute('href'))!;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction((href) => document.querySelector(`nav.paper-contents a[href="${href}"]`)?.getAttribute('aria-current') === 'location', last);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => !document.querySelector('nav.paper-contents a[aria-current]'));
    }, { viewport: { width: 1280, height: 800 } }));

  feed('Chromium parses /blog/feed.xml as Atom without errors, one entry per post', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.blog}`);
      const result = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
        const ns = 'http://www.w3.org/2005/Atom';
        return {
          type: response.headers.get('content-type'),
          error: doc.getElementsByTagName('parsererror').length,
          root: [doc.documentElement.namespaceURI, doc.documentElement.localName],
          ids: Array.from(doc.getElementsByTagNameNS(ns, 'entry'), (e) => e.getElementsByTagNameNS(ns, 'id')[0].textContent),
        };
      }, paths.blogFeed);
      assert.is(result.error, 0, 'well-formed XML');
      assert.equal(result.root, ['http://www.w3.org/2005/Atom', 'feed']);
      assert.match(result.type ?? '', /xml/);
      assert.equal(result.ids, content.blog.map((p) => `${site.origin}${paths.blogPost(p.slug)}`));
    }));

  for (const width of [375, 1280]) {
    const where = width >= 1024 ? 'beside' : 'above';
    postContents(`at ${width} px a long post lists its sections ${where} its text, axe finds nothing, and a followed link shows its heading below the header`, async () => {
      const configured = await serveConfiguredSite();
      try {
        await withPage(browser, configured.origin, async (page) => {
          await page.goto(`${configured.origin}${COVERS.post.page}`);
          const links = page.locator('main nav.paper-contents a');
          assert.equal((await links.allTextContents()).slice(-POST_SECTIONS.length), [...POST_SECTIONS]);
          const [list, text] = await Promise.all(['main nav.paper-contents', '[data-post-text]'].map((selector) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON())));
          if (where === 'above') assert.ok(list.bottom <= text.top, 'the list comes before the text');
          else assert.ok(list.left >= text.right && list.top < text.bottom, `the list (${list.left} to ${list.right}) is right of the text (${text.left} to ${text.right})`);
          assert.equal(await axeViolations(page, 'main'), []);
          const last = links.last();
          await last.click();
          const target = (await last.getAttribute('href'))!;
          await page.waitForURL(`**${target}`);
          const [heading, header] = await Promise.all([target, '.site-header'].map((selector) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON())));
          assert.ok(heading.top >= header.bottom && heading.top < header.bottom + 100, `the heading is at ${heading.top}, the header ends at ${header.bottom}`);
        }, { viewport: { width, height: 800 } });
      } finally {
        await configured.close();
      }
    });
  }

  postContents.after(async () => {
    await browser.close();
    server?.close();
  });
}

printing.run();
accessible.run();
feed.run();
contents.run();
postContents.run();
