/**
 * The Gratify phone in Chromium (docs/site.md §14), as it plays. Its loops, sought to a time and
 * read there: steps change every 1200 ms and not before, except step 2, the wheel, which lasts
 * exactly its 3 s spin and moves on to the reward when the wheel lands; the spins land on 200,
 * 1000, JACKPOT and 500 in turn, and the reward shown is the segment under the pointer. Spin & win
 * (click or keyboard) jumps to the next spin and plays it even while the showcase holds the phone;
 * leaving the view resets to step 0. How it is laid out: gratify-demo-layout; the still that
 * reduced motion and no JavaScript get: gratify-demo-still.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { loopStates, seekLoops, untilLooping } from '../helpers/loops.ts';
import { SPIN_MS, STARTS, CYCLE, SEGMENTS, spinStart, SETTLED_MS, root, spinButton, shown, prizeShown, openPhone } from '../helpers/gratify-demo.ts';

const { browser, origin, withPage, close } = await browserOnSite();

/** The prize each cycle's spin lands on, in order; the loop then begins again. */
const PRIZES = ['200 points', '1000 points', 'Jackpot: ₹1,000', '500 points'];

/** Which step dots are lit. */
const litDots = (page: Page) =>
  page.locator(`${root} [data-gratify-dot]`).evaluateAll((els) => els.flatMap((el, i) => (Number(getComputedStyle(el).opacity) > 0.5 ? [i] : [])));
/** The wheel's rotation as drawn, in [0, 360) degrees clockwise. */
const angle = (page: Page) => page.locator(`${root} [data-gratify-wheel]`).evaluate((el) => {
  const [a, b] = new DOMMatrix(getComputedStyle(el).transform).toFloat64Array();
  return (((Math.atan2(b, a) * 180) / Math.PI) + 360) % 360;
});
/** The segment under the pointer at the wheel's `deg`. */
const under = (deg: number) => SEGMENTS[Math.round((360 - deg) / (360 / SEGMENTS.length)) % SEGMENTS.length];
const prizeOf = (segment: string) => (segment === 'JACKPOT' ? 'Jackpot: ₹1,000' : `${segment} points`);
const apart = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
/** The time of every loop in the phone, each once. */
const loopTimes = (page: Page) => page.locator(root).evaluate((el) => [
  ...new Set(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getComputedTiming().iterations === Infinity).map((a) => Math.round(Number(a.currentTime)))),
]);

/**
 * The spin of `cycle` as the wheel's loop writes it: the angles it turns from and to, when it
 * lands after it starts, and its ease as sampled points (null if the browser fell back to a keyword).
 */
const spinOf = (page: Page, cycle: number) =>
  page.locator(`${root} [data-gratify-wheel]`).evaluate((el, start) => {
    const effect = el.getAnimations()[0].effect as KeyframeEffect;
    const duration = Number(effect.getTiming().duration);
    const frames = effect.getKeyframes();
    const i = frames.findIndex((frame) => Math.abs(frame.computedOffset * duration - start) < 0.5 && String(frame.easing).startsWith('linear('));
    const [from, to] = [frames[i], frames[i + 1]].map((frame) => Number(String(frame.transform).match(/rotate\((-?[\d.]+)deg\)/)?.[1]));
    const ease = String(frames[i].easing);
    return { from, to, landsAfter: Math.round((frames[i + 1].computedOffset - frames[i].computedOffset) * duration), ease: ease.slice(7, -1).split(',').map((point) => parseFloat(point)) };
  }, spinStart(cycle));
/** The ease's progress at `x` (0 to 1) of the way, from its evenly spaced points. */
const easeAt = (points: number[], x: number) => {
  const i = Math.min(Math.floor(x * (points.length - 1)), points.length - 2);
  const f = x * (points.length - 1) - i;
  return points[i] + (points[i + 1] - points[i]) * f;
};

const withJs = suite('Gratify illustration, with JavaScript');

if (browser) {
  withJs('the screens and dots change at each step’s start and not before: 1200 ms, the wheel 3 s, then round again', () =>
    withPage(browser, async (page) => {
      await openPhone(page, origin);
      await seekLoops(page, root, 0);
      assert.equal(await shown(page), [0], 'step 0 as the loops start');
      assert.equal(await litDots(page), [0]);
      for (const cycle of [0, 1]) {
        for (let step = 0; step < STARTS.length; step++) {
          const start = cycle * CYCLE + STARTS[step];
          const end = cycle * CYCLE + (STARTS[step + 1] ?? CYCLE);
          await seekLoops(page, root, start + SETTLED_MS);
          assert.equal(await shown(page), [step], `cycle ${cycle}, step ${step} at ${start} ms`);
          assert.equal(await litDots(page), [step], `its dot at ${start + SETTLED_MS} ms`);
          await seekLoops(page, root, end - 1);
          assert.equal(await shown(page), [step], `still step ${step} at ${end - 1} ms`);
          assert.equal(await litDots(page), [step]);
        }
      }
    }));

  withJs('each spin starts with step 2, turns five times or more in GSAP’s power3.out for 3 s, and the reward shown is where it lands: 200, 1000, JACKPOT, 500', () =>
    withPage(browser, async (page) => {
      await openPhone(page, origin);
      assert.equal(await page.locator(`${root} [data-gratify-wheel] text`).allTextContents(), SEGMENTS, 'the seven segments in order');
      const landed: string[] = [];
      for (let cycle = 0; cycle < PRIZES.length; cycle++) {
        const start = spinStart(cycle);
        await seekLoops(page, root, start - 1);
        const before = await angle(page);
        await seekLoops(page, root, start + 100);
        assert.ok(apart(await angle(page), before) > 1, `cycle ${cycle}: turning 100 ms in`);
        const spin = await spinOf(page, cycle);
        assert.ok(apart(spin.from, before) < 0.01, `from where the last spin landed (${before}°)`);
        assert.is(spin.landsAfter, SPIN_MS, 'it lands after 3 s');
        assert.ok(spin.to - spin.from >= 5 * 360, `at least five turns (${spin.from}° → ${spin.to}°)`);
        assert.ok(easeAt(spin.ease, 0.5) > 0.8, 'fast at first: most of the turning in the first 1.5 s');
        assert.ok((1 - easeAt(spin.ease, 2.9 / 3)) * (spin.to - spin.from) < 1, 'easing out: the last 100 ms barely move');
        await seekLoops(page, root, start + SPIN_MS - 1);
        assert.equal(await shown(page), [2], 'step 2 holds while the wheel turns, to 2999 ms');
        await seekLoops(page, root, start + SPIN_MS + SETTLED_MS);
        assert.equal(await shown(page), [3], 'the reward once it has landed');
        const segment = under(await angle(page));
        landed.push(segment);
        assert.equal(await prizeShown(page), [prizeOf(segment)], `the reward is what the wheel landed on (${segment})`);
      }
      assert.equal(landed.map(prizeOf), PRIZES);
      await seekLoops(page, root, PRIZES.length * CYCLE + spinStart(0) - 1);
      assert.ok(apart(await angle(page), 0) < 0.01, 'after the last spin the wheel rests as it began, and the loop begins again');
      assert.equal(await prizeShown(page), [PRIZES.at(-1)]);
    }));

  for (const press of ['click', 'keyboard'] as const) {
    withJs(`Spin & win (${press}) jumps to the next spin, which plays to its landing though the showcase holds the phone`, () =>
      withPage(browser, async (page) => {
        await openPhone(page, origin, { clock: true });
        await seekLoops(page, root, STARTS[4] + SETTLED_MS);
        const rest = await angle(page);
        assert.ok(await page.locator(spinButton).isVisible());
        if (press === 'click') await page.click(spinButton);
        else {
          await page.focus(spinButton);
          await page.keyboard.press('Enter');
        }
        const [at] = await loopTimes(page);
        // The loops run in real time from there: allow for the time the test takes to look.
        assert.ok(at >= spinStart(1) && at < spinStart(1) + SPIN_MS / 2, `at the next spin’s start (${at} ms)`);
        assert.ok(apart((await spinOf(page, 1)).from, rest) < 0.01, 'from where the wheel rested');
        assert.is(await page.getAttribute('.showcase', 'data-motion'), 'paused', 'the pointer or focus holds the showcase');
        assert.equal(await loopStates(page, root), ['running'], 'and the spin plays all the same');
        await page.clock.runFor(SPIN_MS);
        assert.equal(await loopTimes(page), [spinStart(1) + SPIN_MS], 'then waits on the landed wheel while held');
        assert.equal(await loopStates(page, root), ['paused']);
        assert.equal(await shown(page), [2]);
        assert.is(under(await angle(page)), '1000');
        await page.mouse.move(1, 1);
        await page.evaluate(() => (document.activeElement as HTMLElement).blur());
        assert.equal(await loopStates(page, root), ['running'], 'and goes on to the reward when let go');
      }));
  }

  withJs('leaving the view resets it to step 0 and holds it there; coming back plays from 0', () =>
    withPage(browser, async (page) => {
      await openPhone(page, origin);
      await seekLoops(page, root, spinStart(1) + 1000);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector(`${root}:not([data-playing])`, { state: 'attached' });
      assert.equal(await loopTimes(page), [0], 'every loop at its start');
      assert.equal(await loopStates(page, root), ['paused']);
      assert.equal(await shown(page), [0]);
      assert.ok(apart(await angle(page), 0) < 0.01, 'the wheel back at rest');
      // Played from 0, its loops can be no further on than the time since it came back (a loaded
      // machine may take longer than a step to answer; continued, they would be past spinStart(1)).
      const back = Date.now();
      await page.locator(root).scrollIntoViewIfNeeded();
      await untilLooping(page, root);
      assert.equal(await loopStates(page, root), ['running']);
      const [at] = await loopTimes(page);
      const since = Date.now() - back;
      assert.ok(at <= since + 20, `from the start (${at} ms into its loops, ${since} ms after coming back)`);
    }));

  withJs.after(async () => {
    await close();
  });
}

withJs.run();
