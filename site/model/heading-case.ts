/**
 * One case rule for headings and buttons: sentence case. A capital starts the text (and each
 * sentence or item in it: after ". ", "? ", "! ", ": " or a " · " between labels); after that, a
 * word keeps a capital only if it is a proper noun, an acronym or a brand name. The build refuses
 * a capitalised word it does not know (site/content-loader/house-style-check.ts); the words it
 * knows are PROPER_NOUNS below and the brand's own names from content/site.yml and
 * content/products.yml. How to add one: docs/content.md §16.
 */
import { escapeRegExp } from '../lib/text.ts';

/**
 * Words and phrases that keep their capitals inside a heading: places, festivals, bodies, laws,
 * the names of other companies' products. A phrase (`Startup India`) is matched whole; add each
 * form a heading may use (`Indian` as well as `India`). Words in capitals (`AI`, `NBFCs`) and
 * words with a capital inside (`WhatsApp`) need no entry: they are taken for acronyms and brands.
 */
export const PROPER_NOUNS: readonly string[] = [
  // Places and peoples.
  'India', 'Indian', 'Indians', 'Bharat', 'Delhi', 'New Delhi', 'Mumbai', 'Bengaluru', 'Bangalore', 'Chennai', 'Hyderabad', 'Pune',
  'Kolkata', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Gurugram', 'Noida', 'Asia', 'Europe',
  // Festivals and seasons by name.
  'Diwali', 'Holi', 'Eid', 'Onam', 'Pongal', 'Navratri', 'Dussehra', 'Christmas',
  // Bodies, schemes and laws.
  'Startup India', 'Reserve Bank of India', 'CERT-In', 'DPDP Act', 'Digital Personal Data Protection Act',
  // Other companies' products and services.
  'Google', 'Microsoft', 'Excel', 'Tally', 'Zoho', 'Salesforce', 'Paytm', 'Amazon', 'Flipkart', 'Android', 'Apple',
  // Months and days.
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
];

export interface CaseHit {
  /** The word as written. */
  found: string;
  /** The word as sentence case writes it. */
  write: string;
  index: number;
}

/** A word: letters and digits, with inner apostrophes; a hyphen separates words. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** Where a new sentence or item starts, so its first word may take a capital. */
const STARTS = /(^\s*|[.?!:·|–—]\s+|["“‘(]\s*)$/;
/** Capitalised as in Title Case: one capital, then small letters only. */
const CAPITALISED = /^\p{Lu}\p{Ll}+(?:['’]\p{Ll}+)?$/u;

/**
 * The names kept as written (the proper nouns and `names`), longest first, as one expression, each
 * a whole word. The word bounds are written once around the alternatives, not around each: V8
 * then compiles one copy of their Unicode classes, not one for every name (docs/performance.md).
 */
function namesPattern(names: readonly string[]): RegExp {
  const known = [...PROPER_NOUNS, ...names].filter(Boolean).sort((a, b) => b.length - a.length);
  return known.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${known.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu') : /(?!)/gu;
}

/** The last names' expression: a build checks every heading against the same names. */
let lastNames: { key: string; pattern: RegExp } | undefined;

/** Every word of `heading` that sentence case writes in small letters, in order. `names`: the brand's names, kept as written. */
export function titleCaseHits(heading: string, names: readonly string[] = []): CaseHit[] {
  const key = names.join('\n');
  if (lastNames?.key !== key) lastNames = { key, pattern: namesPattern(names) };
  const keep = lastNames.pattern;
  // A name or {{token}} stands as a word of small letters (the word after it is not a first word);
  // an HTML tag is left out.
  const word = (match: string) => 'x'.repeat(match.length);
  const text = heading.replace(keep, word).replace(/\{\{[^}]*\}\}/g, word).replace(/<[^>]*>/g, (match) => ' '.repeat(match.length));
  const hits: CaseHit[] = [];
  for (const match of text.matchAll(WORD)) {
    const before = text.slice(0, match.index);
    if (!CAPITALISED.test(match[0]) || STARTS.test(before)) continue;
    hits.push({ found: match[0], write: match[0].toLowerCase(), index: match.index });
  }
  return hits;
}

/** The message for one hit, as the build prints it after the file and the field or line. */
export const headingCaseMessage = (hit: CaseHit, what = 'a heading'): string =>
  `"${hit.found}" -> write "${hit.write}": ${what} is in sentence case, a capital only for its first word and for names (add a proper noun to PROPER_NOUNS in site/model/heading-case.ts; docs/content.md §16)`;

/** The demo action's one label, and the variants of it the build refuses in copy ("Book Demo", "Book a 30-minute demo"). */
export const DEMO_LABEL = 'Book a demo';
const DEMO_VARIANTS = /\bbook(?: an?| your)?(?: [\w-]+[- ]minutes?| free| quick)? demo\b/gi;

/** Every variant of the demo label in `text`: the label itself, in a sentence, passes. */
export function demoLabelHits(text: string): CaseHit[] {
  return [...text.matchAll(DEMO_VARIANTS)]
    .filter((match) => match[0] !== DEMO_LABEL && match[0] !== DEMO_LABEL.toLowerCase())
    .map((match) => ({ found: match[0], write: DEMO_LABEL, index: match.index }));
}

export const demoLabelMessage = (hit: CaseHit): string =>
  `"${hit.found}" -> write "${hit.write}": the demo action has one label everywhere (docs/content.md §16)`;
