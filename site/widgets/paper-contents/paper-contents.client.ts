/**
 * Marks the section being read in a whitepaper's contents: the last one whose heading has passed
 * a third of the way down the window. Headings are measured only when one crosses that line.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { READING_LINE, currentSection } from '../../lib/paper-contents.ts';

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
  // The band above the line: a heading entering or leaving it through its lower edge is a heading crossing the line.
  const observer = new IntersectionObserver(mark, { rootMargin: `0px 0px -${Math.round((1 - READING_LINE) * 100)}% 0px` });
  for (const heading of headings) if (heading) observer.observe(heading);
});
