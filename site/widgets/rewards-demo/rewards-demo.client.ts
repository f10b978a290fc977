/**
 * Moves the Rewards highlight to the next brand every 800 ms (docs/site.md §14) while the card is
 * on screen, not hovered or focused, and not paused (by the showcase's Pause button, or its own
 * when it stands alone). The timer drives the state (data-active, data-current); once GSAP is in,
 * each move also fades the highlight across, pops the new tile, hops the lid and twinkles the
 * sparkles, in GSAP's eases but run by the compositor (site/islands/compositor.dom.ts). Under reduced
 * motion the server's still frame stays as it is.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplay } from '../../islands/autoplay.ts';
import { loadGsap, type Gsap } from '../../islands/gsap.ts';
import { cssEase, stepMotion } from '../../islands/compositor.dom.ts';
import { REWARDS_ROTATION_MS, nextBrand } from '../../lib/rewards-demo.ts';

/** The lid rises 5 of the gift's 64 units and tilts back. */
const LID_UP = 'translateY(-7.8125%) rotate(-9deg)';

defineIsland('rewards-demo', (root) => {
  if (prefersReducedMotion()) return;
  const tiles = Array.from(root.querySelectorAll<HTMLElement>('[data-brand]'));
  const lid = root.querySelector('[data-lid]')!;
  const sparkles = Array.from(root.querySelectorAll('[data-sparkle]'));
  let gsap: Gsap | undefined;
  loadGsap().then((g) => (gsap = g), () => {});
  let active = Number(root.dataset.active) || 0;

  const move = (g: Gsap, from: HTMLElement, to: HTMLElement) => {
    const [fade, pop, up, down] = ['power1.out', 'back.out(3)', 'power2.out', 'power2.in'].map((ease) => cssEase(g, ease));
    stepMotion(from.querySelector('[data-lit]')!, [{ at: 0, opacity: 1, easing: fade }, { at: 250, opacity: 0 }]);
    stepMotion(to.querySelector('[data-lit]')!, [{ at: 0, opacity: 0, easing: fade }, { at: 250, opacity: 1 }]);
    stepMotion(to, [{ at: 0, transform: 'scale(0.9)', easing: pop }, { at: 450, transform: 'none' }]);
    stepMotion(lid, [{ at: 0, transform: 'none', easing: up }, { at: 150, transform: LID_UP, easing: down }, { at: 300, transform: 'none' }]);
    sparkles.forEach((sparkle, i) => stepMotion(sparkle, [
      { at: 0, transform: 'scale(0.3)', opacity: 0.2 },
      { at: i * 60, transform: 'scale(0.3)', opacity: 0.2, easing: fade },
      { at: i * 60 + 300, transform: 'none', opacity: 1 },
    ]));
  };

  // The motion first, while styles are clean (starting it then forces no restyle), then the state.
  autoplay(root, REWARDS_ROTATION_MS, () => {
    const from = tiles[active];
    active = nextBrand(active);
    if (gsap) move(gsap, from, tiles[active]);
    from.removeAttribute('data-current');
    root.dataset.active = String(active);
    tiles[active].setAttribute('data-current', '');
  });
});
