/**
 * The texts a card shows, each with its length limit: a card is read at a glance, in two or three
 * short lines, and the detail belongs on the page it links to (docs/content.md §2). The build names
 * a text over its limit with its file, field, length and limit.
 */
import { string } from './schema.ts';

/** Characters, as a reader counts them. */
export const CARD_LIMITS = {
  /** A card's heading. */
  title: 48,
  /** A card's text: two or three lines on a phone. */
  description: 140,
  /** One line under a card's heading, such as a home industry's challenge. */
  line: 100,
  /** A short claim in a chip or a list on a card, such as "35% sales increase". */
  chip: 40,
  /** A figure's label on a badge, such as "3X efficiency". */
  badge: 20,
  /** A testimonial, read in the sliding row or set large as the pull quote. */
  quote: 260,
  /**
   * An industry solution's impact box: the one result of a card that also lists its features, a
   * paragraph in a tinted box, two cards to a row from tablet width: three lines there, five on a
   * phone, as many as a card's text (docs/content.md §2).
   */
  impact: 160,
} as const;

const advice: Record<keyof typeof CARD_LIMITS, string> = {
  title: 'a card heading is a few words: name the one idea',
  description: 'a card is read at a glance: keep one idea in two or three short lines, and leave the detail to the page it links to',
  line: 'it is one line under a card heading: say the one thing a reader should take away',
  chip: 'a chip holds a figure and a few words, like "35% sales increase"',
  badge: 'a badge holds a figure and a word or two, like "3X efficiency"',
  quote: 'a quote is read as it slides past: keep the one result the client names',
  impact: 'an impact is one result: the figure and what moves it, in one sentence',
};

/** Text on a card, refused over its limit with what to do instead; `hint` says what it is (its limit is added). */
export const cardText = (kind: keyof typeof CARD_LIMITS, hint: string) =>
  string({ max: CARD_LIMITS[kind], why: `${advice[kind]} (docs/content.md §2)` }).describe(`${hint}; at most ${CARD_LIMITS[kind]} characters`);
