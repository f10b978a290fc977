/** Bad inputs in the texts cards show (site/model/card-text.ts): a text over its limit, and a page token where no page fills it. */
import { CONTENT_FILES, INDUSTRY_FILES } from '../../helpers/content.ts';
import { setField } from '../../helpers/yaml-edits.ts';
import { CARD_LIMITS } from '../../../site/model/card-text.ts';
import { yamlEdited, type BadInput } from './row.ts';

const { home: HOME, products: PRODUCTS } = CONTENT_FILES;
/** An industry on the home page: the first file of content/industries/ with a `home` block. */
const HOME_INDUSTRY = INDUSTRY_FILES.find((industry) => industry.onHome)!.source;
/** An industry whose page has challenge cards: the first file of content/industries/ on the standard template. */
const STANDARD_INDUSTRY = INDUSTRY_FILES.find((industry) => industry.template === 'standard')!.source;

/** A text of `length` characters, in words, as an editor would write one too long. */
const words = (length: number) => 'Dealers see their slab progress and payouts on WhatsApp the same day, with every claim checked against invoices and paid by UPI within the week, across every region and channel partner tier. '.repeat(3).slice(0, length).trimEnd().padEnd(length, 's');
const over = (limit: number) => words(limit + 1);

/** A row that sets the text at `field` of `file` to `value`. */
const withText = (name: string, file: string, field: string, value: string, says: string[]) => yamlEdited(name, file, (text) => setField(text, field, value), field, says);

export const cardLimitRows: BadInput[] = [
  withText('a product summary longer than a card description may be', PRODUCTS, 'products[0].summary', over(CARD_LIMITS.description),
    [`is ${CARD_LIMITS.description + 1} characters long, over its limit of ${CARD_LIMITS.description}`, 'leave the detail to the page it links to']),
  withText('a home industry card\'s one line written as a paragraph', HOME_INDUSTRY, 'home.challenge', over(CARD_LIMITS.line),
    [`is ${CARD_LIMITS.line + 1} characters long, over its limit of ${CARD_LIMITS.line}`]),
  withText('a product page\'s first feature card described in a paragraph', PRODUCTS, 'products[0].features.items[0].description', over(CARD_LIMITS.description),
    [`is ${CARD_LIMITS.description + 1} characters long, over its limit of ${CARD_LIMITS.description}`, 'a card is read at a glance']),
  withText('an industry page\'s first challenge card described in a paragraph', STANDARD_INDUSTRY, 'page.challenges[0].description', over(CARD_LIMITS.description),
    [`is ${CARD_LIMITS.description + 1} characters long, over its limit of ${CARD_LIMITS.description}`]),
  withText('a testimonial title longer than a card heading', HOME, 'testimonials[0].title', over(CARD_LIMITS.title),
    [`is ${CARD_LIMITS.title + 1} characters long, over its limit of ${CARD_LIMITS.title}`, 'a card heading is a few words']),
  withText('the home page\'s closing call naming {{name}}, which only a product\'s or industry\'s page fills', HOME, 'closings.home.title', 'See {{name}} at work',
    ['uses the unknown token {{name}}']),
];
