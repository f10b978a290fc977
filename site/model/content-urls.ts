/**
 * Which URLs content may link to or show. A URL is judged the way a browser will read it from the
 * page: character references decoded as in an HTML attribute (`jav&#x61;script:` is `javascript:`),
 * then the URL parser's clean-up (leading and trailing controls and spaces dropped, tabs and line
 * breaks dropped anywhere), and only then its scheme read. Anything that is not a web address, an
 * e-mail or phone link, a path from the site's root or an #anchor is refused: other schemes run
 * script (`javascript:`, `vbscript:`), smuggle documents (`data:`) or point at a visitor's disk.
 */
import { decodeHTMLAttribute } from 'entities';
import { PROSE_PICTURE_HINT } from './prose-pictures.ts';

export type Scheme = 'https' | 'http' | 'mailto' | 'tel';

/** What one place in the content accepts. */
export interface UrlRule {
  schemes: readonly Scheme[];
  /** Paths from the site's root, like /about. */
  paths?: boolean;
  /** Links within the page, like #pricing. */
  anchors?: boolean;
  /** Said instead of the usual hint when a URL is refused, e.g. why only paths are allowed. */
  hint?: string;
}

/** Links in Markdown. */
export const LINK: UrlRule = { schemes: ['https', 'http', 'mailto', 'tel'], paths: true, anchors: true };
/** Images in Markdown: a file of content/images/ by its name (site/model/prose-pictures.ts), never an address, so the build knows its size and encodes it. */
export const IMAGE: UrlRule = { schemes: [], hint: PROSE_PICTURE_HINT };
/** A button or link to another site that opens in a new tab (the demo booking page). */
export const EXTERNAL: UrlRule = { schemes: ['https', 'http', 'mailto', 'tel'] };
/** A profile or page on the web. */
export const WEB_PAGE: UrlRule = { schemes: ['https', 'http'] };
/** Where a form posts: the page fetches it and the Content-Security-Policy names its origin, so only https. */
export const FORM_ENDPOINT: UrlRule = { schemes: ['https'], hint: 'a form must post over https, like https://forms.example.com/contact' };
/** A file served by the site, like /images/real-estate.svg. */
export const SITE_FILE: UrlRule = { schemes: [], paths: true, hint: 'it must be a path to a file in static/, like /images/real-estate.svg' };

/** An attribute's value (references already decoded) as the URL parser reads it: stripped as the parser strips. */
export const urlParserInput = (value: string): string => value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');

/** `raw`, as written in HTML or Markdown, as a browser's URL parser receives it from an attribute. */
export const browserReading = (raw: string): string => urlParserInput(raw.includes('&') ? decodeHTMLAttribute(raw) : raw);

/** The scheme of a URL as the parser receives it (see browserReading), lower-cased; undefined for a path, an anchor or a relative URL. */
export const schemeOf = (url: string): string | undefined => /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1].toLowerCase();

/** Quotes a URL for a message: control characters visible, long ones shortened. */
export const quoteUrl = (url: string): string => JSON.stringify(url.length > 90 ? `${url.slice(0, 87)}...` : url);

function allowedHere(rule: UrlRule): string {
  const kinds = [
    ...rule.schemes.map((s) => (s === 'https' || s === 'http' ? `${s}://…` : `${s}:`)),
    ...(rule.paths ? ['a path from the site root like /about'] : []),
    ...(rule.anchors ? ['an #anchor'] : []),
  ];
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0];
}

const HINTS: Record<string, string> = {
  file: 'a file on your computer is not on the web: put it in static/ and link to its path, like /downloads/brochure.pdf',
  data: 'put the image or file in static/ and link to its path',
};

/**
 * Why `raw` may not be used where `rule` applies, as a clause that follows the URL in a message
 * ("uses the "javascript:" scheme; …"), or undefined when it may.
 */
export function refusedUrl(raw: string, rule: UrlRule = LINK): string | undefined {
  const url = browserReading(raw);
  const read = url === raw ? '' : ` (a browser reads it as ${quoteUrl(url)})`;
  const allowed = rule.hint ?? `use ${allowedHere(rule)}`;
  if (url === '') return `is empty${read}: give the address it leads to`;
  if (url === '#') return 'is only "#", a placeholder that leads nowhere: give the address it leads to';
  const web = rule.schemes.includes('https');

  const scheme = schemeOf(url);
  if (scheme !== undefined) {
    if (!(rule.schemes as readonly string[]).includes(scheme)) {
      if (/^[a-z]:[\\/]/i.test(url)) return `is a path on a Windows computer${read}; ${HINTS.file}`;
      if (/^https?$/.test(scheme) && rule.paths) return `is a full web address${read}; ${allowed}`;
      return `uses the "${scheme}:" scheme${read}: not allowed here; ${(rule.hint ? undefined : HINTS[scheme]) ?? allowed}`;
    }
    if (scheme === 'http' || scheme === 'https') {
      if (!/^https?:\/\/[^/\\?#]/i.test(url) || !URL.canParse(url)) return `is not a complete web address${read}; write it as ${scheme}://host/path`;
    } else if (url.length === scheme.length + 1) return `has nothing after "${scheme}:"; write the ${scheme === 'tel' ? 'phone number' : 'e-mail address'} after it`;
    return undefined;
  }

  // A browser treats "\" as "/" in web addresses, so "\\host" and "/\host" are "//host" too.
  if (/^[\\/]{2}/.test(url)) {
    const full = `write it in full (https://${url.replace(/^[\\/]+/, '')}), or as a path from the site root for our own pages`;
    return `starts with "//" and so takes the scheme of the page it is on${read}; ${web ? full : allowed}`;
  }
  if (url.startsWith('/')) {
    if (!rule.paths) return `is a path on this site${read}: not allowed here; ${allowed}`;
    if (/%(?![\da-f]{2})/i.test(url)) return `has a "%" that is not followed by two hex digits${read}; write a "%" in a path as %25`;
    return undefined;
  }
  if (url.startsWith('#')) return rule.anchors ? undefined : `is an #anchor${read}: not allowed here; ${allowed}`;

  // A relative path points somewhere else on each page that shows it, and a post is shown on its
  // own page and in the blog's dialog; something like "www.example.com/x" is a site missing its https://.
  if (web && /^(www\.|[a-z\d-]+(\.[a-z\d-]+)+\/)/i.test(url)) return `has no "https://" in front${read}, so a browser reads it as a path on this site; write https://${url}`;
  const fromRoot = url.startsWith('?') ? 'write the page\'s path from the site root before it, like /blog' + url : `write the path from the site root, like /${url.replace(/^(\.\.?\/)+/, '')}`;
  return `is a relative path${read}: it leads somewhere else on each page that shows it; ${rule.paths ? fromRoot : allowed}`;
}
