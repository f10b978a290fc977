/** content/site.yml: the brand, the company's addresses and the forms' endpoints (the content model: site/model/content.ts). */
import { number, object, optional, string, type Infer } from './schema.ts';
import { EXTERNAL, FORM_ENDPOINT, WEB_PAGE, quoteUrl, refusedUrl, type UrlRule } from './content-urls.ts';
import { emailRefusal, formEndpointRefusal, originRefusal } from './site-addresses.ts';

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
const social = (network: string) => url(WEB_PAGE).describe(`The company's ${network} page: its full https:// address`);

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
