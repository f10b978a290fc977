/**
 * The listings' rules as docs/site.md §8 and §9 state them: the page size and the filters, in
 * order. Written out rather than imported from the site, so that a changed constant fails a test.
 */
export const PER_PAGE = 4;
export const industryFilters = ['All Industries', 'BFSI', 'Retail & E-Commerce', 'Technology & Software', 'Automotive & EV', 'Healthcare & Wellness', 'FMCG', 'Manufacturing', 'Electrical & Electronics'];
export const categoryFilters = ['All Categories', 'Case Studies', 'Industry Insights', 'Gift Guides'];
