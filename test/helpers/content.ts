/** The real content, loaded and validated as the build does, and throwaway copies to break. */
import { readFileSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { ContentError, formatProblem } from '../../site/errors.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import type { Content, Product, ProductId } from '../../site/model/content.ts';
import { paths } from '../../site/paths.ts';
import { MONTH_NAMES } from '../../site/lib/text.ts';
import { withoutDrafts } from '../../site/model/drafts.ts';
import { projectRoot } from './server.ts';
import { editFile } from './scratch-site.ts';

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
  const month = (file: string) => {
    const [, name, year] = /^date: (\w+) (\d{4})$/m.exec(readFileSync(path.join(dir, file), 'utf8')) ?? [];
    return Number(year) * 12 + MONTH_NAMES.indexOf(name);
  };
  // A draft is left out of a build, so it is never "the newest post" of one.
  const published = (file: string) => !/^draft:\s*true\s*$/m.test(readFileSync(path.join(dir, file), 'utf8'));
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

/** An industry of today's content: its slug, module file and address. */
export interface IndustryFiles { slug: string; source: string; page: string }

/**
 * The first industry (by file name) whose page is on `template`. Tests take "an industry", never a
 * named one: any industry may be removed or renamed (docs/content.md §4).
 */
export function anIndustry(template: 'standard' | 'simple' = 'standard'): IndustryFiles {
  const dir = path.join(contentDir, 'industries');
  const onTemplate = new RegExp(`\\btemplate: ['"\`]${template}['"\`]`);
  const file = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort().find((f) => onTemplate.test(readFileSync(path.join(dir, f), 'utf8')));
  if (!file) throw new Error(`no industry in content/industries has a page on the ${template} template`);
  const slug = file.slice(0, -3);
  return { slug, source: `content/industries/${file}`, page: paths.industry(slug) };
}

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
  if (!product) throw new Error(`no product "${id}" in content/products.ts`);
  return product;
}

/** The address of a product's page, by its id (productOf). */
export const productPage = (content: Content, id: ProductId) => paths.product(productOf(content, id).slug);

/**
 * A field of a content module with its text, however the text is quoted ('…', "…" or `…`, escaped
 * quotes inside): a test sets a brand value by its field, whatever a writer typed (`company:
 * "Acme's Deeptech"`).
 */
export const textField = (field: string) => new RegExp(`\\b${field}: (['"\`])(?:\\\\.|(?!\\1)[^\\\\])*\\1`);

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

/** A scratch folder holding a copy of content/ that a test may edit; removed by cleanup(). */
export async function scratchContent(): Promise<{ dir: string; content: string; out: string; edit: (file: string, from: string | RegExp, to: string) => Promise<void>; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const content = path.join(dir, 'content');
  await cp(contentDir, content, { recursive: true });
  return {
    dir,
    content,
    out: path.join(dir, 'dist'),
    edit: (file, from, to) => editFile(path.join(content, file), from, to),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
