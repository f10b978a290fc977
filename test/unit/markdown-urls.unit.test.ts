import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keepRenderedMarkdown, renderMarkdown, type MarkdownProblem } from '../../site/content-loader/markdown.ts';

function render(markdown: string, headingOffset = 0): { html: string; problems: MarkdownProblem[] } {
  const problems: MarkdownProblem[] = [];
  const html = renderMarkdown(markdown, problems, { headingOffset });
  return { html, problems };
}

const lines = (problems: MarkdownProblem[]) => problems.map((p) => p.line);

test('good links and images render with no problem', () => {
  const { html, problems } = render([
    'See [our products](/solutions/Gratify), [the docs](https://docs.example/x?a=1&b=2), [mail](mailto:a@b.example),',
    '[call](tel:+911145678900), [the top](#top), <https://auto.example>, www.bare.example and sales@acme.example.',
    '',
    '[ref]: https://ref.example/page',
  ].join('\n'));
  assert.equal(problems, []);
  assert.match(html, '<a href="/solutions/Gratify">');
});

test('each form of link is checked and reported at the line it is written on', () => {
  const { problems } = render([
    'An inline [link](javascript:alert(1)) on line 1.', // 1
    '', // 2
    'An autolink <vbscript:msgbox(1)>.', // 3
    '', // 4
    '![an image](data:image/svg+xml,abc)', // 5
    '', // 6
    '> A quote with a [link](file:///C:/x.pdf)', // 7
    '', // 8
    '- a list item [x](JAVASCRIPT:void(0))', // 9
    '', // 10
    '| Table |', // 11
    '|---|', // 12
    '| [cell](jav&#x61;script:x) |', // 13
  ].join('\n'));
  assert.equal(lines(problems), [1, 3, 5, 7, 9, 13]);
  assert.match(problems[0].message, 'the link to "javascript:alert(1)" uses the "javascript:" scheme');
  assert.match(problems[1].message, '"vbscript:" scheme');
  assert.match(problems[2].message, 'the image "data:image/svg+xml,abc"');
  assert.match(problems[3].message, '"file:" scheme');
  assert.match(problems[4].message, '"javascript:" scheme');
  assert.match(problems[5].message, 'a browser reads it as "javascript:x"');
});

test('a reference link is reported once, at its definition, even when the definition comes last', () => {
  const { problems } = render('Read [this][r] and [that][r].\n\nMore text.\n\n[R]: javascript:alert(1)\n');
  assert.equal(lines(problems), [5]);
  assert.match(problems[0].message, 'the link definition [r]: "javascript:alert(1)"');
});

test('an unused definition is still refused', () => {
  assert.equal(lines(render('Text.\n\n[unused]: vbscript:x\n').problems), [5 - 2]);
});

test('the same bad link written twice is reported at each of its lines', () => {
  const { problems } = render('[a](javascript:x)\n\n[a](javascript:x)\n');
  assert.equal(lines(problems), [1, 3]);
});

test('text that only looks like a bad link (in code) is not taken for the link itself', () => {
  const { problems } = render('Never write `[a](javascript:x)` in a post.\n\n```\n[a](javascript:x)\n```\n\nBut here it is: [a](javascript:x)\n');
  assert.equal(lines(problems), [7]);
  const sameParagraph = render('Never write `[a](javascript:x)`,\nbut here: [a](javascript:x)\n').problems;
  assert.equal(lines(sameParagraph), [2]);
});

test('lines are right in quotes spread over lines and in files with Windows line endings', () => {
  assert.equal(lines(render('Intro.\n\n> Quoted [a\n> link](\n> javascript:x)\n').problems), [3]);
  assert.equal(lines(render('Intro.\r\n\r\nText [a](javascript:x)\r\n\r\n[r]: vbscript:y\r\n').problems), [3, 5]);
});

test('tabs, line breaks and control characters inside a link are refused', () => {
  const { problems } = render('[a](<java\tscript:x>)\n\n[b](<\u0001javascript:x>)\n\n[c]: <java\u000bscript:x>\n\n[d](\njavascript:x\n)\n');
  assert.equal(lines(problems), [1, 3, 5, 7]);
  assert.match(problems[0].message, 'a browser reads it as "javascript:x"');
});

test('relative paths, "//host" links and empty links are refused with the way to write them', () => {
  const { problems } = render('[a](contact) [b](//evil.example/x) [c]() [d](#) [e](www.partner.example/offer)\n');
  assert.equal(problems.length, 5);
  assert.match(problems[0].message, 'like /contact');
  assert.match(problems[1].message, 'https://evil.example/x');
  assert.match(problems[2].message, 'is empty');
  assert.match(problems[3].message, 'placeholder');
  assert.match(problems[4].message, 'write https://www.partner.example/offer');
});

test('an image from another site, or a path, is refused: a picture is a file of content/images/', () => {
  const { problems } = render('Intro.\n\n![Logo](https://cdn.example/logo.png)\n\n![Chart](/images/chart.svg)\n');
  assert.equal(lines(problems), [3, 5]);
  for (const problem of problems) assert.match(problem.message, 'a file in content/images/, written by its name');
});

test('raw HTML in a table cell is refused like raw HTML anywhere else (it could carry any href or handler)', () => {
  const { problems } = render('| Plan | Link |\n|---|---|\n| Pro | <a href="javascript:x" onclick="y">buy</a> |\n');
  assert.ok(problems.some((p) => p.message.includes('contains raw HTML')), JSON.stringify(problems));
});

test('problems are kept with the rendered Markdown, so a cached render reports them again', () => {
  keepRenderedMarkdown();
  const markdown = 'Cached [bad](javascript:x) link, headings pushed down.\n';
  const first = render(markdown, 1);
  const second = render(markdown, 1);
  assert.equal(lines(first.problems), [1]);
  assert.equal(second.problems, first.problems);
  assert.is(second.html, first.html);
});

test.run();
