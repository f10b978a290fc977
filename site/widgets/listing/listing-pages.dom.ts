/**
 * The pages of a listing as the island moves between them (listing.client.ts). A page is kept
 * as its `data-listing-part` elements (hero, filters, the 'Showing …' line, list, pager, dialogs)
 * and its title: the page the visitor arrived on is read at start, any other is fetched once
 * from its address (same origin, which the security policy allows) and parsed without running
 * anything. Kept pages (the most recent few dozen) serve Back and Forward without another request.
 */
const PART = 'data-listing-part';

export interface ListingPage {
  title: string;
  parts: Map<string, Element>;
}

/** The parts of a document, copied, so later changes to the document do not reach them. */
export function readPage(doc: Document): ListingPage {
  const parts = new Map<string, Element>();
  for (const part of Array.from(doc.querySelectorAll(`[${PART}]`))) parts.set(part.getAttribute(PART)!, part.cloneNode(true) as Element);
  return { title: doc.title, parts };
}

async function fetchPage(path: string): Promise<ListingPage> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const page = readPage(new DOMParser().parseFromString(await response.text(), 'text/html'));
  if (!page.parts.has('list')) throw new Error('the page has no listing');
  return page;
}

/** How many pages are kept: enough for any walk back and forth, not a copy of a whole blog. */
export const KEPT_PAGES = 24;

/**
 * The listing pages seen most recently, by path, up to KEPT_PAGES (the page used longest ago
 * goes first); a failed fetch is forgotten, so the next attempt tries again.
 */
export function listingPages(): { keep: (path: string, page: ListingPage) => void; get: (path: string) => Promise<ListingPage> } {
  const pages = new Map<string, Promise<ListingPage>>();
  const remember = (path: string, page: Promise<ListingPage>) => {
    pages.delete(path);
    pages.set(path, page);
    if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value!);
  };
  return {
    keep: (path, page) => remember(path, Promise.resolve(page)),
    get(path) {
      const page = pages.get(path) ?? fetchPage(path);
      remember(path, page);
      page.catch(() => pages.get(path) === page && pages.delete(path));
      return page;
    },
  };
}

/** Puts a copy of each part of `page` in place of the document's part of the same name. */
export function showPage(doc: Document, page: ListingPage): void {
  for (const part of Array.from(doc.querySelectorAll(`[${PART}]`))) {
    const next = page.parts.get(part.getAttribute(PART)!);
    if (next) part.replaceWith(doc.importNode(next, true));
  }
  doc.title = page.title;
}

/** The document's part named `name`. */
export function part<T extends Element = HTMLElement>(doc: ParentNode, name: string): T {
  return doc.querySelector<T>(`[${PART}="${name}"]`)!;
}
