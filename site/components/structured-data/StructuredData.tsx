/**
 * schema.org structured data (JSON-LD) for a page. A `<script type="application/ld+json">` is a
 * data block, never executed, so the CSP allows it. React does not escape the inside of a script,
 * so every "<" is written as \u003c: no text in the data can close the element ("</script>") or
 * open a comment, and the JSON still parses to the same value.
 */
import type { CompanyFacts, Site } from '../../model/content.ts';
import { LOGO } from '../../document/app-icons.ts';

export type JsonLdNode = { '@type': string } & Record<string, unknown>;
export type JsonLd = JsonLdNode | { '@graph': JsonLdNode[] };

export const jsonLdText = (data: JsonLd): string =>
  JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');

export function StructuredData({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The absolute URL of a path, as the page's canonical link writes it (site/document/Head.tsx). */
export const canonicalUrl = (site: Site, path: string): string => `${site.origin}${path}`;

const organizationId = (site: Site) => canonicalUrl(site, '/#organization');

/**
 * The company in full: described once per page, in the head's graph (SiteGraph.tsx). Everything
 * else names it with `organizationRef`, so no page describes it twice. The founding year and the
 * team size come from content/company.yml when given.
 */
export const organization = (site: Site, facts?: CompanyFacts): JsonLdNode => ({
  '@type': 'Organization',
  '@id': organizationId(site),
  name: site.company,
  legalName: site.legalName,
  url: canonicalUrl(site, '/'),
  logo: canonicalUrl(site, LOGO.path),
  email: site.email,
  telephone: site.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: `${site.address.street}, ${site.address.locality}`,
    addressLocality: site.address.city,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  sameAs: Object.values(site.social),
  ...(facts && { foundingDate: String(facts.founded), numberOfEmployees: { '@type': 'QuantitativeValue', value: facts.teamSize.people } }),
});

/** The company as publisher, author or brand: the same node, by its @id (its name for readers that do not follow it). */
export const organizationRef = (site: Site): JsonLdNode => ({ '@type': 'Organization', '@id': organizationId(site), name: site.company });
