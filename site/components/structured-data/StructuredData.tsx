/**
 * schema.org structured data (JSON-LD) for a page. A `<script type="application/ld+json">` is a
 * data block, never executed, so the CSP allows it. React does not escape the inside of a script,
 * so every "<" is written as \u003c: no text in the data can close the element ("</script>") or
 * open a comment, and the JSON still parses to the same value.
 */
import type { Site } from '../../model/content.ts';

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

export const jsonLdText = (data: JsonLd): string =>
  JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');

export function StructuredData({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The absolute URL of a path, as the page's canonical link writes it (site/document/Head.tsx). */
export const canonicalUrl = (site: Site, path: string): string => `${site.origin}${path}`;

/** The company, as publisher of every page. */
export const organization = (site: Site) => ({
  '@type': 'Organization',
  name: site.company,
  legalName: site.legalName,
  url: site.origin,
  email: site.email,
});
