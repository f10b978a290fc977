/** How many home industries show before the toggle, and its two labels (SPEC.md sections 2 and 9). */
export const INDUSTRIES_SHOWN = 6;
export const SHOW_MORE = 'View More Industries';
export const SHOW_LESS = 'Show Less Industries';
