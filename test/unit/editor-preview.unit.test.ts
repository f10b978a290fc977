/**
 * The editor's previews (site/editor/preview-views.tsx), as the browser runs them: an entry as
 * Decap hands it over (the file's YAML or header read as data, the Markdown as `body`) rendered
 * with the site's own page inside the content the build publishes for the editor (JSON), or the
 * model's messages for a value the model refuses. Entries are taken from the content, never by name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseHTML } from 'linkedom';
import { industryPreview, postPreview } from '../../site/editor/preview-views.tsx';
import { aboutPreview, caseStudyPreview, companyPreview, homePreview, legalPreview, productsPreview, whitepaperPreview } from '../../site/editor/preview-pages.tsx';
import { previewData } from '../../site/editor/admin-files.ts';
import type { Content } from '../../site/model/content.ts';
import { A_POST, CONTENT_FILES, anIndustry, publishedContent } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';
import { paths } from '../../site/paths.ts';

const content = JSON.parse(JSON.stringify(previewData(await publishedContent()))) as Content;
const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');
const doc = (html: string) => parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;

/** A Markdown file as Decap reads it: the header's fields, and the text after it as `body`. */
function entryOf(file: string): Record<string, unknown> {
  const [, header, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(read(file))!;
  return { ...(parse(header) as object), body };
}

test("an industry's preview is its page: the page's title as its heading, and each solution's impact", () => {
  const { source } = anIndustry('standard');
  const record = parse(read(source)) as { page: { title: string; solutions: { impact: string }[] } };
  const page = doc(industryPreview(content, record as never));
  assert.is(page.querySelector('h1')?.textContent, record.page.title);
  const impacts = [...page.querySelectorAll('.impact-box__text')].map((p) => p.textContent);
  assert.equal(impacts, record.page.solutions.map((s) => s.impact));
});

test("an edited industry's preview shows the edit; a value the model refuses shows the model's message, not the page", () => {
  const { source } = anIndustry('standard');
  const record = parse(read(source)) as { page: { title: string }; slug: string };
  const edited = doc(industryPreview(content, { ...record, page: { ...record.page, title: 'An edited heading' } } as never));
  assert.is(edited.querySelector('h1')?.textContent, 'An edited heading');
  const refused = doc(industryPreview(content, { ...record, slug: 'Not A Slug' } as never));
  assert.is(refused.querySelector('.impact-box__text'), null);
  assert.match(refused.body.textContent!, 'slug');
  assert.match(refused.body.textContent!, 'cannot be published yet');
});

test("a post's preview is its page, with its text as the site renders it", () => {
  const entry = entryOf(A_POST.source);
  const page = doc(postPreview(content, entry, A_POST.slug));
  assert.is(page.querySelector('h1')?.textContent, entry.title);
  const firstWords = String(entry.body).trim().split(/\s+/).slice(0, 4).join(' ');
  assert.match(page.body.textContent!.replace(/\s+/g, ' '), firstWords);
});

test("a post whose header the model refuses shows the model's message for that field", () => {
  const entry = entryOf(A_POST.source);
  const refused = doc(postPreview(content, { ...entry, date: 'Smarch 2025' }, A_POST.slug));
  assert.match(refused.body.textContent!, 'date');
  assert.match(refused.body.textContent!, 'month and year');
});

/** The first file of a content folder, by name (any file will do). */
const firstIn = (folder: string) => `content/${folder}/${readdirSync(path.join(projectRoot, 'content', folder)).filter((f) => f.endsWith('.md')).sort()[0]}`;
const slugOf = (file: string) => path.basename(file, '.md');
const textOf = (html: string) => doc(html).body.textContent!.replace(/\s+/g, ' ');

test("a case study's and a whitepaper's previews are their pages, read by the build's reader; a section the reader refuses is named", () => {
  for (const [folder, preview] of [['case-studies', caseStudyPreview], ['whitepapers', whitepaperPreview]] as const) {
    const file = firstIn(folder);
    const entry = entryOf(file);
    const page = doc(preview(content, { ...entry, title: `${entry.title}`.replace(/^\S+/, 'Edited') }, slugOf(file)));
    assert.match(page.querySelector('h1')!.textContent!, /^Edited/, folder);
    const refused = textOf(preview(content, { ...entry, body: `An intro the page would not show.\n\n${entry.body}` }, slugOf(file)));
    assert.match(refused, 'cannot be published yet', folder);
    assert.match(refused, 'line', folder);
  }
});

test('a legal text and the About story preview on their pages; the company entry on About, Careers and Partners', () => {
  const terms = entryOf('content/legal/terms.md');
  assert.match(textOf(legalPreview('terms')(content, { ...terms, body: String(terms.body).replace(/^## (.*)$/m, '## An edited first section') })), 'An edited first section');
  const about = entryOf('content/pages/about.md');
  // Four words in a row as written (no brand token or Markdown mark among them).
  const words = String(about.body).split(/\s+/);
  const at = words.findIndex((_, i) => words.slice(i, i + 4).every((w) => /^[A-Za-z,']+$/.test(w)));
  assert.match(textOf(aboutPreview(content, about)), words.slice(at, at + 4).join(' '));
  const company = parse(read(CONTENT_FILES.company)) as { careers: { openings: { title: string }[] } };
  const added = { ...company, careers: { ...company.careers, openings: [...company.careers.openings, { ...company.careers.openings[0], title: 'An opening added in the preview' }] } };
  const shown = doc(companyPreview(content, added));
  assert.equal([...shown.querySelectorAll('[data-preview-page]')].map((s) => s.getAttribute('data-preview-page')), [paths.about, paths.careers, paths.partners]);
  assert.match(shown.body.textContent!, 'An opening added in the preview');
});

test("the products' preview is each product's page; the home page's is the home page; a value the model refuses shows its message", () => {
  const products = parse(read(CONTENT_FILES.products)) as { products: { name: string; hero: { title: string } }[] };
  const shown = doc(productsPreview(content, products));
  assert.equal([...shown.querySelectorAll('h1')].map((h) => h.textContent), products.products.map((p) => p.hero.title));
  const home = parse(read(CONTENT_FILES.home)) as Record<string, unknown> & { testimonials: { quote: string }[] };
  assert.match(textOf(homePreview(content, home)), home.testimonials[0].quote.slice(0, 40));
  const refused = textOf(homePreview(content, { ...home, testimonials: [] }));
  assert.match(refused, 'cannot be published yet');
  assert.match(refused, 'testimonials');
});

test.run();
