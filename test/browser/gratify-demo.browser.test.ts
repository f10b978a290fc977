/**
 * The Gratify phone in Chromium (docs/site.md §14), on a fake clock. The rule
 * under test: steps change every 1200 ms, except step 2, the wheel, which lasts exactly as long
 * as its 3 s spin and moves on to the reward when the wheel lands. Spin & Win jumps to the wheel
 * and spins again; leaving the view resets to step 0. Reduced motion and no JavaScript get a
 * still: the wheel and the reward together.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, withPage as openAndCheck } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { endTransitions, realTimeForAxe } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const STEP_MS = 1200;
const SPIN_MS = 3000;
const SEGMENTS = ['500', '100', '200', '50', '1000', 'JACKPOT', '300'];
/** Where segment i rests under the pointer: segment 0 at the top, the others clockwise after it. */
const landing = (segment: number) => (360 - (segment * 360) / SEGMENTS.length) % 360;
const apart = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
/** One frame more than a duration, for GSAP's last tick. */
const FRAME = 20;

const root = '.gratify-demo';
const spinButton = `${root} [data-gratify-spin]`;
const withPage = (b: Browser, run: (page: Page) => Promise<void>, options: BrowserContextOptions = {}) => openAndCheck(b, origin, run, options);

const step = (page: Page) => page.locator(root).getAttribute('data-step');
const segment = async (page: Page) => Number(await page.locator(root).getAttribute('data-segment'));
/** The wheel's own rotation in degrees, with no spin running (0 at rest). */
const rotation = (page: Page) =>
  page.locator(`${root} [data-gratify-wheel]`).evaluate((el) => (el.getAnimations().length ? NaN : Number((el as SVGElement).style.transform.match(/rotate\((-?[\d.]+)deg\)/)?.[1] ?? 0)));

/**
 * The spin the compositor runs (a Web Animation, which the fake clock does not drive): the angles
 * it turns from and lands on, when it lands, its ease as sampled points (null if the browser
 * fell back to a keyword), and whether it is still there, holding the landed angle.
 */
interface Spin { from: number; to: number; landsAt: number; ease: number[] | null; held: boolean }
const spinOf = (page: Page): Promise<Spin | null> =>
  page.locator(`${root} [data-gratify-wheel]`).evaluate((el) => {
    const animation = el.getAnimations()[0];
    if (!animation) return null;
    const effect = animation.effect as KeyframeEffect;
    const [start, land] = effect.getKeyframes();
    // No named inner functions: tsx would name them through a helper that exists only in Node.
    const [from, to] = [start, land].map((frame) => Number(String(frame.transform).match(/rotate\((-?[\d.]+)deg\)/)?.[1]));
    const ease = String(start.easing);
    return {
      from,
      to,
      landsAt: Math.round(land.computedOffset * Number(effect.getTiming().duration)),
      ease: ease.startsWith('linear(') ? ease.slice(7, -1).split(',').map((point) => parseFloat(point)) : null,
      held: animation.playState !== 'idle' && effect.getTiming().fill === 'forwards',
    };
  });
/** The ease's progress at `x` (0 to 1) of the way, from its evenly spaced points. */
const easeAt = (points: number[], x: number) => {
  const i = Math.min(Math.floor(x * (points.length - 1)), points.length - 2);
  const f = x * (points.length - 1) - i;
  return points[i] + (points[i + 1] - points[i]) * f;
};
/** Which screens can be seen (opacity above 0.5). */
const shown = (page: Page) =>
  page.locator(`${root} .gratify-demo__screen`).evaluateAll((els) => els.flatMap((el, i) => (Number(getComputedStyle(el).opacity) > 0.5 ? [i] : [])));

/** The cross-fade between screens runs in real time on the compositor and holds its end: finish it. */
const settled = (page: Page) => endTransitions(page, `${root} .gratify-demo__screens`);

/** Opens the home page on a paused fake clock and scrolls the phone into view until it plays. */
async function openPhone(page: Page, { playing = true } = {}) {
  await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  await page.clock.pauseAt(10_000);
  await page.locator(root).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${root}[data-gratify-demo-init]`, { state: 'attached' });
  if (playing) await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
}

/** Runs the clock from step 0 to the moment step 2 begins. */
async function toWheel(page: Page) {
  await page.clock.runFor(2 * STEP_MS);
  assert.is(await step(page), '2');
}

const withJs = suite('Gratify illustration, with JavaScript');
const withoutJs = suite('Gratify illustration, without JavaScript');

if (browser) {
  withJs('data-step changes at 1200 ms and not before: 0, 1, 2 … 3, 4, and back to 0', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
      assert.is(await step(page), '0');
      await page.clock.runFor(STEP_MS - 1);
      assert.is(await step(page), '0', 'still 0 at 1199 ms');
      await page.clock.runFor(1);
      assert.is(await step(page), '1', '1 at 1200 ms');
      await page.clock.runFor(STEP_MS - 1);
      assert.is(await step(page), '1');
      await page.clock.runFor(1);
      assert.is(await step(page), '2', '2 at 2400 ms');
      await page.clock.runFor(SPIN_MS);
      assert.is(await step(page), '3');
      await page.clock.runFor(STEP_MS - 1);
      assert.is(await step(page), '3');
      await page.clock.runFor(1);
      assert.is(await step(page), '4');
      await page.clock.runFor(STEP_MS);
      assert.is(await step(page), '0', 'back to the start after 4 × 1200 + 3000 ms');
      await page.clock.runFor(STEP_MS);
      assert.is(await step(page), '1', 'and round again');
    }));

  withJs('the wheel carries the seven segment labels in order', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
      assert.equal(await page.locator(`${root} [data-gratify-wheel] text`).allTextContents(), SEGMENTS);
    }));

  withJs('the auto-spin starts with step 2 and lasts 3 s; the step holds until the wheel lands, then shows its prize', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
      await toWheel(page);
      await settled(page);
      assert.equal(await shown(page), [2], 'the wheel is on screen');
      const won = await segment(page);
      assert.ok(won >= 0 && won < SEGMENTS.length, `lands on segment ${won}`);

      const spin = (await spinOf(page))!;
      assert.ok(spin, 'the wheel spins');
      assert.is(spin.landsAt, SPIN_MS, 'it lands after 3 s');
      assert.ok(spin.to - spin.from >= 5 * 360, `at least five turns (${spin.from}° → ${spin.to}°)`);
      assert.ok(apart(spin.to, landing(won)) < 0.01, `lands on ${SEGMENTS[won]}: ${spin.to % 360}° vs ${landing(won)}°`);
      assert.ok(spin.ease, `eased as GSAP's power3.out (${spin.ease})`);
      assert.ok(easeAt(spin.ease!, 0.5) > 0.8, 'fast at first: most of the turning in the first 1.5 s');
      assert.ok((1 - easeAt(spin.ease!, 2.9 / 3)) * (spin.to - spin.from) < 1, 'easing out: the last 100 ms barely move');
      await page.clock.runFor(SPIN_MS - 100);
      assert.is(await step(page), '2', 'step 2 holds while the wheel turns');
      await page.clock.runFor(99);
      assert.is(await step(page), '2', 'still 2 at 2999 ms');
      await page.clock.runFor(1);
      assert.is(await step(page), '3', 'the reward at 3000 ms, as the wheel lands');
      const prize = await page.locator(`${root} [data-gratify-prize]`).textContent();
      assert.ok(prize!.includes(SEGMENTS[won] === 'JACKPOT' ? 'Jackpot' : SEGMENTS[won]), `the reward (${prize}) is what the wheel landed on`);
      await page.clock.runFor(1000);
      assert.equal(await spinOf(page), spin, 'and stays there, held on the landed angle');
    }));

  withJs('Spin & Win jumps to the wheel and spins it again for 3 s', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
      await toWheel(page);
      await page.clock.runFor(SPIN_MS + STEP_MS);
      assert.is(await step(page), '4');
      const before = (await spinOf(page))!.to;
      assert.ok(await page.locator(spinButton).isVisible());
      await page.click(spinButton);
      assert.is(await step(page), '2', 'back on the wheel');
      const won = await segment(page);
      const spin = (await spinOf(page))!;
      assert.is(spin.from, before, 'from where it landed last');
      assert.is(spin.landsAt, SPIN_MS, 'for 3 s');
      assert.ok(spin.to - before >= 5 * 360 - 0.01, `five more turns (${before}° → ${spin.to}°)`);
      assert.ok(apart(spin.to, landing(won)) < 0.01, `lands on ${SEGMENTS[won]}`);
      await page.clock.runFor(SPIN_MS + FRAME);
      // The click left the pointer and focus in the showcase, which holds every step there.
      assert.is(await step(page), '2', 'held on the landed wheel while the visitor is in the showcase');
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await page.clock.runFor(SPIN_MS);
      assert.is(await step(page), '3', 'then goes on to the reward');
    }));

  withJs('leaving the view resets it to step 0; coming back starts again from 0', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
      await toWheel(page);
      await page.clock.runFor(1000);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector(`${root}:not([data-playing])`, { state: 'attached' });
      assert.is(await step(page), '0');
      assert.is(await rotation(page), 0, 'the wheel is back at rest');
      await page.clock.runFor(10_000);
      assert.is(await step(page), '0', 'nothing runs off screen');
      await page.locator(root).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${root}[data-playing]`, { state: 'attached' });
      await page.clock.runFor(STEP_MS - 1);
      assert.is(await step(page), '0');
      await page.clock.runFor(1);
      assert.is(await step(page), '1');
    }));

  // The typing is a Web Animation (steps of one character) that the fake clock does not drive:
  // each step is set by hand, from the keyframes of its stepped stretch. The cover can only fall on character edges if the whole number fits
  // its field and every character, the gap too, is as wide as the others.
  for (const width of [375, 1280]) {
    withJs(`step 0 types the mobile number one whole character per step, and it all fits its field (${width} px)`, () =>
      withPage(browser, async (page) => {
        await openPhone(page);
        const typed = page.locator(`${root} .gratify-demo__typed`);
        const { steps, misses } = await typed.evaluate((el) => {
          const text = el.firstChild as Text;
          const cover = el.querySelector('.gratify-demo__cover')!;
          const [typing] = cover.getAnimations();
          const effect = typing.effect as KeyframeEffect;
          const frames = effect.getKeyframes();
          const stepped = frames.findIndex((frame) => String(frame.easing).startsWith('steps('));
          const total = Number(effect.getTiming().duration);
          const [from, to] = [frames[stepped], frames[stepped + 1]].map((frame) => frame.computedOffset * total);
          const chars = text.length;
          const range = document.createRange();
          const found: string[] = [];
          typing.pause();
          for (let shown = 1; shown <= chars; shown++) {
            typing.currentTime = from + ((to - from) * (shown + 0.5)) / chars;
            range.setStart(text, 0);
            range.setEnd(text, shown);
            const edge = range.getBoundingClientRect().right;
            const coverLeft = cover.getBoundingClientRect().left;
            if (Math.abs(coverLeft - edge) > 0.5) found.push(`${shown}: cover at ${coverLeft.toFixed(1)}, text edge at ${edge.toFixed(1)}`);
          }
          range.selectNodeContents(text);
          if (range.getBoundingClientRect().width > el.clientWidth + 0.5) found.push(`the number (${range.getBoundingClientRect().width.toFixed(1)} px) overflows its field (${el.clientWidth} px)`);
          return { steps: chars, misses: found };
        });
        assert.is(steps, 11, 'ten digits and a gap');
        assert.equal(misses, []);
      }, { viewport: { width, height: 800 } }));
  }

  withJs('with reduced motion: a still of the wheel and the reward, nothing advances, no button', () =>
    withPage(browser, async (page) => {
      await openPhone(page, { playing: false });
      await page.clock.runFor(20_000);
      assert.is(await step(page), '0');
      assert.equal(await shown(page), [2, 3], 'the wheel and the reward, composed');
      assert.is(await rotation(page), 0);
      assert.is(await page.locator(spinButton).isVisible(), false);
    }, { reducedMotion: 'reduce' }));

  // While the clock runs in real time for axe, the pointer on the phone holds the step (the
  // showcase's hover pause).
  for (const width of [375, 1280]) {
    for (const [label, steps] of [['step 0', 0], ['the landed wheel', 2]] as const) {
      withJs(`axe: no violations in the phone at ${width} px, on ${label}`, () =>
        withPage(browser, async (page) => {
          await openPhone(page);
          if (steps) {
            await toWheel(page);
            await page.clock.runFor(SPIN_MS - 1);
          }
          await page.hover(`${root} .gratify-demo__screens`);
          await realTimeForAxe(page);
          await settled(page);
          assert.equal(await axeViolations(page, root), []);
          assert.is(await step(page), String(steps), 'audited the intended step');
        }, { viewport: { width, height: 800 } }));
    }
  }

  withoutJs('the HTML alone shows the still: wheel landed on 500, the reward, a summary, no button', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.locator(root).scrollIntoViewIfNeeded();
      assert.equal(await shown(page), [2, 3]);
      assert.is(await page.locator(`${root} [data-gratify-prize]`).textContent(), '500 points');
      assert.equal(await page.locator(`${root} [data-gratify-wheel] text`).allTextContents(), SEGMENTS);
      assert.match(await page.locator(`${root} > .visually-hidden`).textContent() ?? '', /prize wheel/);
      assert.is(await page.locator(spinButton).isVisible(), false);
    }, { javaScriptEnabled: false }));

  withoutJs('axe: no violations in the still, as served', () =>
    withPage(browser, async (page) => {
      await page.route('**/assets/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto(`${origin}/`);
      await page.evaluate(() => document.documentElement.classList.remove('js'));
      assert.equal(await shown(page), [2, 3]);
      assert.equal(await axeViolations(page, root), []);
    }));

  withoutJs.after(async () => {
    await browser.close();
    server?.close();
  });
}

withJs.run();
withoutJs.run();
