/**
 * How many home industries show before the toggle, and its two labels (docs/site.md §5).
 * industry-toggle.css hides cards from the 7th on (nth-child(n + 7)): keep it in step.
 */
export const INDUSTRIES_SHOWN = 6;
export const SHOW_MORE = 'View more industries';
export const SHOW_LESS = 'Show less industries';
