/**
 * The search dialog. Not an island that starts with the page: the early script imports this module
 * when a search control (data-search-open) is first clicked and calls openSearch, so no page loads
 * any of it, nor Pagefind, before a visitor opens search. It adds its stylesheet, builds the dialog
 * once, and loads Pagefind (pagefind.dom.ts) as it opens. Keys: type in the box; Down and Up move
 * between the box and the results; Enter follows a result; Escape closes and focus returns to the
 * control that opened it.
 */
import { wireDialog } from '../../components/dialog/dialog.dom.ts';
import { loadPagefind, type ChosenFilters } from './pagefind.dom.ts';
import { countText, filterSelects, resultItem } from './search-results.dom.ts';

/** Results listed at once; the count says how many there are in all. */
export const SHOWN_RESULTS = 12;
const ID = 'search-dialog';

const MARKUP = `<div class="dialog__panel">
<div class="dialog__top"><h2 class="dialog__title" id="${ID}-title">Search the site</h2><button type="button" class="dialog__x" aria-label="Close" data-dialog-close=""><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg></button></div>
<form class="search-form" role="search" aria-label="Site search">
<label class="search-form__label" for="${ID}-input">Words to find</label>
<input class="search-form__input" id="${ID}-input" type="search" name="q" autocomplete="off" spellcheck="false" enterkeyhint="search">
<fieldset class="search-form__filters" hidden><legend class="visually-hidden">Filters</legend></fieldset>
</form>
<p class="search-status" role="status" aria-live="polite" aria-atomic="true"></p>
<ul class="search-results" aria-label="Results"></ul>
<p class="search-browse"><a href="/search">Browse every page by section</a></p>
</div>`;

interface SearchDialog {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
}

let built: SearchDialog | undefined;
let opener: HTMLElement | null = null;

/** The stylesheet, added once; resolves when it applies (or at once if the page already has it). */
function addStylesheet(href: string | undefined): Promise<void> {
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    document.head.append(link);
  });
}

function build(): SearchDialog {
  const dialog = document.createElement('dialog');
  dialog.className = 'dialog search-dialog';
  dialog.setAttribute('aria-labelledby', `${ID}-title`);
  dialog.innerHTML = MARKUP;
  document.body.append(dialog);
  const form = dialog.querySelector('form')!;
  const input = dialog.querySelector<HTMLInputElement>('input')!;
  const filters = dialog.querySelector<HTMLFieldSetElement>('fieldset')!;
  const status = dialog.querySelector<HTMLElement>('.search-status')!;
  const list = dialog.querySelector<HTMLUListElement>('.search-results')!;
  let asked = 0;

  const chosen = (): ChosenFilters => Object.fromEntries(Array.from(filters.querySelectorAll('select'), (s) => [s.name, s.value]).filter(([, value]) => value));

  const run = async () => {
    const term = input.value.trim();
    const filtersSet = chosen();
    const filtered = Object.keys(filtersSet).length > 0;
    const ask = ++asked;
    if (!term && !filtered) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    try {
      const pagefind = await loadPagefind();
      const response = await pagefind.debouncedSearch(term || null, { filters: filtersSet }, 150);
      if (!response || ask !== asked) return;
      const results = await Promise.all(response.results.slice(0, SHOWN_RESULTS).map((result) => result.data()));
      if (ask !== asked) return;
      list.replaceChildren(...results.map(resultItem));
      const more = response.results.length > SHOWN_RESULTS ? ` The first ${SHOWN_RESULTS} are listed.` : '';
      status.textContent = countText(response.results.length, term, filtered) + more;
    } catch (error) {
      console.error(error);
      status.textContent = 'Search could not load. Browse every page by section instead.';
    }
  };

  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('input', () => void run());
  filters.addEventListener('change', () => void run());
  // Down and Up move between the box and the results, as in a list; Tab goes through them too.
  dialog.addEventListener('keydown', (event) => {
    // Escape closes from the box too: WebKit's search field takes Escape for itself, and the dialog never hears it.
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [input, ...list.querySelectorAll<HTMLAnchorElement>('a')];
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    if (at < 0) return;
    event.preventDefault();
    stops[Math.max(0, Math.min(stops.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))].focus();
  });
  wireDialog(dialog, () => opener?.focus());

  status.textContent = 'Loading search…';
  loadPagefind().then(async (pagefind) => {
    const selects = filterSelects(await pagefind.filters(), ID);
    filters.append(...selects);
    filters.hidden = selects.length === 0;
    if (status.textContent === 'Loading search…') status.textContent = '';
    if (input.value.trim()) void run();
  }, (error) => {
    console.error(error);
    status.textContent = 'Search could not load. Browse every page by section instead.';
  });
  return { dialog, input };
}

/** Opens the search dialog (called by the early script; `stylesheet` is the widget's CSS). */
export async function openSearch(from: HTMLElement, stylesheet?: string): Promise<void> {
  await addStylesheet(stylesheet);
  built ??= build();
  if (built.dialog.open) return;
  opener = from;
  built.dialog.showModal();
  built.input.focus();
  built.input.select();
}
