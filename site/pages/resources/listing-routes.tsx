/**
 * The pages of the two card listings, one per filter and page number (site/lib/listing.ts):
 * `/blog`, `/blog/page/<n>`, `/blog/category/<slug>` (and its pages); `/case-studies`,
 * `/case-studies/page/<n>`, `/case-studies/industry/<slug>` (and its pages). Each has its own
 * title, description and breadcrumb trail; page 1 of everything keeps the listing's own title and
 * description. A filter that matches nothing has no page.
 */
import type { ReactElement } from 'react';
import type { Content } from '../../model/content.ts';
import type { PageRoute } from '../../routes.tsx';
import { caseStudyFilters } from '../../model/resources.ts';
import { paths } from '../../paths.ts';
import { ALL_CATEGORIES, ALL_INDUSTRIES, filterPages, listingViews, matchesCategory, matchesIndustry, splitTitle, CASE_STUDIES, POSTS, type ListingView, type Noun } from '../../lib/listing.ts';
import { truncate } from '../../lib/text.ts';
import { noteReads, recordReads } from '../../lib/content-reads.ts';
import { BlogPage } from './BlogPage.tsx';
import { CaseStudiesPage } from './CaseStudiesPage.tsx';

type Crumb = PageRoute['parents'][number];
export type ListingFilters = ReturnType<typeof filterPages>;

interface ListingSection<T> {
  /** Page 1 of everything: the listing's own path, title and description. */
  crumb: Crumb;
  description: string;
  all: string;
  pathOf: (filter: string | undefined, page: number) => string;
  /** What an item is called, one and many: 'post', 'posts'. */
  noun: Noun;
  /** How an item is named in a page's description. */
  nameOf: (item: T) => string;
  /** The page, given its view, the filters that have pages, and the lead under its title. */
  render: (view: ListingView<T>, filters: ListingFilters, lead: string) => ReactElement;
}

const DESCRIPTION_LENGTH = 160;

function listingRoutes<T>(section: ListingSection<T>, makeViews: () => ListingView<T>[]): PageRoute[] {
  // Every page of a listing depends on the whole list (which items, their order, filters and
  // counts), read here once rather than while each page renders: each render notes those reads
  // again, so that the dev server re-renders every listing page when a post is added or moves.
  const { result: views, reads } = recordReads(makeViews);
  const filters = filterPages(views);
  const { crumb, all, pathOf, noun } = section;
  return views.map((view) => {
    const filter = view.filter === all ? undefined : view.filter;
    const filterTitle = filter ? `${crumb.title}: ${filter}` : crumb.title;
    const names = view.items.map(section.nameOf).join('; ');
    const title = view.page > 1 ? `${filterTitle}, page ${view.page}` : filterTitle;
    const description = !filter && view.page === 1
      ? section.description
      : view.page === 1
        ? `${view.total} ${noun[view.total === 1 ? 0 : 1]} in ${filter}: ${names}.`
        : `${filterTitle}, page ${view.page} of ${view.pages}: ${names}.`;
    const parents = [...(filter || view.page > 1 ? [crumb] : []), ...(filter && view.page > 1 ? [{ title: filterTitle, path: pathOf(filter, 1) }] : [])];
    return {
      path: pathOf(filter, view.page),
      title,
      description: truncate(description, DESCRIPTION_LENGTH),
      indexable: true,
      parents,
      render: () => {
        noteReads(reads);
        return section.render(view, filters, section.description);
      },
    };
  });
}

export function blogListingRoutes(content: Content, crumb: Crumb, description: string): PageRoute[] {
  return listingRoutes({
    crumb, description, all: ALL_CATEGORIES, pathOf: paths.blogListing, noun: POSTS,
    nameOf: (post) => post.title,
    render: (view, filters, lead) => <BlogPage view={view} filters={filters} lead={lead} />,
  }, () => listingViews(content.blog, ALL_CATEGORIES, content.blogCategories.map((category) => category.name), (post) => post.category, matchesCategory));
}

export function caseStudiesListingRoutes(content: Content, crumb: Crumb, description: string): PageRoute[] {
  return listingRoutes({
    crumb, description, all: ALL_INDUSTRIES, pathOf: paths.caseStudiesListing, noun: CASE_STUDIES,
    nameOf: (study) => `${splitTitle(study.title).name}, ${study.client}`,
    render: (view, filters, lead) => <CaseStudiesPage view={view} filters={filters} lead={lead} />,
  }, () => listingViews(content.caseStudies, ALL_INDUSTRIES, caseStudyFilters, (study) => study.industry, matchesIndustry));
}
