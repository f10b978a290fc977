/** Stub: being built (issue 5). */
export function Newsletter() {
  return null;
}
