/**
 * The second line of defence of the host files (serve.json, _headers, _redirects, nginx.conf,
 * robots.txt, the sitemap and the feed): the content model refuses every value that could change
 * what these files say (site/model/moved-pages.ts, site/model/site-addresses.ts); the writers still
 * check each value they put in a line, so a value that reached them some other way (a new caller,
 * a site's own route) throws here instead of writing a pattern, a directive or a new line.
 */
import { PAGE_LINK, PLAIN_PATH } from '../model/moved-pages.ts';
import { PLAIN_ORIGIN } from '../model/site-addresses.ts';

/** A value a host file refuses to carry: a bug, as content is checked before any file is written. */
export class HostValueError extends Error {
  constructor(file: string, what: string, value: string) {
    super(`${file}: refusing to write ${what} ${JSON.stringify(value)}: it would change what the file says, not only carry the value`);
    this.name = 'HostValueError';
  }
}

const guard = (test: (value: string) => boolean, what: string) => (value: string, file: string): string => {
  if (!test(value)) throw new HostValueError(file, what, value);
  return value;
};

/** A redirect's source: a plain path, which no host reads as a pattern, and nginx as a path alone. */
export const redirectSource = guard((value) => PLAIN_PATH.test(value), "a redirect's source");
/** A redirect's target: a page's plain path, with an optional #anchor of the same characters. */
export const redirectTarget = guard((value) => PAGE_LINK.test(value), "a redirect's target");
/** An origin: https:// and a lower-case host name, in robots.txt, the sitemap, the feed and the security policy. */
export const plainOrigin = guard((value) => PLAIN_ORIGIN.test(value), 'the origin');
/**
 * A header's value: printable ASCII on one line, without the characters nginx reads inside a
 * quoted string (`"` ends it, `\` escapes, `$` names a variable).
 */
export const headerValue = guard((value) => /^[\x20-\x7e]*$/.test(value) && !/["\\$]/.test(value), 'a header value');
