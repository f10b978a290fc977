/**
 * The editor's own script (admin/preview-<hash>.js), run before Decap on admin/index.html. It asks
 * Decap to wait (CMS_MANUAL_INIT), and once the page's scripts have run it registers a preview per
 * collection and starts Decap, pointing its local backend at this origin on loopback.
 *
 * A preview is the site's own page component rendered to static HTML here, in the browser, with
 * the published content around the entry (admin/preview-data-<hash>.json) and the site's
 * stylesheets. Before that the entry is checked with the content model: a value the model refuses
 * shows the model's message instead of the page (preview-views.tsx, preview-pages.tsx). Every
 * collection but navigation, the brand settings, blog categories and moved pages, which no one page
 * shows: those keep Decap's own field-by-field preview.
 */
import type { Content } from '../model/content.ts';
import { industryPreview, postPreview, problemsView } from './preview-views.tsx';
import { aboutPreview, caseStudyPreview, companyPreview, homePreview, legalPreview, productsPreview, whitepaperPreview } from './preview-pages.tsx';
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
  // By collection, or by file of a files collection (collections.ts).
  const previews = {
    posts: postPreview, 'case-studies': caseStudyPreview, whitepapers: whitepaperPreview, industries: industryPreview,
    products: productsPreview, home: homePreview, testimonials: homePreview, company: companyPreview,
    terms: legalPreview('terms'), privacy: legalPreview('privacy'), disclaimer: legalPreview('disclaimer'), about: aboutPreview,
  };
  for (const [name, render] of Object.entries(previews)) cms.registerPreviewTemplate(name, previewOf(content, render));
  // On loopback, npm run dev answers Decap's local backend protocol on this origin (site/dev/editor-backend/).
  const local = LOOPBACK.includes(location.hostname) ? { local_backend: { url: `${location.origin}${LOCAL_BACKEND_PATH}`, allowed_hosts: LOOPBACK } } : {};
  cms.init({ config: local });
}

window.addEventListener('DOMContentLoaded', () => void start());
