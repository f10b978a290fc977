/**
 * Cover photos and pictures in texts in the browser, on the second build that has them
 * (test/helpers/configured-site.ts): at every width from a small phone to a wide desktop, each
 * photo's `sizes` says the width it is drawn at (so the browser fetches a file as sharp as needed
 * and no larger); the photos load; the box is kept for a photo before it arrives, so nothing moves
 * when it does, with JavaScript off too; axe finds nothing in either theme; and a printed post or
 * case study keeps its photo.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { COVERS, PICTURES, serveConfiguredSite } from '../helpers/configured-site.ts';
import { axeViolations } from '../helpers/axe.ts';
import { layoutShifts } from '../helpers/layout-shifts.ts';
import { finishTransitions, networkSettled, twoFrames } from '../helpers/waits.ts';
import { paths } from '../../site/paths.ts';
import { COVER_ASPECT } from '../../site/model/cover-images.ts';

const browser = await launchBrowser();
const server = browser ? await serveConfiguredSite() : null;
const origin = server?.origin ?? '';

/** Every page that shows a cover: the items' own pages and the three listings' first pages. */
const PAGES = [COVERS.featuredPost.page, COVERS.post.page, paths.blog, COVERS.caseStudy.page, paths.caseStudies, COVERS.whitepaper.page, paths.whitepapers];
/** Each side of every breakpoint the layouts change at (48, 64, 75 and 79rem). */
const WIDTHS = [320, 375, 600, 768, 1024, 1200, 1280, 1920];
/** Every photo and drawing a page may show: covers, and pictures in a text. */
const PHOTOS = 'picture.cover-image img, .prose-picture img';
/** A slot may be this much wider than the photo is drawn (a few pixels of rounding, or a card's border), and never narrower. */
const SLACK = { over: 1.15, under: 0.97 };

/**
 * Each cover on the page (or, with `selector`, each picture it names): the width its `sizes`
 * gives at this viewport (the first entry whose media condition holds, measured as a box of that
 * width), and the width the photo is drawn at: its layout box's (before any transform: a card
 * revealed on scroll may still be scaling in), or for a cover more where `object-fit: cover` fills
 * a box taller than 16:9. Each is scrolled to first and measured two frames later, as a visitor
 * sees it: a section off screen is not laid out again when the window changes size until it comes
 * into view.
 */
async function coverSlots(page: Page, scope = 'body', selector = 'picture.cover-image img') {
  const covers = page.locator(`${scope} ${selector}`);
  const measured = [];
  for (let i = 0; i < (await covers.count()); i++) {
    await covers.nth(i).evaluate((img) => img.scrollIntoView({ block: 'center' }));
    await twoFrames(page);
    measured.push(await covers.nth(i).evaluate((img: HTMLImageElement, aspect) => {
      const sizes = img.parentElement!.querySelector('source')!.getAttribute('sizes')!;
      const entry = sizes.split(/,(?![^(]*\))/).map((part) => /^(?:(\([^()]*\))\s+)?(.+)$/.exec(part.trim())!).find(([, media]) => !media || matchMedia(media).matches)!;
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.cssText = `position: absolute; visibility: hidden; width: ${entry[2]}`;
      const slot = probe.getBoundingClientRect().width;
      probe.remove();
      const where = `${img.closest('main > *, li, figure')?.className ?? ''} ${img.closest('[class*="__art"], [class*="__cover"], figure')?.className ?? ''}`.trim();
      const filled = img.closest('.cover-image') ? (img.offsetHeight * aspect.width) / aspect.height : 0;
      return { where, slot, drawn: Math.max(img.offsetWidth, filled), shown: img.offsetWidth > 0 };
    }, COVER_ASPECT));
  }
  return measured.filter((c) => c.shown);
}

if (browser) {
  test('at every width, each cover\'s sizes gives the width it is drawn at (in a blog dialog too): never narrower, at most a little wider', () =>
    withPage(browser, origin, async (page) => {
      const wrong: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${origin}${path}`);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const covers = await coverSlots(page);
          assert.ok(covers.length > 0, `${path}: no cover shown at ${width} px`);
          for (const { where, slot, drawn } of covers) {
            if (slot < drawn * SLACK.under || slot > drawn * SLACK.over) wrong.push(`${width} px ${path} ${where}: sizes ${Math.round(slot)}, drawn ${Math.round(drawn)}`);
          }
        }
        await networkSettled(page);
      }
      // A blog card's photo, copied into its dialog, is drawn wider there.
      await page.goto(`${origin}${paths.blog}`);
      await page.waitForSelector('[data-listing-init]', { state: 'attached' });
      await page.click(`a[data-listing-open][href="${COVERS.post.page}"]`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const [cover] = await coverSlots(page, 'dialog[open]');
        assert.ok(cover, `no photo in the post's dialog at ${width} px`);
        if (cover.slot < cover.drawn * SLACK.under || cover.slot > cover.drawn * SLACK.over) wrong.push(`${width} px the post's dialog: sizes ${Math.round(cover.slot)}, drawn ${Math.round(cover.drawn)}`);
      }
      await networkSettled(page);
      assert.equal(wrong, []);
    }));

  test('at every width, a photo in a post\'s or whitepaper\'s text has sizes that give the width it is drawn at', () =>
    withPage(browser, origin, async (page) => {
      const wrong: string[] = [];
      for (const path of PICTURES.pages) {
        await page.goto(`${origin}${path}`);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const [photo] = await coverSlots(page, 'main', '.prose-picture picture img');
          assert.ok(photo, `${path}: no photo in the text at ${width} px`);
          if (photo.slot < photo.drawn * SLACK.under || photo.slot > photo.drawn * SLACK.over) wrong.push(`${width} px ${path}: sizes ${Math.round(photo.slot)}, drawn ${Math.round(photo.drawn)}`);
        }
        await networkSettled(page);
      }
      assert.equal(wrong, []);
    }));

  test('each photo loads as AVIF into the box kept for it: nothing moves when it arrives, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      for (const path of [COVERS.post.page, paths.blog]) {
        await withPage(browser, origin, async (page) => {
          await page.setViewportSize({ width, height: 900 });
          let release = () => {};
          const held = new Promise<void>((done) => (release = done));
          await page.route('**/assets/images/**', async (route) => {
            await held;
            await route.continue();
          });
          await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
          await twoFrames(page);
          // Layout boxes, without transforms: a card still revealing itself on scroll is not a photo moving.
          const boxes = () => page.$$eval(PHOTOS, (imgs) => imgs.map((img) => {
            let [x, y] = [0, 0];
            for (let el = img as HTMLElement | null; el; el = el.offsetParent as HTMLElement | null) [x, y] = [x + el.offsetLeft, y + el.offsetTop];
            return [x, y, (img as HTMLElement).offsetWidth, (img as HTMLElement).offsetHeight].join(' ');
          }));
          const before = await boxes();
          release();
          await page.evaluate((photos) => Promise.all(Array.from(document.querySelectorAll<HTMLImageElement>(photos), (img) => { img.loading = 'eager'; return img.decode(); })), PHOTOS);
          await twoFrames(page);
          assert.equal(await boxes(), before, `${path} at ${width} px: a photo's box changed when it arrived`);
          assert.equal(await layoutShifts(page, { afterParsing: true }), [], `${path} at ${width} px`);
          const sources = await page.$$eval('picture img', (imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
          for (const src of sources) assert.match(src, /\/assets\/images\/[^/]+\.avif$/, path);
          // The post's drawing comes as its SVG.
          if (path === COVERS.post.page) assert.match(await page.$eval('.prose-drawing', (img) => (img as HTMLImageElement).currentSrc), /\.svg$/);
          await networkSettled(page);
        });
      }
    }
  });

  test('axe finds nothing on the pages with photos, at 375 px in the dark theme and at 1280 px in the light', async () => {
    for (const [width, colorScheme] of [[375, 'dark'], [1280, 'light']] as const) {
      await withPage(browser, origin, async (page) => {
        // A photo in each of its places: a post's hero, the blog's featured and plain cards, a case study's figure, a whitepaper's card.
        for (const path of [COVERS.post.page, paths.blog, COVERS.caseStudy.page, paths.whitepapers]) {
          await page.goto(`${origin}${path}`);
          await finishTransitions(page);
          assert.equal(await axeViolations(page), [], `${path} at ${width} px, ${colorScheme}`);
        }
        await networkSettled(page);
      }, { viewport: { width, height: 900 }, colorScheme });
    }
  });

  test('without JavaScript every photo and drawing still loads as the visitor scrolls to it', () =>
    withPage(browser, origin, async (page) => {
      for (const path of [COVERS.post.page, paths.blog]) {
        await page.goto(`${origin}${path}`);
        const photos = page.locator(PHOTOS);
        assert.ok((await photos.count()) > 0, path);
        for (const photo of await photos.all()) {
          await photo.scrollIntoViewIfNeeded();
          // Lazy images load as they near the window; decode() settles once this one has.
          assert.ok(await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0, () => false)), `${path}: ${await photo.getAttribute('alt')}`);
        }
        await networkSettled(page);
      }
    }, { javaScriptEnabled: false }));

  test('printed, a post and a case study keep their photo, at most half the page wide', () =>
    withPage(browser, origin, async (page) => {
      await page.emulateMedia({ media: 'print' });
      for (const path of [COVERS.post.page, COVERS.caseStudy.page]) {
        await page.goto(`${origin}${path}`);
        const photo = page.locator('main picture.cover-image img').first();
        assert.ok(await photo.isVisible(), `${path}: the photo is not printed`);
        // 85 mm at CSS's 96 pixels an inch.
        assert.ok((await photo.evaluate((img) => img.getBoundingClientRect().width)) <= (85 / 25.4) * 96 + 1, `${path}: the photo is wider than half the page`);
        await networkSettled(page);
      }
    }));

  test.after(async () => {
    await browser.close();
    await server?.close();
  });
}

test.run();
