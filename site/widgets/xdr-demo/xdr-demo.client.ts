/**
 * Loops the XDR console through its three 1500 ms phases (docs/site.md §14) while it is on screen,
 * not hovered or focused, and not paused with its button. The first play starts the story at phase
 * 0; the timer drives data-phase and the badge text, CSS gives each phase its look, and once GSAP
 * is in, each phase starts its motion in GSAP's eases, run by the compositor
 * (site/islands/compositor.dom.ts): the threats fly in, then onto the shield's ring as a wave
 * leaves it and their blocks appear, then the shield pops. Under reduced motion the server's
 * SECURED frame stays as it is.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplay } from '../../islands/autoplay.ts';
import { loadGsap, type Gsap } from '../../islands/gsap.ts';
import { cssEase, endMotion, stepMotion } from '../../islands/compositor.dom.ts';
import { XDR_FIRST_PHASE, XDR_OUTER, XDR_PHASE_MS, XDR_RING, nextPhase, threatPoint, xdrBadge } from '../../lib/xdr-demo.ts';

/** The scene's size in its own units (XdrDemo.tsx): a layer's translate in % is a move in units. */
const WIDTH = 320;
const HEIGHT = 168;

/** Moves a threat drawn at `drawn` so that it shows at `at`, scaled `scale` about its centre. */
const placed = (drawn: { x: number; y: number }, at: { x: number; y: number }, scale: number) =>
  `translate(${(at.x / WIDTH) * 100}%, ${(at.y / HEIGHT) * 100}%) scale(${scale}) translate(${(-drawn.x / WIDTH) * 100}%, ${(-drawn.y / HEIGHT) * 100}%)`;

defineIsland('xdr-demo', (root) => {
  if (prefersReducedMotion()) return;
  const badge = root.querySelector('[data-xdr-badge]')!;
  const threats = Array.from(root.querySelectorAll<HTMLElement>('[data-threat]'), (el) => {
    const angle = Number(el.dataset.threat);
    const ring = threatPoint(angle, XDR_RING);
    const outer = threatPoint(angle, XDR_OUTER);
    return { el, blocked: el.querySelector('[data-blocked]')!, ring, outer, far: { x: outer.x * 1.15, y: outer.y * 1.15 } };
  });
  const wave = root.querySelector('[data-wave]')!;
  const shield = root.querySelector('[data-shield]')!;
  let gsap: Gsap | undefined;
  let phase = Number(root.dataset.phase);
  let started = false;
  // GSAP may arrive after the loop has begun: play the current phase's motion then.
  loadGsap().then((g) => {
    gsap = g;
    if (started) animate(g);
  }, () => {});

  const animate = (g: Gsap) => {
    if (phase === 0) {
      const easing = cssEase(g, 'back.out(2)');
      threats.forEach(({ el, blocked, ring, outer, far }, i) => {
        stepMotion(el, [
          { at: 0, transform: placed(ring, far, 0) },
          { at: i * 70, transform: placed(ring, far, 0), easing },
          { at: i * 70 + 500, transform: placed(ring, outer, 1) },
        ]);
        endMotion(blocked);
      });
    } else if (phase === 1) {
      const easing = cssEase(g, 'power2.in');
      const fade = cssEase(g, 'power1.out');
      threats.forEach(({ el, blocked, ring, outer }, i) => {
        stepMotion(el, [
          { at: 0, transform: placed(ring, outer, 1) },
          { at: i * 20, transform: placed(ring, outer, 1), easing },
          { at: i * 20 + 650, transform: placed(ring, ring, 1) },
        ]);
        stepMotion(blocked, [{ at: 0, opacity: 0 }, { at: 700, opacity: 0, easing: fade }, { at: 1000, opacity: 1 }]);
      });
      stepMotion(wave, [
        { at: 0, transform: 'none', opacity: 0 },
        { at: 680, transform: 'none', opacity: 0.9, easing: fade },
        { at: 1380, transform: 'scale(1.6)', opacity: 0 },
      ]);
    } else {
      stepMotion(shield, [{ at: 0, transform: 'scale(0.9)', easing: cssEase(g, 'elastic.out(1, 0.45)') }, { at: 600, transform: 'none' }]);
    }
  };

  // The motion first, while styles are clean (starting it then forces no restyle), then the look.
  const show = (next: number) => {
    phase = next;
    if (gsap) animate(gsap);
    root.dataset.phase = String(phase);
    // New text is a layout of the bar: only when the word changes (THREATS stays for two phases).
    if (badge.textContent !== xdrBadge(phase)) badge.textContent = xdrBadge(phase);
  };

  autoplay(root, XDR_PHASE_MS, () => show(nextPhase(phase)), () => {
    if (!started) show(XDR_FIRST_PHASE);
    started = true;
  });
});
