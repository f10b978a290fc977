/**
 * /search: every searchable page of the route table, by section, as plain links: what the header's
 * and the 404 page's search control lead to without JavaScript. With JavaScript its button opens
 * the search dialog (site/widgets/search/), as the header's control does on every page.
 */
import type { PageRoute } from '../routes.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { SEARCH_KINDS, type SearchKind } from '../search/search-kinds.ts';
import { SearchOpener } from '../widgets/search/SearchOpener.tsx';

/** The pages of each kind, in the order of SEARCH_KINDS and, within a kind, of the route table. */
export function searchSections(pages: PageRoute[]): { kind: SearchKind; pages: PageRoute[] }[] {
  return (Object.keys(SEARCH_KINDS) as SearchKind[])
    .map((kind) => ({ kind, pages: pages.filter((page) => page.search?.kind === kind) }))
    .filter((section) => section.pages.length > 0);
}

export function SearchPage({ pages }: { pages: PageRoute[] }) {
  return (
    <>
      <PageHero eyebrow="Search" title="Find a page" lead="Search every page of the site, or browse them all below, section by section.">
        <SearchOpener place="page" />
      </PageHero>
      <section className="section" aria-labelledby="search-sections-title">
        <div className="container">
          <h2 id="search-sections-title" className="search-page__title">Every page, by section</h2>
          <div className="search-page__sections">
            {searchSections(pages).map(({ kind, pages: listed }) => (
              <section key={kind} className="search-page__section" aria-labelledby={`search-section-${kind}`} data-search-section={kind}>
                <h3 id={`search-section-${kind}`}>{SEARCH_KINDS[kind].section}</h3>
                <ul>
                  {listed.map((page) => <li key={page.path}><a href={page.path}>{page.title}</a></li>)}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
