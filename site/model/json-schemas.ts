/**
 * The JSON Schema of each kind of content file, emitted from the content model (npm run schemas
 * writes them to schemas/<kind>.schema.json): code editors complete and check the YAML with them
 * (.vscode/settings.json, docs/content.md §15), and the editor at /admin builds its forms from
 * them (site/editor/decap-fields.ts). The build checks the content with the model itself; the
 * JSON Schema says what it can: required fields, choices, counts, lengths, patterns, ranges and
 * each field's hint. A file's kind maps to the schema of the whole file, as it is written: the
 * three list files hold their list under one key (products.yml's `products:`).
 */
import { z } from 'zod';
import { object } from './schema.ts';
import { companySchema, homeSchema, industrySchema, navigationSchema, productsSchema, siteSchema } from './content.ts';
import { movedPagesSchema } from './moved-pages.ts';
import { blogCategoriesSchema } from './blog-categories.ts';
import { blogHeader, caseStudyHeader, whitepaperHeader } from './resources.ts';
import { aboutHeader, legalHeaders } from './documents.ts';

interface FileKind {
  /** The files of this kind, as a glob from the project's root. */
  files: string;
  /** What the files are, for the schema's title. */
  title: string;
  schema: z.ZodType;
  /** A Markdown text: the schema is its header's, between the two `---` lines. */
  header?: true;
}

export const FILE_KINDS = {
  site: { files: 'content/site.yml', title: 'The brand: names, addresses, contacts and form endpoints', schema: siteSchema },
  products: { files: 'content/products.yml', title: 'The five products and their pages', schema: object({ products: productsSchema }) },
  navigation: { files: 'content/navigation.yml', title: 'The industries menu and the order of the case studies and whitepapers', schema: navigationSchema },
  company: { files: 'content/company.yml', title: 'The company: facts, About, Careers, Partners, Contact and clients', schema: companySchema },
  home: { files: 'content/home.yml', title: 'The home page', schema: homeSchema },
  redirects: { files: 'content/redirects.yml', title: 'Moved pages: old addresses and the pages that replace them', schema: object({ redirects: movedPagesSchema }) },
  'blog-categories': { files: 'content/blog-categories.yml', title: 'The blog\'s categories', schema: object({ categories: blogCategoriesSchema }) },
  industry: { files: 'content/industries/*.yml', title: 'An industry and its page', schema: industrySchema },
  'blog-post': { files: 'content/blog/*.md', title: 'A blog post\'s header', schema: blogHeader, header: true },
  'case-study': { files: 'content/case-studies/*.md', title: 'A case study\'s header', schema: caseStudyHeader, header: true },
  whitepaper: { files: 'content/whitepapers/*.md', title: 'A whitepaper\'s header', schema: whitepaperHeader, header: true },
  legal: {
    files: 'content/legal/*.md',
    title: 'A legal text\'s header: the terms have "effective", the privacy policy and the disclaimer "updated"',
    schema: z.union([legalHeaders.terms, legalHeaders.privacy]),
    header: true,
  },
  'about-story': { files: 'content/pages/about.md', title: 'The About page story\'s header', schema: aboutHeader, header: true },
} satisfies Record<string, FileKind>;
export type FileKindName = keyof typeof FILE_KINDS;

/** Where npm run schemas writes a kind's JSON Schema, from the project's root. */
export const schemaFile = (kind: FileKindName) => `schemas/${kind}.schema.json`;

/**
 * A brand token, `{{company}}`: the build fills it in before it judges a text, so a text holding
 * one passes a pattern here (the XDR product's slug is `{{xdr}}`); the build judges what it becomes.
 */
const BRAND_TOKEN = String.raw`\{\{\w+\}\}`;

/** The JSON Schema (draft 2020-12) of a kind of file, as schemas/ holds it. */
export function jsonSchemaOf(kind: FileKindName): Record<string, unknown> {
  const { title, schema } = FILE_KINDS[kind];
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    override: ({ jsonSchema }) => {
      if (typeof jsonSchema.pattern === 'string') jsonSchema.pattern = `${jsonSchema.pattern}|${BRAND_TOKEN}`;
    },
  });
  const { $schema, ...rest } = json;
  return { $schema, title, ...rest };
}

/** The file's text: the JSON Schema, two spaces to a level, ending in a line break. */
export const jsonSchemaText = (kind: FileKindName): string => `${JSON.stringify(jsonSchemaOf(kind), null, 2)}\n`;

/**
 * .vscode/settings.json: which schema checks which YAML files, for the Red Hat YAML extension
 * (`yaml.schemas`: a schema's path from the project's root, and its files' glob). A Markdown
 * header is checked by the build and the editor at /admin only: code editors do not read it.
 */
export function vscodeSettingsText(): string {
  const kinds = Object.keys(FILE_KINDS) as FileKindName[];
  const schemas = Object.fromEntries(kinds.filter((kind) => !('header' in FILE_KINDS[kind])).map((kind) => [`./${schemaFile(kind)}`, FILE_KINDS[kind].files]));
  return `${JSON.stringify({ 'yaml.schemas': schemas }, null, 2)}\n`;
}
