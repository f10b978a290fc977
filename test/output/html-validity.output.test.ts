/**
 * html-validate over every page the build wrote (docs/decisions.md §8: no HTML errors). The rules
 * are html-validate's recommended set, less four that only dislike how React spells valid HTML
 * (`<meta/>`, `hidden=""`, `inert=""`, `dateTime`); see .htmlvalidate.json.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { buildRouteTable } from '../../site/routes.tsx';
import { realContent } from '../helpers/content.ts';
import { distDir } from '../helpers/built-pages.ts';
import { projectRoot } from '../helpers/server.ts';

test('every page in dist/ is valid HTML', async () => {
  const config = JSON.parse(await readFile(path.join(projectRoot, '.htmlvalidate.json'), 'utf8'));
  const validator = new HtmlValidate(config);
  const pages = (await readdir(distDir, { recursive: true })).filter((f) => f.endsWith('.html'));
  const routes = buildRouteTable(await realContent());
  assert.is(pages.length, routes.pages.length + routes.redirects.length, 'a page for each route and each redirect');
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(await readFile(path.join(distDir, page), 'utf8'), page);
    for (const result of report.results) for (const m of result.messages) problems.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  assert.equal(problems, []);
});

test.run();
