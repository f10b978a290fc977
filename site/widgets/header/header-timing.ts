/** The header's numbers (docs/site.md §4, §14), shared by the client script and its tests. */
export const SCROLL_THRESHOLD_PX = 10;
export const CLOSE_DELAY_MS = 150;

/** The bar gets its shadow and solid background once the page has scrolled past the threshold. */
export const isScrolled = (scrollY: number): boolean => scrollY > SCROLL_THRESHOLD_PX;
