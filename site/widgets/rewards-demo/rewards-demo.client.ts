/**
 * Moves the Rewards highlight to the next brand every 800 ms (docs/site.md §14) while the card is
 * on screen, not hovered or focused, and not paused (by the showcase's Pause button, or its own
 * when it stands alone). The whole cycle, seven moves, is written out once as loops the compositor
 * runs by itself (site/islands/compositor.dom.ts loopMotion), in GSAP's eases: each move fades the
 * lit face across, pops the new tile, hops the lid and twinkles the sparkles. The first move comes
 * a full step after the card starts; a hold pauses the loops where they are. Under reduced motion
 * the server's still frame stays as it is.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplayLoops } from '../../islands/autoplay.ts';
import { loadGsap, type Gsap } from '../../islands/gsap.ts';
import { cssEase, loopMotion, type StepFrame } from '../../islands/compositor.dom.ts';
import { REWARDS_BRANDS, REWARDS_ROTATION_MS as STEP, brandAfter } from '../../lib/rewards-demo.ts';

/** The lid rises 5 of the gift's 64 units and tilts back. */
const LID_UP = 'translateY(-7.8125%) rotate(-9deg)';
const CYCLE = STEP * REWARDS_BRANDS.length;
/** A tile's lit face fades in this long as it becomes current, and out as the next one does. */
const FADE = 250;
/** The move that lights `brand`: move m lights the brand m + 1 rotations after the still frame's. */
const moveLighting = (brand: number) => REWARDS_BRANDS.findIndex((_, m) => brandAfter(m + 1) === brand);

/**
 * The loops, on one clock: at 0 the still frame's brand is lit and the first move begins; move `m`
 * (from 0) starts at m × 800 ms and lights the brand after it. A jump is a 1 ms keyframe.
 */
function loops(gsap: Gsap, root: HTMLElement): Animation[] {
  const [fade, pop, up, down] = ['power1.out', 'back.out(3)', 'power2.out', 'power2.in'].map((ease) => cssEase(gsap, ease));
  const tiles = Array.from(root.querySelectorAll<HTMLElement>('[data-brand]'));
  const lit = (start: number, end: number): StepFrame[] => start < end
    ? [{ at: 0, opacity: 0 }, { at: start, opacity: 0, easing: fade }, { at: start + FADE, opacity: 1 }, { at: end, opacity: 1, easing: fade }, { at: end + FADE, opacity: 0 }]
    // The still frame's brand: lit at 0, fading as the first move begins, lit again by the last.
    : [{ at: 0, opacity: 1, easing: fade }, { at: FADE, opacity: 0 }, { at: start, opacity: 0, easing: fade }, { at: start + FADE, opacity: 1 }, { at: CYCLE, opacity: 1 }];
  const animations = tiles.flatMap((tile) => {
    const start = moveLighting(Number(tile.dataset.brand)) * STEP;
    return [
      loopMotion(tile.querySelector('[data-lit]')!, CYCLE, lit(start, (start + STEP) % CYCLE), { wait: STEP }),
      loopMotion(tile, CYCLE, [{ at: 0, transform: 'none' }, { at: start, transform: 'none' }, { at: start + 1, transform: 'scale(0.9)', easing: pop }, { at: start + 450, transform: 'none' }], { wait: STEP }),
    ];
  });
  animations.push(loopMotion(root.querySelector('[data-lid]')!, STEP, [
    { at: 0, transform: 'none', easing: up }, { at: 150, transform: LID_UP, easing: down }, { at: 300, transform: 'none' },
  ], { wait: STEP }));
  root.querySelectorAll('[data-sparkle]').forEach((sparkle, i) => animations.push(loopMotion(sparkle, STEP, [
    { at: 0, transform: 'none', opacity: 1 },
    { at: 1, transform: 'scale(0.3)', opacity: 0.2 },
    { at: i * 60 + 1, transform: 'scale(0.3)', opacity: 0.2, easing: fade },
    { at: i * 60 + 301, transform: 'none', opacity: 1 },
  ], { wait: STEP })));
  return animations;
}

defineIsland('rewards-demo', (root) => {
  if (prefersReducedMotion()) return;
  loadGsap().then((gsap) => autoplayLoops(root, () => loops(gsap, root)), () => {});
});
