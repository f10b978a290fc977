/**
 * Every pass over a Markdown text takes work in proportion to its length: a text twice as long
 * costs about twice as much, counted (test/helpers/work-count.ts), not timed. Each shape below
 * made one pass quadratic before (a 20 MB post took 9 minutes): the caption lookup above tables,
 * ids for repeated headings and captions, line numbers, pieces whose later lines the lexer changes
 * (quotes, list items), raw HTML, list items, links left as text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readAbout } from '../../site/content-loader/validate-documents.ts';
import { renderMarkdown, type Heading, type MarkdownProblem } from '../../site/content-loader/markdown.ts';
import { cutAtHeadings, listItems } from '../../site/content-loader/markdown-parts.ts';
import type { Problem } from '../../site/errors.ts';
import type { ProsePictureRef } from '../../site/model/prose-pictures.ts';
import { workOf } from '../helpers/work-count.ts';

const TOKENS = { company: 'Acme' };
const HEADER = '---\neyebrow: Our story\ntitle: How it began\n---\n';

/** Every pass a Markdown file goes through: the header, the body's checks, rendering with ids, and a section read as a list. */
function readAll(body: string): void {
  const problems: Problem[] = [];
  readAbout({ file: 'content/pages/about.md', value: HEADER + body }, TOKENS, problems);
  renderMarkdown(body, [] as MarkdownProblem[], { headings: [] as Heading[], pictures: [] as ProsePictureRef[] });
  const { sections } = cutAtHeadings(`## Items\n${body}`, 1);
  listItems(sections[0], 1, []);
}

/** The work of reading `unit` 2n times over that of reading it n times. */
const growth = (unit: string, n = 300) => workOf(() => readAll(unit.repeat(2 * n))) / workOf(() => readAll(unit.repeat(n)));

const SHAPES: Record<string, string> = {
  'tables of one caption': 'Table: Payouts by month\n\n| Month | Amount |\n| --- | --- |\n| April | 10 |\n\n',
  'headings of the same words': '## Same heading\n\nSome text.\n\n',
  'paragraphs with links': 'See [this](/about) and [that](https://example.com/a).\n\n',
  'raw HTML': 'A <b>bold</b> word.\n\n',
  'quotes of two lines': '> a quoted line\n> and another\n\n',
  'list items of two lines': '- an item\n  on two lines\n',
  'links left as text on one line': '[a] (/x y) and [b](/c d) ',
  // In paragraphs: within one, marked's emphasis is bounded by the marks a paragraph may hold (markdown-limits.ts).
  'paragraphs with emphasis': '*a* and _b_ and ~~c~~ and **d**.\n\n',
};

for (const [shape, unit] of Object.entries(SHAPES)) {
  test(`${shape}: twice the text, about twice the work`, () => {
    const ratio = growth(unit);
    assert.ok(ratio < 2.3, `${ratio.toFixed(2)} times the work for twice the text`);
  });
}

test('the count tells a quadratic pass from a linear one', () => {
  const quadratic = (text: string) => workOf(() => text.split('').forEach((_, i) => text.slice(i)));
  const linear = (text: string) => workOf(() => text.split('').forEach((_, i) => text.slice(i, i + 1)));
  assert.ok(quadratic('ab'.repeat(400)) / quadratic('ab'.repeat(200)) > 3.5);
  assert.ok(linear('ab'.repeat(400)) / linear('ab'.repeat(200)) < 2.1);
});

test.run();
