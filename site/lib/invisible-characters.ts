/**
 * Characters a text field may not hold because no one can see them: controls (U+0000 to U+001F
 * but the tab, U+007F to U+009F), line and paragraph separators (U+2028, U+2029), and format
 * characters (zero-width space U+200B, a byte order mark U+FEFF inside a value, the direction
 * overrides U+202A to U+202E and isolates U+2066 to U+2069 that make text read backwards). The
 * zero-width joiner and non-joiner (U+200C, U+200D) are not among them: Indian scripts write
 * words with them. A message shows each such character as its code, \u2028, where it is.
 */

const INVISIBLE = /(?![\t\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** What a few of them are called, for a message. */
const NAMES: Record<string, string> = {
  '\u00ad': 'a soft hyphen',
  '\u200b': 'a zero-width space',
  '\u200e': 'a left-to-right mark',
  '\u200f': 'a right-to-left mark',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
  '\u202e': 'a right-to-left override',
  '\u2066': 'a left-to-right isolate',
  '\u2067': 'a right-to-left isolate',
  '\ufeff': 'a zero-width no-break space (byte order mark)',
};

const code = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Each invisible character of `text`, once, as "U+2028 (a line separator)". */
export function invisibleCharacters(text: string): string[] {
  return [...new Set(text.match(INVISIBLE) ?? [])].map((char) => (NAMES[char] ? `${code(char)} (${NAMES[char]})` : code(char)));
}

/** `text` with each invisible character written as its escape (`\u2028`), so a message shows where it is. */
export const showInvisible = (text: string) => text.replace(INVISIBLE, (char) => `\\u${char.codePointAt(0)! > 0xffff ? `{${char.codePointAt(0)!.toString(16)}}` : char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `text` without its invisible characters; a line or paragraph separator, which stood for a break, becomes a space. */
export const withoutInvisible = (text: string) => text.replace(INVISIBLE, (char) => (/[\u2028\u2029]/.test(char) ? ' ' : ''));
