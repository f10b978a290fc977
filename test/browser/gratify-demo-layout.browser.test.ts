/**
 * The Gratify phone in Chromium (docs/site.md §14), how it is laid out: the mobile number typed one
 * whole character per step within its field, every prize within the reward card, the current
 * step's dot apart in forced colours; and axe finds nothing at three moments of the loop.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { realTimeForAxe } from '../helpers/waits.ts';
import { seekLoops } from '../helpers/loops.ts';
import { axeViolations } from '../helpers/axe.ts';
import { SPIN_MS, STARTS, spinStart, SETTLED_MS, root, openPhone } from '../helpers/gratify-demo.ts';

const { browser, origin, withPage, close } = await browserOnSite();

const withJs = suite('Gratify illustration, layout and accessibility');

if (browser) {
  // The typing is a loop the test sets by hand, from the keyframes of its stepped stretch. The
  // cover can only fall on character edges if the whole number fits its field and every
  // character, the gap too, is as wide as the others.
  for (const width of [375, 1280]) {
    withJs(`step 0 types the mobile number one whole character per step, and it all fits its field (${width} px)`, () =>
      withPage(browser, async (page) => {
        await openPhone(page, origin);
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
      await openPhone(page, origin);
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
      await openPhone(page, origin);
      await seekLoops(page, root, STARTS[2] + SETTLED_MS);
      const rings = await page.locator(`${root} [data-gratify-dot]`).evaluateAll((dots) => dots.map((dot) => {
        const lit = getComputedStyle(dot);
        return Number(lit.opacity) > 0.5 && parseFloat(lit.borderTopWidth) > 0 ? lit.borderTopColor : getComputedStyle(dot.parentElement!).borderTopColor;
      }));
      assert.is(new Set(rings).size, 2, `two colours of ring: ${rings.join(', ')}`);
      assert.is.not(rings[2], rings[0], 'the current dot (step 2) in its own');
    }, { forcedColors: 'active' }));

  for (const width of [375, 1280]) {
    for (const [label, at] of [['step 0', SETTLED_MS], ['the landed wheel', spinStart(0) + SPIN_MS - 1], ['the jackpot', spinStart(2) + SPIN_MS + SETTLED_MS]] as const) {
      withJs(`axe: no violations in the phone at ${width} px, on ${label}`, () =>
        withPage(browser, async (page) => {
          await openPhone(page, origin);
          await seekLoops(page, root, at);
          await realTimeForAxe(page);
          assert.equal(await axeViolations(page, root), []);
        }, { viewport: { width, height: 800 } }));
    }
  }

  withJs.after(async () => {
    await close();
  });
}

withJs.run();
