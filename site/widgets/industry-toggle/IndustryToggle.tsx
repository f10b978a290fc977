/**
 * The home page's industry cards: all 12 are in the HTML; once scripts run (the `js` class on
 * <html>) only the first 6 show, and the button reveals or hides the rest.
 */
import type { ReactNode } from 'react';
import { island } from '../../islands/markup.ts';
import { SHOW_MORE } from './industry-toggle-labels.ts';

export function IndustryToggle({ children, listId }: { children: ReactNode; listId: string }) {
  return (
    <div className="industry-toggle" {...island('industry-toggle')}>
      <ul className="industry-grid card-rows" id={listId} data-industry-list="">
        {children}
      </ul>
      <p className="industry-toggle__actions">
        <button type="button" className="button button--secondary industry-toggle__button" aria-controls={listId} aria-expanded="false" data-industry-toggle="">
          {SHOW_MORE}
        </button>
      </p>
    </div>
  );
}
