/**
 * Rotates the showcase's active card every 3500 ms while any of it is on screen. The rotation,
 * the progress bar and the decorative loops stop while the pointer is over the cards, while focus
 * is inside them, or after the visitor presses Pause; a card keeps the time it had left, so the
 * bar and the timer resume together. The Pause button sits outside the cards so that pressing
 * Play really plays. data-motion on the root tells the CSS, and the illustrations inside, whether
 * to move. The active card's lift glides on the compositor (site/islands/compositor.dom.ts) and
 * holds, so a rotation costs the main thread the frame that shows it and not also the frames in
 * which two transitions end. Under reduced motion nothing starts and the button stays hidden.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { nextIndex } from '../../lib/cycle.ts';
import { rotationSteps, stepMotion } from '../../islands/compositor.dom.ts';
import { SHOWCASE_BUTTON, SHOWCASE_ROTATION_MS, remainingAfter, showcaseRuns, type ShowcaseFlags } from '../../lib/showcase.ts';

/** The active card's lift, as showcase.css draws it at rest, and its glide. */
const LIFTED = 'translateY(-6px)';
const GLIDE = { ms: 450, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' };
const glide = (card: Element, active: boolean) => {
  const [from, to] = active ? ['none', LIFTED] : [LIFTED, 'none'];
  stepMotion(card, [{ at: 0, transform: from, easing: GLIDE.easing }, { at: GLIDE.ms, transform: to }]);
};

defineIsland('showcase', (root) => {
  if (prefersReducedMotion()) return;
  const cards = root.querySelector<HTMLElement>('[data-showcase-cards]')!;
  const button = root.querySelector<HTMLButtonElement>('[data-showcase-toggle]')!;
  const label = button.querySelector<HTMLElement>('[data-showcase-label]')!;
  const count = cards.children.length;
  const flags: ShowcaseFlags = { onScreen: false, hovered: false, focused: false, stopped: false };
  let active = Number(root.dataset.active) || 0;
  let remaining = SHOWCASE_ROTATION_MS;
  let since = 0;
  let timer = 0;

  const steps = rotationSteps(glide);
  const advance = () => {
    steps.step(cards.children[active], cards.children[nextIndex(active, count)]);
    active = nextIndex(active, count);
    root.dataset.active = String(active);
    remaining = SHOWCASE_ROTATION_MS;
    since = Date.now();
    timer = window.setTimeout(advance, remaining);
  };
  const update = (change: Partial<ShowcaseFlags>) => {
    const was = showcaseRuns(flags);
    Object.assign(flags, change);
    const runs = showcaseRuns(flags);
    root.dataset.motion = runs ? 'running' : 'paused';
    label.textContent = flags.stopped ? SHOWCASE_BUTTON.play : SHOWCASE_BUTTON.pause;
    button.toggleAttribute('data-stopped', flags.stopped);
    if (runs === was) return;
    if (runs) {
      since = Date.now();
      timer = window.setTimeout(advance, remaining);
    } else {
      clearTimeout(timer);
      remaining = remainingAfter(remaining, Date.now() - since);
    }
  };

  update({});
  button.hidden = false;
  button.addEventListener('click', () => update({ stopped: !flags.stopped }));
  cards.addEventListener('mouseenter', () => update({ hovered: true }));
  cards.addEventListener('mouseleave', () => update({ hovered: false }));
  cards.addEventListener('focusin', () => update({ focused: true }));
  cards.addEventListener('focusout', (event) => update({ focused: cards.contains(event.relatedTarget as Node | null) }));
  // The section is tall (four cards in one column on phones): any visible part counts as on screen.
  whileVisible(root, { play: () => update({ onScreen: true }), pause: () => update({ onScreen: false }) }, 0);
});
