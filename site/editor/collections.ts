/**
 * Which content the editor edits: one collection per kind of content, each naming the file or
 * folder it edits and the model's JSON Schema its fields come from (schemas/<kind>.schema.json).
 * The fields themselves are never written here: decap-fields.ts derives them from the schema.
 */

/**
 * A field whose value is a name listed in another entry (a post's category, one of
 * blog-categories.yml's names): Decap's relation widget offers that entry's names as it now is,
 * a category added in the editor included. `list` is the entry's list field, `key` its items' field.
 */
export interface Relation {
  collection: string;
  file: string;
  list: string;
  key: string;
}

/** A folder of Markdown files with a YAML header (posts, case studies, whitepapers), or of YAML records (industries). */
interface ContentFolder {
  kind: 'markdown-folder' | 'yaml-folder';
  name: string;
  label: string;
  singular: string;
  folder: string;
  schema: string;
  /** The field the list and new file names are made from. */
  title: string;
  /** Fields that name an item of another entry, by field name. */
  relations?: Record<string, Relation>;
}

/**
 * One YAML file. `only` edits just those top-level fields of it, `except` all but those: the home
 * page's testimonials have an entry of their own. Decap keeps the fields an entry does not show.
 */
interface YamlFile {
  name: string;
  label: string;
  file: string;
  schema: string;
  only?: readonly string[];
  except?: readonly string[];
}

/** Single files grouped in one collection: a YAML file or a Markdown text with a header. */
interface FileGroup {
  kind: 'files';
  name: string;
  label: string;
  files: readonly (YamlFile & { markdown?: boolean })[];
}

export type CollectionSpec = ContentFolder | FileGroup;

/** Every kind of content under content/, in the order the editor lists them. */
export const COLLECTIONS: readonly CollectionSpec[] = [
  {
    kind: 'markdown-folder', name: 'posts', label: 'Blog posts', singular: 'Blog post', folder: 'content/blog', schema: 'blog-post', title: 'title',
    relations: { category: { collection: 'pages', file: 'blog-categories', list: 'categories', key: 'name' } },
  },
  { kind: 'markdown-folder', name: 'case-studies', label: 'Case studies', singular: 'Case study', folder: 'content/case-studies', schema: 'case-study', title: 'title' },
  { kind: 'markdown-folder', name: 'whitepapers', label: 'Whitepapers', singular: 'Whitepaper', folder: 'content/whitepapers', schema: 'whitepaper', title: 'title' },
  { kind: 'yaml-folder', name: 'industries', label: 'Industries', singular: 'Industry', folder: 'content/industries', schema: 'industry', title: 'name' },
  {
    kind: 'files',
    name: 'pages',
    label: 'Pages and settings',
    files: [
      { name: 'products', label: 'Products', file: 'content/products.yml', schema: 'products' },
      { name: 'home', label: 'Home page', file: 'content/home.yml', schema: 'home', except: ['testimonials'] },
      { name: 'testimonials', label: 'Testimonials', file: 'content/home.yml', schema: 'home', only: ['testimonials'] },
      { name: 'company', label: 'Company (about facts, leadership, jobs, partner types)', file: 'content/company.yml', schema: 'company' },
      { name: 'navigation', label: 'Navigation', file: 'content/navigation.yml', schema: 'navigation' },
      { name: 'brand', label: 'Brand settings', file: 'content/site.yml', schema: 'site' },
      { name: 'blog-categories', label: 'Blog categories', file: 'content/blog-categories.yml', schema: 'blog-categories' },
      { name: 'redirects', label: 'Moved pages (redirects)', file: 'content/redirects.yml', schema: 'redirects' },
    ],
  },
  {
    kind: 'files',
    name: 'texts',
    label: 'Legal texts and the About story',
    files: [
      { name: 'terms', label: 'Terms of use', file: 'content/legal/terms.md', schema: 'legal', markdown: true },
      { name: 'privacy', label: 'Privacy policy', file: 'content/legal/privacy.md', schema: 'legal', markdown: true },
      { name: 'disclaimer', label: 'Disclaimer', file: 'content/legal/disclaimer.md', schema: 'legal', markdown: true },
      { name: 'about', label: 'About story', file: 'content/pages/about.md', schema: 'about-story', markdown: true },
    ],
  },
];
