/**
 * The frame both resource listings share (/case-studies, /blog): filter links, the grid of
 * cards, the empty state, previous / numbered / next pagination, and the cards' dialogs. One
 * island, `listing`, drives both; what differs comes from data attributes.
 *
 * Every filter and page is a page of its own (site/pages/resources/listing-routes.tsx), holding
 * only its own cards, and every filter and page control is a link to one: complete without
 * JavaScript. The island follows those links in place (listing.client.ts), swapping each
 * `data-listing-part` for the same part of the page it fetches. Dialogs are rendered here in
 * full, so the island only opens them and never builds text; or, where a dialog shows only what
 * its card does (/blog), as one template the island fills from the card (ListingDialogTemplate).
 */
import type { ReactNode } from 'react';
import type { colors } from '../../model/content.ts';
import { island } from '../../islands/markup.ts';
import { listingPagePath } from '../../paths.ts';
import { pagerNumbers, showingText, type ListingView, type Noun } from '../../lib/listing.ts';
import { Dialog } from '../../components/dialog/Dialog.tsx';

export interface ListingProps {
  /** Prefix for the ids inside (heading, pagination). */
  id: string;
  /** The listing's own path and the folder its filters' pages live in: '/blog', 'category'. */
  root: string;
  segment: string;
  /** The first filter, which shows everything and lives at `root` itself. */
  all: string;
  /** The filters that have pages, everything first, each with its number of pages. */
  filters: readonly { filter: string; pages: number }[];
  /** This page: its filter, page number and counts. */
  view: Omit<ListingView<unknown>, 'items'>;
  filterLabel: string;
  heading: string;
  /** What the items are called in the 'Showing …' line, one and many. */
  noun: Noun;
  /** The <li> cards, each with data-listing-item. */
  items: ReactNode;
  /** Shown when there is nothing to list, and by the island when an old address asks for a filter that has no page. */
  empty: ReactNode;
  dialogs: ReactNode;
}

export function Listing({ id, root, segment, all, filters, view, filterLabel, heading, noun, items, empty, dialogs }: ListingProps) {
  const href = (filter: string, page: number) => listingPagePath(root, segment, filter === all ? undefined : filter, page);
  const step = (page: number, label: ReactNode) =>
    page >= 1 && page <= view.pages
      ? <a className="listing__step" href={href(view.filter, page)} data-listing-nav="page">{label}</a>
      : <span className="listing__step" aria-hidden="true">{label}</span>;
  return (
    <section
      className="listing section"
      aria-labelledby={`${id}-heading`}
      {...island('listing', 'load')}
      data-listing-root={root}
      data-listing-segment={segment}
      data-listing-all={all}
    >
      <div className="container">
        <nav className="listing__filters" aria-label={filterLabel} data-listing-part="filters">
          {filters.map(({ filter, pages }) => (
            <a
              className="listing__filter" key={filter} href={href(filter, 1)} data-listing-nav="filter" data-listing-filter={filter} data-listing-pages={pages}
              aria-current={filter !== view.filter ? undefined : view.page === 1 ? 'page' : 'true'}
            >
              {filter}
            </a>
          ))}
        </nav>
        <div className="listing__head">
          <h2 className="listing__heading" id={`${id}-heading`} tabIndex={-1} data-listing-heading="">{heading}</h2>
          <p className="listing__showing" data-listing-part="showing">{view.total > 0 && showingText(view, noun)}</p>
          <p className="visually-hidden" role="status" data-listing-status="" />
        </div>
        <ul className="listing__grid" data-listing-part="list">
          {items}
        </ul>
        <div className="listing__empty" data-listing-empty="" hidden={view.total > 0}>
          {empty}
        </div>
        <nav className="listing__pages" aria-label={`${heading}: pages`} data-listing-part="pager" hidden={view.pages < 2}>
          {step(view.page - 1, <><span aria-hidden="true">←</span> Previous</>)}
          <ol className="listing__numbers">
            {pagerNumbers(view.page, view.pages).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} className="listing__gap" aria-hidden="true">…</li>
              ) : (
                <li key={n}>
                  <a className="listing__number" href={href(view.filter, n)} data-listing-nav="page" aria-label={`Page ${n}`} aria-current={n === view.page ? 'page' : undefined}>{n}</a>
                </li>
              ),
            )}
          </ol>
          {step(view.page + 1, <>Next <span aria-hidden="true">→</span></>)}
        </nav>
      </div>
      <div data-listing-part="dialogs">{dialogs}</div>
    </section>
  );
}

/** A card's dialog (site/components/dialog/Dialog.tsx), named by its title, its badge in the bar. */
export function ListingDialog({ id, color, badge, label, children, actions }: { id: string; color: (typeof colors)[number]; badge: string; label: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Dialog className={`listing-dialog tint-${color}`} labelledBy={label} data={{ 'data-listing-dialog': id }} top={<span className="listing-badge">{badge}</span>} actions={<>{actions}<CloseButton /></>}>
      {children}
    </Dialog>
  );
}

/**
 * The one dialog a listing builds each card's dialog from, when the dialog shows only what its
 * card does (dialog-from-card.dom.ts): the card's tint, id and title are filled in then, and each
 * data-dialog-part element receives the card's part of the same name.
 */
export function ListingDialogTemplate({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <template data-listing-dialog-template="">
      <Dialog className="listing-dialog" top={<span className="listing-badge" data-dialog-part="badge" />} actions={<>{actions}<CloseButton /></>}>
        {children}
      </Dialog>
    </template>
  );
}

const CloseButton = () => <button type="button" className="button button--secondary" data-dialog-close="">Close</button>;
