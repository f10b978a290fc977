/**
 * The 'What Our Clients Say' carousel in Chromium (docs/site.md §14 and §15):
 * 39 cards of which 26 hidden repeats; card width, gap and loop time per viewport; a CSS loop that
 * lands exactly where it started; pausing on hover, focus and the button; a still, scrollable row
 * under reduced motion; a running loop without JavaScript; no layout shift; axe clean.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { twoFrames, untilRendered } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { realContent } from '../helpers/content.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const { testimonials } = (await realContent()).home;

/** docs/site.md §14, written out rather than imported, so that a wrong value fails here too. */
const layouts = [
  { width: 375, card: 380, gap: 16, loop: '35s' },
  { width: 800, card: 450, gap: 24, loop: '40s' },
  { width: 1280, card: 500, gap: 24, loop: '40s' },
] as const;

const section = '.testimonials';
const viewport = '.testimonials__viewport';
const track = '.testimonials__track';
const card = '.testimonials__track > li';
const button = '[data-testimonials-toggle]';


const animation = (page: Page) =>
  page.locator(track).evaluate((el) => {
    const s = getComputedStyle(el);
    return { name: s.animationName, duration: s.animationDuration, timing: s.animationTimingFunction, iterations: s.animationIterationCount, state: s.animationPlayState, running: el.getAnimations().length };
  });
const playState = async (page: Page) => (await animation(page)).state;

/** Opens the home page, brings the carousel on screen and waits for its island. */
async function openCarousel(page: Page) {
  await page.goto(origin);
  await page.locator(section).scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testimonials-init]', { state: 'attached' });
  // The testimonials after the third are rendered a frame after the rest (render-later).
  await untilRendered(page, '.testimonial:not(.testimonial--copy) h3');
  await page.mouse.move(1, 1);
}

const axeInCarousel = (page: Page) => axeViolations(page, section);

const withJs = suite('testimonials, with JavaScript');
const reduced = suite('testimonials, reduced motion');
const withoutJs = suite('testimonials, without JavaScript');

if (browser) {
  withJs('an <h2>, 39 cards in the track: the 13 testimonials once for everyone, then 26 aria-hidden, inert repeats', () =>
    withPage(browser, async (page) => {
      await openCarousel(page);
      assert.is((await page.locator(`${section} h2`).textContent())!.trim(), 'What Our Clients Say');
      assert.is(await page.locator(card).count(), 39);
      const cards = await page.locator(card).evaluateAll((els) => els.map((el) => ({
        hidden: el.getAttribute('aria-hidden') === 'true', inert: el.hasAttribute('inert'), title: el.querySelector('h3')?.textContent,
        quote: el.querySelector('blockquote')?.textContent, author: el.querySelector('.testimonial__name')?.textContent,
        position: el.querySelector('.testimonial__position')?.textContent, industry: el.querySelector('.testimonial__badge')?.textContent,
      })));
      assert.is(cards.filter((c) => c.hidden).length, 26);
      cards.forEach((c, i) => {
        const t = testimonials[i % 13];
        assert.is(c.hidden, i >= 13, `card ${i} aria-hidden`);
        assert.is(c.inert, i >= 13, `card ${i} inert`);
        assert.equal([c.title, c.quote, c.author, c.position, c.industry], [t.title, t.quote, t.author, t.position, `Industry: ${t.industry}`], `card ${i}`);
      });
      const titles = await page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).locator('h3').allTextContents();
      assert.equal(titles.filter((t) => testimonials.some((x) => x.title === t)), testimonials.map((t) => t.title), 'screen readers meet each testimonial once');
    }));

  for (const { width, card: cardWidth, gap, loop } of layouts) {
    withJs(`at ${width} px: cards ${cardWidth} px wide, ${gap} px apart, equal heights, one loop in ${loop}, linear, infinite`, () =>
      withPage(browser, async (page) => {
        await openCarousel(page);
        // Layout boxes (offsetLeft/Width ignore the moving transform), and the computed width itself.
        const boxes = await page.locator(card).evaluateAll((els) => (els as HTMLElement[]).map((el) => ({
          width: getComputedStyle(el).width, left: el.offsetLeft, right: el.offsetLeft + el.offsetWidth, height: el.offsetHeight,
        })));
        boxes.forEach((b, i) => assert.is(b.width, `${cardWidth}px`, `card ${i} width`));
        boxes.slice(1).forEach((b, i) => assert.is(b.left - boxes[i].right, gap, `gap after card ${i}`));
        assert.is(new Set(boxes.map((b) => b.height)).size, 1, 'every card as tall as the tallest');
        const a = await animation(page);
        assert.equal([a.name, a.duration, a.timing, a.iterations, a.state], ['testimonials-loop', loop, 'linear', 'infinite', 'running']);

        // The loop is seamless: at the end of one loop the first repeat stands where the first card started.
        const leftOf = (i: number, at: number) => page.evaluate(([sel, i, at]) => {
          const [anim] = document.querySelector(sel as string)!.getAnimations();
          anim.pause();
          anim.currentTime = at as number;
          return document.querySelectorAll(`${sel} > li`)[i as number].getBoundingClientRect().left;
        }, [track, i, at] as const);
        const loopMs = parseFloat(loop) * 1000;
        const start = await leftOf(0, 0);
        assert.ok(Math.abs((await leftOf(13, loopMs - 0.001)) - start) < 0.5, 'card 14 ends where card 1 began');
        assert.ok(Math.abs((await leftOf(0, loopMs / 2)) - (start - 13 * (cardWidth + gap) / 2)) < 0.5, 'halfway in half the loop time: linear');
      }, { viewport: { width, height: 900 } }));
  }

  // render-later (site/pages/home/home.css): a shorter task on a slow phone, and nothing moves.
  withJs('nearing the viewport, the row lays out three testimonials in one frame and the other ten in the next; the skipped repeats never set its height', () =>
    withPage(browser, async (page) => {
      await page.goto(origin);
      const frames = await page.evaluate(async () => {
        const row = document.querySelector('.testimonials')!;
        const originals = [...row.querySelectorAll('.testimonial:not(.testimonial--copy)')];
        // 100 px below the fold: near enough to be laid out, not yet in view.
        scrollTo(0, row.getBoundingClientRect().top + scrollY - innerHeight - 100);
        const frames: { held: number; top: number }[] = [];
        while (frames.length < 6) {
          await new Promise(requestAnimationFrame);
          const box = row.querySelector('.testimonials__track')!.getBoundingClientRect();
          frames.push({ held: originals.filter((c) => getComputedStyle(c).contentVisibility === 'hidden').length, top: Math.round(box.top) });
        }
        return frames;
      });
      const seen = frames.map((f) => f.held).join(' ');
      assert.is(frames[0].held, 10, `held back at first: ${seen}`);
      assert.is(frames.at(-1)!.held, 0, `all laid out a frame later: ${seen}`);
      assert.ok(frames.filter((f) => f.held).every((f) => f.top > 800), 'held back only while out of view');
      // The repeats come on screen only as the row slides: until then they must not make the row
      // taller or shorter than the originals do, whatever the quotes' length.
      const heights = await page.evaluate(() => {
        const track = document.querySelector('.testimonials__track')!;
        const copies = [...track.querySelectorAll<HTMLElement>('.testimonial--copy')];
        const skipped = copies.filter((c) => !c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).length;
        const withSkipped = track.getBoundingClientRect().height;
        copies.forEach((c) => { c.style.contentVisibility = 'visible'; });
        return { skipped, heights: [withSkipped, track.getBoundingClientRect().height].map(Math.round) };
      });
      assert.ok(heights.skipped > 0, 'some repeats are skipped');
      assert.is(heights.heights[0], heights.heights[1], 'the row\'s height with the repeats skipped, and laid out');
    }, { viewport: { width: 375, height: 800 } }));

  withJs('pauses while hovered and resumes when the pointer leaves', () =>
    withPage(browser, async (page) => {
      await openCarousel(page);
      assert.is(await playState(page), 'running');
      await page.hover(viewport);
      assert.is(await playState(page), 'paused');
      await page.mouse.move(1, 1);
      assert.is(await playState(page), 'running');
    }));

  withJs('pauses while keyboard focus is inside it; Tab goes from the button to the row, then out, never into a repeat', () =>
    withPage(browser, async (page) => {
      await openCarousel(page);
      await page.focus(button);
      assert.is(await playState(page), 'running', 'focus on the button alone does not pause');
      await page.keyboard.press('Tab');
      assert.ok(await page.locator(viewport).evaluate((el) => el === document.activeElement), 'the row takes focus');
      assert.is(await playState(page), 'paused');
      await page.keyboard.press('Tab');
      assert.not.ok(await page.evaluate(() => !!document.activeElement?.closest('.testimonials__viewport, [aria-hidden="true"]')), 'focus left the carousel');
      assert.is(await playState(page), 'running');
    }));

  withJs('the visible Pause button sits before the track and toggles paused and running, and its label', () =>
    withPage(browser, async (page) => {
      await openCarousel(page);
      const toggle = page.locator(button);
      assert.ok(await toggle.isVisible());
      assert.ok(await page.evaluate(([b, t]) => !!(document.querySelector(b)!.compareDocumentPosition(document.querySelector(t)!) & Node.DOCUMENT_POSITION_FOLLOWING), [button, track]), 'button before track');
      assert.is((await page.getByRole('button', { name: 'Pause testimonials' }).count()), 1, 'accessible name');
      await toggle.click();
      assert.is(await playState(page), 'paused');
      assert.is((await page.locator('[data-testimonials-label]').textContent()), 'Play');
      assert.is((await page.getByRole('button', { name: 'Play testimonials' }).count()), 1);
      await page.mouse.move(1, 1);
      assert.is(await playState(page), 'paused', 'stays paused when the pointer leaves');
      await toggle.click();
      assert.is(await playState(page), 'running');
      assert.is((await page.locator('[data-testimonials-label]').textContent()), 'Pause');
    }));

  withJs('paused while off screen, running once scrolled into view', () =>
    withPage(browser, async (page) => {
      await page.goto(origin);
      await page.waitForSelector('[data-testimonials-init]', { state: 'attached' });
      assert.is(await playState(page), 'paused', 'off screen at the top of the page');
      await page.locator(section).scrollIntoViewIfNeeded();
      await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)!).animationPlayState === 'running', track);
    }, { viewport: { width: 375, height: 700 } }));

  withJs('revealing the button shifts nothing; the page never scrolls sideways', () =>
    withPage(browser, async (page) => {
      // The same page before the island starts: its entry replaced by an empty module. Measured
      // on screen, where the visitor sees it: off screen the section is not laid out at all, and
      // the sections above it only as they come near (content-visibility), so each box is taken
      // from the section's top, once two frames have rendered what is on screen.
      const boxes = async () => {
        await page.locator(section).scrollIntoViewIfNeeded();
        await page.locator(`${section} h2`).waitFor({ state: 'visible' });
        await twoFrames(page);
        return page.locator(`${section}, ${section} h2, ${button}, ${viewport}`).evaluateAll((els) => {
          const top = els[0].getBoundingClientRect().top;
          return els.map((el) => {
            const r = el.getBoundingClientRect();
            return [r.left, r.top - top, r.width, r.height].join(',');
          });
        });
      };
      await page.route('**/assets/testimonials-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto(origin);
      assert.ok(await page.evaluate(() => document.documentElement.classList.contains('js')));
      assert.not.ok(await page.locator(button).isVisible(), 'hidden until the island starts');
      const before = await boxes();
      await page.unroute('**/assets/testimonials-*.js');
      await page.goto(origin);
      await page.waitForSelector('[data-testimonials-init]', { state: 'attached' });
      assert.ok(await page.locator(button).isVisible(), 'revealed by the island');
      // Within a pixel: the section's own height may round differently as it is first laid out.
      const after = await boxes();
      after.forEach((box, i) => box.split(',').forEach((n, j) => assert.ok(Math.abs(Number(n) - Number(before[i].split(',')[j])) < 1, `box ${i}: ${box} vs ${before[i]}`)));
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    }, { viewport: { width: 375, height: 800 } }));

  for (const width of [375, 1280]) {
    withJs(`axe: no violations in the section at ${width} px, running and paused`, () =>
      withPage(browser, async (page) => {
        await openCarousel(page);
        assert.equal(await axeInCarousel(page), [], 'running');
        await page.click(button);
        assert.equal(await axeInCarousel(page), [], 'paused');
      }, { viewport: { width, height: 900 } }));
  }

  for (const width of [375, 1280]) {
    reduced(`at ${width} px nothing moves: a scrollable, snapping row of the 13 testimonials and no Pause button`, () =>
      withPage(browser, async (page) => {
        await openCarousel(page);
        const a = await animation(page);
        assert.is(a.name, 'none');
        assert.is(a.running, 0);
        assert.not.ok(await page.locator(button).isVisible());
        const shown = await page.locator(card).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('aria-hidden')));
        assert.equal(shown, Array(13).fill(null), 'only the 13, no repeats');
        const row = page.locator(viewport);
        const scroll = await row.evaluate((el) => ({ snap: getComputedStyle(el).scrollSnapType, overflow: el.scrollWidth - el.clientWidth }));
        assert.is(scroll.snap, 'x mandatory');
        assert.ok(scroll.overflow > 0, 'the row scrolls');
        await row.focus();
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((sel) => document.querySelector(sel)!.scrollLeft > 0, viewport);
        assert.equal(await axeInCarousel(page), []);
      }, { viewport: { width, height: 900 }, reducedMotion: 'reduce' }));
  }

  withoutJs('the loop runs by CSS alone, pauses on hover and focus, and the Pause button stays hidden', () =>
    withPage(browser, async (page) => {
      await page.goto(origin);
      await page.locator(section).scrollIntoViewIfNeeded();
      assert.is(await page.locator(card).count(), 39);
      const a = await animation(page);
      assert.equal([a.name, a.duration, a.state], ['testimonials-loop', '40s', 'running']);
      assert.not.ok(await page.locator(button).isVisible());
      await page.hover(viewport);
      assert.is(await playState(page), 'paused');
      await page.mouse.move(1, 1);
      assert.is(await playState(page), 'running');
      await page.focus(viewport);
      assert.is(await playState(page), 'paused');
    }, { javaScriptEnabled: false }));

  withoutJs('axe: no violations in the section as served, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      await withPage(browser, async (page) => {
        // axe needs scripts to run, so scripts stay on but the site's are stubbed out and the early
        // script's class removed: the DOM and styles a visitor without JavaScript gets.
        await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
        await page.goto(origin);
        await page.evaluate(() => document.documentElement.classList.remove('js'));
        assert.not.ok(await page.locator(button).isVisible());
        assert.equal(await axeInCarousel(page), []);
      }, { viewport: { width, height: 900 } });
    }
  });

  withoutJs('at 375 px the loop takes 35s, and under reduced motion it stands still with no button', () =>
    withPage(browser, async (page) => {
      await page.goto(origin);
      assert.is((await animation(page)).duration, '35s');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      assert.is((await animation(page)).name, 'none');
      assert.not.ok(await page.locator(button).isVisible());
    }, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } }));

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
reduced.run();
withoutJs.run();
