/**
 * The carousel scrolls by itself in CSS; this island adds what needs a script: the Pause/Play
 * button (revealed here, since it cannot work without JavaScript) and pausing while off screen.
 * Under reduced motion nothing moves, so there is nothing to do.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { toggleLabel } from '../../lib/testimonials.ts';

defineIsland('testimonials', (root) => {
  if (prefersReducedMotion()) return;
  const button = root.querySelector<HTMLButtonElement>('[data-testimonials-toggle]')!;
  const label = button.querySelector<HTMLElement>('[data-testimonials-label]')!;
  // Paused until the observer reports the section on screen.
  root.setAttribute('data-offscreen', '');
  whileVisible(root, {
    play: () => root.removeAttribute('data-offscreen'),
    pause: () => root.setAttribute('data-offscreen', ''),
  }, 0);
  button.addEventListener('click', () => {
    const paused = !root.hasAttribute('data-paused');
    root.toggleAttribute('data-paused', paused);
    label.textContent = toggleLabel(paused);
  });
  button.hidden = false;
});
