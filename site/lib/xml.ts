/** XML 1.0 escaping, for every XML the project writes: the sitemap, the blog feed, the Open Graph cards. */

/** Characters XML 1.0 does not allow at all: escaping cannot save them, so they are dropped. */
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const SPECIAL = /[&<>"']/g;
/** The same without the apostrophe, for text that only ever goes in content or double-quoted attributes. */
const SPECIAL_BUT_APOSTROPHE = /[&<>"]/g;

/**
 * `text` made safe in element content and in quoted attributes. `keepApostrophes` leaves `'` as
 * it is, which is safe outside single-quoted attributes (the Open Graph card keeps the font list's
 * quotes as they are written, so its hashes stay those of the committed images).
 */
export function xmlEscape(text: string, { keepApostrophes = false } = {}): string {
  const special = keepApostrophes ? SPECIAL_BUT_APOSTROPHE : SPECIAL;
  return text.replace(INVALID, '').replace(special, (c) => ENTITIES[c]);
}
