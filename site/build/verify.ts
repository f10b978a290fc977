/**
 * Stage 8, verify: every internal href, src and #anchor on every emitted page must resolve to a
 * file in the output and an element id on that page. Lists every broken link with its page.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BrokenLinksError, type Problem } from './errors.ts';

const LINK = /\s(?:href|src)="([^"]*)"|<meta http-equiv="refresh" content="\d+;\s*url=([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(dir, path.posix.join(prefix, e.name)) : [path.posix.join(prefix, e.name)])),
  );
  return nested.flat();
}

/** The file a URL path is served from on any static host: exact file, then folder index, then .html. */
export function resolveFile(urlPath: string, files: Set<string>): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`, `${clean}.html`];
  return candidates.find((c) => files.has(c));
}

export async function verifyLinks(outDir: string, origin: string, label = 'dist'): Promise<{ pages: number; links: number }> {
  const files = new Set(await listFiles(outDir));
  const pages = [...files].filter((f) => f.endsWith('.html')).sort();
  const html = new Map(await Promise.all(pages.map(async (p) => [p, await readFile(path.join(outDir, p), 'utf8')] as const)));
  const ids = new Map<string, Set<string>>();
  const idsOf = (page: string) => {
    if (!ids.has(page)) ids.set(page, new Set(Array.from(html.get(page)!.matchAll(ID), (m) => decode(m[1]))));
    return ids.get(page)!;
  };

  const problems: Problem[] = [];
  let checked = 0;
  for (const page of pages) {
    const pageUrl = new URL(`/${page}`, origin);
    for (const match of html.get(page)!.matchAll(LINK)) {
      const raw = decode(match[1] ?? match[2]);
      const url = new URL(raw, pageUrl);
      if (url.origin !== origin || raw.startsWith('//')) continue;
      checked++;
      const target = raw.startsWith('#') ? page : resolveFile(url.pathname, files);
      const report = (message: string) => problems.push({ file: `${label}/${page}`, message: `links to "${raw}", ${message}` });
      if (!target) report('but no file answers that path');
      else if (url.hash && !(target.endsWith('.html') && idsOf(target).has(decodeURIComponent(url.hash.slice(1))))) report(`but ${label}/${target} has no element with id "${url.hash.slice(1)}"`);
    }
  }
  if (problems.length) throw new BrokenLinksError(problems);
  return { pages: pages.length, links: checked };
}
