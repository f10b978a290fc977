/**
 * The previews' views: an entry of the editor rendered as the site renders it, with the site's own
 * page component inside the content the build published (admin/preview-data-<hash>.json), after
 * the model's check. A value the model refuses shows the model's messages instead of the page.
 * Pure functions of the content and the entry, so that Node can test them (test/unit/editor-preview.unit.test.tsx).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content, Industry } from '../model/content.ts';
import { industrySchema } from '../model/content.ts';
import { blogHeader, type BlogPost } from '../model/resources.ts';
import { validate, type Issue } from '../model/schema.ts';
import { SiteProvider } from '../site-context.tsx';
import { buildRouteTable } from '../routes.tsx';
import { renderMarkdown, type Heading, type MarkdownProblem } from '../content-loader/markdown.ts';
import { isoMonth, readingTime } from '../lib/text.ts';
import { paths } from '../paths.ts';

/** {{company}} and the other brand tokens, filled as the build fills them in content. */
export function withTokens<T>(value: T, site: Content['site']): T {
  const a = site.address;
  const tokens: Record<string, string> = { company: site.company, legalName: site.legalName, xdr: site.xdrName, email: site.email, phone: site.phone, origin: site.origin, address: `${a.street}, ${a.city} ${a.postalCode}, ${a.country}` };
  return JSON.parse(JSON.stringify(value), (_key, v) => (typeof v === 'string' ? v.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => tokens[name] ?? whole) : v));
}

export const problemsView = (what: string, problems: { where: string; message: string }[]) =>
  `<div class="container section"><h1>This ${what} cannot be published yet</h1><p>The site's build would refuse it:</p><ul>${problems.map((p) => `<li><code>${escape(p.where)}</code> ${escape(p.message)}</li>`).join('')}</ul></div>`;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
export const issuesOf = (issues: Issue[]) => issues.map((i) => ({ where: i.path || '(the entry)', message: i.message }));

/** The page at `path` as the site's route table makes it from `content` (its title, breadcrumb and component), without the header and footer. */
export function page(content: Content, path: string): string {
  const route = buildRouteTable(content).pages.find((p) => p.path === path);
  if (!route) throw new Error(`the site would have no page at ${path}`);
  return renderToStaticMarkup(<SiteProvider value={{ content, route }}><main id="main">{route.render()}</main></SiteProvider>);
}

export function industryPreview(content: Content, data: Record<string, unknown>): string {
  const industry = withTokens(data, content.site) as Industry;
  const issues = validate(industrySchema, industry);
  if (issues.length) return problemsView('industry', issuesOf(issues));
  // The scene is drawn by the build's images stage: the preview shows the one published for this industry.
  const published = content.industries.find((i) => i.slug === industry.slug);
  const shown = { ...industry, sceneMarkup: published?.sceneMarkup };
  return page({ ...content, industries: [...content.industries.filter((i) => i !== published), shown] }, paths.industry(industry.slug));
}

export function postPreview(content: Content, data: Record<string, unknown>, slug: string): string {
  const { body = '', ...header } = withTokens(data, content.site) as Record<string, unknown> & { body?: string };
  const issues = issuesOf(validate(blogHeader, header));
  const problems: MarkdownProblem[] = [];
  const headings: Heading[] = [];
  const html = renderMarkdown(String(body), problems, { headingOffset: 1, pictures: [], headings });
  const all = [...issues, ...problems.map((p) => ({ where: p.line ? `text, line ${p.line}` : 'text', message: p.message }))];
  if (all.length) return problemsView('post', all);
  const fields = header as Omit<BlogPost, 'slug'>;
  const post: BlogPost = { ...fields, slug, draft: header.draft === 'true', month: isoMonth(String(header.date)) ?? '', html, pictures: [], readTime: readingTime(html), contents: headings.filter((h) => h.depth === 3).map((h) => ({ id: h.id, title: h.text })) };
  return page({ ...content, blog: [post, ...content.blog.filter((p) => p.slug !== slug)] }, paths.blogPost(slug));
}

