/**
 * Pagefind's browser API (pagefind.js, written by the build's search stage into /pagefind/), loaded
 * with a dynamic import the first time search is opened, and only the parts of it the widget uses.
 * pagefind.js then fetches its WebAssembly and the index chunks a query needs, from the same origin.
 */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

export interface ResultData {
  url: string;
  /** Pagefind's excerpt: the page's text (escaped) around the words found, each in <mark>. */
  excerpt: string;
  meta: { title?: string; type?: string };
}

export interface SearchResponse {
  results: { id: string; data: () => Promise<ResultData> }[];
}

/** Each filter's values and how many pages have each: `{ type: { Post: 21, … }, … }`. */
export type FilterCounts = Record<string, Record<string, number>>;
/** The chosen value of each filter that is set. */
export type ChosenFilters = Record<string, string>;

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<FilterCounts>;
  /** Resolves to null when a later call has superseded this one. */
  debouncedSearch(term: string | null, options: { filters: ChosenFilters }, timeout?: number): Promise<SearchResponse | null>;
}

let loading: Promise<Pagefind> | undefined;

/** pagefind.js, imported and initialised once. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // A variable, so that esbuild leaves the import to the browser rather than bundling it.
    const url: string = PAGEFIND_SCRIPT;
    const pagefind = (await import(url)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
