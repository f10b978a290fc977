/** Small text helpers shared by server and client code. */

/** Whole sentences of `text` up to `max` characters, for meta descriptions and card teasers. */
export function summarize(text: string, max = 160): string {
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  return out.trim() || truncate(text, max);
}

/** `text` cut at a word boundary to at most `max` characters, an ellipsis included. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:–-]$/, '').trimEnd()}…`;
}

/** `text` with every character a regular expression treats as special escaped, to match it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words a reader reads in a minute, for reading times (a common figure for web prose). */
export const WORDS_PER_MINUTE = 200;

/** The words in `html`'s text: runs of letters and digits, joined by an apostrophe, dot or dash. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** "N min read" for `html`: its words at WORDS_PER_MINUTE, rounded, at least a minute. */
export function readingTime(html: string): string {
  return `${Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE))} min read`;
}

/** The URL segment for a name: 'Retail & e-commerce' → 'retail-e-commerce' (lower case, runs of anything else one dash). */
export function slugify(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A file name as a web address carries it: `WhatsApp Image 1.JPEG` is `whatsapp-image-1.jpeg` (`fallback` when no letter is left). */
export function slugifyFileName(name: string, fallback = 'file'): string {
  const ending = /\.[a-z0-9]+$/i.exec(name)?.[0] ?? '';
  return `${slugify(name.slice(0, name.length - ending.length)) || fallback}${ending.toLowerCase()}`;
}

/** The months as the site writes them, January first. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A month as the copy writes it ("May 2025") as a sortable date ("2025-05"); undefined for anything else. */
export function isoMonth(text: string): string | undefined {
  const [, name, year] = /^(\w+) (\d{4})$/.exec(text.trim()) ?? [];
  const month = MONTH_NAMES.indexOf(name);
  return month < 0 ? undefined : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** A YYYY-MM-DD date as readers in India write it: "16 June 2025". */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** A %-decoded URL part, or the part as written when it holds a malformed %-escape (an id may hold "%"). */
export function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
