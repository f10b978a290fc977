/** content/products.yml: the five products and their pages (the content model: site/model/content.ts). */
import { array, number, object, oneOf, optional, string, type Infer } from './schema.ts';
import { cardSchema, color, heading, icon, intro } from './fields.ts';
import { cardText } from './card-text.ts';

/** A figure that counts up on the product pages (docs/site.md §6, §14). */
export const counterSchema = object({
  value: number({ min: 0 }).describe('The figure the counter counts up to, like 35'),
  prefix: optional(string()).describe('What stands before the figure, like "₹"'),
  suffix: optional(string({ min: 0 })).describe('What follows the figure, like "%" or "K+"'),
  label: string().describe('What the figure counts, in a few words'),
});
export type Counter = Infer<typeof counterSchema>;

export const productIds = ['gratify', 'navigator', 'rewards', 'pulsewatch', 'xdr'] as const;
export type ProductId = (typeof productIds)[number];
export const productId = oneOf(productIds, 'a product id:');

/** A section of cards with its heading and intro. */
const cardSection = (what: string, cards: ReturnType<typeof array<typeof cardSchema>>) =>
  object({ heading: heading(what), intro: intro(what), items: cards.describe(`The cards of ${what}`) }).describe(`The page's ${what.replace(/^the /, '')}`);

export const productSchema = object({
  id: productId.describe('Which product this is; each of the five once'),
  /** Route segment under /solutions/ (case matters). */
  slug: string({ pattern: /^[A-Za-z0-9-]+$/, hint: 'a URL segment' }).describe('Its address under /solutions/: letters, digits and dashes; the XDR product\'s is the XDR name'),
  name: string().describe('The product\'s name, as menus and headings show it'),
  /** One line: what it is. Used in menus, cards and meta descriptions. */
  summary: cardText('description', 'What the product is, shown in menus, on cards and in search results'),
  icon,
  color,
  hero: object({
    eyebrow: string().describe('The small line above the page\'s title'),
    title: string().describe('The page\'s main heading, in sentence case'),
    lead: string().describe('The sentence or two under the title'),
  }).describe('The top of the product\'s page'),
  /** Headline claims, e.g. "35% sales increase". */
  claims: array(cardText('chip', 'A headline claim: a figure and a few words, like "35% sales increase"'), { min: 2 }).describe('The claims shown as chips on the page; two or more'),
  counters: optional(array(counterSchema, { length: 3 })).describe('Three figures that count up on the page; leave out for none'),
  features: cardSection('the features section', array(cardSchema, { length: 4 })),
  benefits: cardSection('the benefits section', array(cardSchema, { length: 4 })),
  /** Extra section, e.g. PulseWatch's "who it is for". */
  audience: optional(cardSection('the "who it is for" section', array(cardSchema, { min: 2 }))).describe('An extra section on who the product is for; leave out for none'),
});
export type Product = Infer<typeof productSchema>;
/** content/products.yml's list (under `products:`): each product once. */
export const productsSchema = array(productSchema, { length: productIds.length }).describe('The five products, in the order menus and the home page list them');
