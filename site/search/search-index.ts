/**
 * The search stage: Pagefind's index of the finished pages, written to /pagefind/ beside them.
 * Only the pages the route table marks searchable are given to it (never a redirect page, the 404
 * and error pages, /search or /admin/), as the HTML the render stage wrote; Pagefind reads the
 * `data-pagefind-*` marks (site/search/SearchMarks.tsx) and writes its script, its WebAssembly and
 * the index chunks, which the search widget loads only when a visitor opens search.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageRoute } from '../routes.tsx';
import { fileForPath } from '../paths.ts';
import { BuildError } from '../errors.ts';
import { sha } from '../generator/image-files.ts';
import { packageVersion } from '../generator/package-version.ts';
import { keepBuildCache, readBuildCache } from '../generator/build-cache.ts';

/** Where the index is served from; the search widget imports `${SEARCH_DIR}/pagefind.js`. */
export const SEARCH_DIR = 'pagefind';

/** Pagefind's own interfaces (the site has its own, site/widgets/search/) and the WebAssembly for pages of no known language (the index is all English): not written. */
const UNUSED = /^(pagefind-(ui|modular-ui|component-ui)\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind)$/;

/** The pages Pagefind indexes: every route with a search entry, in the route table's order. */
export const searchablePages = (pages: PageRoute[]): PageRoute[] => pages.filter((page) => page.search);

export interface SearchIndexFile {
  /** Below the output folder, like `pagefind/pagefind.js`. */
  file: string;
  content: Uint8Array;
}

export interface SearchIndex {
  pages: number;
  files: SearchIndexFile[];
}

let loading: Promise<typeof import('pagefind')> | undefined;
/** Pagefind's API, loaded when an index is first made (a build whose index is in the cache does without). */
const pagefindApi = () => (loading ??= import('pagefind'));

const failed = (what: string, errors: string[]) => {
  if (errors.length) throw new BuildError(`The search index could not be built (${what}): ${errors.join('; ')}`);
};

/**
 * Indexes `pages` from `html` (each page's HTML by its output file) and returns the files Pagefind
 * makes, in memory: the build writes them into its staging folder, the dev server serves them.
 */
export async function buildSearchIndex(pages: PageRoute[], html: (file: string) => string, { keepRunning = false } = {}): Promise<SearchIndex> {
  // One index for the whole site: a post in another language is still found from the same box.
  const pagefind = await pagefindApi();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  failed('starting Pagefind', errors);
  try {
    const searchable = searchablePages(pages);
    for (const page of searchable) {
      const file = fileForPath(page.path);
      const added = await index!.addHTMLFile({ url: page.path, content: html(file) });
      failed(page.path, added.errors);
    }
    const written = await index!.getFiles();
    failed('writing the index', written.errors);
    const files = written.files
      .filter((f) => !UNUSED.test(path.basename(f.path)))
      .map((f) => ({ file: path.posix.join(SEARCH_DIR, f.path.split(path.sep).join('/')), content: f.content }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    return { pages: searchable.length, files };
  } finally {
    // The dev server keeps Pagefind's process for its next rebuild (closeSearchIndexer when it stops).
    if (keepRunning) await index!.deleteIndex();
    else await pagefind.close();
  }
}

/** The last index the build made, with the key of what it was made from (node_modules/.cache/site-search/). */
interface CachedIndex {
  key: string;
  pages: number;
  files: { file: string; base64: string }[];
}

/**
 * The build's index: the last one again when every searchable page's HTML, Pagefind's version and
 * the settings above are what they were (indexing takes about a second, most of a build's time
 * when little changed), otherwise made afresh and kept. The index is the same bytes either way.
 */
export async function cachedSearchIndex(root: string, pages: PageRoute[], html: (file: string) => string): Promise<SearchIndex & { fromCache: boolean }> {
  const searchable = searchablePages(pages);
  const key = sha(packageVersion('pagefind'), UNUSED.source, ...searchable.flatMap((page) => [page.path, html(fileForPath(page.path))]));
  const cached = readBuildCache<CachedIndex>(root, 'site-search', 'index.json');
  if (cached?.key === key) {
    return { pages: cached.pages, files: cached.files.map((f) => ({ file: f.file, content: Buffer.from(f.base64, 'base64') })), fromCache: true };
  }
  const index = await buildSearchIndex(pages, html);
  keepBuildCache(root, 'site-search', 'index.json', { key, pages: index.pages, files: index.files.map((f) => ({ file: f.file, base64: Buffer.from(f.content).toString('base64') })) } satisfies CachedIndex);
  return { ...index, fromCache: false };
}

/** Stops Pagefind's process, if one runs. */
export const closeSearchIndexer = async (): Promise<void> => {
  if (loading) await (await loading).close();
};

/** Reads each page from the staging folder the render stage wrote. */
export const readPage = (dir: string) => (file: string) => readFileSync(path.join(dir, file), 'utf8');

/** The stage's line: pages indexed, files and their size. */
export function describeSearchIndex(index: SearchIndex & { fromCache?: boolean }): string {
  const bytes = index.files.reduce((sum, f) => sum + f.content.length, 0);
  return `${index.pages} pages indexed${index.fromCache ? ' (unchanged: from the cache)' : ''}, ${index.files.length} files in /${SEARCH_DIR}/ (${(bytes / 1024).toFixed(1)} KB)`;
}
