/**
 * Stage 8, verify: every internal href, src and #anchor on every emitted page must resolve to a
 * file in the output and an element id on that page. Lists every broken link with its page.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BrokenLinksError, type Problem } from './errors.ts';

const LINK = /\s(?:href|src)="([^"]*)"|<meta http-equiv="refresh" content="\d+;\s*url=([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

const decode = (s: string) => (s.includes('&') ? s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : s);

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

/** What the link check needs of a page: its links (as written, entities decoded) and its element ids. */
export interface PageLinks {
  links: string[];
  ids: Set<string>;
}

/** Read from a page's HTML: by the thread that rendered it, so that no other thread keeps the HTML. */
export function linksIn(html: string): PageLinks {
  return {
    links: Array.from(html.matchAll(LINK), (m) => decode(m[1] ?? m[2])),
    ids: new Set(Array.from(html.matchAll(ID), (m) => decode(m[1]))),
  };
}

/** A built site as the link check sees it: every file's path, and the links and ids of any page. */
export interface BuiltSite {
  files: ReadonlySet<string>;
  page: (file: string) => PageLinks;
}

/**
 * Checks the links of `pages` (default: every .html file) and throws BrokenLinksError listing each
 * broken one. Absolute links resolve the same on every page (a header or footer link is on all of
 * them), so each is resolved once.
 */
export function checkLinks(site: BuiltSite, origin: string, label = 'dist', pages: Iterable<string> = [...site.files].filter((f) => f.endsWith('.html')).sort()): { pages: number; links: number } {
  const absolute = new Map<string, Target | null>();
  const resolve = (raw: string, page: string): Target | null => {
    if (raw.startsWith('#')) return { file: page, hash: raw.slice(1) };
    const independent = raw.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(raw);
    if (independent && absolute.has(raw)) return absolute.get(raw)!;
    const url = new URL(raw, new URL(`/${page}`, origin));
    const target = url.origin !== origin || raw.startsWith('//') ? null : { file: resolveFile(url.pathname, site.files), hash: url.hash.slice(1) };
    if (independent) absolute.set(raw, target);
    return target;
  };

  const problems: Problem[] = [];
  let checked = 0;
  let count = 0;
  for (const page of pages) {
    count++;
    for (const raw of site.page(page).links) {
      const target = resolve(raw, page);
      if (!target) continue;
      checked++;
      const broken = !target.file
        ? 'but no file answers that path'
        : target.hash && !(target.file.endsWith('.html') && site.page(target.file).ids.has(decodeURIComponent(target.hash)))
          ? `but ${label}/${target.file} has no element with id "${target.hash}"`
          : undefined;
      if (broken) problems.push({ file: `${label}/${page}`, message: `links to "${raw}", ${broken}` });
    }
  }
  if (problems.length) throw new BrokenLinksError(problems);
  return { pages: count, links: checked };
}

interface Target {
  file: string | undefined;
  hash: string;
}

/**
 * Checks a built folder. `written` names the files the build wrote itself (or is still writing)
 * with the links of its pages, read as they were rendered; other pages are read from disk.
 */
export async function verifyLinks(outDir: string, origin: string, label = 'dist', written: { files: Iterable<string>; pages: ReadonlyMap<string, PageLinks> } = { files: [], pages: new Map() }): Promise<{ pages: number; links: number }> {
  const files = new Set([...listFiles(outDir), ...written.files]);
  const pages = [...files].filter((f) => f.endsWith('.html')).sort();
  const read = new Map(await Promise.all(pages.filter((p) => !written.pages.has(p)).map(async (p) => [p, linksIn(await readFile(path.join(outDir, p), 'utf8'))] as const)));
  return checkLinks({ files, page: (page) => written.pages.get(page) ?? read.get(page)! }, origin, label, pages);
}
