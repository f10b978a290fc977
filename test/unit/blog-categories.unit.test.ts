/**
 * The blog's categories are content (content/blog-categories.yml): a new one needs no code, a post
 * must name a listed one, and a listed one with no post has no filter and no pages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import type { BlogCategory } from '../../site/model/blog-categories.ts';
import { MOTIFS } from '../../site/model/motifs.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import { paths } from '../../site/paths.ts';
import { contentDir, printedProblems, whereField } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const pristine = await loadContent(contentDir, { root: projectRoot });
const FILE = pristine.blogCategories.file;

function changed(change: (categories: BlogCategory[], raw: RawContent) => void): RawContent {
  const raw = structuredClone(pristine);
  change(raw.blogCategories.value as BlogCategory[], raw);
  return raw;
}
const headerLine = (text: string, field: string) => text.split('\n').findIndex((line) => line.startsWith(`${field}:`)) + 1;
/** `name`, or `name 2`, `name 3` …: the first whose address no listed category has. */
function newName(name: string): string {
  const taken = new Set((pristine.blogCategories.value as BlogCategory[]).map((c) => paths.blogListing(c.name)));
  for (let n = 1; ; n++) if (!taken.has(paths.blogListing(n > 1 ? `${name} ${n}` : name))) return n > 1 ? `${name} ${n}` : name;
}
const FIELD_NOTES = newName('Field notes');
const EVENTS = newName('Events');

test('a category added to the list takes posts, and gets a filter page at the slug of its name', () => {
  const raw = changed((categories, raw) => {
    categories.push({ name: FIELD_NOTES, motif: 'field' });
    raw.blog[0].value = String(raw.blog[0].value).replace(/^category: .*$/m, `category: ${FIELD_NOTES}`);
  });
  const content = validateContent(raw);
  const pages = buildRouteTable(content).pages.map((r) => r.path);
  assert.ok(pages.includes(paths.blogListing(FIELD_NOTES)), pages.join('\n'));
  assert.match(paths.blogListing(FIELD_NOTES), /^\/blog\/category\/field-notes(-\d+)?$/);
});

test('a listed category with no post has no filter page, and the build goes on', () => {
  const raw = changed((categories) => void categories.push({ name: EVENTS, motif: 'hotel' }));
  const pages = buildRouteTable(validateContent(raw)).pages.map((r) => r.path);
  assert.not.ok(pages.some((p) => p.startsWith(paths.blogListing(EVENTS))), 'no page for an empty category');
  assert.ok(pages.includes(paths.blog));
});

test('a post naming a category that is not listed is refused at its line, with the known ones and the file to list it in', () => {
  const raw = changed((_, raw) => void (raw.blog[0].value = String(raw.blog[0].value).replace(/^category: .*$/m, 'category: Gift guide')));
  const names = (pristine.blogCategories.value as BlogCategory[]).map((c) => `"${c.name}"`).join(', ');
  const line = headerLine(String(raw.blog[0].value), 'category');
  assert.ok(printedProblems(raw).some((p) => p.startsWith(`${raw.blog[0].file}:${line}: "category" is "Gift guide", which is not a category of the blog`) && p.endsWith(`write one of ${names}, or list a new one in ${FILE}`)), printedProblems(raw).join('\n'));
});

test('two categories with one address, and a name without letters, are named in the file', () => {
  const raw = changed((categories) => void categories.push({ name: `${categories[0].name.toUpperCase()}!`, motif: categories[0].motif }, { name: '---', motif: 'gift' }));
  const problems = printedProblems(raw);
  const n = (pristine.blogCategories.value as BlogCategory[]).length;
  assert.ok(problems.some((p) => p.startsWith(`${FILE}: "[${n}].name" is`) && p.includes('is also that of [0]')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith(`${FILE}: "[${n + 1}].name" is "---", which has no letter or digit`)), problems.join('\n'));
});

test('an unknown motif is named at its field, with the drawn ones', () => {
  const problems = printedProblems(changed((categories) => void ((categories[0] as { motif: string }).motif = 'unicorn')));
  assert.ok(problems.some((p) => p.startsWith(`${whereField(FILE, '[0].motif', { at: 'categories[0].motif' })} must be a drawn motif: ${MOTIFS.map((m) => `"${m}"`).join(', ')}`) && p.includes('got string "unicorn"')), problems.join('\n'));
});

test('an empty list of categories is refused', () => {
  const problems = printedProblems(changed((categories) => void categories.splice(0)));
  assert.ok(problems.some((p) => p.startsWith(`${FILE}: must have at least 1 item (has 0)`)), problems.join('\n'));
});

test.run();
