/** content/company.yml: the About facts, leadership, careers, partners and clients (the content model: site/model/content.ts). */
import { array, boolean, number, object, oneOf, optional, string, type Infer } from './schema.ts';
import { cardSchema, heading } from './fields.ts';
import { clientSchema, type Client } from './clients.ts';
import { portraitFields, portraitPair, type Portrait } from './portraits.ts';

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
