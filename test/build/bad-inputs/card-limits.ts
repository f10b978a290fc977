/** Bad inputs in the texts cards show (site/model/card-text.ts): a text over its limit, and a page token where no page fills it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../helpers/server.ts';
import { CARD_LIMITS } from '../../../site/model/card-text.ts';
import type { BadInput } from './row.ts';

const HOME = 'content/home.ts';
const PRODUCTS = 'content/products.ts';
/** An industry on the home page: the first file of content/industries/ with a `home` block. */
const HOME_INDUSTRY = `content/industries/${readdirSync(path.join(projectRoot, 'content/industries'))
  .filter((f) => f.endsWith('.ts')).sort()
  .find((f) => /^\s*home: \{/m.test(readFileSync(path.join(projectRoot, 'content/industries', f), 'utf8')))}`;
/** An industry whose page has challenge cards: the first file of content/industries/ on the standard template. */
const STANDARD_INDUSTRY = `content/industries/${readdirSync(path.join(projectRoot, 'content/industries'))
  .filter((f) => f.endsWith('.ts')).sort()
  .find((f) => /template: 'standard'/.test(readFileSync(path.join(projectRoot, 'content/industries', f), 'utf8')))}`;

/** A text of `length` characters, in words, as an editor would write one too long. */
const words = (length: number) => 'Dealers see their slab progress and payouts on WhatsApp the same day, with every claim checked against invoices and paid by UPI within the week, across every region and channel partner tier. '.repeat(3).slice(0, length).trimEnd().padEnd(length, 's');
const over = (limit: number) => words(limit + 1);

export const cardLimitRows: BadInput[] = [
  {
    name: 'a product summary longer than a card description may be',
    arrange: (site) => site.edit(PRODUCTS, /summary: '[^']*'/, `summary: '${over(CARD_LIMITS.description)}'`),
    says: [`${PRODUCTS}: "products[0].summary" is ${CARD_LIMITS.description + 1} characters long, over its limit of ${CARD_LIMITS.description}`, 'leave the detail to the page it links to'],
  },
  {
    name: 'a home industry card\'s one line written as a paragraph',
    arrange: (site) => site.edit(HOME_INDUSTRY, /challenge: '[^']*'/, `challenge: '${over(CARD_LIMITS.line)}'`),
    says: [`${HOME_INDUSTRY}: "home.challenge" is ${CARD_LIMITS.line + 1} characters long, over its limit of ${CARD_LIMITS.line}`],
  },
  {
    name: 'a product page\'s first feature card described in a paragraph',
    arrange: (site) => site.edit(PRODUCTS, /(features: \{[^]*?items: \[\s*\{[^]*?description:\s*)'[^']*'/, `$1'${over(CARD_LIMITS.description)}'`),
    says: [`${PRODUCTS}: "products[0].features.items[0].description" is ${CARD_LIMITS.description + 1} characters long, over its limit of ${CARD_LIMITS.description}`, 'a card is read at a glance'],
  },
  {
    name: 'an industry page\'s first challenge card described in a paragraph',
    arrange: (site) => site.edit(STANDARD_INDUSTRY, /(challenges: \[\s*\{[^]*?description:\s*)'[^']*'/, `$1'${over(CARD_LIMITS.description)}'`),
    says: [`${STANDARD_INDUSTRY}: "page.challenges[0].description" is ${CARD_LIMITS.description + 1} characters long, over its limit of ${CARD_LIMITS.description}`],
  },
  {
    name: 'a testimonial title longer than a card heading',
    arrange: (site) => site.edit(HOME, /(testimonials: \[\s*\{\s*title: )'[^']*'/, `$1'${over(CARD_LIMITS.title)}'`),
    says: [`${HOME}: "testimonials[0].title" is ${CARD_LIMITS.title + 1} characters long, over its limit of ${CARD_LIMITS.title}`, 'a card heading is a few words'],
  },
  {
    name: 'the home page\'s closing call naming {{name}}, which only a product\'s or industry\'s page fills',
    arrange: (site) => site.edit(HOME, /(closings: \{\s*home: \{\s*title: )'[^']*'/, "$1'See {{name}} at work'"),
    says: [`${HOME}: "closings.home.title" uses the unknown token {{name}}`],
  },
];
