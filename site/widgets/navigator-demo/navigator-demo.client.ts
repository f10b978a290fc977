/**
 * Each time the leaderboard comes into view: the target bar fills from 0 to its value in 500 ms
 * (GSAP), and 500 ms after the start 30 confetti particles burst from it, fly, fade and are
 * removed. Leaving the view stops both and clears the particles. Under reduced motion nothing
 * runs: the bar stays full at its value, with no confetti.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { loadGsap } from '../../islands/gsap.ts';
import { BAR_FILL_MS, CONFETTI_BURST_MS, CONFETTI_DELAY_MS, CONFETTI_PARTICLES, confettiParticle } from '../../lib/navigator-demo.ts';

defineIsland('navigator-demo', (root) => {
  if (prefersReducedMotion()) return;
  const fill = root.querySelector<SVGRectElement>('[data-navigator-fill]')!;
  const layer = root.querySelector<HTMLElement>('[data-navigator-confetti]')!;

  loadGsap().then((gsap) => {
    let timers: number[] = [];
    const later = (run: () => void, ms: number) => timers.push(window.setTimeout(run, ms));

    const burst = () => {
      const particles = Array.from({ length: CONFETTI_PARTICLES }, () => document.createElement('i'));
      layer.append(...particles);
      const end = particles.map((_, i) => confettiParticle(i));
      const duration = CONFETTI_BURST_MS / 1000;
      gsap.fromTo(particles, { x: 0, y: 0, rotation: 0, opacity: 1 }, {
        x: (i: number) => end[i].x, y: (i: number) => end[i].y, rotation: (i: number) => end[i].rotation, duration, ease: 'power3.out',
      });
      // They fly at full colour, then fade over the second half.
      gsap.to(particles, { opacity: 0, duration: duration / 2, delay: duration / 2, ease: 'power1.in' });
      later(() => layer.replaceChildren(), CONFETTI_BURST_MS);
    };

    whileVisible(root, {
      play() {
        root.dataset.playing = '';
        // Not lazy: the bar is empty in the same task that starts it, never one frame later.
        gsap.fromTo(fill, { scaleX: 0 }, { scaleX: 1, duration: BAR_FILL_MS / 1000, ease: 'power2.out', transformOrigin: '0% 50%', lazy: false });
        later(burst, CONFETTI_DELAY_MS);
      },
      pause() {
        timers.forEach(clearTimeout);
        timers = [];
        gsap.killTweensOf([fill, ...layer.children]);
        gsap.set(fill, { scaleX: 1 });
        layer.replaceChildren();
        delete root.dataset.playing;
      },
    });
  });
});
