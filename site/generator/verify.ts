/**
 * The verify stage: every internal href, src and #anchor on every emitted page must resolve to a
 * file in the output and an element id on that page. A link to the site's own host written in
 * full (https://, http:// or //host/…) is internal too. No page may use a scheme other than
 * https:, http:, mailto: and tel:. Lists each broken link once, with the pages it is on.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { schemeOf, urlParserInput } from '../model/content-urls.ts';
import { decodeOrKeep } from '../lib/text.ts';
import { BrokenLinksError, type Problem } from '../errors.ts';
import type { LinkLocator } from './link-sources.ts';
import { pathForFile } from '../paths.ts';
import { StringPool } from './string-pool.ts';

const LINK = /\s(?:href|src)="([^"]*)"/g;
const REFRESH = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]*)"/;
const LINK_OR_REFRESH = new RegExp(`${LINK.source}|${REFRESH.source}`, 'g');
const ID = /\sid="([^"]*)"/g;

/** An attribute's value as a browser reads it, every character reference decoded. */
const decode = (s: string) => (s.includes('&') ? decodeHTMLAttribute(s) : s);
const PAGE_SCHEMES = new Set(['https', 'http', 'mailto', 'tel']);

/** Every file below `dir`, as a path relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The file a URL path is served from on any static host: exact file, then folder index, then .html. */
export function resolveFile(urlPath: string, files: ReadonlySet<string>): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`, `${clean}.html`];
  return candidates.find((c) => files.has(c));
}

/** resolveFile, where a malformed %-escape is a path that nothing answers. */
function resolveOrUndefined(urlPath: string, files: ReadonlySet<string>): string | undefined {
  try {
    return resolveFile(urlPath, files);
  } catch {
    return undefined;
  }
}

/** What the link check needs of a page: its links (as written, entities decoded) and its element ids. */
export interface PageLinks {
  links: string[];
  ids: Set<string>;
}

/**
 * Read from a page's HTML as it is rendered, so that the check need not read the page back. Each
 * string is the pool's copy (site/generator/string-pool.ts), so what is kept holds no page's HTML;
 * a build shares one pool between its pages.
 */
export function linksIn(html: string, pool = new StringPool()): PageLinks {
  // The alternation is slower to search for (it starts with any space or "<"), and
  // only a redirect page has a refresh: without one, LINK finds exactly what it would.
  const refresh = html.includes('<meta http-equiv="refresh" content="') && REFRESH.test(html);
  return {
    links: captures(html, refresh ? LINK_OR_REFRESH : LINK).map((s) => pool.get(decode(s))),
    ids: new Set(captures(html, ID).map((s) => pool.get(decode(s)))),
  };
}

/** What the first capturing group that took part captured, in each match of `pattern` (global). */
function captures(text: string, pattern: RegExp): string[] {
  const found: string[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) found.push(m[1] ?? m[2]);
  return found;
}

/**
 * A built site as the link check sees it: every file's path, the links and ids of any page, and
 * the files it leaves out on purpose (a draft's page), each with why a link to it is broken.
 */
export interface BuiltSite {
  files: ReadonlySet<string>;
  page: (file: string) => PageLinks;
  leftOut?: ReadonlyMap<string, string>;
}

/** Pages are named by their addresses: the new site is not yet in the output folder, and the old one may differ. */
const pageName = (file: string) => `page ${pathForFile(file)}`;

/**
 * Checks the links of `pages` (default: every .html file) and throws BrokenLinksError listing each
 * broken one. Absolute links resolve the same on every page (a header or footer link is on all of
 * them), so each is judged once.
 */
export function checkLinks(site: BuiltSite, origin: string, pages: Iterable<string> = [...site.files].filter((f) => f.endsWith('.html')).sort(), locate?: LinkLocator): { pages: number; links: number } {
  const host = new URL(origin).host;
  const leftOutFiles = new Set(site.leftOut?.keys());
  const whyLeftOut = (urlPath: string) => site.leftOut?.get(resolveOrUndefined(urlPath, leftOutFiles) ?? '');
  /** Why a link is broken: '' when it is not; null when it leaves the site (not checked). */
  const judge = (raw: string, page: string): string | null => {
    const read = urlParserInput(raw);
    const scheme = schemeOf(read);
    if (scheme && !PAGE_SCHEMES.has(scheme)) return `but pages may link only to https:, http:, mailto: and tel: addresses, paths and #anchors, not "${scheme}:"`;
    const url = read.startsWith('#') ? undefined : URL.parse(read, new URL(`/${page}`, origin).href);
    if (url === null) return 'but it is not a valid URL';
    if (url && (url.host !== host || (url.protocol !== 'https:' && url.protocol !== 'http:'))) return null;
    const file = url ? resolveOrUndefined(url.pathname, site.files) : page;
    const hash = url ? url.hash.slice(1) : read.slice(1);
    if (!file) return (url && whyLeftOut(url.pathname)) || 'but no file answers that path';
    if (hash && !(file.endsWith('.html') && site.page(file).ids.has(decodeOrKeep(hash)))) return `but ${pageName(file)} has no element with id "${hash}"`;
    return '';
  };
  const absolute = new Map<string, string | null>();
  // A broken absolute link (in a header or footer, say) is one problem listing its pages, not one a page.
  const brokenLinks = new Map<string, { raw: string; broken: string; pages: Set<string> }>();

  let checked = 0;
  let count = 0;
  for (const page of pages) {
    count++;
    for (const raw of site.page(page).links) {
      let broken = absolute.get(raw);
      const isAbsolute = raw.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(raw);
      if (broken === undefined) {
        broken = judge(raw, page);
        if (isAbsolute) absolute.set(raw, broken);
      }
      if (broken === null) continue;
      checked++;
      if (!broken) continue;
      const key = isAbsolute ? raw : `${page}\n${raw}`;
      const entry = brokenLinks.get(key) ?? brokenLinks.set(key, { raw, broken, pages: new Set() }).get(key)!;
      entry.pages.add(pathForFile(page));
    }
  }
  if (brokenLinks.size) throw new BrokenLinksError([...brokenLinks.values()].map((link) => brokenLinkProblem(link, locate)));
  return { pages: count, links: checked };
}

/**
 * One broken link, named with the content file and line it is written on where `locate` finds it,
 * else with the first page it is on; then the pages it is on.
 */
function brokenLinkProblem({ raw, broken, pages }: { raw: string; broken: string; pages: Set<string> }, locate?: LinkLocator): Problem {
  const [first, ...others] = pages;
  const source = locate?.(raw);
  const shown = others.slice(0, 3).join(', ');
  const also = others.length ? `${source ? ' and' : ' (also on'} ${others.length} other page${others.length === 1 ? '' : 's'}: ${shown}${others.length > 3 ? ', …' : ''}` : '';
  if (source) return { ...source, message: `links to "${raw}", ${broken} (on page ${first}${also})` };
  return { file: `page ${first}`, message: `links to "${raw}", ${broken}${also && `${also})`}` };
}

/**
 * Checks a built folder. `written` names the files the build wrote itself (or is still writing)
 * with the links of its pages, read as they were rendered, and those it left out on purpose; other
 * pages are read from disk. When
 * `written.files` names every file, the folder is not listed: with a page per folder, listing
 * thousands of folders takes a while.
 */
export async function verifyLinks(outDir: string, origin: string, written: { files: Iterable<string>; pages: ReadonlyMap<string, PageLinks>; complete?: boolean; leftOut?: ReadonlyMap<string, string> } = { files: [], pages: new Map() }, locate?: LinkLocator): Promise<{ pages: number; links: number }> {
  const files = new Set([...(written.complete ? [] : listFiles(outDir)), ...written.files]);
  const pages = [...files].filter((f) => f.endsWith('.html')).sort();
  const read = new Map(await Promise.all(pages.filter((p) => !written.pages.has(p)).map(async (p) => [p, linksIn(await readFile(path.join(outDir, p), 'utf8'))] as const)));
  return checkLinks({ files, page: (page) => written.pages.get(page) ?? read.get(page)!, leftOut: written.leftOut }, origin, pages, locate);
}
