/**
 * The JSON-LD every page carries in its head, as one @graph: the Organization and, on inner pages,
 * the BreadcrumbList. What a page is about (Product, BlogPosting, Article) the page adds itself.
 */
import type { Site } from '../../model/content.ts';
import type { PageRoute } from '../../routes.tsx';
import { StructuredData, organization, type JsonLdNode } from './StructuredData.tsx';
import { breadcrumbList } from './breadcrumbs.ts';

export function siteGraph(route: PageRoute, site: Site): JsonLdNode[] {
  const crumbs = breadcrumbList(route, site);
  return [organization(site), ...(crumbs ? [crumbs] : [])];
}

export function SiteGraph({ route, site }: { route: PageRoute; site: Site }) {
  return <StructuredData data={{ '@graph': siteGraph(route, site) }} />;
}
