/** Motion preferences, read by every widget that animates or rotates on its own. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
