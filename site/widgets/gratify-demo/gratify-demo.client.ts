/**
 * Runs the Gratify phone while it is on screen: one step every 1200 ms, except the wheel's step,
 * which lasts as long as its 3 s spin (the rule is written out in site/lib/gratify-demo.ts).
 * Leaving the view resets it to step 0. Inside the showcase, a step falls due but waits while the
 * showcase is paused (hover, focus, Pause). Timers drive the steps; the wheel turns in GSAP's ease and the screens cross-fade
 * (gratify-motion.dom.ts), both run by the compositor. Under reduced motion nothing runs and the
 * CSS still stays.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { loadGsap } from '../../islands/gsap.ts';
import { cssEase, endMotion, stepMotion } from '../../islands/compositor.dom.ts';
import { PAUSED_SCOPE } from '../../lib/showcase.ts';
import { gratifyMotion } from './gratify-motion.dom.ts';
import { AUTO_SPIN_MS, SPIN_STEP, gratifyStepMs, nextGratifyStep, pickSegment, prizeText, spinRotation } from '../../lib/gratify-demo.ts';

defineIsland('gratify-demo', (root) => {
  if (prefersReducedMotion()) return;
  const wheel = root.querySelector<SVGSVGElement>('[data-gratify-wheel]')!;
  const prize = root.querySelector<HTMLElement>('[data-gratify-prize]')!;
  const button = root.querySelector<HTMLButtonElement>('[data-gratify-spin]')!;
  const motion = gratifyMotion(root);

  loadGsap().then((gsap) => {
    let step = 0;
    let rotation = 0;
    let timer = 0;

    const spin = () => {
      const segment = pickSegment(Math.random());
      const from = rotation;
      rotation = spinRotation(rotation, segment);
      root.dataset.segment = String(segment);
      prize.textContent = prizeText(segment);
      // The wheel is an <svg> root: the compositor turns it, the main thread only starts the spin.
      stepMotion(wheel, [{ at: 0, transform: `rotate(${from}deg)`, easing: cssEase(gsap, 'power3.out') }, { at: AUTO_SPIN_MS, transform: `rotate(${rotation}deg)` }]);
    };
    // The motion first, while styles are clean (starting it then forces no restyle), then the state.
    const show = (next: number) => {
      motion.step(step, next);
      step = next;
      root.dataset.step = String(step);
      if (step === SPIN_STEP) spin();
      wait();
    };
    const wait = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => (root.closest(PAUSED_SCOPE) ? wait() : show(nextGratifyStep(step))), gratifyStepMs(step));
    };

    button.hidden = false;
    button.addEventListener('click', () => show(SPIN_STEP));
    // Any visible pixel counts (threshold 0), so the Spin & Win button never shows on a stopped phone.
    whileVisible(root, {
      play() {
        root.dataset.playing = '';
        show(0);
      },
      pause() {
        clearTimeout(timer);
        motion.stop();
        endMotion(wheel);
        rotation = 0;
        delete root.dataset.playing;
        root.dataset.step = '0';
      },
    }, 0);
  });
});
