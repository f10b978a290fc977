/**
 * The editor's own script (admin/preview-<hash>.js), run before Decap on admin/index.html. It asks
 * Decap to wait (CMS_MANUAL_INIT), and once the page's scripts have run it registers a preview per
 * collection and starts Decap, pointing its local backend at this origin on loopback.
 *
 * A preview is the site's own page component rendered to static HTML here, in the browser, with
 * the published content around the entry (admin/preview-data-<hash>.json) and the site's
 * stylesheets. Before that the entry is checked with the content model: a value the model refuses
 * shows the model's message instead of the page. Done: blog posts and industries; the other
 * collections show Decap's own field-by-field preview.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content, Industry } from '../model/content.ts';
import { industrySchema } from '../model/content.ts';
import { blogHeader, type BlogPost } from '../model/resources.ts';
import { validate, type Issue } from '../model/schema.ts';
import { SiteProvider } from '../site-context.tsx';
import { IndustryPage } from '../pages/IndustryPage.tsx';
import { BlogPostPage } from '../pages/resources/BlogPostPage.tsx';
import { renderMarkdown, type Heading, type MarkdownProblem } from '../content-loader/markdown.ts';
import { isoMonth, readingTime } from '../lib/text.ts';
import { paths } from '../paths.ts';
import { LOCAL_BACKEND_PATH } from './editor-paths.ts';

/** What Decap puts on window (https://decapcms.org/docs/customization/). */
interface DecapGlobal {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(url: string): void;
  init(options?: { config?: Record<string, unknown> }): void;
}
interface Entry {
  getIn(path: string[]): { toJS?: () => unknown } | string | undefined;
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapGlobal;
    h?: (type: string, props: Record<string, unknown>) => unknown;
    createClass?: (spec: { render(this: { props: { entry: Entry } }): unknown }) => unknown;
  }
}

window.CMS_MANUAL_INIT = true;
const script = document.currentScript as HTMLScriptElement;
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** {{company}} and the other brand tokens, filled as the build fills them in content. */
function withTokens<T>(value: T, site: Content['site']): T {
  const a = site.address;
  const tokens: Record<string, string> = { company: site.company, legalName: site.legalName, xdr: site.xdrName, email: site.email, phone: site.phone, origin: site.origin, address: `${a.street}, ${a.city} ${a.postalCode}, ${a.country}` };
  return JSON.parse(JSON.stringify(value), (_key, v) => (typeof v === 'string' ? v.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => tokens[name] ?? whole) : v));
}

const problemsView = (what: string, problems: { where: string; message: string }[]) =>
  `<div class="container section"><h1>This ${what} cannot be published yet</h1><p>The site's build would refuse it:</p><ul>${problems.map((p) => `<li><code>${escape(p.where)}</code> ${escape(p.message)}</li>`).join('')}</ul></div>`;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const issuesOf = (issues: Issue[]) => issues.map((i) => ({ where: i.path || '(the entry)', message: i.message }));

function page(content: Content, path: string, element: ReactElement): string {
  const route = { path, title: '', description: '', render: () => element, crumbs: [] } as never;
  return renderToStaticMarkup(<SiteProvider value={{ content, route }}><main id="main">{element}</main></SiteProvider>);
}

function industryPreview(content: Content, data: Record<string, unknown>): string {
  const industry = withTokens(data, content.site) as Industry;
  const issues = validate(industrySchema, industry);
  if (issues.length) return problemsView('industry', issuesOf(issues));
  const published = content.industries.find((i) => i.slug === industry.slug);
  const shown = { ...industry, sceneMarkup: published?.sceneMarkup };
  return page(content, paths.industry(industry.slug), <IndustryPage industry={shown} />);
}

function postPreview(content: Content, data: Record<string, unknown>, slug: string): string {
  const { body = '', ...header } = withTokens(data, content.site) as Record<string, unknown> & { body?: string };
  const issues = issuesOf(validate(blogHeader, header));
  const problems: MarkdownProblem[] = [];
  const headings: Heading[] = [];
  const html = renderMarkdown(String(body), problems, { headingOffset: 1, pictures: [], headings });
  const all = [...issues, ...problems.map((p) => ({ where: p.line ? `text, line ${p.line}` : 'text', message: p.message }))];
  if (all.length) return problemsView('post', all);
  const fields = header as Omit<BlogPost, 'slug'>;
  const post: BlogPost = { ...fields, slug, draft: header.draft === 'true', month: isoMonth(String(header.date)) ?? '', html, pictures: [], readTime: readingTime(html), contents: headings.filter((h) => h.depth === 3).map((h) => ({ id: h.id, title: h.text })) };
  return page({ ...content, blog: [post, ...content.blog.filter((p) => p.slug !== slug)] }, paths.blogPost(slug), <BlogPostPage post={post} />);
}

/** A Decap preview component showing `render`'s HTML, made with Decap's own React (`h`, `createClass`). */
function previewOf(content: Content, render: (content: Content, data: Record<string, unknown>, slug: string) => string) {
  return window.createClass!({
    render() {
      const { entry } = this.props;
      const data = (entry.getIn(['data']) as { toJS(): Record<string, unknown> }).toJS();
      const slug = String(entry.getIn(['slug']) ?? 'new-entry');
      let html: string;
      try {
        html = render(content, data, slug);
      } catch (error) {
        html = problemsView('entry', [{ where: '(preview)', message: error instanceof Error ? error.message : String(error) }]);
      }
      return window.h!('div', { className: 'editor-preview', dangerouslySetInnerHTML: { __html: html } });
    },
  });
}

async function start(): Promise<void> {
  const cms = window.CMS!;
  for (const href of (script.dataset.previewStyles ?? '').split(' ').filter(Boolean)) cms.registerPreviewStyle(href);
  const content = (await (await fetch(script.dataset.previewData!)).json()) as Content;
  cms.registerPreviewTemplate('industries', previewOf(content, industryPreview));
  cms.registerPreviewTemplate('posts', previewOf(content, postPreview));
  // On loopback, npm run dev answers Decap's local backend protocol on this origin (site/dev/editor-backend/).
  const local = LOOPBACK.includes(location.hostname) ? { local_backend: { url: `${location.origin}${LOCAL_BACKEND_PATH}`, allowed_hosts: LOOPBACK } } : {};
  cms.init({ config: local });
}

window.addEventListener('DOMContentLoaded', () => void start());
