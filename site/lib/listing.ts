/**
 * Filtering and paging of the resource listings: the build makes a page of each filter and page
 * number from these rules, and the listing island reads old query-string addresses with them.
 */
export const PER_PAGE = 4;
export const ALL_INDUSTRIES = 'All industries';
export const ALL_CATEGORIES = 'All categories';

/** Case studies: the industry name contains the chosen filter text (docs/site.md §8). */
export function matchesIndustry(industry: string, filter: string): boolean {
  return filter === ALL_INDUSTRIES || industry.includes(filter);
}

/** Blog: the post's category is the chosen one. */
export function matchesCategory(category: string, filter: string): boolean {
  return filter === ALL_CATEGORIES || category === filter;
}

/** Pages needed for `count` items (at least 1, so an empty result still has page 1). */
export function pageCount(count: number, perPage = PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The items on `page` (from 1), clamped to the pages that exist. */
export function pageSlice<T>(items: readonly T[], page: number, perPage = PER_PAGE): T[] {
  const last = pageCount(items.length, perPage);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((current - 1) * perPage, current * perPage);
}

/** One page of a listing: which filter, which page of how many, and the items it shows. */
export interface ListingView<T> {
  filter: string;
  page: number;
  pages: number;
  /** Items matching the filter, on every page. */
  total: number;
  items: T[];
}

/**
 * Every page a listing has: everything first (page 1 always, even with no items), then each
 * filter that matches anything (a filter matching nothing has no page), PER_PAGE items a page.
 */
export function listingViews<T>(items: readonly T[], all: string, filters: readonly string[], keyOf: (item: T) => string, matches: (key: string, filter: string) => boolean): ListingView<T>[] {
  const views: ListingView<T>[] = [];
  for (const filter of [all, ...filters]) {
    const matching = items.filter((item) => matches(keyOf(item), filter));
    if (!matching.length && filter !== all) continue;
    const pages = pageCount(matching.length);
    for (let page = 1; page <= pages; page++) views.push({ filter, page, pages, total: matching.length, items: pageSlice(matching, page) });
  }
  return views;
}

/** The filters that have pages (everything first), each with its number of pages. */
export function filterPages(views: readonly ListingView<unknown>[]): { filter: string; pages: number }[] {
  return views.filter((v) => v.page === 1).map((v) => ({ filter: v.filter, pages: v.pages }));
}

/**
 * The page numbers a pager shows: the first, the last, the current one and `around` on each side;
 * null where numbers are left out. So the pager stays the same size however many pages there are.
 */
export function pagerNumbers(current: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  // A gap of one number shows that number rather than an ellipsis standing in for it.
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}

/**
 * The card left alone on the last row of a 2-column grid, which lies across it (-1 for none):
 * `count` cards, the first of them featured across the grid when `featured`.
 */
export function loneLastItem(count: number, featured: boolean): number {
  return (count - (featured ? 1 : 0)) % 2 === 1 ? count - 1 : -1;
}

/** What a listing's items are called, one and many. */
export type Noun = readonly [one: string, many: string];
export const POSTS: Noun = ['post', 'posts'];
export const CASE_STUDIES: Noun = ['case study', 'case studies'];

/**
 * What a screen reader hears after a change, and what the page states: 'Showing 5–8 of 21 posts,
 * page 2 of 6.', 'Showing post 21 of 21, page 6 of 6.', 'Showing all 3 case studies.', 'Showing 1 post.'
 */
export function showingText(view: Pick<ListingView<unknown>, 'page' | 'pages' | 'total'>, [one, many]: Noun, perPage = PER_PAGE): string {
  const first = (view.page - 1) * perPage + 1;
  const last = Math.min(first + perPage - 1, view.total);
  const shown = view.total === 1 ? `1 ${one}`
    : view.pages === 1 ? `all ${view.total} ${many}`
      : first === last ? `${one} ${first} of ${view.total}`
        : `${first}–${last} of ${view.total} ${many}`;
  return `Showing ${shown}${view.pages > 1 ? `, page ${view.page} of ${view.pages}` : ''}.`;
}

/**
 * An old query-string address (`?category=Gift+Guides&page=2`): the filter and page it asks for,
 * or null when it asks for neither. The page is clamped to those the filter has; a filter with no
 * pages (`known` lacks it) is returned as it is, for the island to show the empty state.
 */
export function fromQuery(search: string, param: string, all: string, known: readonly { filter: string; pages: number }[]): { filter: string; page: number } | null {
  const query = new URLSearchParams(search);
  if (!query.has(param) && !query.has('page')) return null;
  const asked = query.get(param) || all;
  // Old addresses name a filter as it was written then ("Gift Guides"), before headings took sentence case.
  const match = known.find((k) => k.filter.toLowerCase() === asked.toLowerCase());
  const filter = match?.filter ?? asked;
  return { filter, page: Math.min(Math.max(1, Math.floor(Number(query.get('page'))) || 1), match?.pages ?? 1) };
}

/** The headline figure of a case-study title: 'Retail Chain – Repeat purchases up by 38%' → '38%'. */
export function headlinePercent(title: string): string {
  return /(\d+(?:\.\d+)?%)/.exec(title.split(' – ')[1] ?? title)?.[1] ?? '';
}

/** The parts of a case-study title around its dash: name before, outcome after. */
export function splitTitle(title: string): { name: string; outcome: string } {
  const [name, ...rest] = title.split(' – ');
  return { name: name.trim(), outcome: rest.join(' – ').trim() };
}

