/**
 * The previews of the other kinds of content (preview-views.tsx has posts and industries): each is
 * the site's own page, or pages, that show the entry, inside the published content. A Markdown
 * entry (case study, whitepaper, legal text, About story) is written out as its file and read by
 * the build's own reader, so the preview refuses what the build refuses, with the same words; a
 * YAML entry (products, home page, testimonials, company) is checked with its schema first.
 */
import { stringify } from 'yaml';
import type { Company, Content, Home, Product } from '../model/content.ts';
import { companySchema, homeSchema, productsSchema } from '../model/content.ts';
import type { Schema } from '../model/schema.ts';
import { validate } from '../model/schema.ts';
import type { Problem } from '../errors.ts';
import { brandTokens } from '../content-loader/brand-tokens.ts';
import { readResources } from '../content-loader/read-resources.ts';
import { readAbout, readLegalDocument, type LEGAL_SECTION_COUNTS } from '../content-loader/validate-documents.ts';
import { paths } from '../paths.ts';
import { issuesOf, page, problemsView, withTokens } from './preview-views.tsx';

type Entry = Record<string, unknown> & { body?: string };

/** The entry as its file: the header's fields as YAML between two "---" lines, then the text. */
function fileOf({ body = '', ...header }: Entry): string {
  return `---\n${stringify(header, { lineWidth: 0 })}---\n${body}`;
}

/** What the build's reader said of a file, as the preview lists it. */
const problemsOf = (problems: Problem[]) => problems.map((p) => ({ where: [p.line ? `line ${p.line}` : '', p.field ?? ''].filter(Boolean).join(' ') || '(the entry)', message: p.message }));

/** Several pages, one after another, each marked with its address. */
const pages = (content: Content, addresses: string[]) => addresses.map((address) => `<div data-preview-page="${address}">${page(content, address)}</div>`).join('');

export function caseStudyPreview(content: Content, data: Entry, slug: string): string {
  const problems: Problem[] = [];
  const read = readResources({ caseStudies: [{ file: `content/case-studies/${slug}.md`, value: fileOf(data) }], blog: [], whitepapers: [] }, 'content', brandTokens(content.site), problems, { file: 'content/blog-categories.yml', categories: content.blogCategories });
  if (problems.length) return problemsView('case study', problemsOf(problems));
  const [study] = read.caseStudies;
  const others = content.caseStudies.filter((s) => s.id !== study.id);
  return page({ ...content, caseStudies: [...others, study] }, paths.caseStudy(study.id));
}

export function whitepaperPreview(content: Content, data: Entry, slug: string): string {
  const problems: Problem[] = [];
  const read = readResources({ caseStudies: [], blog: [], whitepapers: [{ file: `content/whitepapers/${slug}.md`, value: fileOf(data) }] }, 'content', brandTokens(content.site), problems, { file: 'content/blog-categories.yml', categories: content.blogCategories });
  if (problems.length) return problemsView('whitepaper', problemsOf(problems));
  const [paper] = read.whitepapers;
  const others = content.whitepapers.filter((w) => w.id !== paper.id);
  return page({ ...content, whitepapers: [...others, paper] }, paths.whitepaper(paper.id));
}

/** A legal text (its file's name: privacy, terms or disclaimer), on the page that holds all three. */
export const legalPreview = (kind: keyof typeof LEGAL_SECTION_COUNTS) => (content: Content, data: Entry): string => {
  const problems: Problem[] = [];
  const document = readLegalDocument({ file: `content/legal/${kind}.md`, value: fileOf(data) }, kind, brandTokens(content.site), problems);
  if (problems.length) return problemsView('text', problemsOf(problems));
  return page({ ...content, legal: { ...content.legal, [kind]: document } }, paths.terms);
};

export function aboutPreview(content: Content, data: Entry): string {
  const problems: Problem[] = [];
  const aboutStory = readAbout({ file: 'content/pages/about.md', value: fileOf(data) }, brandTokens(content.site), problems);
  if (problems.length) return problemsView('story', problemsOf(problems));
  return page({ ...content, aboutStory }, paths.about);
}

/** A YAML entry checked with its schema, its brand tokens filled: the value, or the model's messages. */
function checked<T>(content: Content, schema: Schema<T>, data: unknown, what: string): { value: T } | { refused: string } {
  const value = withTokens(data, content.site);
  const issues = validate(schema, value);
  return issues.length ? { refused: problemsView(what, issuesOf(issues)) } : { value: value as T };
}

/** The products: each product's page, in their order. */
export function productsPreview(content: Content, data: Entry): string {
  const result = checked(content, productsSchema, data.products, 'list of products');
  if ('refused' in result) return result.refused;
  const products = result.value as Product[];
  return pages({ ...content, products }, products.map((p) => paths.product(p.slug)));
}

/** The home page's sections and its testimonials (one file, content/home.yml): the home page. */
export function homePreview(content: Content, data: Entry): string {
  const result = checked(content, homeSchema, data, 'home page');
  if ('refused' in result) return result.refused;
  return page({ ...content, home: result.value as Home }, paths.home);
}

/**
 * The company: About, Careers and Partners. Leaders' photos and clients' logos are prepared by the
 * build's images stage: the preview shows those published for the same name.
 */
export function companyPreview(content: Content, data: Entry): string {
  const result = checked(content, companySchema, data, 'company entry');
  if ('refused' in result) return result.refused;
  const company = result.value as Company;
  const published = content.company;
  const leadership = company.facts.leadership.map((leader) => ({ ...leader, portrait: published.facts.leadership.find((l) => l.name === leader.name)?.portrait }));
  const clients = company.clients.map((client) => ({ ...client, logoFile: published.clients.find((c) => c.name === client.name)?.logoFile }));
  return pages({ ...content, company: { ...company, facts: { ...company.facts, leadership }, clients } }, [paths.about, paths.careers, paths.partners]);
}
