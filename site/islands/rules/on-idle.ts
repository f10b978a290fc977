/** Start when the main thread is idle, so the widget never competes with the first paint. */
export function onIdle(_root: HTMLElement, start: () => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(() => start(), { timeout: 2000 });
  } else {
    setTimeout(start, 200);
  }
}
