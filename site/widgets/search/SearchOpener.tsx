/**
 * The search control: a plain link to /search (every page by section) that the early script turns
 * into the search dialog's opener once scripts run (site/document/early-script.ts loads
 * search.client.ts and its stylesheet on the first click, never before). In the header's menus it is
 * an icon with a hidden label, in the phone menu a line; on the 404 page and /search a button-like link.
 */
import { paths } from '../../paths.ts';

/** On the search control: the early script opens the search dialog from any element that has it. */
export const SEARCH_OPENER_ATTRIBUTE = 'data-search-open';

const Magnifier = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="m13 13 4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** `bar`: the desktop menus' icon; `panel`: the phone menu's line; `page`: a button-like link with its words. */
export function SearchOpener({ place }: { place: 'bar' | 'panel' | 'page' }) {
  const opener = { href: paths.search, [SEARCH_OPENER_ATTRIBUTE]: '' };
  if (place === 'bar') return <a className="site-nav__search" {...opener}><Magnifier /><span className="visually-hidden">Search</span></a>;
  if (place === 'panel') return <a className="mobile-nav__search" {...opener}><Magnifier />Search</a>;
  return <p className="search-opener"><a className="button button--secondary" {...opener}><Magnifier />Search the site</a></p>;
}
