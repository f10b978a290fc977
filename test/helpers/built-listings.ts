/**
 * What the output checks of the two resource listings share (test/output/listings*.output.test.ts):
 * every built listing page (/case-studies, /blog, and a page for each filter and page number)
 * parsed, and a filter's pages followed by their Next links.
 */
import * as assert from 'uvu/assert';
import { publishedContent } from './content.ts';
import { loadPage, text } from './built-pages.ts';
import { isListingPage, paths } from '../../site/paths.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import { ALL_CATEGORIES_FILTER } from './listing-rules.ts';

export const content = await publishedContent();
export const studies = content.caseStudies;
export const posts = content.blog;
export const all = (root: Document | Element, selector: string) => Array.from(root.querySelectorAll(selector));
/** The blog's filters: everything, then each category of content/blog-categories.yml that has a post, in its order. */
export const categoryFilters = [ALL_CATEGORIES_FILTER, ...content.blogCategories.map((c) => c.name).filter((name) => posts.some((p) => p.category === name))];


const routes = buildRouteTable(content).pages;
const listingRoutes = routes.filter((r) => isListingPage(r.path) && r.path !== paths.whitepapers);
/** Every listing page as built, by its address. */
export const pages = new Map(await Promise.all(listingRoutes.map(async (r) => [r.path, await loadPage(r.path)] as const)));
export const caseStudies = pages.get(paths.caseStudies)!;
export const blog = pages.get(paths.blog)!;

/** A filter's pages, page 1 first, following each page's Next link: what a visitor without JavaScript can reach. */
export function chain(first: string): Document[] {
  const docs: Document[] = [];
  for (let at: string | null = first; at; ) {
    const doc = pages.get(at);
    assert.ok(doc, `${at} is built`);
    docs.push(doc!);
    const next = all(doc!, 'a.listing__step').find((a) => text(a).startsWith('Next'));
    at = next?.getAttribute('href') ?? null;
  }
  return docs;
}
export const cardsOf = (docs: Document[]) => docs.flatMap((doc) => all(doc, '.listing [data-listing-item]'));
