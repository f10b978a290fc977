/**
 * What Pagefind reads of a searchable page besides its text (site/search/search-index.ts): the
 * title and type it shows with a result, and the filters. Kept in one hidden element that
 * Pagefind leaves out of the text (`data-pagefind-ignore` still reads its metadata and filters).
 */
import { SEARCH_KINDS, searchFilters, type SearchEntry } from './search-kinds.ts';

/** The attribute that marks the part of a page Pagefind indexes: only searchable pages carry it. */
export const searchBody = (entry: SearchEntry | undefined): Record<string, string> => (entry ? { 'data-pagefind-body': '' } : {});

export function SearchMarks({ title, entry }: { title: string; entry: SearchEntry }) {
  return (
    <div hidden data-pagefind-ignore="">
      <span data-pagefind-meta="title">{title}</span>
      <span data-pagefind-meta="type">{SEARCH_KINDS[entry.kind].type}</span>
      {Object.entries(searchFilters(entry)).flatMap(([name, values]) => values.map((value) => <span key={`${name} ${value}`} data-pagefind-filter={name}>{value}</span>))}
    </div>
  );
}
