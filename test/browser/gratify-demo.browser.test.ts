/**
 * The Gratify phone in Chromium (docs/site.md §14). Its loops, sought to a time and read there:
 * steps change every 1200 ms and not before, except step 2, the wheel, which lasts exactly its
 * 3 s spin and moves on to the reward when the wheel lands; the spins land on 200, 1000, JACKPOT
 * and 500 in turn, and the reward shown is the segment under the pointer. Spin & Win (click or
 * keyboard) jumps to the next spin and plays it even while the showcase holds the phone; leaving
 * the view resets to step 0. Reduced motion and no JavaScript get a still: the wheel and the
 * reward together.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { networkSettled, realTimeForAxe } from '../helpers/waits.ts';
import { loopStates, seekLoops, untilLooping } from '../helpers/loops.ts';
import { axeViolations } from '../helpers/axe.ts';

const { browser, origin, withPage, close } = await browserOnSite();

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const STEP_MS = 1200;
const SPIN_MS = 3000;
/** When each step begins in a cycle: the wheel's step lasts its spin. */
const STARTS = [0, STEP_MS, 2 * STEP_MS, 2 * STEP_MS + SPIN_MS, 3 * STEP_MS + SPIN_MS];
const CYCLE = 4 * STEP_MS + SPIN_MS;
const SEGMENTS = ['500', '100', '200', '50', '1000', 'JACKPOT', '300'];
/** The prize each cycle's spin lands on, in order; the loop then begins again. */
const PRIZES = ['200 points', '1000 points', 'Jackpot: ₹1,000', '500 points'];
const spinStart = (cycle: number) => cycle * CYCLE + STARTS[2];
/** Long enough for a cross-fade and an entrance to end, well before the next step. */
const SETTLED_MS = 600;

const root = '.gratify-demo';
const spinButton = `${root} [data-gratify-spin]`;

/** Which screens can be seen (opacity above 0.5). */
const shown = (page: Page) =>
  page.locator(`${root} .gratify-demo__screen`).evaluateAll((els) => els.flatMap((el, i) => (Number(getComputedStyle(el).opacity) > 0.5 ? [i] : [])));
/** Which step dots are lit. */
const litDots = (page: Page) =>
  page.locator(`${root} [data-gratify-dot]`).evaluateAll((els) => els.flatMap((el, i) => (Number(getComputedStyle(el).opacity) > 0.5 ? [i] : [])));
/** The prize texts that can be seen on the reward card (laid out, opacity above 0.5). */
const prizeShown = (page: Page) =>
  page.locator(`${root} [data-gratify-won]`).evaluateAll((els) => els.filter((el) => el.getClientRects().length && Number(getComputedStyle(el).opacity) > 0.5).map((el) => el.textContent));
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

/** Opens the home page and scrolls the phone in until its loops run; `clock`: timers on a paused fake clock. */
async function openPhone(page: Page, { clock = false } = {}) {
  if (clock) await page.clock.install({ time: 0 });
  await page.goto(`${origin}/`);
  if (clock) await page.clock.pauseAt(10_000);
  await page.locator(root).scrollIntoViewIfNeeded();
  await untilLooping(page, root);
}

const withJs = suite('Gratify illustration, with JavaScript');
const withoutJs = suite('Gratify illustration, without JavaScript');

if (browser) {
  withJs('the screens and dots change at each step’s start and not before: 1200 ms, the wheel 3 s, then round again', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
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
      await openPhone(page);
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
    withJs(`Spin & Win (${press}) jumps to the next spin, which plays to its landing though the showcase holds the phone`, () =>
      withPage(browser, async (page) => {
        await openPhone(page, { clock: true });
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
      await openPhone(page);
      await seekLoops(page, root, spinStart(1) + 1000);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector(`${root}:not([data-playing])`, { state: 'attached' });
      assert.equal(await loopTimes(page), [0], 'every loop at its start');
      assert.equal(await loopStates(page, root), ['paused']);
      assert.equal(await shown(page), [0]);
      assert.ok(apart(await angle(page), 0) < 0.01, 'the wheel back at rest');
      await page.locator(root).scrollIntoViewIfNeeded();
      await untilLooping(page, root);
      assert.equal(await loopStates(page, root), ['running']);
      const [at] = await loopTimes(page);
      assert.ok(at < STEP_MS, `from the start (${at} ms)`);
    }));

  // The typing is a loop the test sets by hand, from the keyframes of its stepped stretch. The
  // cover can only fall on character edges if the whole number fits its field and every
  // character, the gap too, is as wide as the others.
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

  withJs('every prize fits the reward card at 375 px', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
      await seekLoops(page, root, spinStart(2) + SPIN_MS + SETTLED_MS);
      const cut = await page.locator(`${root} [data-gratify-won]`).evaluateAll((els) => {
        const card = els[0].closest('[data-gratify-reward]')!.getBoundingClientRect();
        return els.filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left < card.left || box.right > card.right;
        }).map((el) => el.textContent);
      });
      assert.equal(cut, []);
    }, { viewport: { width: 375, height: 800 } }));

  withJs('in forced colours the current step’s dot still stands out from the others (its fill is dropped)', () =>
    withPage(browser, async (page) => {
      await openPhone(page);
      await seekLoops(page, root, STARTS[2] + SETTLED_MS);
      const rings = await page.locator(`${root} [data-gratify-dot]`).evaluateAll((dots) => dots.map((dot) => {
        const lit = getComputedStyle(dot);
        return Number(lit.opacity) > 0.5 && parseFloat(lit.borderTopWidth) > 0 ? lit.borderTopColor : getComputedStyle(dot.parentElement!).borderTopColor;
      }));
      assert.is(new Set(rings).size, 2, `two colours of ring: ${rings.join(', ')}`);
      assert.is.not(rings[2], rings[0], 'the current dot (step 2) in its own');
    }, { forcedColors: 'active' }));

  withJs('with reduced motion: a still of the wheel and the reward, nothing moves, no button', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.locator(root).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${root}[data-gratify-demo-init]`, { state: 'attached' });
      await networkSettled(page);
      assert.equal(await shown(page), [2, 3], 'the wheel and the reward, composed');
      assert.equal(await prizeShown(page), ['500 points']);
      assert.is(await page.locator(root).evaluate((el) => el.getAnimations({ subtree: true }).length), 0);
      assert.is(await page.locator(spinButton).isVisible(), false);
    }, { reducedMotion: 'reduce' }));

  for (const width of [375, 1280]) {
    for (const [label, at] of [['step 0', SETTLED_MS], ['the landed wheel', spinStart(0) + SPIN_MS - 1], ['the jackpot', spinStart(2) + SPIN_MS + SETTLED_MS]] as const) {
      withJs(`axe: no violations in the phone at ${width} px, on ${label}`, () =>
        withPage(browser, async (page) => {
          await openPhone(page);
          await seekLoops(page, root, at);
          await realTimeForAxe(page);
          assert.equal(await axeViolations(page, root), []);
        }, { viewport: { width, height: 800 } }));
    }
  }

  withoutJs('the HTML alone shows the still: wheel landed on 500, the reward, a summary, no button', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/`);
      await page.locator(root).scrollIntoViewIfNeeded();
      assert.equal(await shown(page), [2, 3]);
      assert.is(await page.locator(`${root} [data-gratify-prize]`).innerText(), '500 points', 'the still frame’s prize alone');
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
    await close();
  });
}

withJs.run();
withoutJs.run();
