/**
 * Cards appear on scroll with a 0.1 s stagger (SPEC.md section 4). Only grids still below the
 * fold are hidden, and only by this script, so nothing stays hidden if scripts fail; under
 * reduced motion nothing is hidden or moved. Opacity and transform only: no layout shift.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { REVEAL_STAGGER_MS } from './reveal-timing.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';

defineIsland('reveal', (root) => {
  if (prefersReducedMotion()) return;
  if (!('IntersectionObserver' in window) || root.getBoundingClientRect().top < window.innerHeight) return;
  const items = Array.from(root.children) as HTMLElement[];
  items.forEach((item, i) => {
    item.style.transitionDelay = `${i * REVEAL_STAGGER_MS}ms`;
    item.addEventListener('transitionend', () => item.style.removeProperty('transition-delay'), { once: true });
  });
  root.setAttribute('data-reveal', 'hidden');
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    root.setAttribute('data-reveal', 'shown');
  }, { rootMargin: '0px 0px -10% 0px' });
  observer.observe(root);
});
