/**
 * The dialog's results: a list of links (title, type, excerpt), the count said in a live region,
 * and the filters as selects built from the index's own values. DOM only; the excerpt's markup is
 * parsed (never run) and only its text and <mark> elements are kept.
 */
import type { FilterCounts, ResultData } from './pagefind.dom.ts';

/** The filters, in the order the dialog shows them, with their labels. */
export const FILTER_LABELS: Record<string, string> = { type: 'Type', product: 'Product', industry: 'Industry' };

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Pagefind's excerpt as text with its <mark>s, and nothing else. */
export function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html').body;
  return Array.from(parsed.firstChild?.childNodes ?? [], (node) =>
    node.nodeName === 'MARK' ? Object.assign(document.createElement('mark'), { textContent: node.textContent }) : document.createTextNode(node.textContent ?? ''));
}

export function resultItem(result: ResultData): HTMLLIElement {
  const item = element('li', 'search-result');
  const link = element('a', 'search-result__link');
  link.href = result.url;
  link.append(element('span', 'search-result__title', result.meta.title ?? result.url));
  if (result.meta.type) link.append(element('span', 'search-result__type', result.meta.type));
  const excerpt = element('p', 'search-result__excerpt');
  excerpt.append(...excerptNodes(result.excerpt));
  item.append(link, excerpt);
  return item;
}

/** What the live region says: how many pages were found, and for what. */
export function countText(count: number, term: string, filtered: boolean): string {
  const what = term ? ` for “${term}”` : filtered ? ' with these filters' : '';
  return count === 0 ? `No pages found${what}.` : `${count} ${count === 1 ? 'page' : 'pages'} found${what}.`;
}

/** A select for each filter the index has, each starting at "Any". */
export function filterSelects(counts: FilterCounts, idPrefix: string): HTMLElement[] {
  return Object.keys(FILTER_LABELS).filter((name) => counts[name] && Object.keys(counts[name]).length > 0).map((name) => {
    const field = element('div', 'search-filter');
    const label = element('label', 'search-filter__label', FILTER_LABELS[name]);
    const select = element('select', 'search-filter__select');
    select.id = label.htmlFor = `${idPrefix}-${name}`;
    select.name = name;
    select.append(Object.assign(document.createElement('option'), { value: '', textContent: 'Any' }));
    for (const value of Object.keys(counts[name]).sort()) select.append(Object.assign(document.createElement('option'), { value, textContent: value }));
    field.append(label, select);
    return field;
  });
}
