/**
 * Filtering and paging of the resource listings, shared by the server render (first page, and
 * every item for visitors without JavaScript) and the listing islands.
 */
export const PER_PAGE = 4;
export const ALL_INDUSTRIES = 'All Industries';
export const ALL_CATEGORIES = 'All Categories';

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

export interface ListingState {
  filter: string;
  page: number;
}

/** A new filter always starts again at page 1. */
export function withFilter(_state: ListingState, filter: string): ListingState {
  return { filter, page: 1 };
}

/** Moving to a page keeps the filter; the page is clamped to those that exist. */
export function withPage(state: ListingState, page: number, count: number, perPage = PER_PAGE): ListingState {
  return { filter: state.filter, page: Math.min(Math.max(1, page), pageCount(count, perPage)) };
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

/** The card illustration, chosen by the wording of the industry (docs/site.md §8). */
export function illustrationFor(industry: string): 'banking' | 'retail' | 'technology' | 'automotive' | 'healthcare' | 'generic' {
  const text = industry.toLowerCase();
  if (/bfsi|bank|financ|insur|nbfc/.test(text)) return 'banking';
  if (/retail|e-commerce|fmcg|luxury|lifestyle/.test(text)) return 'retail';
  if (/tech|software|saas|electronic/.test(text)) return 'technology';
  if (/auto|ev\b/.test(text)) return 'automotive';
  if (/health|wellness|pharma/.test(text)) return 'healthcare';
  return 'generic';
}

/** Truncates text at a word boundary with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}
