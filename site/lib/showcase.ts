/**
 * The home page's product showcase (docs/site.md §14): four cards, one of them active,
 * the active one moving on every 3500 ms; the showcase's own decorative loops last 7 s.
 * Shared by Showcase.tsx (first frame, button text) and showcase.client.ts (the rotation).
 */

/** How long each card stays active. The progress bar in showcase.css fills over the same time. */
export const SHOWCASE_ROTATION_MS = 3500;
/** One turn of the decorative loops (glow, badge shimmer): showcase.css `--showcase-loop`. */
export const SHOWCASE_LOOP_S = 7;

/** The pause button's visible text; the accessible name adds " the product showcase". */
export const SHOWCASE_BUTTON = { pause: 'Pause', play: 'Play' } as const;

/**
 * The showcase root carries data-motion="running" | "paused" while its script runs. It is the
 * pause scope for everything inside it: the illustrations skip their steps while it is paused,
 * so hovering, focusing or the Pause button stops all of the showcase's motion (WCAG 2.2.2).
 */
export const PAUSED_SCOPE = '[data-motion="paused"]';
/** The element that is a pause scope once its script runs (it carries data-motion from then on). */
export const PAUSE_SCOPE_ROOT = '[data-island="showcase"]';

export interface ShowcaseFlags {
  /** Any part of the showcase is on screen. */
  onScreen: boolean;
  /** The pointer is over the cards. */
  hovered: boolean;
  /** Keyboard focus is inside the cards. */
  focused: boolean;
  /** The visitor pressed Pause. */
  stopped: boolean;
}

/** The rotation runs only on screen, and not while the visitor reads, focuses or has paused it. */
export function showcaseRuns(flags: ShowcaseFlags): boolean {
  return flags.onScreen && !flags.hovered && !flags.focused && !flags.stopped;
}

/**
 * Time left for the active card after it ran `elapsed` ms of the `remaining` it had: a pause
 * keeps the card's place, so the progress bar and the timer resume together.
 */
export function remainingAfter(remaining: number, elapsed: number): number {
  return Math.min(SHOWCASE_ROTATION_MS, Math.max(0, remaining - elapsed));
}
