/** Stagger between cards appearing on scroll (docs/site.md §14: 0.1 s per card). */
export const REVEAL_STAGGER_MS = 100;
