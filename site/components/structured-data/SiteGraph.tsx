/**
 * The JSON-LD every page carries in its head, as one @graph: the Organization and, on inner pages,
 * the BreadcrumbList. What a page is about (Product, BlogPosting, Article) the page adds itself.
 */
import type { CompanyFacts, Site } from '../../model/content.ts';
import type { PageRoute } from '../../routes.tsx';
import { StructuredData, organization, type JsonLdNode } from './StructuredData.tsx';
import { breadcrumbList } from './breadcrumbs.ts';

export function siteGraph(route: PageRoute, site: Site, facts?: CompanyFacts): JsonLdNode[] {
  const crumbs = breadcrumbList(route, site);
  return [organization(site, facts), ...(crumbs ? [crumbs] : [])];
}

export function SiteGraph({ route, site, facts }: { route: PageRoute; site: Site; facts?: CompanyFacts }) {
  return <StructuredData data={{ '@graph': siteGraph(route, site, facts) }} />;
}
