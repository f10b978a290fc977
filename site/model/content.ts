/**
 * The content model: the schema of every record in content/. Types are inferred from the schemas,
 * so the pages are type-checked against the same definition the build validates content with.
 * Each field's `describe` is its one-line hint for a marketer: the JSON Schema's `description`
 * (schemas/, site/model/json-schemas.ts), which code editors and the editor at /admin show.
 */
import { array, boolean, number, object, oneOf, optional, string, variant, type Infer } from './schema.ts';
import { iconNames } from './icons.ts';
import type { BlogPost, CaseStudy, Whitepaper } from './resources.ts';
import type { MovedPages } from './moved-pages.ts';
import type { BlogCategory } from './blog-categories.ts';
import { EXTERNAL, FORM_ENDPOINT, WEB_PAGE, quoteUrl, refusedUrl, type UrlRule } from './content-urls.ts';
import { clientSchema, type Client } from './clients.ts';
import { portraitFields, portraitPair, type Portrait } from './portraits.ts';
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
const formEndpoint = (form: string) => optional(url(FORM_ENDPOINT, { also: formEndpointRefusal }))
  .describe(`Where the ${form} form sends its details: an https:// address that accepts a form post, such as your CRM's web-to-lead URL; leave out until you have one (the form then sends nothing)`);
const icon = oneOf(iconNames, 'an icon name:').describe('The icon drawn beside it, by name');
export const colors = ['blue', 'pink', 'purple', 'green', 'cyan', 'orange'] as const;
const color = oneOf(colors, 'a colour:').describe('Its accent colour, one of the brand colours');
const social = (network: string) => url(WEB_PAGE).describe(`The company's ${network} page: its full https:// address`);
/** A section's heading and the sentence or two under it. */
const heading = (what: string) => string().describe(`The heading of ${what}, in sentence case`);
const intro = (what: string) => string().describe(`A sentence or two under the heading of ${what}`);

export const siteSchema = object({
  company: string().describe('The company name as visitors read it, like "Acme Deeptech"; other files write it as {{company}}'),
  legalName: string().describe('The registered company name, for the legal pages and the footer, like "Acme Deeptech Private Limited"; written as {{legalName}} elsewhere'),
  /** Origin used for canonical URLs, sitemap, robots.txt, the feed and Open Graph: https:// and a lower-case host name, nothing else. */
  origin: string({ refuse: originRefusal }).describe('The site\'s address: https:// and the host name in lower case, nothing after it, like "https://www.acme.example"'),
  /** The XDR product's name; also its route, /solutions/<xdrName>. */
  xdrName: string({ pattern: /^[A-Za-z0-9]+$/, hint: 'letters and digits only (it is a URL segment)' }).describe('The XDR product\'s name, letters and digits only; also its address, /solutions/<name>; written as {{xdr}} elsewhere'),
  tagline: string().describe('The company\'s line under its name, on the home page and on shared links'),
  description: string().describe('A sentence or two on what the company does, for search results and shared links'),
  email: string({ refuse: emailRefusal }).describe('The address visitors write to, alone, like "hello@acme.example"; written as {{email}} elsewhere'),
  /** Shown as written; its tel: link drops the spaces and dashes. An Indian toll-free number (1800…) is dialled as it is. */
  phone: string({ pattern: /^(\+[0-9]+|18[06]0)([ -]?[0-9]+)*$/, hint: 'an international number like +91 11 4000 0000 (spaces or dashes between the groups), or a toll-free one like 1800 123 4567' })
    .describe('The phone number, shown as written: with its country code, like "+91 11 4000 0000", or toll-free, like "1800 123 4567"'),
  /** wa.me needs the country code: the digits are the chat's address. */
  whatsapp: string({ pattern: /^\+[0-9]+([ -][0-9]+)*$/, hint: 'an international number like +91 98100 00000 (spaces or dashes between the groups)' })
    .describe('The WhatsApp number, with its country code, like "+91 98100 00000"'),
  location: string().describe('Where the company is, in a few words, like "Delhi NCR, India"'),
  address: object({
    street: string().describe('The building and street'),
    locality: string().describe('The area of the city'),
    city: string().describe('The city'),
    postalCode: string().describe('The PIN code, in quotes so it stays text, like "110001"'),
    country: string().describe('The country'),
  }).describe('The head office\'s postal address, for the contact page and search engines'),
  /** The "Book a demo" buttons: another site, opened in a new tab. */
  demoUrl: url(EXTERNAL).describe('Where the "Book a demo" buttons lead: the full https:// address of your booking page'),
  social: object({ linkedin: social('LinkedIn'), instagram: social('Instagram'), youtube: social('YouTube'), facebook: social('Facebook'), x: social('X') })
    .describe('The company\'s pages on social networks, linked from the footer'),
  forms: object({ contact: formEndpoint('contact'), newsletter: formEndpoint('newsletter'), whitepaper: formEndpoint('whitepaper download') })
    .describe('Where the forms send what visitors type; a form without an address sends nothing and says so'),
  copyrightYear: number({ min: 2000, max: 2100 }).describe('The year in the footer\'s copyright line'),
});
export type Site = Infer<typeof siteSchema>;

/** A card (an icon, a heading and a short text): its text held to the card limits (site/model/card-text.ts). */
export const cardSchema = object({
  icon,
  title: cardText('title', 'The card\'s heading: a few words naming its one idea'),
  description: cardText('description', 'The card\'s text: one idea in two or three short lines'),
});
export type Card = Infer<typeof cardSchema>;

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
const productId = oneOf(productIds, 'a product id:');

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

/** content/navigation.yml: the industries menu, and the order of the case studies and whitepapers. */
export const navigationSchema = object({
  industryGroups: array(industryGroupSchema, { min: 1 }).describe('The groups of the industries menu, each industry in one; an industry in none is shown in a last group, More industries'),
  caseStudies: array(string(), { min: 1 }).describe('Every case study, by its file name without .md, in the order /case-studies shows them'),
  whitepapers: array(string(), { min: 1 }).describe('Every whitepaper, by its file name without .md, in the order /resources/whitepapers shows them'),
});

export const openingSchema = object({
  title: string().describe('The job\'s title'),
  type: oneOf(['Full-time'] as const, 'the job type').describe('The kind of job'),
  location: oneOf(['Delhi NCR', 'Remote', 'Delhi NCR or Remote'] as const, 'a location:').describe('Where the job is done'),
  summary: string().describe('A sentence or two on what the job is'),
});
/** A name and what it covers: a certification or a recognition. */
const credential = (what: string) => object({
  name: string().describe(`The ${what}'s name, like "ISO/IEC 27001:2022"`),
  scope: string().describe(`What the ${what} covers, in a few words`),
});
/**
 * What a buyer asks first: each a claim the vendor confirms before launch (docs/content.md §17).
 * The About page shows them all; the Organization's JSON-LD carries the year and the team size.
 */
export const companyFactsSchema = object({
  founded: number({ min: 1900, max: 2100, integer: true }).describe('The year the company was founded, like 2015'),
  /** "about 140 people": the count, and whether it is rounded. */
  teamSize: object({
    people: number({ min: 1, integer: true }).describe('How many people work at the company'),
    qualifier: optional(oneOf(['about', 'more than'] as const, 'a qualifier:')).describe('"about" or "more than" when the count is rounded; leave out when exact'),
  }).describe('The team\'s size, like "about 140 people"'),
  /** A leader's card shows `photo` (a file in content/images/, site/model/portraits.ts), else a drawn monogram. */
  leadership: array(object({
    name: string().describe('The leader\'s full name'),
    role: string().describe('Their role, like "Chief Executive Officer"'),
    background: string().describe('A sentence on their background'),
    ...portraitFields,
  }).meta(portraitPair), { min: 3, max: 6 }).describe('The leaders on the About page: three to six'),
  /** Exactly one is the head office; `address` is one line, a street or an area. */
  offices: array(object({
    city: string().describe('The office\'s city'),
    purpose: string().describe('What the office does, in a few words'),
    address: string().describe('One line: a street or an area'),
    headOffice: optional(boolean()).describe('true for the head office; exactly one office has it'),
  }), { min: 1, max: 6 }).describe('The offices, one to six; exactly one is the head office'),
  /** Certifications the company holds, each with what it covers. */
  certifications: array(credential('certification'), { min: 1 }).describe('The certifications the company holds today, each with what it covers'),
  /** Recognitions such as Startup India's, each with what it says: a badge on About, the first named in the footer. */
  recognitions: array(credential('recognition'), { max: 3 }).describe('Recognitions such as Startup India\'s, up to three: a badge on About; the first is named in the footer'),
}).describe('Facts about the company, each to be confirmed by the vendor before launch');
/** A leader as the pages get one: with the encoded photo the header names, when it names one. */
export type Leader = Infer<typeof companyFactsSchema>['leadership'][number] & { portrait?: Portrait };
export type CompanyFacts = Omit<Infer<typeof companyFactsSchema>, 'leadership'> & { readonly leadership: readonly Leader[] };

/** A page's top: its title and the sentence or two under it. */
const pageTitle = (page: string) => string().describe(`The ${page} page's main heading, in sentence case`);
const pageLead = (page: string) => string().describe(`The sentence or two under the ${page} page's title`);

export const companySchema = object({
  facts: companyFactsSchema,
  about: object({
    title: pageTitle('About'),
    lead: pageLead('About'),
    vision: string().describe('The company\'s vision, in a sentence or two'),
    mission: string().describe('The company\'s mission, in a sentence or two'),
    valuesHeading: object({ eyebrow: string().describe('The small line above the values\' heading'), title: heading('the values section') }).describe('The heading of the values section'),
    values: array(cardSchema, { min: 3, max: 6 }).describe('The company\'s values, as cards: three to six'),
  }).describe('The About page'),
  careers: object({
    title: pageTitle('Careers'),
    lead: pageLead('Careers'),
    benefits: array(cardSchema, { min: 4, max: 8 }).describe('What working here offers, as cards: four to eight'),
    openings: array(openingSchema, { min: 1 }).describe('The open jobs; one or more'),
    cvLine: string().describe('The line under the jobs, on sending a CV when none fits'),
  }).describe('The Careers page'),
  partners: object({
    title: pageTitle('Partners'),
    lead: pageLead('Partners'),
    types: array(cardSchema, { length: 5 }).describe('The five kinds of partner, as cards'),
    benefits: array(cardSchema, { length: 4 }).describe('What partners get, as four cards'),
  }).describe('The Partners page'),
  contact: object({
    title: pageTitle('Contact'),
    lead: pageLead('Contact'),
    officeLabel: string().describe('The heading above the office\'s address'),
    hours: string().describe('When the office answers, like "Monday to Friday, 9:30 am to 6:30 pm IST"'),
  }).describe('The Contact page'),
  /** Clients, named only with their permission (site/model/clients.ts). */
  clients: array(clientSchema, { min: 1 }).describe('The clients, named only with their written permission'),
});
export type Company = Omit<Infer<typeof companySchema>, 'facts' | 'clients'> & { readonly facts: CompanyFacts; readonly clients: readonly Client[] };

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
