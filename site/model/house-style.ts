/**
 * The house style: Indian English. A small list of US spellings, each with the spelling to write,
 * and the phrases where the US spelling stays (proper names, the specification's own labels, the
 * computer sense of "program"). The build checks every word a visitor reads against it
 * (site/content-loader/house-style-check.ts); how to add a word or an exception is in
 * docs/content.md §16.
 */
import { escapeRegExp } from '../lib/text.ts';

/** Where a writer reads the rule; every message ends with it. */
const HOUSE_STYLE_DOC = 'docs/content.md §16';

/** Whole words, lower case: the US spelling and the house spelling. */
const WORDS: Record<string, string> = {
  program: 'programme', programs: 'programmes',
  center: 'centre', centers: 'centres', centered: 'centred',
  color: 'colour', colors: 'colours', colored: 'coloured', colorful: 'colourful',
  behavior: 'behaviour', behaviors: 'behaviours', behavioral: 'behavioural',
  favor: 'favour', favors: 'favours', favored: 'favoured', favorable: 'favourable', favorite: 'favourite', favorites: 'favourites',
  honor: 'honour', honors: 'honours', honored: 'honoured',
  labor: 'labour',
  catalog: 'catalogue', catalogs: 'catalogues',
  enroll: 'enrol', enrolls: 'enrols', enrollment: 'enrolment', enrollments: 'enrolments', enrollee: 'enrolee', enrollees: 'enrolees',
  fulfill: 'fulfil', fulfills: 'fulfils', fulfillment: 'fulfilment',
  installment: 'instalment', installments: 'instalments',
  jewelry: 'jewellery',
  canceled: 'cancelled', canceling: 'cancelling',
  labeled: 'labelled', labeling: 'labelling',
  modeling: 'modelling',
  traveler: 'traveller', travelers: 'travellers',
  counselor: 'counsellor', counselors: 'counsellors',
  defense: 'defence',
  analyze: 'analyse', analyzes: 'analyses', analyzed: 'analysed', analyzing: 'analysing',
};

/**
 * Verbs written with -ise: each stem takes -ize, -izes, -ized, -izing, -ization(s), -izer(s).
 * Only these stems: "size", "prize" and "seize" are the same in both spellings.
 */
const ISE_STEMS = [
  'personal', 'optim', 'priorit', 'recogn', 'custom', 'organ', 'real', 'util', 'minim', 'maxim',
  'standard', 'digit', 'author', 'categor', 'summar', 'central', 'monet', 'incentiv', 'emphas',
  'special', 'capital', 'modern', 'synchron', 'apolog', 'final', 'normal', 'visual', 'local',
];
const ISE_ENDINGS = ['ize', 'izes', 'ized', 'izing', 'ization', 'izations', 'izer', 'izers'];
for (const stem of ISE_STEMS) for (const ending of ISE_ENDINGS) WORDS[stem + ending] = stem + ending.replace('z', 's');
const LISTED = new Map(Object.entries(WORDS));
/** A piece of every listed word ("iz", or its first five letters): text without any holds none. */
const MAY_HOLD_LISTED = new RegExp([...new Set([...LISTED.keys()].map((word) => (word.includes('iz') ? 'iz' : word.slice(0, 5))))].join('|'), 'i');

/**
 * Where a US spelling stays, matched without regard to case: proper names, labels the
 * specification gives as they are, and "program" in its computer sense.
 */
export const KEEP_AS_WRITTEN: readonly string[] = [
  // The computer sense: software that runs, not a scheme.
  'e-mail program', 'email program', 'mail program', 'computer program',
  // Proper names.
  'World Health Organization', 'International Organization for Standardization', 'Center for Internet Security',
  'International Labor Organization', 'Federal Trade Commission Act',
  // The specification's label of the home page's dashboard.
  'Personalized AI',
];

/** The house spelling of `word` (any case), or undefined when the word is fine as written. */
export function houseSpelling(word: string): string | undefined {
  const house = LISTED.get(word.toLowerCase());
  if (!house) return undefined;
  if (word === word.toUpperCase() && word.length > 1) return house.toUpperCase();
  return word[0] === word[0].toUpperCase() ? house[0].toUpperCase() + house.slice(1) : house;
}

export interface StyleHit {
  /** The word as written. */
  found: string;
  /** What to write instead, in the same case. */
  write: string;
  /** Where the word starts in the text. */
  index: number;
}

/**
 * Runs of text that are not words a reader reads as prose: anything holding "/", "@" or "://"
 * (a URL, a path such as /blog/real-economics-of-loyalty-programs, an address), a file name, a
 * {{token}}, and code between backticks.
 */
const NOT_PROSE = /`[^`]*`|\{\{[^}]*\}\}|[^\s()[\]<>"'`]*(?:\/|@)[^\s()[\]<>"'`]*|\b[\w-]+\.(?:md|ts|svg|png|jpe?g|webp|avif|pdf)\b/gi;
const KEEP = new RegExp(KEEP_AS_WRITTEN.map((phrase) => `\\b${escapeRegExp(phrase)}\\b`).join('|'), 'gi');
const WORD = /[A-Za-z]+/g;

const blank = (match: string) => ' '.repeat(match.length);

const listedWords = (text: string): StyleHit[] => {
  const hits: StyleHit[] = [];
  for (const match of text.matchAll(WORD)) {
    const write = houseSpelling(match[0]);
    if (write) hits.push({ found: match[0], write, index: match.index });
  }
  return hits;
};

/** Every word of `text` the house style spells otherwise, in order. */
export function houseStyleHits(text: string): StyleHit[] {
  // Most copy holds no listed word, and a quick test passes it over before any word is looked up.
  if (!MAY_HOLD_LISTED.test(text) || !listedWords(text).length) return [];
  return listedWords(text.replace(NOT_PROSE, blank).replace(KEEP, blank));
}

/** The message for one hit, as the build prints it after the file and line or field. */
export const houseStyleMessage = (hit: StyleHit): string =>
  `"${hit.found}" -> write "${hit.write}" (house style: Indian English; ${HOUSE_STYLE_DOC})`;
