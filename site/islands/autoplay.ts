/**
 * The loop of an illustration that moves on its own: runs `tick` every `ms` while `root` is on
 * screen and neither hovered nor focused (docs/decisions.md §14; WCAG 2.2.2), calling
 * `onRun` each time it (re)starts; a resume waits a full period, and the [data-pause] toggle holds
 * it. Inside a pause scope (the showcase, whose root has data-motion="paused" while its own Pause
 * button holds) ticks are skipped. data-playing on the root says whether the timer runs.
 */
import { whileVisible } from './while-visible.ts';
import { PAUSED_SCOPE } from '../lib/showcase.ts';

export function autoplay(root: HTMLElement, ms: number, tick: () => void, onRun?: () => void): void {
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
