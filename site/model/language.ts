/**
 * The site's language, and a post written in another one. A post whose header says `lang: hi`
 * keeps the site's English around it (menus, byline, buttons) and marks its own words (title,
 * excerpt, text) with `lang`, wherever they are shown, so that a screen reader speaks them with
 * the right voice and a browser hyphenates and picks fonts for them (WCAG 2.2, 3.1.2).
 */
import { string } from './schema.ts';
import { closestName } from '../lib/closest-name.ts';

/** The language of every page: `<html lang>` and the blog feed's `xml:lang`. */
export const SITE_LANGUAGE = 'en';

/** A language tag as written (`hi`, `HI`, `mr-IN`) in its canonical form, or undefined if it is none. */
export function canonicalLanguage(tag: string): string | undefined {
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag.trim())) return undefined;
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

/** The tags of languages a writer may name instead (`lang: Hindi`), by their English names and their own. */
const TAGS_BY_NAME: Record<string, string> = {
  english: 'en', hindi: 'hi', bengali: 'bn', bangla: 'bn', marathi: 'mr', telugu: 'te', tamil: 'ta', gujarati: 'gu',
  kannada: 'kn', malayalam: 'ml', punjabi: 'pa', odia: 'or', oriya: 'or', urdu: 'ur', assamese: 'as',
  'हिन्दी': 'hi', 'हिंदी': 'hi', 'বাংলা': 'bn', 'मराठी': 'mr', 'తెలుగు': 'te', 'தமிழ்': 'ta', 'ગુજરાતી': 'gu',
  'ಕನ್ನಡ': 'kn', 'മലയാളം': 'ml', 'ਪੰਜਾਬੀ': 'pa',
};

/** " (did you mean "hi"?)" for a language written by its name, or a name mistyped ("Hindhi"); else nothing. */
function meantTag(value: string): string {
  const name = value.trim().toLowerCase();
  const tag = TAGS_BY_NAME[name] ?? TAGS_BY_NAME[closestName(name, Object.keys(TAGS_BY_NAME).filter((n) => /^[a-z]+$/.test(n))) ?? ''];
  if (!tag) return '';
  return tag === SITE_LANGUAGE ? ` (did you mean "${tag}"? A post in English needs no "lang": delete the line)` : ` (did you mean "${tag}"?)`;
}

/** A header's `lang`: a language tag such as hi (Hindi), mr (Marathi) or ta (Tamil). */
export const languageField = string({
  refuse: (value) => (canonicalLanguage(value) ? undefined : `must be a language tag such as "hi" (Hindi), "mr" (Marathi) or "ta" (Tamil), got "${value}"${meantTag(value)}`),
}).describe('The language the post is written in when it is not English: a tag such as "hi" (Hindi), "mr" (Marathi) or "ta" (Tamil)');

/** The `lang` attribute for words in `language`: none when they are in the site's own. */
export const inLanguage = (language: string | undefined): { lang?: string } =>
  language && language !== SITE_LANGUAGE ? { lang: language } : {};
