/**
 * Moves the Rewards highlight to the next brand every 800 ms (docs/site.md §14) while the card is
 * on screen, not hovered or focused, and not paused (by the showcase's Pause button, or its own
 * when it stands alone). The timer drives the state
 * (data-active, data-current); GSAP, fetched once the card is near, only adds the tile's pop, the
 * lid's hop and the sparkles. Under reduced motion the server's still frame stays as it is.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplay } from '../../islands/autoplay.ts';
import { loadGsap, setOrigin, type Gsap } from '../../islands/gsap.ts';
import { REWARDS_ROTATION_MS, nextBrand } from '../../lib/rewards-demo.ts';


defineIsland('rewards-demo', (root) => {
  if (prefersReducedMotion()) return;
  const tiles = Array.from(root.querySelectorAll<HTMLElement>('[data-brand]'));
  const lid = root.querySelector('[data-lid]')!;
  const sparkles = Array.from(root.querySelectorAll('[data-sparkle]'));
  let gsap: Gsap | undefined;
  loadGsap().then((g) => {
    gsap = g;
    setOrigin(g, [lid], '0% 100%');
    setOrigin(g, sparkles, '50% 50%');
  }, () => {});
  let active = Number(root.dataset.active) || 0;

  autoplay(root, REWARDS_ROTATION_MS, () => {
    tiles[active].removeAttribute('data-current');
    active = nextBrand(active);
    root.dataset.active = String(active);
    tiles[active].setAttribute('data-current', '');
    if (!gsap) return;
    gsap.fromTo(tiles[active], { scale: 0.9 }, { scale: 1, duration: 0.45, ease: 'back.out(3)' });
    gsap.fromTo(lid, { y: 0, rotation: 0 }, { y: -5, rotation: -9, duration: 0.15, yoyo: true, repeat: 1, ease: 'power2.out' });
    gsap.fromTo(sparkles, { scale: 0.3, opacity: 0.2 }, { scale: 1, opacity: 1, duration: 0.3, stagger: 0.06, ease: 'power1.out' });
  });
});
