/** Structured Markdown: sections cut by the lexer, lists and paragraphs as plain text, and nothing dropped without a word. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cutAtHeadings, knownSections, listItems, paragraphText, refuseGivenIds, renderPart } from '../../site/content-loader/markdown-parts.ts';
import { refuseHtml } from '../../site/content-loader/plain-text.ts';
import type { MarkdownProblem } from '../../site/content-loader/markdown.ts';

const said = (issues: MarkdownProblem[]) => issues.map((i) => `${i.line ?? '-'} ${i.field ?? ''}: ${i.message}`);

/** The one section of `body` (which starts on line `firstLine`) and what reading it as a list said. */
function readList(body: string, min = 1, firstLine = 1) {
  const issues: MarkdownProblem[] = [];
  const { sections } = cutAtHeadings(body, firstLine);
  return { items: listItems(sections[0], min, issues), issues: said(issues) };
}

test('sections are cut at "## " headings only where the lexer sees one, not inside a code block', () => {
  const body = 'Intro.\n\n## First\nText.\n\n```\n## not a heading\n```\n\n## Second\nMore.\n';
  const { intro, sections } = cutAtHeadings(body, 1);
  assert.equal(sections.map((s) => [s.title, s.headingLine]), [['First', 3], ['Second', 10]]);
  assert.is(intro.text, 'Intro.\n\n');
  assert.ok(sections[0].text.includes('## not a heading'));
  assert.is(sections[0].end, sections[1].start);
  assert.is(body.slice(sections[1].start, sections[1].end), '## Second\nMore.\n');
});

test('lines are counted from the line the body starts on in its file', () => {
  const { sections } = cutAtHeadings('## One\n- a\n\n## Two\n- b\n', 9);
  assert.equal(sections.map((s) => [s.headingLine, s.line, s.blocks[0].line]), [[9, 10, 10], [12, 13, 13]]);
});

test('list items become plain text: emphasis and code marks dropped, escapes and bare URLs kept', () => {
  const { items, issues } = readList('## L\n- **Bold** and *em* and `code`\n- a \\* star\n- see www.example.com\n- two\n  lines\n');
  assert.equal(items, ['Bold and em and code', 'a * star', 'see www.example.com', 'two lines']);
  assert.equal(issues, []);
});

test('raw HTML in a list item is refused once a line, at its line, not printed as text', () => {
  const { issues } = readList('## L\n- fine\n- <b>bold</b> claim\n- also <i>this</i>\n');
  assert.equal(issues.length, 2, issues.join('\n'));
  assert.match(issues[0], /^3 ## L: contains raw HTML, which is not allowed in content: <b> … <\/b>/);
  assert.match(issues[1], /^4 ## L: contains raw HTML/);
});

test('a link, an image or struck-through text in a list item is refused, since an item is plain text', () => {
  const { issues } = readList('## L\n- see [the page](/about)\n- ![chart](/c.png)\n- ~~old~~ new\n');
  assert.equal(issues.length, 3, issues.join('\n'));
  assert.match(issues[0], /^2 ## L: has a link \(\[the page\]\(\/about\)\)/);
  assert.match(issues[1], /^3 ## L: has an image/);
  assert.match(issues[2], /^4 ## L: has struck-through text/);
});

test('a paragraph, a second list or a nested list in a list section is refused at its line', () => {
  const { items, issues } = readList('## Results\nLead-in text.\n\n- one\n  - nested\n- two\n\n* other marker\n\nAfterword.\n', 1, 20);
  assert.equal(items, ['one', 'two']);
  assert.equal(issues, [
    '21 ## Results: holds only a list: this paragraph would not be shown; make it an item ("- …") or remove it',
    '27 ## Results: holds a second list, which would not be shown: a section holds one list ("- …" lines with no text between them); join the two',
    '29 ## Results: holds only a list: this paragraph would not be shown; make it an item ("- …") or remove it',
    '24 ## Results: has an item holding a list, which would not be shown: an item is one paragraph of text',
  ]);
});

test('a list section without a list, with too few items or an empty item says so', () => {
  assert.equal(readList('## Results\nJust prose.\n', 2).issues, ['1 ## Results: must be a list of at least 2 items ("- …")']);
  assert.equal(readList('## Results\n- only one\n', 2).issues, ['2 ## Results: must be a list of at least 2 items ("- …"); it has 1']);
  assert.match(readList('## Results\n- one\n-\n- three\n').issues[0], /^3 ## Results: has an empty item/);
});

test('a paragraph section holds one paragraph; what follows it is refused, not joined or dropped', () => {
  const issues: MarkdownProblem[] = [];
  const { sections } = cutAtHeadings('## Key Takeaway\nThe **timing** did\nthe work.\n\nA second thought.\n', 1);
  assert.is(paragraphText(sections[0], issues), 'The timing did the work.');
  assert.equal(said(issues), ['5 ## Key Takeaway: holds one paragraph of text: this paragraph would not be shown; join it to the paragraph or remove it']);
});

test('a heading\'s title is plain text; what plain text cannot show is kept for the documents that show it as text', () => {
  const { sections } = cutAtHeadings('## 1. **Who** We Are\nx\n\n## 2. <em>Data</em>\ny\n', 1);
  assert.equal(sections.map((s) => s.title), ['1. Who We Are', '2. Data']);
  assert.equal(sections.map((s) => said(s.titleIssues).length), [0, 1]);
  assert.match(said(sections[1].titleIssues)[0], /^4 : contains raw HTML/);
});

test('a section is known by its words without the id its heading gives; a text whose headings get no ids refuses it', () => {
  const { sections } = cutAtHeadings('## Highlights {#key-points}\nx\n\n## Sources\ny\n', 1);
  assert.equal(sections.map((s) => [s.title, s.givenId]), [['Highlights', 'key-points'], ['Sources', undefined]]);
  const issues: MarkdownProblem[] = [];
  refuseGivenIds(sections, issues);
  assert.equal(said(issues), ['1 : the heading "Highlights" asks for the id "key-points", but headings in this text get no ids: remove {#key-points}']);
});

test('known sections: an unknown one, a misspelt one and a second copy are refused at their headings', () => {
  const issues: MarkdownProblem[] = [];
  const { sections } = cutAtHeadings('## Challenge\n- a\n## Overview\nx\n## key takeaway\ny\n## Challenge\n- b\n', 1);
  const found = knownSections(sections, ['Challenge', 'Key Takeaway'], 'the rule', issues);
  assert.equal([...found.keys()], ['Challenge']);
  assert.equal(found.get('Challenge')!.headingLine, 1);
  assert.equal(said(issues), [
    '3 ## Overview: is not a known section, so it would not be shown: the rule',
    '5 ## key takeaway: is not a known section, so it would not be shown (did you mean "## Key Takeaway"?): the rule',
    '7 ## Challenge: is given twice (first on line 1): the second would not be shown; merge them',
  ]);
});

test('raw HTML is found in table cells, link texts and blocks, each line once, and taken out with its lines kept', () => {
  const issues: MarkdownProblem[] = [];
  const text = 'Intro.\n\n| a | b |\n| --- | --- |\n| <script>x</script> | ok |\n\n[<img src=x onerror=alert(1)>](https://a.example)\n\n<div>\nblock\n</div>\n\nCode `<b>` is text.\n';
  const stripped = refuseHtml(text, issues);
  assert.equal(issues.map((i) => i.line), [5, 7, 9]);
  assert.is(stripped.split('\n').length, text.split('\n').length);
  assert.not.ok(/<script>|<img|<div>/.test(stripped), stripped);
  assert.ok(stripped.includes('| x |'), 'what stands between two tags stays');
  assert.ok(stripped.includes('`<b>`'), 'a code span is not HTML');
});

test('rendering a part refuses its HTML once, at the line in the document', () => {
  const issues: MarkdownProblem[] = [];
  const html = renderPart({ text: 'One.\n\nTwo <span>x</span>.\n', line: 30 }, issues);
  assert.is(issues.length, 1);
  assert.match(said(issues)[0], /^32 : contains raw HTML, which is not allowed in content: <span> … <\/span>/);
  assert.not.ok(html.includes('<span>'), html);
});

test('a part\'s raw HTML does not hide the other problems of its lines, such as a refused link', () => {
  const issues: MarkdownProblem[] = [];
  renderPart({ text: 'Intro.\n\n<span class="x">Offer</span> [apply](javascript:alert(1))\n', line: 10 }, issues);
  assert.equal(issues.map((i) => i.line), [12, 12]);
  assert.match(issues[0].message, /^contains raw HTML/);
  assert.match(issues[1].message, /javascript:/);
});

test('text without "<" is rendered as it is, and holds no HTML to refuse', () => {
  const issues: MarkdownProblem[] = [];
  assert.is(refuseHtml('Plain **text** and a [link](/about).\n', issues), 'Plain **text** and a [link](/about).\n');
  assert.equal(issues, []);
});

test.run();
