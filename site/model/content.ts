/**
 * The content model: the schema of every record in content/. Types are inferred from the schemas,
 * so the pages are type-checked against the same definition the build validates content with.
 * Each field's `describe` is its one-line hint for a marketer: the JSON Schema's `description`
 * (schemas/, site/model/json-schemas.ts), which code editors and the editor at /admin show.
 */
import type { BlogPost, CaseStudy, Whitepaper } from './resources.ts';
import type { MovedPages } from './moved-pages.ts';
import type { BlogCategory } from './blog-categories.ts';
import type { Site } from './site-settings.ts';
import type { Product } from './products.ts';
import type { Industry, IndustryGroup } from './industries.ts';
import type { Company } from './company.ts';
import type { Home } from './home.ts';

// One file per kind of content; everything is exported from here too, as the code imports it.
export { cardSchema, colors, type Card } from './fields.ts';
export * from './site-settings.ts';
export * from './products.ts';
export * from './industries.ts';
export * from './navigation-file.ts';
export * from './company.ts';
export * from './home.ts';

/** A numbered part of a legal document, rendered from Markdown. */
export interface LegalSection {
  id: string;
  number: number;
  title: string;
  html: string;
}

export interface LegalDocument {
  title: string;
  /** "Last updated" or "Effective", with its date (e.g. May 2025). */
  dateLabel: string;
  date: string;
  intro: string;
  sections: LegalSection[];
}

/** Everything in content/, validated: what the route table and the pages are built from. */
/** The About page's story: its section heading, and its text as HTML. */
export interface AboutStory {
  eyebrow: string;
  title: string;
  html: string;
}

export interface Content {
  site: Site;
  products: Product[];
  industries: Industry[];
  industryGroups: IndustryGroup[];
  company: Company;
  home: Home;
  legal: { privacy: LegalDocument; terms: LegalDocument; disclaimer: LegalDocument };
  /** content/pages/about.md. */
  aboutStory: AboutStory;
  /** Old addresses the site owner redirects to the pages that replace them. */
  movedPages: MovedPages;
  caseStudies: CaseStudy[];
  /** content/blog-categories.yml: the categories a post may name, in the order of the blog's filters. */
  blogCategories: BlogCategory[];
  /** Newest first. */
  blog: BlogPost[];
  whitepapers: Whitepaper[];
}
