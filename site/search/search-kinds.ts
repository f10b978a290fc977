/**
 * What the site search knows of a page: its kind (a result's type, and the section the /search
 * page lists it under) and the products and industries it is about, taken from the content model.
 * The route table gives each searchable page one (site/routes.tsx); a page without one is neither
 * indexed nor listed on /search (the 404 and error pages, the listings' later and filtered pages).
 */
export const SEARCH_KINDS = {
  page: { type: 'Page', section: 'Main pages' },
  product: { type: 'Product', section: 'Products' },
  industry: { type: 'Industry', section: 'Industries' },
  caseStudy: { type: 'Case study', section: 'Case studies' },
  post: { type: 'Post', section: 'Blog posts' },
  whitepaper: { type: 'Whitepaper', section: 'Whitepapers' },
  company: { type: 'Company', section: 'Company' },
  legal: { type: 'Legal', section: 'Legal' },
} as const;

export type SearchKind = keyof typeof SEARCH_KINDS;

export interface SearchEntry {
  kind: SearchKind;
  /** Product names, as the products' pages title them. */
  product?: string[];
  /** Industry names: an industry page's name, a case study's industry. */
  industry?: string[];
}

/** The filters Pagefind indexes for a page (`data-pagefind-filter`), by filter name. */
export function searchFilters(entry: SearchEntry): Record<string, string[]> {
  return {
    type: [SEARCH_KINDS[entry.kind].type],
    ...(entry.product?.length && { product: entry.product }),
    ...(entry.industry?.length && { industry: entry.industry }),
  };
}
