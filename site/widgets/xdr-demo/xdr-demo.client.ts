/**
 * Loops the XDR console through its three 1500 ms phases (docs/site.md §14) while it is on screen,
 * not hovered or focused, and not paused with its button. The first play starts the story at phase
 * 0; the timer drives data-phase and the badge text, CSS gives each phase its look, and GSAP,
 * fetched once the card is near, flies the threats in and onto the shield's ring. Under reduced
 * motion the server's SECURED frame stays as it is.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplay } from '../../islands/autoplay.ts';
import { loadGsap, setOrigin, type Gsap } from '../../islands/gsap.ts';
import { XDR_FIRST_PHASE, XDR_OUTER, XDR_PHASE_MS, XDR_RING, nextPhase, threatPoint, xdrBadge } from '../../lib/xdr-demo.ts';


defineIsland('xdr-demo', (root) => {
  if (prefersReducedMotion()) return;
  const badge = root.querySelector('[data-xdr-badge]')!;
  const threats = Array.from(root.querySelectorAll<SVGElement>('[data-threat]'), (el) => {
    const angle = Number(el.dataset.threat);
    return { el, outer: threatPoint(angle, XDR_OUTER), ring: threatPoint(angle, XDR_RING) };
  });
  const wave = root.querySelector('[data-wave]');
  const shield = root.querySelector('[data-shield]');
  let gsap: Gsap | undefined;
  let phase = Number(root.dataset.phase);
  let started = false;
  // GSAP may arrive after the loop has begun: play the current phase's motion then.
  loadGsap().then((g) => {
    gsap = g;
    setOrigin(g, threats.map((t) => t.el), '50% 50%');
    if (started) show(phase);
  }, () => {});

  const show = (next: number) => {
    phase = next;
    root.dataset.phase = String(phase);
    badge.textContent = xdrBadge(phase);
    if (!gsap) return;
    if (phase === 0) {
      threats.forEach(({ el, outer }, i) =>
        gsap!.fromTo(el, { x: outer.x * 1.15, y: outer.y * 1.15, scale: 0 }, { x: outer.x, y: outer.y, scale: 1, duration: 0.5, delay: i * 0.07, ease: 'back.out(2)' }));
    } else if (phase === 1) {
      threats.forEach(({ el, ring }, i) => gsap!.to(el, { x: ring.x, y: ring.y, duration: 0.65, delay: i * 0.02, ease: 'power2.in' }));
      gsap.fromTo(wave, { scale: 1, opacity: 0.9 }, { scale: 1.6, opacity: 0, svgOrigin: '0 0', delay: 0.68, duration: 0.7, ease: 'power1.out' });
    } else {
      gsap.fromTo(shield, { scale: 0.9 }, { scale: 1, svgOrigin: '0 0', duration: 0.6, ease: 'elastic.out(1, 0.45)' });
    }
  };

  autoplay(root, XDR_PHASE_MS, () => show(nextPhase(phase)), () => {
    if (!started) show(XDR_FIRST_PHASE);
    started = true;
  });
});
