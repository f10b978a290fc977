/**
 * Bad inputs in the fields that become files, host-configuration lines and headers: a redirect's
 * old path (a redirect page in dist/ and a line of serve.json, _redirects and nginx.conf), the
 * site's origin (robots.txt, the sitemap, the feed), its e-mail address (mailto: links) and its
 * form endpoints (the Content-Security-Policy of every host file). Each is refused before anything
 * is written, naming the file of redirects or the brand's (content/redirects.yml, content/site.yml),
 * the line and the field.
 */
import { stringify } from 'yaml';
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import { CONTENT_FILES } from '../../helpers/content.ts';
import { fieldLine, setField } from '../../helpers/yaml-edits.ts';
import { paths } from '../../../site/paths.ts';
import { APP_ICONS } from '../../../site/document/app-icons.ts';
import { OUTSIDE, yamlEdited, type BadInput } from './row.ts';

const { redirects: REDIRECTS, site: SITE } = CONTENT_FILES;
type Redirect = { from: string; to: string };

/** The file of redirects listing `entries`, as YAML writes them (a control character escaped in double quotes). */
const redirectsFile = (entries: Redirect[]) => stringify({ redirects: entries });
const redirects = (entries: Redirect[]) => (site: ScratchSite) => site.write(REDIRECTS, redirectsFile(entries));
type At = (index: number, field: keyof Redirect) => string;

/** A row whose file of redirects lists `entries`, expecting `says`, given where the build names an entry's field (the file, its line, the field). */
export function listed(name: string, entries: Redirect[], says: (at: At) => string[]): BadInput {
  const at: At = (index, field) => `${REDIRECTS}:${fieldLine(redirectsFile(entries), ['redirects', index, field])}: "[${index}].${field}"`;
  return { name, arrange: redirects(entries), says: says(at) };
}

/** A row listing one moved page, from `from` to the About page, and expecting its old path named as `from` with `says`. */
function movedFrom(name: string, from: string, says: (string | RegExp)[], arrange?: (site: ScratchSite) => Promise<void>): BadInput {
  const row = listed(name, [{ from, to: paths.about }], (at) => [`${at(0, 'from')} is ${JSON.stringify(from)}, `]);
  return {
    ...row,
    arrange: async (site) => {
      await arrange?.(site);
      await row.arrange!(site);
    },
    says: [...row.says, ...says],
  };
}

/** A row that sets `field` of the brand's file to `value`. */
const siteField = (name: string, field: string, value: string, says: string[]) =>
  yamlEdited(name, SITE, (text) => setField(text, field, value), field, [`is ${JSON.stringify(value)}`, ...says]);
const origin = (name: string, value: string, says: string[]) => siteField(name, 'origin', value, says);
const email = (name: string, value: string, says: string[]) => siteField(name, 'email', value, says);
const form = (name: string, which: 'contact' | 'newsletter' | 'whitepaper', value: string, says: string[]) => siteField(name, `forms.${which}`, value, says);

/** Redirects from the files the build writes beside the pages. */
const FROM_GENERATED = ['/serve.json', '/_headers', '/_redirects', '/nginx.conf', paths.blogFeed].map((from) => ({ from, to: paths.about }));
const CLIMBS = 'would climb out of its folder';
const PATTERN = 'serve, Netlify or nginx would read it as part of a pattern';
/** The page beside the project, as an old path from the staging folder (project/dist.tmp-<pid>/). */
const OUTSIDE_PAGE = `/../../${OUTSIDE.page.replace(/\/index\.html$/, '')}`;

export const hostValueRows: BadInput[] = [
  // Path traversal: each aims at the page beside the project, which the table checks is unchanged.
  movedFrom('a redirect from "/../../…" that would write a page outside the project', OUTSIDE_PAGE, [CLIMBS]),
  movedFrom('a redirect from "/a/../../../…", climbing out after a folder', `/a/..${OUTSIDE_PAGE}`, [CLIMBS]),
  movedFrom('a redirect from "%2e%2e" parts, ".." escaped', OUTSIDE_PAGE.replace(/\.\./g, '%2e%2e'), [CLIMBS]),
  movedFrom('a redirect from a path written with backslashes', OUTSIDE_PAGE.replace(/\//g, '\\'), ['does not start with "/"']),
  movedFrom('a redirect from "/..\\..\\…", backslashes after the first slash', `/${OUTSIDE_PAGE.slice(1).replace(/\//g, '\\')}`, ['has a "\\"']),
  // What the site has: its pages, their files, its host files, static/ and assets/, in any case.
  movedFrom('a redirect from a page\'s own file (/about/index.html), which would replace the page', `${paths.about}/index.html`, [`the address of the page ${paths.about}`]),
  movedFrom('a redirect from /index.html, the home page\'s file', '/index.html', ['the address of the page /:']),
  movedFrom('a redirect from a page\'s path in capitals, which hides the page where case is ignored', paths.contact.toUpperCase(), [`the address of the page ${paths.contact} in other letters`]),
  movedFrom('a redirect from /sitemap.xml, a generated file', '/sitemap.xml', ['the address of the generated sitemap.xml']),
  movedFrom('a redirect from /Robots.TXT, a generated file in other letters', '/Robots.TXT', ['the address of the generated robots.txt in other letters']),
  listed('redirects from the host configurations and the blog feed', FROM_GENERATED, (at) =>
    FROM_GENERATED.map(({ from }, i) => `${at(i, 'from')} is "${from}", the address of the generated ${from.slice(1)}`)),
  movedFrom('a redirect from an icon the build draws, in capitals', APP_ICONS[0].path.toUpperCase(), [`the address of the generated ${APP_ICONS[0].path.slice(1)} in other letters`]),
  movedFrom('a redirect from inside robots.txt (/robots.txt/x)', '/robots.txt/x', ['would lie in the generated robots.txt']),
  movedFrom('a redirect from a file in the bundles\' folder', '/assets/app.js', ['would lie in the folder of the build\'s bundles (assets/)']),
  movedFrom('a redirect from a file of static/ in other letters', '/files/BROCHURE.pdf', ['the address of static/files/brochure.pdf in other letters'], (site) => site.write('static/files/brochure.pdf', '%PDF-1.4\n')),
  listed('two redirects from one old path in different letters', [{ from: '/offers/diwali', to: paths.about }, { from: '/Offers/Diwali', to: paths.contact }], (at) =>
    [`${at(1, 'from')} is "/Offers/Diwali", which is "/offers/diwali" in other letters`]),
  // Patterns and directives in serve.json, _redirects and nginx.conf.
  movedFrom('a redirect from "/:anything", a pattern that would catch every page', '/:anything', [`has ":": ${PATTERN}`]),
  movedFrom('a redirect from "/blog/**"', '/blog/**', [`has "*": ${PATTERN}`]),
  movedFrom('a redirect from "/blog/*"', '/blog/*', [`has "*": ${PATTERN}`]),
  movedFrom('a redirect from "/(.*)"', '/(.*)', [`has "(": ${PATTERN}`]),
  movedFrom('a redirect from "/a{b}"', '/a{b}', [`has "{": ${PATTERN}`]),
  movedFrom('a redirect from a path that ends the nginx location and starts another', '/old;}location=/about{return', [`has ";": ${PATTERN}`]),
  movedFrom('a redirect from a path with a line break and a status, a new line of _redirects', '/old\n/* /index.html 200', ['a line break']),
  movedFrom('a redirect from a path with a space', '/old offers', ['a space']),
  movedFrom('a redirect from a path with a control character', '/old\u0007offers', ['invisible character']),
  movedFrom('a redirect from a path with a double quote', '/old"offers', ['has """']),
  movedFrom('a redirect from a path with a "%" not followed by two hex digits', '/100%-cashback', ['has a "%" escape']),
  listed('a redirect to an #anchor with a directive in it', [{ from: '/offers/diwali', to: `${paths.about}#x;}location=/{return` }], (at) =>
    [`${at(0, 'to')} must be the path of the page that replaces it`]),
  // The brand's file: the origin, into robots.txt, the sitemap and the feed.
  origin('an origin with a line break that would add a group to robots.txt', 'https://www.acme.example?\n\nUser-agent: Googlebot\nDisallow: *', ['a line break']),
  origin('an origin with a query', 'https://www.acme.example?ref=1', ['has a path, query or #anchor after the host ("?ref=1")']),
  origin('an origin with a user name and password', 'https://user:pw@www.acme.example', ['a user name or password']),
  origin('an origin with a port', 'https://www.acme.example:8443', ['has a port (":8443")']),
  origin('an origin in capitals', 'https://WWW.Acme.example', ['write it in lower case, "https://www.acme.example"']),
  origin('an origin with a space at its end', 'https://www.acme.example ', ['a space']),
  origin('an origin with a slash at its end', 'https://www.acme.example/', ['ends with "/"']),
  // The e-mail address, into mailto: links.
  email('an e-mail address with a hidden copy to another address', 'hello@acme.example?bcc=spy@evil.example', ['has "?"']),
  email('an e-mail address with a name in angle brackets', 'Acme <hello@acme.example>', ['a space']),
  email('two e-mail addresses separated by a comma', 'hello@acme.example,sales@acme.example', ['has ","']),
  email('an e-mail address with a line break and a header', 'hello@acme.example\nBcc: spy@evil.example', ['a line break']),
  // Form endpoints, whose origin goes into the Content-Security-Policy of every host file.
  form('a contact form endpoint that would add a directive to the security policy', 'contact', 'https://forms.example.com;sandbox/post', ['has "forms.example.com;sandbox" where a host name goes']),
  form('a newsletter endpoint with a user name and password', 'newsletter', 'https://user:pw@forms.example.com/subscribe', ['a user name or password']),
  form('a whitepaper endpoint with a quoted source after a space', 'whitepaper', "https://forms.example.com/leads 'unsafe-inline'", ['a space']),
  form('a contact form endpoint with a port', 'contact', 'https://forms.example.com:8443/post', ['has a port (":8443")']),
];
