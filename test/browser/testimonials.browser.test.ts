/**
 * The 'What Our Clients Say' carousel in Chromium (docs/site.md §14 and §15), as laid out:
 * 39 cards of which 26 hidden repeats; card width, gap and loop time per viewport; a CSS loop that
 * lands exactly where it started; the row laid out in two frames; no layout shift; axe clean.
 * Pausing and reduced motion: testimonials-motion; without JavaScript: testimonials-without-js.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { twoFrames } from '../helpers/waits.ts';
import { realContent } from '../helpers/content.ts';
import { section, viewport, track, card, button, animation, openCarousel, axeInCarousel } from '../helpers/testimonials.ts';

const { browser, origin, withPage, close } = await browserOnSite();
const { testimonials, headings } = (await realContent()).home;

/** docs/site.md §14, written out rather than imported, so that a wrong value fails here too. */
const layouts = [
  { width: 375, card: 380, gap: 16, loop: '35s' },
  { width: 800, card: 450, gap: 24, loop: '40s' },
  { width: 1280, card: 500, gap: 24, loop: '40s' },
] as const;

const withJs = suite('testimonials, with JavaScript');

if (browser) {
  withJs('an <h2>, 39 cards in the track: the 13 testimonials once for everyone, then 26 aria-hidden, inert repeats', () =>
    withPage(browser, async (page) => {
      await openCarousel(page, origin);
      assert.is((await page.locator(`${section} h2`).textContent())!.trim(), headings.testimonials.title);
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
        await openCarousel(page, origin);
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
        await openCarousel(page, origin);
        assert.equal(await axeInCarousel(page), [], 'running');
        await page.click(button);
        assert.equal(await axeInCarousel(page), [], 'paused');
      }, { viewport: { width, height: 900 } }));
  }

  withJs.after(async () => {
    await close();
  });
}

withJs.run();
