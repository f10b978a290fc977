/**
 * Start when the widget first comes near the viewport. Heavy dependencies (GSAP) are imported
 * inside start(), so they are fetched only for widgets a visitor actually scrolls to.
 */
import { inNextTask } from '../next-task.ts';

export function onVisible(root: HTMLElement, start: () => void, margin = '200px'): void {
  if (!('IntersectionObserver' in window)) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        inNextTask(start);
      }
    },
    { rootMargin: margin || '200px' },
  );
  observer.observe(root);
}
