/**
 * The resource listings' island (/case-studies, /blog and their pages): follows the filter and
 * page links in place, and opens a card's dialog (built from the card where the page has a
 * dialog template, dialog-from-card.dom.ts) instead of following its link.
 *
 * Every filter and page is a page of its own, and its links work without this script. Here a
 * plain click fetches that page once (listing-pages.dom.ts), swaps its parts in, and pushes its
 * address; Back and Forward swap back the page of their address. An old query-string address
 * (`/blog?category=Gift+Guides&page=2`) is moved to its path (replaceState); one naming a filter
 * that has no page shows the empty state. If a page cannot be fetched, the browser goes there.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { openDialog } from '../../components/dialog/dialog.dom.ts';
import { loadDialogText } from './dialog-text.dom.ts';
import { dialogFromCard } from './dialog-from-card.dom.ts';
import { listingPages, part, readPage, showPage } from './listing-pages.dom.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { REVEAL_STAGGER_MS } from '../reveal/reveal-timing.ts';
import { listingPagePath } from '../../paths.ts';
import { fromQuery } from '../../lib/listing.ts';

type Move = 'push' | 'replace' | 'pop';

defineIsland('listing', (root) => {
  const { listingRoot: home = '', listingSegment: segment = '', listingAll: everything = '' } = root.dataset;
  const heading = root.querySelector<HTMLElement>('[data-listing-heading]')!;
  const status = root.querySelector<HTMLElement>('[data-listing-status]')!;
  const empty = root.querySelector<HTMLElement>('[data-listing-empty]')!;
  const filterLinks = () => Array.from(root.querySelectorAll<HTMLAnchorElement>('[data-listing-filter]'));
  const pages = listingPages();
  pages.keep(location.pathname, readPage(document));
  /** The path whose page is in the document. */
  let shown = location.pathname;
  /** Only the latest move is shown, however the fetches finish. */
  let latest = 0;

  async function go(path: string, move: Move, focus: () => void): Promise<void> {
    const ticket = ++latest;
    let page;
    try {
      page = await pages.get(path);
    } catch (error) {
      // A move overtaken by a later one is forgotten, whether its page came or not.
      if (ticket !== latest) return;
      console.warn(`The listing page ${path} could not be fetched: loading it instead.`, error);
      if (move === 'pop') location.reload();
      else if (move === 'replace') location.replace(path);
      else location.assign(path);
      return;
    }
    if (ticket !== latest) return;
    showPage(document, page);
    shown = path;
    empty.hidden = true;
    if (move === 'push') history.pushState(null, '', path);
    else if (move === 'replace') history.replaceState(history.state, '', path);
    entered();
    status.textContent = part(root, 'showing').textContent;
    focus();
  }

  /** New cards come in one after another (unless motion is reduced: listing.css). */
  function entered(): void {
    const list = part(root, 'list');
    Array.from(list.children as HTMLCollectionOf<HTMLElement>).forEach((item, i) => (item.style.animationDelay = `${i * REVEAL_STAGGER_MS}ms`));
    list.setAttribute('data-listing-enter', '');
  }

  /** A new page starts at the top of the grid, and so does the keyboard focus. */
  function toGrid(): void {
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }

  /** After a filter change, focus stays on that filter (its link is a new one now). */
  const toFilter = (filter: string | undefined) => () =>
    (filterLinks().find((link) => link.dataset.listingFilter === filter) ?? heading).focus({ preventScroll: true });

  /** An old address asking for a filter no page has: nothing matches it. */
  function showEmpty(): void {
    for (const name of ['list', 'pager', 'showing']) part(root, name).hidden = true;
    for (const link of filterLinks()) link.removeAttribute('aria-current');
    empty.hidden = false;
    status.textContent = empty.querySelector('p')?.textContent ?? '';
  }

  root.addEventListener('click', (event) => {
    // A new tab or window stays the browser's business: only a plain click is handled here.
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element;
    const nav = target.closest<HTMLAnchorElement>('a[data-listing-nav]');
    if (nav) {
      event.preventDefault();
      const path = nav.pathname;
      const focus = nav.dataset.listingNav === 'page' ? toGrid : toFilter(nav.dataset.listingFilter);
      void go(path, path === location.pathname ? 'replace' : 'push', focus);
      return;
    }
    const opener = target.closest<HTMLAnchorElement>('[data-listing-open]');
    if (!opener) return;
    const dialog = root.querySelector<HTMLDialogElement>(`[data-listing-dialog="${opener.dataset.listingOpen}"]`) ?? dialogFromCard(root, opener);
    // Without <dialog> (Safari before 15.4, Firefox before 98) the link simply opens the page.
    if (!dialog || typeof dialog.showModal !== 'function') return;
    event.preventDefault();
    openDialog(dialog, opener, event);
    void loadDialogText(dialog);
  });

  // Back and Forward: show the page of the address now current. A move within the page (#main) changes nothing.
  // Focus that was in the listing goes to its heading, scrolled into view if it is not (focus off screen is
  // lost): in the next frame, once the browser has restored the entry's scroll position.
  addEventListener('popstate', () => {
    if (location.pathname === shown) return;
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || root.contains(active);
    void go(location.pathname, 'pop', () => focusWasHere && requestAnimationFrame(() => heading.focus()));
  });

  const known = filterLinks().map((link) => ({ filter: link.dataset.listingFilter ?? '', pages: Number(link.dataset.listingPages) || 1 }));
  const asked = fromQuery(location.search, segment, everything, known);
  if (asked && asked.filter !== everything && !known.some((k) => k.filter === asked.filter)) showEmpty();
  else if (asked) void go(listingPagePath(home, segment, asked.filter === everything ? undefined : asked.filter, asked.page), 'replace', () => undefined);
});
