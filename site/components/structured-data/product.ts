/**
 * A product page's Product: what the content says, nothing more. No price, rating or review is
 * given because none is published; search engines then simply show no rich result for it.
 */
import type { Product, Site } from '../../model/content.ts';
import { canonicalUrl, organizationRef, type JsonLdNode } from './StructuredData.tsx';
import { socialImage } from '../../document/social-card.ts';

export function productData(product: Product, site: Site, path: string): JsonLdNode {
  return {
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    category: product.hero.eyebrow,
    brand: organizationRef(site),
    manufacturer: organizationRef(site),
    image: socialImage({ path }, site).url,
    url: canonicalUrl(site, path),
  };
}
