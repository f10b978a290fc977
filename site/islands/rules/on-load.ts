/** Start at once: module scripts run after the document is parsed, so the markup is there. */
export function onLoad(_root: HTMLElement, start: () => void): void {
  start();
}
