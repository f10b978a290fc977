/** content/home.yml: the home page's sections, its testimonials and how each kind of page closes (the content model: site/model/content.ts). */
import { array, boolean, object, optional, string, type Infer } from './schema.ts';
import { cardSchema, heading, icon, intro } from './fields.ts';
import { cardText } from './card-text.ts';
import { productId } from './products.ts';

export const testimonialSchema = object({
  title: cardText('title', 'The testimonial\'s heading: the result in a few words'),
  quote: cardText('quote', 'What the client said: the one result they name'),
  author: string().describe('Who said it'),
  position: string().describe('Their role and company, as they may be named'),
  industry: string().describe('The client\'s industry, in words'),
  /** The product the client speaks of: the first testimonial naming a product is its page's pull quote (docs/content.md §5). */
  product: optional(productId).describe('The product the client speaks of: the first testimonial naming a product is quoted on its page'),
  /** The client who speaks, by its `description` in content/company.yml: the pull quote shows its logo or mark. */
  client: optional(string()).describe('The client who speaks, by its "description" in company.yml, copied exactly: the quote shows its logo or mark'),
});
export type Testimonial = Infer<typeof testimonialSchema>;

export const statisticSchema = object({
  value: string().describe('The figure, as shown, like "35%" or "2.4x"'),
  label: cardText('chip', 'What the figure is, in a few words'),
  description: cardText('description', 'What the figure counts and where it comes from'),
  icon,
  arrowDown: optional(boolean()).describe('true when the figure is a fall (an arrow pointing down), like fewer incidents'),
});
export type Statistic = Infer<typeof statisticSchema>;

const sectionHeading = (what: string) => object({
  eyebrow: string().describe(`The small line above the heading of ${what}`),
  title: heading(what),
  intro: intro(what),
}).describe(`The heading of ${what}`);

/** A closing call to action: a heading and a sentence or two above its buttons. */
const closing = (page: string) => object({
  title: cardText('title', 'The closing heading'),
  text: cardText('description', 'A sentence or two above the buttons'),
}).describe(`How ${page} closes: a heading and a sentence above its buttons`);

export const homeSchema = object({
  hero: object({
    eyebrow: string().describe('The small line above the title'),
    title: string().describe('The home page\'s main heading, in sentence case'),
    lead: string().describe('The sentence or two under the title'),
  }).describe('The top of the home page'),
  /** Headings of the home sections whose cards come from elsewhere (products, industries, lists below). */
  headings: object({
    solutions: sectionHeading('the products section'),
    industries: sectionHeading('the industries section'),
    testimonials: sectionHeading('the testimonials section'),
    statistics: sectionHeading('the figures section'),
  }).describe('The headings of the sections whose cards come from elsewhere'),
  /** The hero's diagram: the systems feeding the AI core, and the LIVE dashboard of stage 2. */
  diagram: object({
    core: string().describe('The label of the diagram\'s centre, like "AI core"'),
    sources: array(object({ name: string().describe('The system\'s name, like "ERP"'), icon }), { length: 4 }).describe('The four systems feeding the core'),
    /** Six figures of a demo account; `note` says what each counts, shown under "What these figures count". */
    dashboard: array(object({
      label: string().describe('What the figure is about, in a word or two'),
      value: string().describe('The figure, as shown, like "98%"'),
      note: string().describe('What the figure counts, in one line'),
    }), { length: 6 }).describe('The six figures of the demo dashboard'),
    /** Whose figures the dashboard shows, said above the notes (e.g. a demo account, not a client). */
    dashboardSource: string().describe('Whose figures the dashboard shows, like a demo account rather than a client'),
  }).describe('The diagram at the top: the systems feeding the AI core, and its dashboard'),
  /** The product showcase: four items, one product each; the active one rotates every 3.5 s. */
  showcase: object({
    heading: heading('the showcase'),
    intro: intro('the showcase'),
    items: array(object({
      product: productId.describe('The product the item shows'),
      verb: string().describe('The one word on its tab, like "Engage"'),
      title: cardText('title', 'The item\'s heading'),
      description: cardText('description', 'What the product does in this moment'),
      points: array(cardText('chip', 'A point, in a few words'), { min: 2, max: 4 }).describe('Two to four points'),
    }), { length: 4 }).describe('Four items, one product each, shown in turn'),
  }).describe('The product showcase'),
  whyChoose: object({
    heading: heading('the "why choose us" section'),
    intro: intro('the "why choose us" section'),
    items: array(object({
      icon,
      title: cardText('title', 'The card\'s heading'),
      description: cardText('description', 'The card\'s text'),
      badge: cardText('badge', 'A figure and a word or two, like "3X efficiency"'),
    }), { length: 3 }).describe('Three cards'),
  }).describe('The "why choose us" section'),
  infrastructure: object({ heading: heading('the infrastructure section'), items: array(cardSchema, { length: 3 }).describe('Three cards') }).describe('The infrastructure section'),
  esg: object({
    heading: heading('the ESG section'),
    intro: intro('the ESG section'),
    blocks: array(object({
      icon,
      title: cardText('title', 'The block\'s heading'),
      items: array(cardText('line', 'A point, in one line'), { min: 2, max: 3 }).describe('Two or three points'),
    }), { min: 2, max: 4 }).describe('Two to four blocks'),
  }).describe('The ESG section'),
  /** The row loops at a fixed time per lap (testimonials.css): fewer than 8 crawl, more than 18 pass faster than they can be read. */
  testimonials: array(testimonialSchema, { min: 8, max: 18, why: 'the row scrolls one lap in a fixed time, so fewer crawl and more pass too fast to read (docs/content.md §2)' })
    .describe('The testimonials in the sliding row: 8 to 18'),
  statistics: array(statisticSchema, { length: 4 }).describe('The four figures of the figures section'),
  /** How each kind of page closes (ClosingCall): its own heading and text; {{name}} is the product or industry of the page. */
  closings: object({
    home: closing('the home page'), product: closing('a product page ({{name}} is the product)'), industry: closing('an industry page ({{name}} is the industry)'),
    caseStudies: closing('the case studies list'), caseStudy: closing('a case study'), blog: closing('the blog'), blogPost: closing('a blog post'),
    whitepapers: closing('the whitepapers list'), whitepaper: closing('a whitepaper'), about: closing('the About page'), careers: closing('the Careers page'),
    partners: closing('the Partners page'),
  }).describe('How each kind of page closes'),
});
export type Home = Infer<typeof homeSchema>;
