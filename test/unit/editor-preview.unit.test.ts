/**
 * The editor's previews (site/editor/preview-views.tsx), as the browser runs them: an entry as
 * Decap hands it over (the file's YAML or header read as data, the Markdown as `body`) rendered
 * with the site's own page inside the content the build publishes for the editor (JSON), or the
 * model's messages for a value the model refuses. Entries are taken from the content, never by name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseHTML } from 'linkedom';
import { industryPreview, postPreview } from '../../site/editor/preview-views.tsx';
import { previewData } from '../../site/editor/admin-files.ts';
import type { Content } from '../../site/model/content.ts';
import { A_POST, anIndustry, publishedContent } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

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

test.run();
