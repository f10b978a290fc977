/**
 * The resource listings' island (/case-studies, /blog): filter buttons, pagination, the empty
 * state, scrolling to the grid, and opening a card's dialog (built from the card where the page
 * has a dialog template, dialog-from-card.dom.ts) instead of following its link. The
 * filter and page rules are site/lib/listing.ts, the same the server used; the state is mirrored
 * in the URL query (?industry=BFSI&page=2), so it survives reload and back, and any filter text
 * arriving there is honoured (one matching nothing shows the empty state).
 */
import { defineIsland } from '../../islands/define-island.ts';
import { openDialog } from '../../components/dialog/dialog.dom.ts';
import { loadDialogText } from './dialog-text.dom.ts';
import { dialogFromCard } from './dialog-from-card.dom.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { whileVisible } from '../../islands/while-visible.ts';
import { REVEAL_STAGGER_MS } from '../reveal/reveal-timing.ts';
import { PER_PAGE, matchesCategory, matchesIndustry, pageCount, pageSlice, withFilter, withPage, type ListingState } from '../../lib/listing.ts';

defineIsland('listing', (root) => {
  const all = <T extends Element = HTMLElement>(selector: string) => Array.from(root.querySelectorAll<T>(selector));
  const one = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const { listingParam: param = 'filter', listingAll: everything = '', listingNoun: noun = '' } = root.dataset;
  const matches = root.dataset.listingMatch === 'category' ? matchesCategory : matchesIndustry;
  const featured = root.hasAttribute('data-listing-featured');
  const items = all('[data-listing-item]');
  const numbers = all<HTMLButtonElement>('[data-listing-page]');
  const [previous, next] = all<HTMLButtonElement>('[data-listing-step]');
  const list = one('[data-listing-list]');
  const empty = one('[data-listing-empty]');
  const pager = one('[data-listing-pages]');
  const heading = one('[data-listing-heading]');
  const status = one('[data-listing-status]');

  const query = new URLSearchParams(location.search);
  let state: ListingState = { filter: query.get(param) ?? everything, page: Number(query.get('page')) || 1 };
  let matching: HTMLElement[] = [];

  function render(): void {
    matching = items.filter((item) => matches(item.dataset.listingKey ?? '', state.filter));
    state = withPage(state, state.page, matching.length);
    const pages = pageCount(matching.length);
    const shown = pageSlice(matching, state.page);
    // Blog: page 1 opens with a featured card; a card left alone on the last row spans it too.
    const lead = featured && state.page === 1 ? matching[0] : undefined;
    const alone = featured && (shown.length - (lead ? 1 : 0)) % 2 === 1 ? shown[shown.length - 1] : undefined;
    for (const item of items) {
      item.hidden = !shown.includes(item);
      item.toggleAttribute('data-featured', item === lead);
      item.toggleAttribute('data-wide', item === alone);
      if (!item.hidden) item.style.animationDelay = `${shown.indexOf(item) * REVEAL_STAGGER_MS}ms`;
    }
    for (const button of all('[data-listing-filter]')) button.setAttribute('aria-pressed', String(button.dataset.listingFilter === state.filter));
    numbers.forEach((button, i) => {
      button.parentElement!.hidden = i >= pages;
      if (i + 1 === state.page) button.setAttribute('aria-current', 'page');
      else button.removeAttribute('aria-current');
    });
    previous.disabled = state.page <= 1;
    next.disabled = state.page >= pages;
    pager.hidden = pages < 2;
    empty.hidden = matching.length > 0;

    const url = new URL(location.href);
    if (state.filter === everything) url.searchParams.delete(param);
    else url.searchParams.set(param, state.filter);
    if (state.page === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(state.page));
    history.replaceState(history.state, '', url.href);
  }

  /** After a visitor's change: replay the cards' entrance, and say what is shown now. */
  function changed(): void {
    list.removeAttribute('data-listing-enter');
    void list.offsetWidth; // restart the CSS animation on cards that stayed visible
    list.setAttribute('data-listing-enter', '');
    const first = (state.page - 1) * PER_PAGE + 1;
    const last = Math.min(first + PER_PAGE - 1, matching.length);
    const pages = pageCount(matching.length);
    status.textContent = matching.length
      ? `Showing ${first}–${last} of ${matching.length} ${noun}${pages > 1 ? `, page ${state.page} of ${pages}` : ''}.`
      : empty.querySelector('p')?.textContent ?? '';
  }

  /** A new page starts at the top of the grid, and so does the keyboard focus. */
  function toGrid(): void {
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLAnchorElement>('[data-listing-open]');
    if (opener) {
      // A new tab or window stays the browser's business: only a plain click opens the dialog.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      let dialog = root.querySelector<HTMLDialogElement>(`[data-listing-dialog="${opener.dataset.listingOpen}"]`);
      if (!dialog) {
        dialog = dialogFromCard(root, opener);
        dialog?.querySelectorAll<HTMLElement>('[data-art]').forEach(animate);
      }
      // Without <dialog> (Safari before 15.4, Firefox before 98) the link simply opens the page.
      if (!dialog || typeof dialog.showModal !== 'function') return;
      event.preventDefault();
      openDialog(dialog, opener);
      void loadDialogText(dialog);
      return;
    }
    const filter = target.closest<HTMLElement>('[data-listing-filter]');
    const number = target.closest<HTMLElement>('[data-listing-page]');
    const step = target.closest<HTMLElement>('[data-listing-step]');
    const reset = target.closest('[data-listing-reset]');
    if (filter || reset) {
      state = withFilter(state, filter?.dataset.listingFilter ?? everything);
      render();
      changed();
      if (reset) heading.focus();
    } else if (number || step) {
      const page = number ? Number(number.dataset.listingPage) : state.page + Number(step!.dataset.listingStep);
      state = withPage(state, page, matching.length);
      render();
      changed();
      toGrid();
    }
  });

  /** The card drawings move only while on screen (resource-art.css), and never under reduced motion. */
  function animate(art: HTMLElement): void {
    if (prefersReducedMotion()) return;
    art.setAttribute('data-art-play', 'off');
    whileVisible(art, { play: () => art.setAttribute('data-art-play', 'on'), pause: () => art.setAttribute('data-art-play', 'off') });
  }

  render();
  all('[data-art]').forEach(animate);
});
