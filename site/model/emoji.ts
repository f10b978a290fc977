/**
 * Emoji in copy, refused wherever a visitor would read them (docs/content.md §13): they draw as
 * empty boxes where no colour-emoji font is installed, and looking for one makes a phone's layout
 * slow. Found whole, so a message quotes what the writer sees ("❤️"), not the invisible selector
 * that makes a symbol an emoji.
 */

/** Characters shown as emoji by default, and the selector that asks for emoji presentation. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The emoji `text` holds, each whole (❤️ with its selector, 👍🏽 with its skin tone, 🇮🇳), once each, in order. */
export function emojiIn(text: string): string[] {
  if (!EMOJI.test(text)) return [];
  const found = new Set<string>();
  for (const { segment } of graphemes.segment(text)) if (EMOJI.test(segment)) found.add(segment);
  return [...found];
}

/** `("🌱")`, or `("🌱", "🚀")`: the emoji a message names. */
export const quoteEmoji = (emoji: string[]) => `(${emoji.map((e) => `"${e}"`).join(', ')})`;

/** Why an emoji is refused, for the end of a message. */
export const EMOJI_COST = 'emoji draw as empty boxes where no colour font is installed, and cost a long font search where one is';
