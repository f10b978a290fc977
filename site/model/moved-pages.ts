/**
 * Addresses that moved (content/redirects.ts): a site owner who renames a post's file or retires
 * a page lists the old path, and the site answers it with a permanent redirect to the page that
 * replaces it (a redirect page in dist/ and a 301 in every host configuration), so old links and
 * search results keep working. The rules between an entry and the site are checked once the route
 * table is known (movedPageProblems).
 */
import { array, object, string, type Infer } from './schema.ts';
import type { Problem } from '../errors.ts';

const PATH = '(?:/[^\\s?#/]+)+';
export const movedPagesSchema = array(object({
  from: string({ pattern: new RegExp(`^${PATH}$`), hint: 'the old path of a page of this site, like "/blog/old-name" (starting with "/", without "?", "#" or a "/" at the end)' }),
  to: string({ pattern: new RegExp(`^(?:/|${PATH})(?:#[^\\s]*)?$`), hint: 'the path of the page that replaces it, like "/blog/new-name" (an #anchor may follow)' }),
}));
export type MovedPage = Infer<typeof movedPagesSchema>[number];

/** The content's moved pages, with the file they are written in, for messages. */
export interface MovedPages {
  file: string;
  redirects: MovedPage[];
}

/**
 * What is wrong with each entry, given the site's page paths and the redirects the site makes
 * itself (old spellings of its own routes): an old path must not be a page or already redirected,
 * and the new one must be a page (a redirect to a redirect would be two hops, and could loop).
 */
export function movedPageProblems({ file, redirects }: MovedPages, pages: ReadonlySet<string>, own: readonly { from: string; to: string }[]): Problem[] {
  const problems: Problem[] = [];
  const redirected = new Map(own.map((r) => [r.from, `the site's own redirect to ${r.to}`]));
  redirects.forEach(({ from, to }, i) => {
    const problem = (field: 'from' | 'to', message: string) => problems.push({ file, field: `[${i}].${field}`, message });
    const target = to.split('#')[0];
    if (pages.has(from)) problem('from', `is "${from}", the address of a page of the site: a redirect would hide it; remove this entry, or the page`);
    else if (redirected.has(from)) problem('from', `is "${from}", which already leads elsewhere (${redirected.get(from)}): keep one of them`);
    else redirected.set(from, `entry [${i}], to ${to}`);
    if (target === from) problem('to', `is "${to}", the old path itself: give the page that replaces it`);
    else if (!pages.has(target)) {
      const hop = redirects.find((r) => r.from === target)?.to ?? own.find((r) => r.from === target)?.to;
      problem('to', hop ? `is "${to}", which itself redirects to ${hop}: give that page instead` : `is "${to}", which is not a page of the site: give the path of the page that replaces the old one`);
    }
  });
  return problems;
}
