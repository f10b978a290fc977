import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRouteTable, type PageRoute } from '../../site/routes.tsx';
import { samePageTexts, type Located } from '../../site/generator/page-texts.ts';
import { realContent } from '../helpers/content.ts';
import { formatProblem } from '../../site/errors.ts';

const content = await realContent();
const { pages } = buildRouteTable(content);
const locate: Located = (source, field) => ({ file: `content/${source.file}`, field: source[field] });
const same = (table: PageRoute[]) => samePageTexts(table, content.site, locate).map(formatProblem);
const [record, otherRecord] = pages.filter((p) => p.source && p.indexable);
const fromCode = pages.find((p) => !p.source && p.indexable && p.path !== '/')!;

test("today's pages have titles and descriptions of their own", () => {
  assert.equal(same(pages), []);
});

test('the later of two records is named, with the field and the file it repeats', () => {
  const copy = { ...otherRecord, description: ` ${record.description.toUpperCase()} ` };
  assert.equal(same([record, copy]), [
    `content/${copy.source!.file}: "${copy.source!.description}" is the same as content/${record.source!.file}'s "${record.source!.description}": search results would show both pages alike; write one of its own`,
  ]);
});

test('a record with the title of a page the code makes is refused, whichever comes first', () => {
  const copy = { ...record, title: fromCode.title };
  for (const table of [[fromCode, copy], [copy, fromCode]]) {
    assert.equal(same(table), [`content/${record.source!.file}: "${record.source!.title}" is the same as the title of the page ${fromCode.path}: search results would show both pages alike; write one of its own`]);
  }
});

test("two pages the code makes are not the build's to refuse, nor pages outside search results", () => {
  assert.equal(same([fromCode, { ...fromCode, path: '/elsewhere' }]), []);
  assert.equal(same([record, { ...otherRecord, description: record.description, indexable: false }]), []);
});

test.run();
