/**
 * Loops the XDR console through its three 1500 ms phases (docs/site.md §14) while it is on screen,
 * not hovered or focused, and not paused (by the showcase's Pause button, or its own when it stands
 * alone). The whole 4500 ms story is written out once as loops the compositor runs by itself
 * (site/islands/compositor.dom.ts loopMotion), in GSAP's eases: the threats fly in (70 ms apart),
 * then onto the shield's ring as a wave leaves it and their blocks fade in, then the shield pops.
 * Each phase's look is a layer of its own ([data-look], XdrDemo.tsx) whose opacity switches as the
 * phase begins, so nothing in the DOM changes from one phase to the next. The first play starts the
 * story at phase 0, over the server's SECURED frame; a hold pauses the loops where they are. Under
 * reduced motion the server's SECURED frame stays as it is.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplayLoops } from '../../islands/autoplay.ts';
import { loadGsap, type Gsap } from '../../islands/gsap.ts';
import { cssEase, loopMotion } from '../../islands/compositor.dom.ts';
import { XDR_CYCLE_MS as CYCLE, XDR_OUTER, XDR_PHASE_MS as PHASE, XDR_RING, XDR_STAGGER_MS as STAGGER, lookFrames, threatPoint } from '../../lib/xdr-demo.ts';

/** The scene's size in its own units (XdrDemo.tsx): a layer's translate in % is a move in units. */
const WIDTH = 320;
const HEIGHT = 168;
/** When phases 1 (intercept) and 2 (secured) begin within the cycle. */
const INTERCEPT = PHASE;
const SECURED = 2 * PHASE;

/** Moves a threat drawn at `drawn` so that it shows at `at`, scaled `scale` about its centre. */
const placed = (drawn: { x: number; y: number }, at: { x: number; y: number }, scale: number) =>
  `translate(${(at.x / WIDTH) * 100}%, ${(at.y / HEIGHT) * 100}%) scale(${scale}) translate(${(-drawn.x / WIDTH) * 100}%, ${(-drawn.y / HEIGHT) * 100}%)`;

/** Every loop of the story, on one clock: 0 is the start of phase 0. */
function loops(gsap: Gsap, root: HTMLElement): Animation[] {
  const [flyIn, closeIn, fade, pop] = ['back.out(2)', 'power2.in', 'power1.out', 'elastic.out(1, 0.45)'].map((ease) => cssEase(gsap, ease));
  const animations = Array.from(root.querySelectorAll<HTMLElement>('[data-look]'), (el) =>
    loopMotion(el, CYCLE, lookFrames(el.dataset.look!.split(' ').map(Number))));
  root.querySelectorAll<HTMLElement>('[data-threat]').forEach((el, i) => {
    const angle = Number(el.dataset.threat);
    const ring = threatPoint(angle, XDR_RING);
    const outer = threatPoint(angle, XDR_OUTER);
    const far = { x: outer.x * 1.15, y: outer.y * 1.15 };
    animations.push(
      // Out of nowhere to the outer ellipse, one after another; in to the ring 20 ms apart; held there until the loop starts again.
      loopMotion(el, CYCLE, [
        { at: 0, transform: placed(ring, far, 0) },
        { at: i * STAGGER, transform: placed(ring, far, 0), easing: flyIn },
        { at: i * STAGGER + 500, transform: placed(ring, outer, 1) },
        { at: INTERCEPT + i * 20, transform: placed(ring, outer, 1), easing: closeIn },
        { at: INTERCEPT + i * 20 + 650, transform: placed(ring, ring, 1), easing: 'step-end' },
      ]),
      // Blocked as it reaches the ring, until the threats come again.
      loopMotion(el.querySelector('[data-blocked]')!, CYCLE, [
        { at: 0, opacity: 0 },
        { at: INTERCEPT + 700, opacity: 0, easing: fade },
        { at: INTERCEPT + 1000, opacity: 1, easing: 'step-end' },
      ]),
    );
  });
  animations.push(
    loopMotion(root.querySelector('[data-wave]')!, CYCLE, [
      { at: 0, transform: 'none', opacity: 0 },
      { at: INTERCEPT, transform: 'none', opacity: 0 },
      { at: INTERCEPT + 680, transform: 'none', opacity: 0.9, easing: fade },
      { at: INTERCEPT + 1380, transform: 'scale(1.6)', opacity: 0, easing: 'step-end' },
    ]),
    loopMotion(root.querySelector('[data-shield]')!, CYCLE, [
      { at: 0, transform: 'none', easing: 'step-end' },
      { at: SECURED, transform: 'scale(0.9)', easing: pop },
      { at: SECURED + 600, transform: 'none' },
    ]),
  );
  return animations;
}

defineIsland('xdr-demo', (root) => {
  if (prefersReducedMotion()) return;
  loadGsap().then((gsap) => autoplayLoops(root, () => loops(gsap, root)), () => {});
});
