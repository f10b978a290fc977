/** Stub: being built (issue 4). Renders nothing yet. */
export function XdrDemo() {
  return null;
}
