/**
 * Rotates the statistics panel's active card every 3500 ms while it is on screen, and stops while
 * the pointer is over the cards, while keyboard focus is on one, after Pause, and always under
 * reduced motion (WCAG 2.2.2). Each card's heading becomes a button that makes the card active
 * (aria-current); the rotation then goes on from it. Hovering a card highlights it
 * (data-highlighted). The look of every state is CSS keyed on data attributes; no GSAP needed.
 * A rotation's step glides on the compositor and holds (site/islands/compositor.dom.ts), so it
 * costs the main thread the frame that shows it and not also the frames in which transitions end.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { rotationSteps, stepMotion } from '../../islands/compositor.dom.ts';
import { STATS_FIRST, STATS_ROTATION_MS, nextStat, shouldRotate, toggleLabel, type RotationState } from '../../lib/stats-panel.ts';

/** A mouse click focuses the button too, but must not hold the rotation; only keyboard focus does. */
function keyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true; // browsers without :focus-visible: any focus pauses, the safe side
  }
}

/** The active card's lift as stats-panel.css draws it at rest, and the transitions' glide there. */
const LIFTED = 'translateY(-6px) scale(1.02)';
const GLIDE_MS = 450;
const LIFT_EASE = 'cubic-bezier(0.2, 0.8, 0.2, 1)';

/** The parts of a card that move when it becomes active or stops being active. */
const movingParts = (card: HTMLElement) => [card, ...Array.from(card.querySelectorAll<HTMLElement>('.stats__wash, .stats__ring'))];

/** Glides a card and its wash and ring to the look of `active` (or away from it), and holds it. */
function glide(card: HTMLElement, active: boolean) {
  const [lift, ...layers] = movingParts(card);
  const [from, to] = active ? ['none', LIFTED] : [LIFTED, 'none'];
  stepMotion(lift, [{ at: 0, transform: from, easing: LIFT_EASE }, { at: GLIDE_MS, transform: to }]);
  for (const layer of layers) stepMotion(layer, [{ at: 0, opacity: active ? 0 : 1, easing: 'ease' }, { at: GLIDE_MS, opacity: active ? 1 : 0 }]);
}

defineIsland('stats-panel', (root) => {
  const list = root.querySelector<HTMLElement>('[data-stats-list]')!;
  const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-stats-card]'));
  const toggle = root.querySelector<HTMLButtonElement>('[data-stats-toggle]')!;
  const state: RotationState = { visible: false, hovered: false, focused: false, paused: false, reducedMotion: prefersReducedMotion() };
  let active = Number(root.dataset.active) || STATS_FIRST;
  let timer = 0;
  const steps = rotationSteps(glide, movingParts);

  const show = (index: number) => {
    active = index;
    root.dataset.active = String(index);
    cards.forEach((card, i) => card.toggleAttribute('data-current', i === index));
    buttons.forEach((b, i) => (i === index ? b.setAttribute('aria-current', 'true') : b.removeAttribute('aria-current')));
  };

  /** A timed step: the motion, then the state it ends in. */
  const step = () => {
    const next = nextStat(active, cards.length);
    steps.step(cards[active], cards[next]);
    show(next);
  };

  /** Back to the CSS's own look and transitions (for hover and clicks) once the steps stop. */
  const endSteps = () => steps.end(cards);

  /** Starts or stops the interval to match the state; `restart` gives the active card a full 3.5 s. */
  const sync = (restart?: boolean) => {
    const run = shouldRotate(state);
    if (timer && (!run || restart)) {
      clearInterval(timer);
      timer = 0;
    }
    if (!run) endSteps();
    if (run && !timer) timer = window.setInterval(step, STATS_ROTATION_MS);
    root.toggleAttribute('data-rotating', run);
  };

  const buttons = cards.map((card, i) => {
    const label = card.querySelector('[data-stats-label]')!;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'stats__select';
    button.append(...Array.from(label.childNodes));
    label.append(button);
    button.addEventListener('click', () => {
      endSteps();
      show(i);
      sync(true);
    });
    card.addEventListener('mouseenter', () => card.setAttribute('data-highlighted', ''));
    card.addEventListener('mouseleave', () => card.removeAttribute('data-highlighted'));
    return button;
  });

  const set = (key: 'hovered' | 'focused' | 'paused' | 'visible', value: boolean) => {
    state[key] = value;
    sync();
  };
  list.addEventListener('mouseenter', () => set('hovered', true));
  list.addEventListener('mouseleave', () => set('hovered', false));
  list.addEventListener('focusin', (event) => set('focused', keyboardFocus(event.target as Element)));
  list.addEventListener('focusout', (event) => {
    if (!list.contains(event.relatedTarget as Node | null)) set('focused', false);
  });

  // Nothing moves under reduced motion, so there is nothing to pause: the button stays hidden.
  toggle.hidden = state.reducedMotion;
  toggle.addEventListener('click', () => {
    root.toggleAttribute('data-paused', !state.paused);
    toggle.querySelector('[data-stats-toggle-label]')!.textContent = toggleLabel(!state.paused);
    set('paused', !state.paused);
  });

  // The progress bar's fill lasts exactly one step; the constant is written once, in the lib.
  root.style.setProperty('--stats-step', `${STATS_ROTATION_MS}ms`);
  show(active);
  whileVisible(root, { play: () => set('visible', true), pause: () => set('visible', false) });
});
