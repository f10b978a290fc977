/**
 * The content model: the schema of every record in content/. Types are inferred from the schemas,
 * so content modules get type-checked by tsc and validated at build time by the same definition.
 */
import { array, boolean, number, object, oneOf, optional, string, variant, type Infer } from './schema.ts';
import { iconNames } from './icons.ts';
import type { BlogPost, CaseStudy, Whitepaper } from './resources.ts';
import type { MovedPages } from './moved-pages.ts';
import type { BlogCategory } from './blog-categories.ts';
import { EXTERNAL, FORM_ENDPOINT, WEB_PAGE, quoteUrl, refusedUrl, type UrlRule } from './content-urls.ts';
import { clientSchema, type Client } from './clients.ts';
import { portraitFields, type Portrait } from './portraits.ts';
import { IMAGES_FOLDER } from './cover-images.ts';
import { emailRefusal, formEndpointRefusal, originRefusal } from './site-addresses.ts';
import { cardText } from './card-text.ts';

/**
 * Text that becomes an href or src: judged as a browser reads it (site/model/content-urls.ts), then
 * by `also` for what else it becomes (a form endpoint's origin goes into the security policy).
 */
const url = (rule: UrlRule, more: { pattern?: RegExp; hint?: string; also?: (value: string) => string | undefined } = {}) =>
  string({ ...more, refuse: (value) => {
    const why = refusedUrl(value, rule);
    return why ? `is ${quoteUrl(value)}, which ${why}` : more.also?.(value);
  } });
const formEndpoint = optional(url(FORM_ENDPOINT, { also: formEndpointRefusal }));
const icon = oneOf(iconNames, 'an icon name:');
export const colors = ['blue', 'pink', 'purple', 'green', 'cyan', 'orange'] as const;
const color = oneOf(colors, 'a colour:');

export const siteSchema = object({
  company: string(),
  legalName: string(),
  /** Origin used for canonical URLs, sitemap, robots.txt, the feed and Open Graph: https:// and a lower-case host name, nothing else. */
  origin: string({ refuse: originRefusal }),
  /** The XDR product's name; also its route, /solutions/<xdrName>. */
  xdrName: string({ pattern: /^[A-Za-z0-9]+$/, hint: 'letters and digits only (it is a URL segment)' }),
  tagline: string(),
  description: string(),
  email: string({ refuse: emailRefusal }),
  /** Shown as written; its tel: link drops the spaces and dashes. An Indian toll-free number (1800…) is dialled as it is. */
  phone: string({ pattern: /^(\+[0-9]+|18[06]0)([ -]?[0-9]+)*$/, hint: 'an international number like +91 11 4000 0000 (spaces or dashes between the groups), or a toll-free one like 1800 123 4567' }),
  /** wa.me needs the country code: the digits are the chat's address. */
  whatsapp: string({ pattern: /^\+[0-9]+([ -][0-9]+)*$/, hint: 'an international number like +91 98100 00000 (spaces or dashes between the groups)' }),
  location: string(),
  address: object({ street: string(), locality: string(), city: string(), postalCode: string(), country: string() }),
  /** The "Book a demo" buttons: another site, opened in a new tab. */
  demoUrl: url(EXTERNAL),
  social: object({ linkedin: url(WEB_PAGE), instagram: url(WEB_PAGE), youtube: url(WEB_PAGE), facebook: url(WEB_PAGE), x: url(WEB_PAGE) }),
  forms: object({ contact: formEndpoint, newsletter: formEndpoint, whitepaper: formEndpoint }),
  copyrightYear: number({ min: 2000, max: 2100 }),
});
export type Site = Infer<typeof siteSchema>;

/** A card (an icon, a heading and a short text): its text held to the card limits (site/model/card-text.ts). */
export const cardSchema = object({ icon, title: cardText('title'), description: cardText('description') });
export type Card = Infer<typeof cardSchema>;

/** A figure that counts up on the product pages (docs/site.md §6, §14). */
export const counterSchema = object({ value: number({ min: 0 }), prefix: optional(string()), suffix: optional(string({ min: 0 })), label: string() });
export type Counter = Infer<typeof counterSchema>;

export const productIds = ['gratify', 'navigator', 'rewards', 'pulsewatch', 'xdr'] as const;
export type ProductId = (typeof productIds)[number];

export const productSchema = object({
  id: oneOf(productIds, 'a product id:'),
  /** Route segment under /solutions/ (case matters). */
  slug: string({ pattern: /^[A-Za-z0-9-]+$/, hint: 'a URL segment' }),
  name: string(),
  /** One line: what it is. Used in menus, cards and meta descriptions. */
  summary: cardText('description'),
  icon,
  color,
  hero: object({ eyebrow: string(), title: string(), lead: string() }),
  /** Headline claims, e.g. "35% sales increase". */
  claims: array(cardText('chip'), { min: 2 }),
  counters: optional(array(counterSchema, { length: 3 })),
  features: object({ heading: string(), intro: string(), items: array(cardSchema, { length: 4 }) }),
  benefits: object({ heading: string(), intro: string(), items: array(cardSchema, { length: 4 }) }),
  /** Extra section, e.g. PulseWatch's "who it is for". */
  audience: optional(object({ heading: string(), intro: string(), items: array(cardSchema, { min: 2 }) })),
});
export type Product = Infer<typeof productSchema>;

export const challengeSchema = cardSchema;
/** A product's card on an industry page: its features as lines, and its impact box (site/model/card-text.ts). */
export const industrySolutionSchema = object({
  product: oneOf(['gratify', 'navigator', 'pulsewatch', 'xdr'] as const, 'a product id:'),
  features: array(cardText('line'), { min: 3, max: 5 }),
  impact: cardText('impact'),
});

export const industrySchema = object({
  slug: string({ pattern: /^[a-z0-9-]+$/, hint: 'lower-case letters, digits and dashes' }),
  /** Full name, e.g. "NBFCs & Microfinance". */
  name: string(),
  /** Short label for menus, e.g. "NBFC". */
  navLabel: string(),
  icon,
  /**
   * The drawing in the page's hero: an SVG under content/images/, like 'industries/retail.svg',
   * drawn in the illustration style and held to the scene rules (site/generator/scene-check.ts).
   */
  scene: string({ pattern: /^([a-z0-9-]+\/)?[a-z0-9-]+\.svg$/, hint: `an SVG drawing under content/${IMAGES_FOLDER}/, written like 'industries/retail.svg' (lower-case letters, digits and dashes, one folder at most)` }),
  /** One or two sentences, for the industry cards and the meta description. */
  summary: cardText('description'),
  /** Its card on the home page (12 industries): the trade's problem in one line, and the one impact figure, like "40% higher dealer engagement". */
  home: optional(object({ order: number({ min: 1, max: 12 }), challenge: cardText('line'), impact: cardText('chip') })),
  page: variant('template', {
    standard: object({
      template: oneOf(['standard'] as const),
      title: string(),
      subtitle: string(),
      challenges: array(challengeSchema, { length: 3 }),
      solutions: array(industrySolutionSchema, { length: 4 }),
    }),
    simple: object({
      template: oneOf(['simple'] as const),
      title: string(),
      subtitle: string(),
      description: string(),
      features: array(cardSchema, { length: 4 }),
      results: array(cardText('line'), { min: 2 }),
    }),
  }),
});
/** An industry; the images stage adds its scene's checked markup (site/generator/scenes.ts), which its page inlines. */
export type Industry = Infer<typeof industrySchema> & { sceneMarkup?: string };

export const industryGroupSchema = object({ title: string(), industries: array(string(), { min: 1 }) });
export type IndustryGroup = Infer<typeof industryGroupSchema>;

export const openingSchema = object({
  title: string(),
  type: oneOf(['Full-time'] as const, 'the job type'),
  location: oneOf(['Delhi NCR', 'Remote', 'Delhi NCR or Remote'] as const, 'a location:'),
  summary: string(),
});
/**
 * What a buyer asks first: each a claim the vendor confirms before launch (docs/content.md §17).
 * The About page shows them all; the Organization's JSON-LD carries the year and the team size.
 */
export const companyFactsSchema = object({
  founded: number({ min: 1900, max: 2100, integer: true }),
  /** "about 140 people": the count, and whether it is rounded. */
  teamSize: object({ people: number({ min: 1, integer: true }), qualifier: optional(oneOf(['about', 'more than'] as const, 'a qualifier:')) }),
  /** A leader's card shows `photo` (a file in content/images/, site/model/portraits.ts), else a drawn monogram. */
  leadership: array(object({ name: string(), role: string(), background: string(), ...portraitFields }), { min: 3, max: 6 }),
  /** Exactly one is the head office; `address` is one line, a street or an area. */
  offices: array(object({ city: string(), purpose: string(), address: string(), headOffice: optional(boolean()) }), { min: 1, max: 6 }),
  /** Certifications the company holds, each with what it covers. */
  certifications: array(object({ name: string(), scope: string() }), { min: 1 }),
  /** Recognitions such as Startup India's, each with what it says: a badge on About, the first named in the footer. */
  recognitions: array(object({ name: string(), scope: string() }), { max: 3 }),
});
/** A leader as the pages get one: with the encoded photo the header names, when it names one. */
export type Leader = Infer<typeof companyFactsSchema>['leadership'][number] & { portrait?: Portrait };
export type CompanyFacts = Omit<Infer<typeof companyFactsSchema>, 'leadership'> & { readonly leadership: readonly Leader[] };

export const companySchema = object({
  facts: companyFactsSchema,
  about: object({ title: string(), lead: string(), vision: string(), mission: string(), valuesHeading: object({ eyebrow: string(), title: string() }), values: array(cardSchema, { min: 3, max: 6 }) }),
  careers: object({ title: string(), lead: string(), benefits: array(cardSchema, { min: 4, max: 8 }), openings: array(openingSchema, { min: 1 }), cvLine: string() }),
  partners: object({ title: string(), lead: string(), types: array(cardSchema, { length: 5 }), benefits: array(cardSchema, { length: 4 }) }),
  contact: object({ title: string(), lead: string(), officeLabel: string(), hours: string() }),
  /** Clients, named only with their permission (site/model/clients.ts). */
  clients: array(clientSchema, { min: 1 }),
});
export type Company = Omit<Infer<typeof companySchema>, 'facts' | 'clients'> & { readonly facts: CompanyFacts; readonly clients: readonly Client[] };

export const testimonialSchema = object({
  title: cardText('title'), quote: cardText('quote'), author: string(), position: string(), industry: string(),
  /** The product the client speaks of: the first testimonial naming a product is its page's pull quote (docs/content.md §5). */
  product: optional(oneOf(productIds, 'a product id:')),
  /** The client who speaks, by its `description` in content/company.yml: the pull quote shows its logo or mark. */
  client: optional(string()),
});
export type Testimonial = Infer<typeof testimonialSchema>;

export const statisticSchema = object({ value: string(), label: cardText('chip'), description: cardText('description'), icon, arrowDown: optional(boolean()) });
export type Statistic = Infer<typeof statisticSchema>;

const sectionHeading = object({ eyebrow: string(), title: string(), intro: string() });

/** A closing call to action: a heading and a sentence or two above its buttons. */
const closingSchema = object({ title: cardText('title'), text: cardText('description') });

export const homeSchema = object({
  hero: object({ eyebrow: string(), title: string(), lead: string() }),
  /** Headings of the home sections whose cards come from elsewhere (products, industries, lists below). */
  headings: object({ solutions: sectionHeading, industries: sectionHeading, testimonials: sectionHeading, statistics: sectionHeading }),
  /** The hero's diagram: the systems feeding the AI core, and the LIVE dashboard of stage 2. */
  diagram: object({
    core: string(),
    sources: array(object({ name: string(), icon }), { length: 4 }),
    /** Six figures of a demo account; `note` says what each counts, shown under "What these figures count". */
    dashboard: array(object({ label: string(), value: string(), note: string() }), { length: 6 }),
    /** Whose figures the dashboard shows, said above the notes (e.g. a demo account, not a client). */
    dashboardSource: string(),
  }),
  /** The product showcase: four items, one product each; the active one rotates every 3.5 s. */
  showcase: object({
    heading: string(),
    intro: string(),
    items: array(object({ product: oneOf(productIds, 'a product id:'), verb: string(), title: cardText('title'), description: cardText('description'), points: array(cardText('chip'), { min: 2, max: 4 }) }), { length: 4 }),
  }),
  whyChoose: object({ heading: string(), intro: string(), items: array(object({ icon, title: cardText('title'), description: cardText('description'), badge: cardText('badge') }), { length: 3 }) }),
  infrastructure: object({ heading: string(), items: array(cardSchema, { length: 3 }) }),
  esg: object({ heading: string(), intro: string(), blocks: array(object({ icon, title: cardText('title'), items: array(cardText('line'), { min: 2, max: 3 }) }), { min: 2, max: 4 }) }),
  /** The row loops at a fixed time per lap (testimonials.css): fewer than 8 crawl, more than 18 pass faster than they can be read. */
  testimonials: array(testimonialSchema, { min: 8, max: 18, why: 'the row scrolls one lap in a fixed time, so fewer crawl and more pass too fast to read (docs/content.md §2)' }),
  statistics: array(statisticSchema, { length: 4 }),
  /** How each kind of page closes (ClosingCall): its own heading and text; {{name}} is the product or industry of the page. */
  closings: object({
    home: closingSchema, product: closingSchema, industry: closingSchema, caseStudies: closingSchema, caseStudy: closingSchema, blog: closingSchema,
    blogPost: closingSchema, whitepapers: closingSchema, whitepaper: closingSchema, about: closingSchema, careers: closingSchema, partners: closingSchema,
  }),
});
export type Home = Infer<typeof homeSchema>;

/** A numbered part of a legal document, rendered from Markdown. */
export interface LegalSection {
  id: string;
  number: number;
  title: string;
  html: string;
}

export interface LegalDocument {
  title: string;
  /** "Last updated" or "Effective", with its date (e.g. May 2025). */
  dateLabel: string;
  date: string;
  intro: string;
  sections: LegalSection[];
}

/** Everything in content/, validated: what the route table and the pages are built from. */
/** The About page's story: its section heading, and its text as HTML. */
export interface AboutStory {
  eyebrow: string;
  title: string;
  html: string;
}

export interface Content {
  site: Site;
  products: Product[];
  industries: Industry[];
  industryGroups: IndustryGroup[];
  company: Company;
  home: Home;
  legal: { privacy: LegalDocument; terms: LegalDocument; disclaimer: LegalDocument };
  /** content/pages/about.md. */
  aboutStory: AboutStory;
  /** Old addresses the site owner redirects to the pages that replace them. */
  movedPages: MovedPages;
  caseStudies: CaseStudy[];
  /** content/blog-categories.yml: the categories a post may name, in the order of the blog's filters. */
  blogCategories: BlogCategory[];
  /** Newest first. */
  blog: BlogPost[];
  whitepapers: Whitepaper[];
}
