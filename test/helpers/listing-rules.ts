/**
 * The listings' rules as docs/site.md §8 and §9 state them: the page size and the filters, in
 * order (the blog's categories are content). Written out rather than imported from the site, so that a changed constant fails a test.
 */
export const PER_PAGE = 4;
export const industryFilters = ['All industries', 'BFSI', 'Retail & e-commerce', 'Technology & software', 'Automotive & EV', 'Healthcare & wellness', 'FMCG', 'Manufacturing', 'Electrical & electronics'];
/** Before the blog's categories (content/blog-categories.yml), which test/helpers/built-listings.ts reads. */
export const ALL_CATEGORIES_FILTER = 'All categories';
