/**
 * Marks the section being read in a whitepaper's contents: the last one whose heading has passed
 * a third of the way down the window. Headings are measured only when one crosses that line.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { READING_LINE, currentSection } from '../../lib/paper-contents.ts';

/** Taller than any page: how far the observed area reaches above the window. */
const ABOVE_THE_WINDOW = 1_000_000;

defineIsland('paper-contents', (root) => {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
  const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  let marked: HTMLAnchorElement | undefined;
  const mark = () => {
    const tops = headings.map((heading) => heading?.getBoundingClientRect().top ?? Infinity);
    const link = links[currentSection(tops, window.innerHeight * READING_LINE)];
    if (link === marked) return;
    marked?.removeAttribute('aria-current');
    link?.setAttribute('aria-current', 'location');
    marked = link;
  };
  // Everything above the line, far beyond the window's top: a heading enters or leaves it only by
  // crossing the line, so a jump across it (Home, End, a dragged scrollbar) is seen too.
  const observer = new IntersectionObserver(mark, { rootMargin: `${ABOVE_THE_WINDOW}px 0px -${Math.round((1 - READING_LINE) * 100)}% 0px` });
  for (const heading of headings) if (heading) observer.observe(heading);
});
