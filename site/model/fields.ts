/**
 * Field makers several kinds of content share (site/model/content.ts lists the kinds): an icon, a
 * brand colour, a section's heading and the sentence under it, and a card.
 */
import { object, oneOf, string, type Infer } from './schema.ts';
import { iconNames } from './icons.ts';
import { cardText } from './card-text.ts';

export const icon = oneOf(iconNames, 'an icon name:').describe('The icon drawn beside it, by name');
export const colors = ['blue', 'pink', 'purple', 'green', 'cyan', 'orange'] as const;
export const color = oneOf(colors, 'a colour:').describe('Its accent colour, one of the brand colours');
/** A section's heading and the sentence or two under it. */
export const heading = (what: string) => string().describe(`The heading of ${what}, in sentence case`);
export const intro = (what: string) => string().describe(`A sentence or two under the heading of ${what}`);

/** A card (an icon, a heading and a short text): its text held to the card limits (site/model/card-text.ts). */
export const cardSchema = object({
  icon,
  title: cardText('title', 'The card\'s heading: a few words naming its one idea'),
  description: cardText('description', 'The card\'s text: one idea in two or three short lines'),
});
export type Card = Infer<typeof cardSchema>;
