/**
 * Moves the Rewards highlight to the next brand every 800 ms (SPEC.md section 4) while the card is
 * on screen, not hovered or focused, and not paused (by the showcase's Pause button, or its own
 * when it stands alone). The timer drives the state
 * (data-active, data-current); GSAP, fetched once the card is near, only adds the tile's pop, the
 * lid's hop and the sparkles. Under reduced motion the server's still frame stays as it is.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { PAUSED_SCOPE } from '../../lib/showcase.ts';
import { REWARDS_ROTATION_MS, nextBrand } from '../../lib/rewards-demo.ts';

type Gsap = typeof import('gsap').gsap;

defineIsland('rewards-demo', (root) => {
  if (prefersReducedMotion()) return;
  const tiles = Array.from(root.querySelectorAll<HTMLElement>('[data-brand]'));
  const lid = root.querySelector('[data-lid]');
  const sparkles = root.querySelectorAll('[data-sparkle]');
  let gsap: Gsap | undefined;
  import('gsap').then((m) => (gsap = m.gsap), () => {});
  let active = Number(root.dataset.active) || 0;

  autoplay(root, REWARDS_ROTATION_MS, () => {
    tiles[active].removeAttribute('data-current');
    active = nextBrand(active);
    root.dataset.active = String(active);
    tiles[active].setAttribute('data-current', '');
    if (!gsap) return;
    gsap.fromTo(tiles[active], { scale: 0.9 }, { scale: 1, duration: 0.45, ease: 'back.out(3)' });
    gsap.fromTo(lid, { y: 0, rotation: 0 }, { y: -5, rotation: -9, transformOrigin: '0% 100%', duration: 0.15, yoyo: true, repeat: 1, ease: 'power2.out' });
    gsap.fromTo(sparkles, { scale: 0.3, opacity: 0.2 }, { scale: 1, opacity: 1, transformOrigin: '50% 50%', duration: 0.3, stagger: 0.06, ease: 'power1.out' });
  });
});

/**
 * Runs `tick` every `ms` while `root` is on screen and not hovered or focused (DESIGN.md section 3,
 * Motion; WCAG 2.2.2), calling `onRun` each time it starts; a resume waits a full period, and the
 * [data-pause] toggle holds it. Inside a pause scope (the showcase, whose root has data-motion)
 * ticks are skipped while the scope is paused, and the CSS hides our toggle for the scope's own
 * Pause button. data-playing on the root says whether the timer runs.
 */
function autoplay(root: HTMLElement, ms: number, tick: () => void, onRun?: () => void): void {
  const button = root.querySelector<HTMLButtonElement>('[data-pause]')!;
  const holds = new Set(['offscreen']);
  let timer: number | undefined;
  const hold = (reason: string, on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    const run = holds.size === 0;
    root.toggleAttribute('data-playing', run);
    if (run && timer === undefined) {
      onRun?.();
      timer = window.setInterval(() => root.closest(PAUSED_SCOPE) || tick(), ms);
    }
    if (!run && timer !== undefined) timer = void clearInterval(timer);
  };
  whileVisible(root, { play: () => hold('offscreen', false), pause: () => hold('offscreen', true) });
  root.addEventListener('pointerenter', () => hold('hover', true));
  root.addEventListener('pointerleave', () => hold('hover', false));
  root.addEventListener('focusin', () => hold('focus', true));
  root.addEventListener('focusout', () => hold('focus', false));
  button.addEventListener('click', () => {
    const pause = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(pause));
    // Pressing Play wins over the hover and focus holds, until the pointer or focus leaves and comes back.
    if (!pause) {
      holds.delete('hover');
      holds.delete('focus');
    }
    hold('button', pause);
  });
  button.hidden = false;
}
