/** The BreadcrumbList of an inner page: home, the route's parents (nearest last), the page itself. */
import type { Site } from '../../model/content.ts';
import type { PageRoute } from '../../routes.tsx';
import { paths } from '../../paths.ts';
import { canonicalUrl, type JsonLdNode } from './StructuredData.tsx';

/**
 * None for the home page (it is the trail's start) and for the 404 and error pages, which are
 * served in place of any address and so sit in no trail.
 */
export function breadcrumbList(route: PageRoute, site: Site): JsonLdNode | null {
  if (route.path === paths.home || !route.indexable) return null;
  const trail = [{ title: 'Home', path: paths.home }, ...route.parents, { title: route.title, path: route.path }];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.title,
      item: canonicalUrl(site, crumb.path),
    })),
  };
}
