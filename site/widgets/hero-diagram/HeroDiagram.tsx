/** Stub: being built (issue 4). Renders nothing yet. */
export function HeroDiagram() {
  return null;
}
