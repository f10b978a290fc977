/**
 * Runs the Gratify phone while any of it is on screen: one step every 1200 ms, except the wheel's
 * step, which lasts as long as its 3 s spin (the rule is written out in site/lib/gratify-demo.ts).
 * The whole cycle, four spins landing on a fixed sequence of prizes, is written out once as loops
 * the compositor runs by itself (gratify-loops.dom.ts), in GSAP's eases; nothing in the DOM
 * changes from step to step and no timer runs.
 *
 * Leaving the view resets the phone to step 0 (the loops sought to their start and paused).
 * Inside the showcase the loops pause while the showcase is paused (hover, focus, its Pause
 * button): where they are, or, if a screen is still coming in, where it has come in whole. Spin & win sends the loops to the next spin's start and plays that spin to
 * its landing even then; a held phone then waits on the landed wheel. Under reduced motion
 * nothing runs and the CSS still stays.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { loadGsap } from '../../islands/gsap.ts';
import { followPauseScope } from '../../islands/autoplay.ts';
import { PAUSE_SCOPE_ROOT } from '../../lib/showcase.ts';
import { gratifyLoops } from './gratify-loops.dom.ts';
import { AUTO_SPIN_MS, nextSpinStart, settledAt } from '../../lib/gratify-demo.ts';

defineIsland('gratify-demo', (root) => {
  if (prefersReducedMotion()) return;
  const button = root.querySelector<HTMLButtonElement>('[data-gratify-spin]')!;

  // Without GSAP the phone stays on step 0, as the CSS shows it, and its button stays hidden.
  loadGsap().then((gsap) => {
    const loops = gratifyLoops(gsap, root);
    let onScreen = false;
    let scopePaused = false;
    /** The timer of a spin that Spin & win started, which plays to its landing whatever holds the phone. */
    let spin = 0;
    const seek = (at: number) => loops.forEach((loop) => (loop.currentTime = at));
    const update = () => {
      const run = onScreen && (spin !== 0 || !scopePaused);
      root.toggleAttribute('data-playing', run);
      loops.forEach((loop) => (run ? loop.play() : loop.pause()));
      if (!run) seek(settledAt(Number(loops[0].currentTime)));
    };

    button.hidden = false;
    button.addEventListener('click', () => {
      const start = nextSpinStart(Number(loops[0].currentTime));
      seek(start);
      clearTimeout(spin);
      spin = window.setTimeout(() => {
        spin = 0;
        update();
        // Held by now: wait on the landed wheel, whenever the timer came (a pause holds the time it is given).
        if (scopePaused) seek(start + AUTO_SPIN_MS);
      }, AUTO_SPIN_MS);
      update();
    });
    followPauseScope(root, (paused) => {
      scopePaused = paused;
      update();
    });
    // Outside the showcase (a product page's hero) the phone's own toggle holds it as the showcase's Pause would.
    const pause = root.querySelector<HTMLButtonElement>('[data-pause]')!;
    if (!root.parentElement?.closest(PAUSE_SCOPE_ROOT)) {
      pause.hidden = false;
      pause.addEventListener('click', () => {
        scopePaused = pause.getAttribute('aria-pressed') !== 'true';
        pause.setAttribute('aria-pressed', String(scopePaused));
        update();
      });
    }
    // Any visible pixel counts (threshold 0), so the phone never stops while it can be seen.
    whileVisible(root, {
      play() {
        onScreen = true;
        update();
      },
      pause() {
        onScreen = false;
        clearTimeout(spin);
        spin = 0;
        update();
        seek(0);
      },
    }, 0);
  }, () => {});
});
