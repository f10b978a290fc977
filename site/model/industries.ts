/** content/industries/*.yml: an industry's page, and the groups of the Industries menu (the content model: site/model/content.ts). */
import { array, number, object, oneOf, optional, string, variant, type Infer } from './schema.ts';
import { cardSchema, icon } from './fields.ts';
import { cardText } from './card-text.ts';
import { IMAGES_FOLDER } from './cover-images.ts';

export const challengeSchema = cardSchema;
/** A product's card on an industry page: its features as lines, and its impact box (site/model/card-text.ts). */
export const industrySolutionSchema = object({
  product: oneOf(['gratify', 'navigator', 'pulsewatch', 'xdr'] as const, 'a product id:').describe('The product the card is about'),
  features: array(cardText('line', 'What the product does for this trade, in one line'), { min: 3, max: 5 }).describe('Three to five lines of what it does here'),
  impact: cardText('impact', 'The one result, in one sentence: the figure and what moves it'),
});

export const industrySchema = object({
  slug: string({ pattern: /^[a-z0-9-]+$/, hint: 'lower-case letters, digits and dashes' }).describe('The page\'s address under /industries/, the same as the file\'s name: lower-case letters, digits and dashes'),
  /** Full name, e.g. "NBFCs & Microfinance". */
  name: string().describe('The industry\'s full name, like "NBFCs & Microfinance"'),
  /** Short label for menus, e.g. "NBFC". */
  navLabel: string().describe('A short label for the menus, like "NBFC"'),
  icon,
  /**
   * The drawing in the page's hero: an SVG under content/images/, like 'industries/retail.svg',
   * drawn in the illustration style and held to the scene rules (site/generator/scene-check.ts).
   */
  scene: string({ pattern: /^([a-z0-9-]+\/)?[a-z0-9-]+\.svg$/, hint: `an SVG drawing under content/${IMAGES_FOLDER}/, written like 'industries/retail.svg' (lower-case letters, digits and dashes, one folder at most)` })
    .describe(`The drawing at the top of the page: an SVG in content/${IMAGES_FOLDER}/, like "industries/retail.svg"`),
  /** One or two sentences, for the industry cards and the meta description. */
  summary: cardText('description', 'One or two sentences on the industry, for its cards and search results'),
  /** Its card on the home page (12 industries): the trade's problem in one line, and the one impact figure, like "40% higher dealer engagement". */
  home: optional(object({
    order: number({ min: 1, max: 12 }).describe('Its place among the 12 industries on the home page, 1 to 12, each used once'),
    challenge: cardText('line', 'The trade\'s problem, in one line'),
    impact: cardText('chip', 'The one impact figure, like "40% higher dealer engagement"'),
  })).describe('Its card on the home page, which shows 12 industries; leave out to keep it off the home page'),
  page: variant('template', {
    standard: object({
      template: oneOf(['standard'] as const).describe('"standard": three challenges and the four products\' cards'),
      title: string().describe('The page\'s main heading, in sentence case'),
      subtitle: string().describe('The sentence or two under the title'),
      challenges: array(challengeSchema, { length: 3 }).describe('The trade\'s three challenges, as cards'),
      solutions: array(industrySolutionSchema, { length: 4 }).describe('A card for each of Gratify, Navigator, PulseWatch and the XDR product, in that order'),
    }),
    simple: object({
      template: oneOf(['simple'] as const).describe('"simple": a description, four features and a list of results'),
      title: string().describe('The page\'s main heading, in sentence case'),
      subtitle: string().describe('The sentence or two under the title'),
      description: string().describe('A paragraph on what the platform does for this trade'),
      features: array(cardSchema, { length: 4 }).describe('Four features, as cards'),
      results: array(cardText('line', 'A result, in one line'), { min: 2 }).describe('The results clients see; two or more'),
    }),
  }).describe('The industry\'s page: "standard" or "simple", each with its own sections'),
});
/** An industry; the images stage adds its scene's checked markup (site/generator/scenes.ts), which its page inlines. */
export type Industry = Infer<typeof industrySchema> & { sceneMarkup?: string };

export const industryGroupSchema = object({
  title: string().describe('The group\'s heading in the industries menu'),
  industries: array(string(), { min: 1 }).describe('Its industries, by the file name of each in content/industries/ (without .yml)'),
});
export type IndustryGroup = Infer<typeof industryGroupSchema>;
/** The industries menu's last group, of the industries no group lists yet, in file-name order (validate.ts). */
export const UNGROUPED_INDUSTRIES = 'More industries';
