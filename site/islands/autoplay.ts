/**
 * The loop of an illustration that moves on its own runs only while `root` is on screen and
 * neither hovered nor focused (docs/decisions.md §14; WCAG 2.2.2), not held by its [data-pause]
 * toggle, and not inside a paused scope (the showcase, whose root has data-motion="paused" while
 * its own Pause button, hover or focus holds it). data-playing on the root says whether it runs.
 *
 * autoplay runs `tick` every `ms` on a timer, calling `onRun` each time it (re)starts; a resume
 * waits a full period. autoplayLoops holds the loops the compositor runs by itself
 * (compositor.dom.ts loopMotion): paused where they are, and played on from there.
 */
import { whileVisible } from './while-visible.ts';
import { PAUSED_SCOPE, PAUSE_SCOPE_ROOT } from '../lib/showcase.ts';

export function autoplay(root: HTMLElement, ms: number, tick: () => void, onRun?: () => void): void {
  let timer: number | undefined;
  whenFree(root, (run) => {
    if (run && timer === undefined) {
      onRun?.();
      timer = window.setInterval(tick, ms);
    }
    if (!run && timer !== undefined) timer = void clearInterval(timer);
  });
}

/** Plays the loops `start` makes (once, on the first run) while nothing holds them. */
export function autoplayLoops(root: HTMLElement, start: () => Animation[]): void {
  let loops: Animation[] | undefined;
  whenFree(root, (run) => {
    if (run && !loops) loops = start();
    else loops?.forEach((loop) => (run ? loop.play() : loop.pause()));
  });
}

/** Calls `change(true)` when nothing holds the root's motion any more, `change(false)` when something does. */
function whenFree(root: HTMLElement, change: (run: boolean) => void): void {
  const button = root.querySelector<HTMLButtonElement>('[data-pause]')!;
  const holds = new Set(['offscreen']);
  let running = false;
  const hold = (reason: string, on: boolean) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    const run = holds.size === 0;
    root.toggleAttribute('data-playing', run);
    if (run !== running) change((running = run));
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
  followPauseScope(root, (paused) => hold('scope', paused));
}

/** Calls `held(paused)` now and whenever the pause scope around `root` (the showcase), if any, pauses or plays. */
export function followPauseScope(root: HTMLElement, held: (paused: boolean) => void): void {
  const scope = root.parentElement?.closest<HTMLElement>(PAUSE_SCOPE_ROOT);
  if (!scope) return;
  const follow = () => held(scope.matches(PAUSED_SCOPE));
  new MutationObserver(follow).observe(scope, { attributes: true, attributeFilter: ['data-motion'] });
  follow();
}
