/** The real content, loaded and validated as the build does, and throwaway copies to break. */
import { readFileSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { ContentError, formatProblem } from '../../site/errors.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import type { Content, Product, ProductId } from '../../site/model/content.ts';
import { paths } from '../../site/paths.ts';
import { MONTH_NAMES } from '../../site/lib/text.ts';
import { withoutDrafts } from '../../site/model/drafts.ts';
import { parseFrontMatter } from '../../site/content-loader/front-matter.ts';
import { projectRoot } from './server.ts';
import { editFile } from './scratch-site.ts';
import { fieldLine, type FieldPath } from './yaml-edits.ts';

export const contentDir = path.join(projectRoot, 'content');

/** A blog post of today's content: its slug, Markdown file, address and built page. */
export interface PostFiles { slug: string; source: string; page: string; file: string }

/**
 * The posts of content/blog as the blog lists them, newest first (by the header's month, then by
 * file name). Tests take "the newest post", never a named one: any post may be deleted or renamed,
 * and the newest is always on the first page of the blog.
 */
function postsNewestFirst(): PostFiles[] {
  const dir = path.join(contentDir, 'blog');
  // Each header as the build reads it (YAML: a value may be written in quotes).
  const header = (file: string) => parseFrontMatter(readFileSync(path.join(dir, file), 'utf8'), []).data;
  const month = (file: string) => {
    const [, name, year] = /^(\w+) (\d{4})$/.exec(String(header(file).date)) ?? [];
    return Number(year) * 12 + MONTH_NAMES.indexOf(name);
  };
  // A draft is left out of a build, so it is never "the newest post" of one.
  const published = (file: string) => String(header(file).draft) !== 'true';
  return readdirSync(dir).filter((f) => f.endsWith('.md') && published(f)).sort()
    .map((file) => ({ file, month: month(file) }))
    .sort((a, b) => b.month - a.month)
    .map(({ file }) => {
      const slug = file.slice(0, -3);
      return { slug, source: `content/blog/${file}`, page: `/blog/${slug}`, file: `blog/${slug}/index.html` };
    });
}
export const [A_POST, ANOTHER_POST] = postsNewestFirst();

/**
 * The heading line of a whitepaper's first section of its own, the one after its Highlights,
 * whatever a writer calls it (today's first heading is theirs to rename); `$1` is its words.
 */
export const PAPER_FIRST_SECTION = /^## (?!Highlights\b)(.*)$/m;

/**
 * content/ as the project's loader reads it (unchecked), once a process: which file holds which
 * record, whatever the files are written in.
 */
const loaded = await loadContent(contentDir, { root: projectRoot });

/** The file of each structured record, as the build's messages name it (e.g. `content/site.yml`). */
export const CONTENT_FILES = {
  site: loaded.site.file,
  products: loaded.products.file,
  navigation: loaded.navigation.file,
  company: loaded.company.file,
  home: loaded.home.file,
  redirects: loaded.redirects.file,
  blogCategories: loaded.blogCategories.file,
};

/** An industry of today's content: its slug, file (as the build names it) and address. */
export interface IndustryFiles { slug: string; source: string; page: string }

type IndustryTemplate = 'standard' | 'simple';
/** The industries' files in the loader's order (by file name), with what a test picks one by: its template and whether it has a home card. */
export const INDUSTRY_FILES: (IndustryFiles & { template?: IndustryTemplate; onHome: boolean })[] = loaded.industries.map(({ file, value }) => {
  const slug = path.basename(file, path.extname(file));
  const record = value as { page?: { template?: IndustryTemplate }; home?: unknown } | undefined;
  return { slug, source: file, page: paths.industry(slug), template: record?.page?.template, onHome: record?.home !== undefined };
});

/**
 * The first industry (by file name) whose page is on `template`. Tests take "an industry", never a
 * named one: any industry may be removed or renamed (docs/content.md §4).
 */
export function anIndustry(template: IndustryTemplate = 'standard'): IndustryFiles {
  const found = INDUSTRY_FILES.find((industry) => industry.template === template);
  if (!found) throw new Error(`no industry in content/industries has a page on the ${template} template`);
  const { slug, source, page } = found;
  return { slug, source, page };
}

/**
 * Where the build names `field` of the YAML file `file` (as CONTENT_FILES names it): the file, the
 * field's line and the field, `content/home.yml:143: "testimonials[0].title"`. The line is read
 * in `text` (default the project's own copy) at `at`, the field's path in the file (`field`
 * itself unless the file's list is under a key, `categories[0].motif` for `[0].motif`).
 */
export function whereField(file: string, field: string, { text = readFileSync(path.join(projectRoot, file), 'utf8'), at = field as FieldPath } = {}): string {
  return `${file}:${fieldLine(text, at)}: "${field}"`;
}

let checked: Promise<Content> | undefined;

/**
 * The content as the build sees it: content/ loaded and checked by the project's own loader and
 * model (brand tokens filled, Markdown rendered), typed as the pages get it. Loaded once a process
 * and shared by every test: read it, never change it (realContent gives a copy of one's own).
 */
export const contentAsBuilt = (): Promise<Content> => (checked ??= realContent());

export async function realContent(): Promise<Content> {
  return validateContent(await loadContent(contentDir));
}

/** The real content as a build publishes it: without its drafts (site/model/drafts.ts). What the output tests compare dist/ with. */
export async function publishedContent(): Promise<Content> {
  return withoutDrafts(await realContent()).content;
}

/**
 * A product of `content` by its id. Tests name a product by its id, which the model fixes: its
 * name, its slug (and so its page) and every line of its copy are the writer's to change.
 */
export function productOf(content: Content, id: ProductId): Product {
  const product = content.products.find((p) => p.id === id);
  if (!product) throw new Error(`no product "${id}" in ${CONTENT_FILES.products}`);
  return product;
}

/** The address of a product's page, by its id (productOf). */
export const productPage = (content: Content, id: ProductId) => paths.product(productOf(content, id).slug);

/** The problems validation finds in `raw` (a changed copy of the loaded content), as the build prints them. */
export function printedProblems(raw: RawContent): string[] {
  try {
    validateContent(raw);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(formatProblem);
  }
}

/**
 * A scratch folder holding a copy of content/ that a test may edit (`edit` a text in a file of
 * content/, or `change` a file named as the build names it, `content/site.yml`, through a YAML
 * edit of test/helpers/yaml-edits.ts); removed by cleanup().
 */
export async function scratchContent(): Promise<{
  dir: string;
  content: string;
  out: string;
  edit: (file: string, from: string | RegExp, to: string) => Promise<void>;
  change: (file: string, edit: (text: string) => string) => Promise<string>;
  cleanup: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const content = path.join(dir, 'content');
  await cp(contentDir, content, { recursive: true });
  return {
    dir,
    content,
    out: path.join(dir, 'dist'),
    edit: (file, from, to) => editFile(path.join(content, file), from, to),
    async change(file, edit) {
      const edited = edit(await readFile(path.join(dir, file), 'utf8'));
      await writeFile(path.join(dir, file), edited);
      return edited;
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
