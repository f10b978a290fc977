/** Stagger between cards appearing on scroll (SPEC.md section 4: 0.1 s per card). */
export const REVEAL_STAGGER_MS = 100;
