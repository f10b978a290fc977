/** Start once a media query matches, e.g. `media:(min-width: 64rem)` for a desktop-only widget. */
export function onMedia(_root: HTMLElement, start: () => void, query: string): void {
  const list = window.matchMedia(query);
  if (list.matches) return start();
  const listener = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    list.removeEventListener('change', listener);
    start();
  };
  list.addEventListener('change', listener);
}
