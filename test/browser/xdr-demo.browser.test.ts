/**
 * The XDR illustration in the home showcase (docs/site.md §14), in Chromium: its loops, sought to
 * a time and read there, show a phase every 1500 ms and not before: the badge THREATS (red),
 * THREATS (amber), SECURED (green), the current step lit, the threats flying in 70 ms apart and
 * onto the ring, blocked there; then round again. A hold pauses them where they are; under
 * reduced motion and without JavaScript the SECURED frame with every threat blocked; axe finds nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { networkSettled } from '../helpers/waits.ts';
import { loopStates, seekLoops, toggleShowcase, untilLooping } from '../helpers/loops.ts';
import { axeViolations } from '../helpers/axe.ts';
import { realContent } from '../helpers/content.ts';

const { browser, origin, withPage, close } = await browserOnSite();

/** docs/site.md §14, written out rather than imported, so that a wrong constant fails here too. */
const PHASE_MS = 1500;
const STAGGER_MS = 70;

const root = '.xdr-demo';
/**
 * What the console shows: the badge's word and colour ([r, g, b]) and which step is lit (0 to 2).
 * Each must show whole, the parts of other phases not at all; a part half shown reads as null.
 */
const shown = (page: Page) => page.locator(root).evaluate((el) => {
  // Of the badge's pills, and of each step's plain and lit faces, the ones shown whole; null if any is half shown.
  const groups = [el.querySelector('[data-xdr-badge]')!, ...el.querySelectorAll('.xdr-demo__step')].map((group) =>
    [...group.children].map((part) => ({ part, opacity: Number(getComputedStyle(part).opacity) })));
  if (groups.some((parts) => parts.some(({ opacity }) => opacity > 0.01 && opacity < 0.99))) return null;
  const [badges, ...faces] = groups.map((parts) => parts.filter(({ opacity }) => opacity >= 0.99).map(({ part }) => part));
  if (badges.length !== 1 || faces.some((face) => face.length !== 1)) return null;
  return {
    badge: badges[0].textContent!.trim(),
    colour: getComputedStyle(badges[0]).color.match(/\d+/g)!.slice(0, 3).map(Number),
    step: faces.flatMap(([face], i) => (face.classList.contains('xdr-demo__face--lit') ? [i] : [])),
  };
});
const isGreen = ([r, g, b]: number[]) => g > 150 && g > r + 60 && g > b + 20;
const isRed = ([r, g, b]: number[]) => r > 200 && r > g + 60 && r > b + 60;
const isAmber = ([r, g, b]: number[]) => r > 200 && g > 150 && b < 120;
/** What each phase shows: the badge, its colour, the lit step. */
const PHASES = [
  { badge: 'THREATS', tone: isRed, step: [0] },
  { badge: 'THREATS', tone: isAmber, step: [1] },
  { badge: 'SECURED', tone: isGreen, step: [2] },
];
async function assertPhase(page: Page, phase: number, when: string) {
  const state = await shown(page);
  assert.ok(state, `${when}: one look of each part shown whole`);
  const { badge, tone, step } = PHASES[phase];
  assert.is(state!.badge, badge, `${when}: the badge`);
  assert.ok(tone(state!.colour), `${when}: the badge's colour ${state!.colour}`);
  assert.equal(state!.step, step, `${when}: the lit step`);
}
/** Opacity of each threat's "blocked" cross. */
const blocked = (page: Page) => page.locator(`${root} .xdr-demo__blocked`).evaluateAll((els) => els.map((el) => Number(getComputedStyle(el).opacity)));

/**
 * Where each threat's core shows, in the scene's units (320 x 168 around the endpoint at 0,0), and
 * its width there (0 before it has flown in).
 */
const threats = (page: Page) => page.locator(`${root} [data-threat]`).evaluateAll((els) => els.map((el) => {
  const scene = el.parentElement!.getBoundingClientRect();
  const core = el.querySelector('.xdr-demo__core')!.getBoundingClientRect();
  const x = ((core.x + core.width / 2 - scene.x) / scene.width) * 320 - 160;
  const y = ((core.y + core.height / 2 - scene.y) / scene.height) * 168 - 84;
  return { angle: Number(el.getAttribute('data-threat')), x, y, width: core.width };
}));
type Threat = Awaited<ReturnType<typeof threats>>[number];
/** The picture's geometry (site/lib/xdr-demo.ts) written out: the outer ellipse 122 x 66, the ring a circle of 46. */
const on = (rx: number, ry: number) => (t: Threat) =>
  t.width > 0 && Math.hypot(t.x - rx * Math.cos((t.angle * Math.PI) / 180), t.y - ry * Math.sin((t.angle * Math.PI) / 180)) < 1; // within a pixel

async function openXdr(page: Page) {
  await page.goto(`${origin}/`);
  await page.locator(root).scrollIntoViewIfNeeded();
}
const playing = (page: Page) => untilLooping(page, root);

const withJs = suite('XDR illustration, with JavaScript');
const withoutJs = suite('XDR illustration, without JavaScript');

if (browser) {
  withJs('from the threats, a phase every 1500 ms and not before: THREATS, THREATS, SECURED in green, and round again', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await playing(page);
      await seekLoops(page, root, 0);
      await assertPhase(page, 0, 'as the loops start, the story starts with the threats');
      // Two turns: the second shows that the loop closes where it began.
      for (let turn = 0; turn < 2; turn++) {
        for (let phase = 0; phase < 3; phase++) {
          const start = (turn * 3 + phase) * PHASE_MS;
          await seekLoops(page, root, start + 1);
          await assertPhase(page, phase, `turn ${turn}, ${start + 1} ms`);
          await seekLoops(page, root, start + PHASE_MS - 1);
          await assertPhase(page, phase, `turn ${turn}, ${start + PHASE_MS - 1} ms, not yet the next`);
        }
      }
    }));

  withJs('the threats fly in 70 ms apart to the outer ellipse, stop on the shield\'s ring and are blocked there; the wave leaves it; the shield pops', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await playing(page);
      for (let i = 0; i < 7; i++) {
        await seekLoops(page, root, i * STAGGER_MS);
        assert.ok((await threats(page))[i].width < 0.5, `threat ${i} not there yet at ${i * STAGGER_MS} ms`);
        await seekLoops(page, root, i * STAGGER_MS + 60);
        assert.ok((await threats(page))[i].width > 0.5, `threat ${i} flying in at ${i * STAGGER_MS + 60} ms`);
      }
      await seekLoops(page, root, PHASE_MS - 1);
      const outer = await threats(page);
      assert.ok(outer.every(on(122, 66)), `end of phase 0: ${JSON.stringify(outer)}`);
      assert.equal(await blocked(page), Array(7).fill(0), 'none blocked yet');

      await seekLoops(page, root, PHASE_MS + 680);
      const wave = await page.locator(`${root} [data-wave]`).evaluate((el) => Number(getComputedStyle(el).opacity));
      assert.ok(wave > 0.8, `the wave leaves the ring: ${wave}`);
      await seekLoops(page, root, 2 * PHASE_MS - 1);
      const ring = await threats(page);
      assert.ok(ring.every(on(46, 46)), `end of phase 1: ${JSON.stringify(ring)}`);
      assert.equal(await blocked(page), Array(7).fill(1), 'every threat blocked');

      const shield = async () => (await page.locator(`${root} [data-shield]`).boundingBox())!.width;
      await seekLoops(page, root, 3 * PHASE_MS - 1);
      const rest = await shield();
      assert.ok((await threats(page)).every(on(46, 46)), 'still on the ring at the end of phase 2');
      assert.equal(await blocked(page), Array(7).fill(1), 'still blocked at the end of phase 2');
      await seekLoops(page, root, 2 * PHASE_MS + 1);
      const popped = await shield();
      assert.ok(popped < rest * 0.95, `the shield pops from smaller as phase 2 begins: ${popped} against ${rest}`);
      await seekLoops(page, root, 3 * PHASE_MS + 1);
      assert.equal(await blocked(page), Array(7).fill(0), 'the blocks go as the threats come again');
      assert.ok((await threats(page)).every((t) => t.width < 0.5), 'and the threats start again from nowhere');
    }));

  withJs('it holds where it is while the pointer is over it and while the showcase is paused', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await playing(page);
      assert.equal(await loopStates(page, root), ['running']);
      await page.hover(root);
      assert.equal(await loopStates(page, root), ['paused'], 'held while hovered');
      await page.mouse.move(1, 1);
      assert.equal(await loopStates(page, root), ['running'], 'moves again when the pointer leaves');

      await toggleShowcase(page, root);
      await page.waitForSelector(`${root}:not([data-playing])`, { state: 'attached' });
      assert.equal(await loopStates(page, root), ['paused'], 'held while the showcase is paused');
      await toggleShowcase(page, root);
      await playing(page);
      assert.equal(await loopStates(page, root), ['running'], 'and moves on when it plays');
    }));

  withJs('with reduced motion: SECURED in green with every threat blocked, and nothing moves', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await page.waitForSelector(`${root}[data-xdr-demo-init]`, { state: 'attached' });
      await networkSettled(page);
      await assertPhase(page, 2, 'the still frame');
      assert.equal(await blocked(page), Array(7).fill(1));
      assert.is(await page.locator(root).evaluate((el) => el.getAnimations({ subtree: true }).length), 0);
      assert.is(await page.locator(`${root}[data-playing]`).count(), 0);
    }, { reducedMotion: 'reduce' }));

  withJs('axe finds no problem, in each phase', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await playing(page);
      for (const ms of [300, PHASE_MS + 800, 2 * PHASE_MS + 300]) {
        await seekLoops(page, root, ms);
        assert.equal(await axeViolations(page, root), [], `at ${ms} ms`);
      }
    }));

  withJs('axe finds no problem in the still frame of reduced motion', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      await page.waitForSelector(`${root}[data-xdr-demo-init]`, { state: 'attached' });
      assert.equal(await axeViolations(page, root), []);
    }, { reducedMotion: 'reduce' }));

  withJs('at 375 px the console fits the screen', () =>
    withPage(browser, async (page) => {
      await openXdr(page);
      const box = (await page.locator(root).boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `${box.x} + ${box.width}`);
    }, { viewport: { width: 375, height: 740 } }));

  withoutJs('the SECURED frame: green badge, 7 threats on the ring and blocked, the steps, and a summary naming the product', () =>
    withPage(browser, async (page) => {
      const { site } = await realContent();
      await page.goto(`${origin}/`);
      await assertPhase(page, 2, 'the server frame');
      assert.equal(await blocked(page), Array(7).fill(1));
      const server = await threats(page);
      assert.ok(server.every(on(46, 46)), `every threat on the ring: ${JSON.stringify(server)}`);
      assert.equal(await page.locator(`${root} .xdr-demo__step > :first-child`).allTextContents(), ['Detect', 'Intercept', 'Secure']);
      assert.match((await page.textContent(`${root} > .visually-hidden`))!, site.xdrName);
      assert.is(await page.getAttribute(`${root} .xdr-demo__console`, 'aria-hidden'), 'true');
      assert.not.ok(await page.locator(`${root} [data-pause]`).isVisible());
    }, { javaScriptEnabled: false }));

  withoutJs.after(async () => {
    await close();
  });
}

withJs.run();
withoutJs.run();
