/**
 * Addresses that moved (content/redirects.yml): a site owner who renames a post's file or retires
 * a page lists the old path, and the site answers it with a permanent redirect to the page that
 * replaces it (a redirect page in dist/ and a 301 in every host configuration), so old links and
 * search results keep working.
 *
 * An old path becomes a file (its redirect page) and a line of serve.json, _redirects and
 * nginx.conf, so it is checked as both: a plain site path (no "..", no pattern characters, nothing
 * a host reads another way), and, once the pages and files of the site are known, not the address
 * or the file of anything the site has, in any letter case (movedPageProblems,
 * movedPageFileProblems): hosts such as Netlify and serve match paths without regard to case.
 */
import { array, object, string, type Infer } from './schema.ts';
import type { Problem } from '../errors.ts';
import { fileForPath } from '../paths.ts';
import { quoteUrl } from './content-urls.ts';
import { INVISIBLE } from './site-addresses.ts';

/** One part of a plain site path: RFC 3986's unreserved characters, not starting with a dot. */
const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
/** A path every host reads alike, as a file name and as a redirect's source: "/" and segments. */
export const PLAIN_PATH = new RegExp(`^(?:/${SEGMENT})+$`);
/** A page's path, then an optional #anchor of the same plain characters. */
export const PAGE_LINK = new RegExp(`^(?:/|(?:/${SEGMENT})+)(?:#[A-Za-z0-9._~-]+)?$`);

const PLAIN_PATH_RULE = 'a plain path like "/blog/old-name": after each "/", letters, digits, "-", "_", "." or "~" (docs/content.md §12)';
/** What serve (path-to-regexp), Netlify and nginx read as more than a letter in a redirect's source. */
const PATTERN_CHARACTERS = /[*:()[\]{}!+|^$;'"]/;

/** Why an old path may not be redirected, or undefined when it is a plain site path. */
export function oldPathRefusal(from: string): string | undefined {
  const is = `is ${quoteUrl(from)}`;
  if (INVISIBLE.test(from)) return `${is}, which has a space, a line break or another invisible character: write ${PLAIN_PATH_RULE}`;
  if (!from.startsWith('/')) return `${is}, which does not start with "/": write the old path from the site root, like "/${from.replace(/^\.*\/*/, '')}"`;
  if (from.includes('\\')) return `${is}, which has a "\\" (a browser reads it as "/", and a file name would not): write ${PLAIN_PATH_RULE}`;
  const segments = from.slice(1).split('/');
  if (segments.some((s) => s === '.' || s === '..' || /^(?:%2e|\.){1,2}$/i.test(s))) return `${is}, which has a "." or ".." part: it would climb out of its folder, and a browser never asks for it; write the path as the address bar shows it`;
  if (from.length > 1 && from.endsWith('/')) return `${is}, which ends with "/": write it without, like "${from.replace(/\/+$/, '')}" (both are answered)`;
  if (segments.includes('')) return `${is}, which has an empty part ("//"): write ${PLAIN_PATH_RULE}`;
  if (/[?#]/.test(from)) return `${is}, which has a "?" query or a "#" anchor: a redirect answers a path alone; write the path before it`;
  const pattern = PATTERN_CHARACTERS.exec(from);
  if (pattern) return `${is}, which has "${pattern[0]}": serve, Netlify or nginx would read it as part of a pattern or a directive, not as a letter; write ${PLAIN_PATH_RULE}`;
  if (from.includes('%')) return `${is}, which has a "%" escape: write ${PLAIN_PATH_RULE} (an old address with other characters cannot be redirected alike by every host)`;
  if (segments.some((s) => s.startsWith('.'))) return `${is}, which has a part starting with "." (a hidden file, which hosts do not serve): write ${PLAIN_PATH_RULE}`;
  if (!PLAIN_PATH.test(from)) return `${is}, which is not ${PLAIN_PATH_RULE}`;
  return undefined;
}

export const movedPagesSchema = array(object({
  from: string({ refuse: oldPathRefusal }).describe('The old address, from the site root, like "/blog/old-name": letters, digits, "-", "_", "." or "~" between the slashes'),
  to: string({ pattern: PAGE_LINK, hint: 'the path of the page that replaces it, like "/blog/new-name" (an #anchor of letters, digits and "-" may follow)' })
    .describe('The page that replaces it, like "/blog/new-name"'),
})).describe('Old addresses, each answered with a permanent redirect to the page that replaces it');
export type MovedPage = Infer<typeof movedPagesSchema>[number];

/** The content's moved pages, with the file they are written in, for messages. */
export interface MovedPages {
  file: string;
  redirects: MovedPage[];
}

const folded = (text: string) => text.toLowerCase();

/** Why two spellings that differ only in case are one address. */
const HIDE = 'hosts that ignore letter case, as Netlify, serve and the folders of Windows and macOS do, read them as one';

/** Files by their lower-cased path in the output, each with how a message names it. */
type FoldedFiles = Map<string, { file: string; what: string }>;
const foldFiles = (files: Iterable<[file: string, what: string]>): FoldedFiles => new Map([...files].map(([file, what]) => [folded(file), { file, what }]));

/**
 * What the entry whose old path is `from` would collide with among `files`, as the end of a
 * message, or undefined: its address is one of them (/sitemap.xml), its redirect page would replace
 * one (/index.html), or it needs a folder where one of them is a file (/robots.txt/x).
 */
function collision(from: string, files: FoldedFiles): string | undefined {
  const page = fileForPath(from);
  // `spelled` as `from` spells it: a file spelled otherwise is the same one where case is ignored.
  const named = (spelled: string) => {
    const { file, what } = files.get(folded(spelled))!;
    return file === spelled ? what : `${what} in other letters (${HIDE})`;
  };
  const address = from.slice(1);
  if (files.has(folded(address))) return `the address of ${named(address)}: a redirect would hide it`;
  if (files.has(folded(page))) return `whose redirect page (${page}) would replace ${named(page)}`;
  for (let slash = page.indexOf('/'); slash > 0; slash = page.indexOf('/', slash + 1)) {
    const folder = page.slice(0, slash);
    if (files.has(folded(folder))) return `whose redirect page (${page}) would lie in ${named(folder)}`;
  }
  return undefined;
}

/**
 * What is wrong with each entry, given the site's page paths and the redirects the site makes
 * itself (old spellings of its own routes): an old path must not be a page, a page's file or
 * already redirected, in any letter case, and the new one must be a page (a redirect to a
 * redirect would be two hops, and could loop).
 */
export function movedPageProblems({ file, redirects }: MovedPages, pages: ReadonlySet<string>, own: readonly { from: string; to: string }[]): Problem[] {
  const problems: Problem[] = [];
  const pageAt = new Map([...pages].map((p) => [folded(p), p]));
  // The pages' files, then the redirect pages' as they are accepted: no two may be one file.
  const written = foldFiles([...pages].map((p) => [fileForPath(p), `the page ${p}`]));
  for (const r of own) written.set(folded(fileForPath(r.from)), { file: fileForPath(r.from), what: `the redirect page of ${r.from}` });
  const redirected = new Map(own.map((r) => [folded(r.from), { from: r.from, by: `the site's own redirect to ${r.to}` }]));
  redirects.forEach(({ from, to }, i) => {
    const problem = (field: 'from' | 'to', message: string) => problems.push({ file, field: `[${i}].${field}`, message });
    const target = to.split('#')[0];
    const page = pageAt.get(folded(from));
    const before = redirected.get(folded(from));
    const onFile = collision(from, written);
    if (page === from) problem('from', `is "${from}", the address of a page of the site: a redirect would hide it; remove this entry, or the page`);
    else if (page) problem('from', `is "${from}", the address of the page ${page} in other letters: ${HIDE}, and the redirect would hide the page; remove this entry, or the page`);
    else if (before?.from === from) problem('from', `is "${from}", which already leads elsewhere (${before.by}): keep one of them`);
    else if (before) problem('from', `is "${from}", which is "${before.from}" in other letters (${HIDE}), already leading elsewhere (${before.by}): keep one of them`);
    else if (onFile) problem('from', `is "${from}", ${onFile}; remove this entry`);
    else {
      redirected.set(folded(from), { from, by: `entry [${i}], to ${to}` });
      written.set(folded(fileForPath(from)), { file: fileForPath(from), what: `the redirect page of entry [${i}]` });
    }
    if (target === from) problem('to', `is "${to}", the old path itself: give the page that replaces it`);
    else if (!pages.has(target)) {
      const hop = redirects.find((r) => r.from === target)?.to ?? own.find((r) => r.from === target)?.to;
      problem('to', hop ? `is "${to}", which itself redirects to ${hop}: give that page instead` : `is "${to}", which is not a page of the site: give the path of the page that replaces the old one`);
    }
  });
  return problems;
}

/**
 * The entries whose old path would stand on a file the build writes besides the pages (`files`,
 * by their path in the output, each with how to name it: the host files, the files of static/),
 * in any letter case. Checked once those are known, before anything is written.
 */
export function movedPageFileProblems({ file, redirects }: MovedPages, files: Iterable<[file: string, what: string]>): Problem[] {
  const byFolded = foldFiles(files);
  return redirects.flatMap(({ from }, i) => {
    const onFile = collision(from, byFolded);
    return onFile ? [{ file, field: `[${i}].from`, message: `is "${from}", ${onFile}; remove this entry` }] : [];
  });
}
