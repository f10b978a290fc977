/**
 * The frame both resource listings share (/case-studies, /blog): filter buttons, the grid of
 * cards, the empty state, previous / numbered / next pagination, and the cards' dialogs. One
 * island, `listing`, drives both; what differs comes from data attributes.
 *
 * Progressive enhancement: the server lists every item, each card a real link to its own page.
 * Without scripts, filters and pages are hidden (they cannot work). With scripts, CSS under the
 * early `js` class shows only the first page's items before the island starts (no layout shift),
 * and the island takes over from there. Dialogs are rendered here in full, so the island only
 * opens them and never builds text; or, where a dialog shows only what its card does (/blog), as
 * one template the island fills from the card (ListingDialogTemplate).
 */
import type { ReactNode } from 'react';
import type { colors } from '../../model/content.ts';
import { island } from '../../islands/markup.ts';
import { pageCount } from '../../lib/listing.ts';
import { Dialog } from '../../components/dialog/Dialog.tsx';

export interface ListingProps {
  /** Prefix for the ids inside (heading, pagination). */
  id: string;
  /** Which rule of site/lib/listing.ts filters: industry (contains) or category (equals). */
  match: 'industry' | 'category';
  /** The URL query parameter holding the filter, so a filtered view survives reload and back. */
  param: string;
  /** The first filter button, which shows everything. */
  all: string;
  filters: readonly string[];
  filterLabel: string;
  heading: string;
  /** What the items are called in announcements ('case studies'). */
  noun: string;
  total: number;
  /** The first item of page 1 is a large featured card (blog). */
  featured?: boolean;
  /** The <li> cards, each with data-listing-item and data-listing-key (its industry or category). */
  items: ReactNode;
  empty: ReactNode;
  dialogs: ReactNode;
}

export function Listing({ id, match, param, all, filters, filterLabel, heading, noun, total, featured, items, empty, dialogs }: ListingProps) {
  const pages = Array.from({ length: pageCount(total) }, (_, i) => i + 1);
  return (
    <section
      className="listing section"
      aria-labelledby={`${id}-heading`}
      {...island('listing', 'load')}
      data-listing-match={match}
      data-listing-param={param}
      data-listing-all={all}
      data-listing-noun={noun}
      data-listing-featured={featured ? '' : undefined}
    >
      <div className="container">
        <div className="listing__filters" role="group" aria-label={filterLabel}>
          {[all, ...filters].map((filter) => (
            <button type="button" className="listing__filter" key={filter} data-listing-filter={filter} aria-pressed={filter === all}>
              {filter}
            </button>
          ))}
        </div>
        <div className="listing__head">
          <h2 className="listing__heading" id={`${id}-heading`} tabIndex={-1} data-listing-heading="">{heading}</h2>
          <p className="visually-hidden" role="status" data-listing-status="" />
        </div>
        <ul className={`listing__grid${featured ? ' listing__grid--featured' : ''}`} data-listing-list="">
          {items}
        </ul>
        <div className="listing__empty" data-listing-empty="" hidden>
          {empty}
        </div>
        <nav className="listing__pages" aria-label={`${heading}: pages`} data-listing-pages="" hidden={pages.length < 2}>
          <button type="button" className="listing__step" data-listing-step="-1" disabled>
            <span aria-hidden="true">←</span> Previous
          </button>
          <ol className="listing__numbers">
            {pages.map((n) => (
              <li key={n}>
                <button type="button" className="listing__number" data-listing-page={n} aria-label={`Page ${n}`} aria-current={n === 1 ? 'page' : undefined}>
                  {n}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="listing__step" data-listing-step="1" disabled={pages.length < 2}>
            Next <span aria-hidden="true">→</span>
          </button>
        </nav>
      </div>
      {dialogs}
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
