/**
 * The home page's statistics panel (docs/site.md §14): one active card of four, advancing
 * every 3500 ms, cyclically. Shared by the server component (first frame, wording) and the island
 * (every step and when it may step), so the two never disagree.
 */
import { nextIndex } from './cycle.ts';

export const STATS_ROTATION_MS = 3500;
/** The card the server marks active, and the one the rotation starts from. */
export const STATS_FIRST = 0;

/** The card that becomes active after `index` in a panel of `count` cards. */
export function nextStat(index: number, count: number): number {
  return nextIndex(index, count);
}

/** What stops the rotation; any one of them is enough (docs/decisions.md §14; WCAG 2.2.2). */
export interface RotationState {
  /** The panel is on screen (whileVisible). */
  visible: boolean;
  /** The pointer is over the cards. */
  hovered: boolean;
  /** Keyboard focus is on one of the cards. */
  focused: boolean;
  /** The visitor pressed Pause. */
  paused: boolean;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
}

export function shouldRotate(s: RotationState): boolean {
  return s.visible && !s.hovered && !s.focused && !s.paused && !s.reducedMotion;
}

/** The arrow's direction, also said in words for screen readers (the arrow itself is aria-hidden). */
export function trendWord(stat: { arrowDown?: boolean }): 'Down' | 'Up' {
  return stat.arrowDown ? 'Down' : 'Up';
}

/** The pause button's visible label; its accessible name adds what it pauses. */
export const toggleLabel = (paused: boolean): string => (paused ? 'Play' : 'Pause');
