/**
 * Cards appear on scroll with a 0.1 s stagger (docs/site.md §14). Only grids still below the
 * fold are hidden, and only by this script, so nothing stays hidden if scripts fail; under
 * reduced motion nothing is hidden or moved. Opacity and transform only: no layout shift.
 * Where a grid is comes from the IntersectionObserver's first report, never from measuring it
 * at start (that would force a layout of the whole page while it is still loading).
 */
import { defineIsland } from '../../islands/define-island.ts';
import { REVEAL_STAGGER_MS } from './reveal-timing.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';

function hide(root: HTMLElement): void {
  Array.from(root.children as HTMLCollectionOf<HTMLElement>).forEach((item, i) => {
    item.style.transitionDelay = `${i * REVEAL_STAGGER_MS}ms`;
    item.addEventListener('transitionend', () => item.style.removeProperty('transition-delay'), { once: true });
  });
  root.setAttribute('data-reveal', 'hidden');
}

defineIsland('reveal', (root) => {
  if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  let first = true;
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    const below = entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight);
    if (first) {
      first = false;
      // On screen or above it already: leave it as the server rendered it.
      if (!below) return observer.disconnect();
      return hide(root);
    }
    if (!entry.isIntersecting) return;
    observer.disconnect();
    root.setAttribute('data-reveal', 'shown');
  }, { rootMargin: '0px 0px -10% 0px' });
  observer.observe(root);
});
