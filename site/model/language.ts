/**
 * The site's language, and a post written in another one. A post whose header says `lang: hi`
 * keeps the site's English around it (menus, byline, buttons) and marks its own words (title,
 * excerpt, text) with `lang`, wherever they are shown, so that a screen reader speaks them with
 * the right voice and a browser hyphenates and picks fonts for them (WCAG 2.2, 3.1.2).
 */
import { string } from './schema.ts';

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

/** A header's `lang`: a language tag such as hi (Hindi), mr (Marathi) or ta (Tamil). */
export const languageField = string({
  refuse: (value) => (canonicalLanguage(value) ? undefined : `must be a language tag such as "hi" (Hindi), "mr" (Marathi) or "ta" (Tamil), got "${value}"`),
});

/** The `lang` attribute for words in `language`: none when they are in the site's own. */
export const inLanguage = (language: string | undefined): { lang?: string } =>
  language && language !== SITE_LANGUAGE ? { lang: language } : {};
