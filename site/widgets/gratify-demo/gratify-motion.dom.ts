/**
 * The Gratify phone's motion: the cross-fade from one screen to the next and each screen's
 * entrance (the number typed, the points popping, the reward, the message and the bars). Every
 * piece is a Web Animation of opacity and transform that the compositor runs and that holds its
 * last frame until a later step replaces or ends it (site/islands/compositor.dom.ts), so a step
 * costs the main thread the one frame that shows it: a CSS transition or animation that ends
 * costs a frame of its own, and a step ended up to seven of them. Each held last frame is the
 * part's own resting style, so ending one changes nothing on screen.
 */
import { endMotion, stepMotion, type StepFrame } from '../../islands/compositor.dom.ts';

const FADE_MS = 350;
const AWAY = { opacity: 0, transform: 'scale(0.94)' };
const HERE = { opacity: 1, transform: 'none' };
const FADE_IN: StepFrame[] = [{ at: 0, ...AWAY, easing: 'ease' }, { at: FADE_MS, ...HERE }];
const FADE_OUT: StepFrame[] = [{ at: 0, ...HERE, easing: 'ease' }, { at: FADE_MS, ...AWAY }];

const pop = (easing: string): StepFrame[] => [{ at: 0, opacity: 0, transform: 'scale(0.5)', easing }, { at: 500, ...HERE }];

/** Each screen's entrance: the keyframes of each part, by its hook (`n`: the part's place among its kind). */
const ENTRANCES: Record<string, (n: number) => StepFrame[]>[] = [
  {
    // One character of the number per step of the typing, after a short pause.
    '[data-gratify-cover]': () => [
      { at: 0, transform: 'translateX(0)' },
      { at: 150, transform: 'translateX(0)', easing: 'steps(11)' },
      { at: 950, transform: 'translateX(100%)' },
    ],
    '[data-gratify-caret]': () => [{ at: 0, opacity: 1, easing: 'step-end' }, { at: 500, opacity: 0, easing: 'step-end' }, { at: 1000, opacity: 1 }],
  },
  {
    '[data-gratify-points]': () => pop('cubic-bezier(0.3, 1.6, 0.5, 1)'),
    '[data-gratify-ring]': () => [{ at: 0, opacity: 0.9, transform: 'scale(0.6)', easing: 'ease-out' }, { at: 900, opacity: 0, transform: 'scale(1.35)' }],
  },
  {},
  { '[data-gratify-reward]': () => pop('cubic-bezier(0.3, 1.5, 0.5, 1)') },
  {
    '[data-gratify-bubble]': () => [{ at: 0, opacity: 0, transform: 'translateY(0.6rem)', easing: 'ease-out' }, { at: 400, ...HERE }],
    // The bars grow one after another, 80 ms apart.
    '[data-gratify-bar]': (n) => [
      { at: 0, transform: 'scaleY(0)' },
      { at: n * 80, transform: 'scaleY(0)', easing: 'ease-out' },
      { at: n * 80 + 500, transform: 'none' },
    ],
  },
];

export interface GratifyMotion {
  /** Fades from screen `from` to screen `to` (none if they are the same) and plays `to`'s entrance. */
  step(from: number, to: number): void;
  /** Ends every motion: each part shows its own style again. */
  stop(): void;
}

export function gratifyMotion(root: HTMLElement): GratifyMotion {
  const screens = Array.from(root.querySelectorAll<HTMLElement>('[data-gratify-screen]'));
  const entrances = ENTRANCES.map((parts, i) => Object.entries(parts).flatMap(([hook, frames]) =>
    Array.from(screens[i].querySelectorAll(hook), (el, n) => ({ el, frames: frames(n) }))));
  let moving: Element[] = [];

  const stop = () => {
    moving.forEach(endMotion);
    moving = [];
  };
  return {
    step(from, to) {
      const before = moving;
      moving = [];
      const play = (el: Element, frames: StepFrame[]) => {
        stepMotion(el, frames);
        moving.push(el);
      };
      if (from !== to) {
        play(screens[from], FADE_OUT);
        play(screens[to], FADE_IN);
      }
      for (const { el, frames } of entrances[to]) play(el, frames);
      // What the last step moved and this one does not is at rest in its own style: let it go.
      for (const el of before) if (!moving.includes(el)) endMotion(el);
    },
    stop,
  };
}
