import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderMarkdown, type Heading, type MarkdownProblem } from '../../site/content-loader/markdown.ts';

function render(markdown: string, ids = true, headingOffset = 0) {
  const headings: Heading[] = [];
  const problems: MarkdownProblem[] = [];
  const html = renderMarkdown(markdown, problems, { headingOffset, headings: ids ? headings : undefined });
  return { html, headings, problems };
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

test('a heading may give its own id, which no other heading or caption then takes; it reads without it', () => {
  const { html, headings, problems } = render('## Costs\n\n## What *it* costs in 2027 {#costs}\n\nTable: Costs\n\n| A |\n| --- |\n| 1 |\n');
  assert.equal(problems, []);
  assert.equal(headings.map((h) => h.id), ['costs-2', 'costs']);
  assert.match(html, '<h2 id="costs">What <em>it</em> costs in 2027</h2>');
  assert.match(html, '<caption id="table-costs">');
  assert.equal(headings[1].text, 'What it costs in 2027');
});

test('an id a heading gives is refused, at its line, when malformed, given twice, the page\'s own, on a heading of no words, or where headings get no ids', () => {
  const given = render('Intro.\n\n## One {#Our Costs}\n\n## Two {#two}\n\n## Three {#two}\n\n## Four {#related-title}\n');
  assert.equal(given.problems.map((p) => p.line), [3, 7, 9]);
  assert.match(given.problems[0].message, 'the heading "One" asks for the id "Our Costs"');
  assert.match(given.problems[0].message, '{#our-costs}');
  assert.match(given.problems[1].message, 'already given to the heading "Two"');
  assert.match(given.problems[2].message, 'which the page itself uses');
  assert.not.match(given.html, '{#');
  const empty = render('Intro.\n\n## {#steps}\n');
  assert.equal(empty.problems.map((p) => [p.line, p.message]), [[3, 'a heading gives the id {#steps} but has no words: write them before it']]);
  const none = render('## Steps {#steps}\n', false);
  assert.is(none.html, '<h2>Steps</h2>\n');
  assert.match(none.problems[0].message, 'headings in this text get no ids: remove {#steps}');
});

test('a heading of no words is refused at its line, in any text', () => {
  for (const ids of [true, false]) {
    const { problems } = render('Intro.\n\n## Steps\n\n##\n\nMore.\n\n### \n', ids);
    assert.equal(problems.map((p) => [p.line, p.message]), [5, 9].map((line) => [line, 'a heading has no words: write them after its #, or remove the line']));
  }
});

test.run();
