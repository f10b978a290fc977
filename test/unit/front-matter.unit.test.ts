/** A Markdown file's metadata header: one "name: value" a line, and a hint for each way a writer's header goes wrong. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fillTokens, parseFrontMatter } from '../../site/content-loader/front-matter.ts';
import type { MarkdownProblem } from '../../site/content-loader/markdown.ts';

const parse = (header: string) => {
  const problems: MarkdownProblem[] = [];
  const file = parseFrontMatter(`---\n${header}\n---\nThe text.\n`, problems);
  return { ...file, problems };
};

test('each line is a name and its value, quotes taken off; the text starts after the closing line', () => {
  const { data, lines, body, bodyLine, problems } = parse('title: "A Title: With a Colon"\nauthor: Priya Malhotra');
  assert.equal(problems, []);
  assert.equal(data, { title: 'A Title: With a Colon', author: 'Priya Malhotra' });
  assert.equal(lines, { title: 2, author: 3 });
  assert.is(body, 'The text.\n');
  assert.is(bodyLine, 5);
});

test('an empty header is a header with no fields (each missing one is named later), not a missing header', () => {
  const problems: MarkdownProblem[] = [];
  const file = parseFrontMatter('---\n---\nThe text.\n', problems);
  assert.equal(problems, []);
  assert.equal(file.data, {});
  assert.is(file.body, 'The text.\n');
  assert.is(file.bodyLine, 3);
  parseFrontMatter('The text, and no header.\n', problems);
  assert.equal(problems.map((p) => p.message), ['must start with a metadata header between two "---" lines']);
});

test('an indented line is named with the hint to remove the spaces; a line that is no field, with what a line holds', () => {
  const { problems } = parse('title: A Title\n  author: Priya Malhotra\njust some words');
  assert.equal(problems.map((p) => p.line), [3, 4]);
  assert.match(problems[0].message, /author: Priya Malhotra: remove the spaces before it$/);
  assert.match(problems[1].message, /just some words: each line is a name, a colon and its value/);
});

test('a YAML block value (> or |) is refused at its line, once, with the hint to write it on the line', () => {
  for (const marker of ['>', '|', '>-', '|+']) {
    const { problems } = parse(`title: A Title\nexcerpt: ${marker}\n  The excerpt, on the line below.`);
    const own = problems.filter((p) => p.field === 'excerpt');
    assert.is(own.length, 1, marker);
    assert.is(own[0].line, 3);
    assert.match(own[0].message, 'write the whole value on this line');
  }
});

test('a field given twice is named at its second line', () => {
  const { problems } = parse('title: One\ntitle: Two');
  assert.equal(problems, [{ line: 3, field: 'title', message: 'is given twice (first on line 2): keep one of them' }]);
});

test('a character no one can see is refused at its line and field, shown by its code, and left out of the value', () => {
  const { data, problems } = parse('title: Payouts\u2028on time\nexcerpt: \u202eBank\u200b statement\ntitle2: ok');
  assert.equal(problems.map((p) => [p.line, p.field]), [[2, 'title'], [3, 'excerpt']]);
  assert.is(problems[0].message, 'holds an invisible character, U+2028 (a line separator), shown by its code in "title: Payouts\\u2028on time": delete it, or retype the line');
  assert.match(problems[1].message, 'invisible characters, U+202E (a right-to-left override), U+200B (a zero-width space), shown by their codes in "excerpt: \\u202eBank\\u200b statement"');
  assert.equal(data, { title: 'Payouts on time', excerpt: 'Bank statement', title2: 'ok' });
});

test('controls are refused too; a tab, and the joiners Indian scripts write words with, are not', () => {
  assert.equal(parse('title: a\u0007b\u001b[31m').problems.map((p) => p.message.split(',')[1]), [' U+0007']);
  assert.equal(parse('title: क्\u200dष and ज़\u200cरा\tok').problems, []);
});

test('a field named like a property every object has is a field of its own, not a known one', () => {
  const { data, problems } = parse('constructor: x\ntoString: y\ntitle: T');
  assert.equal(problems, []);
  assert.equal(Object.keys(data), ['constructor', 'toString', 'title']);
  assert.ok(Object.hasOwn(data, 'constructor'));
});

test('a brand token named like a property every object has is an unknown token', () => {
  const problems: MarkdownProblem[] = [];
  assert.is(fillTokens('{{company}} {{constructor}} {{toString}} {{__proto__}}', { company: 'Acme' }, problems), 'Acme {{constructor}} {{toString}} {{__proto__}}');
  assert.is(problems.length, 3);
});

test.run();
