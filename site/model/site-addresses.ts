/**
 * The addresses in content/site.yml that leave the pages: the origin goes into robots.txt, the
 * sitemap, the blog feed and every canonical URL; a form endpoint's origin into the
 * Content-Security-Policy of every host file; the e-mail address into mailto: links. Each is held
 * to what it becomes (a host name alone, an address alone), so no value can add a line to a file,
 * a directive to a header or a field to an e-mail. Each function returns the whole message of a
 * refusal, or undefined.
 */
import { quoteUrl } from './content-urls.ts';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A DNS host name in lower case, of two labels or more, as a URL's origin spells it: www.acme.example. */
export const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})+$`);
/** `https://` and a host name, nothing else: the form every origin the site writes must have. */
export const PLAIN_ORIGIN = new RegExp(`^https://${HOST_NAME.source.slice(1, -1)}$`);

/** Characters no address is typed with: spaces, line breaks (the end of a line in a host file), controls. */
export const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;

/**
 * What is wrong with `host`, the part of a URL between "https://" and its path, for a value
 * that must name a host alone (`example` shows the right form), or undefined.
 */
function hostRefusal(host: string, example: (host: string) => string): string | undefined {
  if (host.includes('@')) return `has a user name or password before "@": give the host alone, like ${example(host.slice(host.lastIndexOf('@') + 1))}`;
  if (/:\d*$/.test(host)) return `has a port ("${host.slice(host.lastIndexOf(':'))}"): give the host alone, served on https's own port, like ${example(host.replace(/:\d*$/, ''))}`;
  if (/[A-Z]/.test(host) && HOST_NAME.test(host.toLowerCase())) return `has capital letters in its host: write it in lower case, ${example(host.toLowerCase())}`;
  if (!HOST_NAME.test(host)) return `has "${host}" where a host name goes: write a host name alone (letters a to z, digits, "-" and "." between its parts), like ${example('www.example.com')}`;
  return undefined;
}

/** content/site.yml `origin`: exactly `https://` and a lower-case host name. */
export function originRefusal(origin: string): string | undefined {
  const is = `is ${quoteUrl(origin)}, which`;
  const like = (host: string) => `"https://${host}"`;
  if (INVISIBLE.test(origin)) return `${is} has a space, a line break or another invisible character: write the origin alone, like ${like('www.example.com')}`;
  if (!origin.startsWith('https://')) return `${is} does not start with "https://": write the site's address as https:// and its host name, like ${like('www.example.com')}`;
  const [, host, rest] = /^https:\/\/([^/?#\\]*)(.*)$/.exec(origin)!;
  if (rest === '/') return `${is} ends with "/": write it without, like ${like(host)}`;
  if (rest) return `${is} has a path, query or #anchor after the host ("${rest}"): the origin is https:// and the host name alone, like ${like(host)}`;
  const why = hostRefusal(host, like);
  return why && `${is} ${why}`;
}

/** content/site.yml `forms.*`: an https:// URL (already judged by content-urls.ts) whose origin is a host name alone. */
export function formEndpointRefusal(endpoint: string): string | undefined {
  const is = `is ${quoteUrl(endpoint)}, which`;
  if (INVISIBLE.test(endpoint)) return `${is} has a space, a line break or another invisible character: write the address alone`;
  if (/["'<>`\\]/.test(endpoint)) return `${is} has a quote, "<", ">" or "\\": write the address as the form's service gives it, without them`;
  const host = /^https:\/\/([^/?#]*)/i.exec(endpoint)?.[1];
  if (host === undefined) return undefined;
  const why = hostRefusal(host, (h) => `"https://${h}${endpoint.slice(8 + host.length) || '/contact'}"`);
  // The origin goes into the Content-Security-Policy: a host with ";" or "," in it would add a directive there.
  return why && `${is} ${why}`;
}

/** What an address alone may hold before its "@" (RFC 5322's dot-atom, less what a mailto: link would read as more than a letter). */
const LOCAL_PART = /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*$/;

/** content/site.yml `email`: an address alone, like hello@acme.example. */
export function emailRefusal(email: string): string | undefined {
  const is = `is ${quoteUrl(email)}`;
  const alone = 'write the address alone, like "hello@example.com" (the site makes the mailto: link itself)';
  if (/^mailto:/i.test(email)) return `${is}: write the address alone, like "${email.slice(7)}" (the site makes the mailto: link itself)`;
  if (INVISIBLE.test(email)) return `${is}, which has a space, a line break or another invisible character: ${alone}`;
  const extra = /[?&%/,;<>"()[\]\\:]/.exec(email);
  if (extra) return `${is}, which has "${extra[0]}": an e-mail link would read what follows as more than the address (another recipient, a subject); ${alone}`;
  const at = email.lastIndexOf('@');
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)];
  if (at < 0 || !LOCAL_PART.test(local)) return `${is}, which is not an e-mail address: ${alone}; before the "@", letters, digits and . _ + ' -`;
  if (!HOST_NAME.test(domain.toLowerCase())) return `${is}, whose part after "@" is not a host name: ${alone}`;
  return undefined;
}
