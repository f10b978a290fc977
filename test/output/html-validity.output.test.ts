/**
 * html-validate over every page the build wrote (docs/decisions.md §8: no HTML errors). The rules
 * are html-validate's recommended set, less four that only dislike how React spells valid HTML
 * (`<meta/>`, `hidden=""`, `inert=""`, `dateTime`), and its long-title rule, which counts a
 * character reference as written (React writes an apostrophe as `&#x27;`, six characters): the
 * title's length is judged here instead, as a reader sees it. See .htmlvalidate.json.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { parseHTML } from 'linkedom';
import { buildRouteTable } from '../../site/routes.tsx';
import { publishedContent } from '../helpers/content.ts';
import { distDir } from '../helpers/built-pages.ts';
import { projectRoot } from '../helpers/server.ts';
import { EDITOR_DIR } from '../../site/editor/editor-paths.ts';

/** Every page of the site in dist/; the editor's page (admin/) is not one of them, and is Decap's markup. */
const sitePages = async () => (await readdir(distDir, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith(`${EDITOR_DIR}/`));

test('every page in dist/ is valid HTML', async () => {
  const config = JSON.parse(await readFile(path.join(projectRoot, '.htmlvalidate.json'), 'utf8'));
  const validator = new HtmlValidate(config);
  const pages = await sitePages();
  const routes = buildRouteTable(await publishedContent());
  assert.is(pages.length, routes.pages.length + routes.redirects.length, 'a page for each route and each redirect');
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(await readFile(path.join(distDir, page), 'utf8'), page);
    for (const result of report.results) for (const m of result.messages) problems.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  assert.equal(problems, []);
});

/** What html-validate's long-title rule allows, and about what search results show. */
const TITLE_SHOWN = 70;

test('every page title is at most 70 characters as a reader sees it (references decoded)', async () => {
  const pages = await sitePages();
  const long: string[] = [];
  for (const page of pages) {
    const title = parseHTML(await readFile(path.join(distDir, page), 'utf8')).document.title;
    if ([...title].length > TITLE_SHOWN) long.push(`${page}: ${[...title].length} characters: ${title}`);
  }
  assert.equal(long, []);
});

test("the title's length counts an apostrophe once, however the markup spells it", () => {
  const { document } = parseHTML("<!doctype html><html><head><title>Acme&#x27;s Deeptech</title></head></html>");
  assert.is(document.title, "Acme's Deeptech");
});

test.run();
