import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderMarkdown, type Heading } from '../../site/content-loader/markdown.ts';

function render(markdown: string, ids = true, headingOffset = 0) {
  const headings: Heading[] = [];
  const html = renderMarkdown(markdown, [], { headingOffset, headings: ids ? headings : undefined });
  return { html, headings };
}

test('in a text that asks for ids, each heading gets one from its words, and is listed with its level', () => {
  const { html, headings } = render('## Why *Dealers* Wait\n\nText.\n\n### Q&A: TDS under 194R\n');
  assert.match(html, '<h2 id="why-dealers-wait">Why <em>Dealers</em> Wait</h2>');
  assert.match(html, '<h3 id="q-a-tds-under-194r">Q&amp;A: TDS under 194R</h3>');
  assert.equal(headings, [{ depth: 2, id: 'why-dealers-wait', text: 'Why Dealers Wait' }, { depth: 3, id: 'q-a-tds-under-194r', text: 'Q&A: TDS under 194R' }]);
});

test('ids are unique on the page: a repeated heading, a table caption and the page\'s own ids get a number', () => {
  const { html, headings } = render('## Costs\n\n## Costs\n\n## Main\n\n## Table: Costs\n\nTable: Costs\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n');
  assert.equal(headings.map((h) => h.id), ['costs', 'costs-2', 'main-2', 'table-costs']);
  assert.match(html, '<caption id="table-costs-2">');
});

test('headings follow the offset, and a text that does not ask for ids gets none', () => {
  assert.equal(render('## Steps\n', true, 1).headings, [{ depth: 3, id: 'steps', text: 'Steps' }]);
  const { html } = render('## Steps\n', false);
  assert.is(html, '<h2>Steps</h2>\n');
});

test.run();
