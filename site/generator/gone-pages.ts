/**
 * Pages the build in the output folder had and this one does not make (nor copies from static/): a post or case study whose
 * file was renamed or deleted. Visitors, search engines and other sites still link to the old
 * address, so the build names each one and points to content/redirects.yml (docs/content.md §12).
 * Read before the new site is swapped in; nothing is said on a first build. A listing's pages
 * (`/case-studies/page/4`) come and go with the number of items, so they are not named; nor is the
 * site's own lower-case spelling of a page named already (`/solutions/acmexdr` beside
 * `/solutions/AcmeXDR`): hosts that ignore case answer it with the redirect listed for the page,
 * and content/redirects.yml refuses a second entry for it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './verify.ts';
import { ASSETS_DIR } from './host-config.ts';
import { isListingPage, pathForFile } from '../paths.ts';

/** The addresses of the pages in `outDir` (`blog/x/index.html` is `/blog/x`) that are not among `files`. */
export function gonePages(outDir: string, files: Iterable<string>): string[] {
  if (!existsSync(path.join(outDir, 'index.html'))) return [];
  const kept = new Set(files);
  return listFiles(outDir)
    .filter((file) => file.endsWith('/index.html') && !file.startsWith(`${ASSETS_DIR}/`) && !kept.has(file))
    .map(pathForFile)
    .filter((address) => !isListingPage(address))
    .sort()
    // Upper case sorts first, so the page is kept and its lower-case spelling dropped.
    .filter((address, i, all) => !all.slice(0, i).some((earlier) => earlier.toLowerCase() === address.toLowerCase()));
}
