/** A Markdown file's metadata header, read as YAML: each value the text the model reads, and a hint for each way a writer's header goes wrong. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fillTokens, parseFrontMatter } from '../../site/content-loader/front-matter.ts';
import type { MarkdownProblem } from '../../site/content-loader/markdown.ts';
import { readYaml } from '../../site/content-loader/yaml-data.ts';

const parse = (header: string, tokens?: Record<string, string>) => {
  const problems: MarkdownProblem[] = [];
  const file = parseFrontMatter(`---\n${header}\n---\nThe text.\n`, problems, tokens);
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

test('an indented line is named with the hint to remove the spaces; a line that is no field, with what a field is', () => {
  const { problems } = parse('title: A Title\n  author: Priya Malhotra\njust some words');
  assert.equal(problems.map((p) => p.line), [3, 4]);
  assert.match(problems[0].message, /author: Priya Malhotra: remove the spaces before it$/);
  assert.match(problems[1].message, /just some words: each field is a name .*, a colon, a space and its value/);
});

test('what an editor in the browser writes is read: quotes and their escapes, folded and literal blocks', () => {
  const { data, lines, problems } = parse([
    "title: 'Payouts: the ''late'' ones'",
    'excerpt: "Tabs\\tand \\"quotes\\" \\u20b9 5"',
    'description: >-',
    '  A long text,',
    '  folded into one line.',
    'role: |',
    '  Two lines',
    '  kept apart',
    'author: >',
    '  Last line break dropped',
  ].join('\n'));
  assert.equal(problems, []);
  assert.equal(data, {
    title: "Payouts: the 'late' ones",
    excerpt: 'Tabs\tand "quotes" ₹ 5',
    description: 'A long text, folded into one line.',
    role: 'Two lines\nkept apart',
    author: 'Last line break dropped',
  });
  assert.equal(lines, { title: 2, excerpt: 3, description: 4, role: 7, author: 10 });
});

test('every value is the text written: a year, true, a plain date and an empty value stay text', () => {
  const { data, problems } = parse('title: 2026\ndraft: true\npublished: 2026-01-15\nsize: 1e3\nhex: 0x1F\nnothing: ~\nempty:');
  assert.equal(problems, []);
  assert.equal(data, { title: '2026', draft: 'true', published: '2026-01-15', size: '1e3', hex: '0x1F', nothing: '~', empty: '' });
});

test('a plain value YAML would misread is refused at its line with the value in quotes to write, and read as meant (not also called missing)', () => {
  const cases: [string, RegExp][] = [
    ['title: Two hours: Resolving incidents', /holds ": ".*: title: "Two hours: Resolving incidents"$/],
    ['title: Why we are #1', /holds " #", which YAML reads as the start of a comment.*: title: "Why we are #1"$/],
    ['title: {{company}} at a glance', /starts with a brand token.*: title: "\{\{company\}\} at a glance"$/],
    ['title: &Co news', /starts with "&", which YAML reads as an anchor/],
    ['title: *Starred', /starts with "\*", which YAML reads as an alias/],
    ['title: !Important', /starts with "!", which YAML reads as a tag/],
    ['title: - first', /starts with "-", which YAML reads as a list item/],
    ['title: [Draft] Our plans', /starts with "\[", which YAML reads as a list: put the whole value in quotes: title: "\[Draft\] Our plans"$/],
    ['title: Say "hi": twice', /title: 'Say "hi": twice'$/],
  ];
  for (const [line, message] of cases) {
    const { data, problems } = parse(`${line}\nauthor: Priya Malhotra`);
    assert.equal(problems.map((p) => [p.line, p.field]), [[2, 'title']], line);
    assert.match(problems[0].message, message, line);
    assert.equal(data, { title: line.slice('title: '.length), author: 'Priya Malhotra' }, line);
  }
});

test('a list or a set of fields where one text is needed is refused at its field', () => {
  for (const header of ['title: [a, b]', 'title:\n  - a\n  - b', 'title: { a: b }', 'title:\n  a: b']) {
    const { data, problems } = parse(`${header}\nauthor: X`);
    assert.equal(problems.map((p) => [p.line, p.field]), [[2, 'title']], header);
    assert.match(problems[0].message, /(is a list|holds fields of its own), where the site reads one text: write the text after "title: " on its line/, header);
    // A list's items are read in a row, so that the field is not also said to be missing.
    assert.equal(data, header.includes('a: b') ? { author: 'X' } : { title: 'a, b', author: 'X' }, header);
  }
});

test('a quote left open is named at the field that opens it, on one line or across lines', () => {
  for (const header of ['title: "Open\nauthor: X', "title: 'Open\nauthor: X", 'title: "Open\n  and on\nauthor: X']) {
    const { problems } = parse(header);
    assert.equal(problems.map((p) => [p.line, p.field]), [[2, 'title']], header);
    assert.match(problems[0].message, /^opens a quote \(["']\) it does not close: end the value with ["']/, header);
  }
  assert.equal(parse('title: "Open\nauthor: X').data, { title: 'Open', author: 'X' });
  assert.match(parse('title: "Closed" and more').problems[0].message, /goes on after its closing quote \("Closed" and more\): write \\" for a double quote inside the value/);
  assert.match(parse("title: 'It's late'").problems[0].message, /goes on after its closing quote \('It's late'\): write '' for an apostrophe inside the value, or put the whole value in quotes: title: "It's late"$/);
});

test('a tab that indents a line is refused at its line; one inside a value is not', () => {
  assert.equal(parse('title: T\n\tauthor: X').problems.map((p) => [p.line, p.field, p.message.split(':')[0]]), [[3, 'author', 'is indented with a tab']]);
  assert.equal(parse('title: a\tb').data, { title: 'a\tb' });
});

test('a syntax error the lines do not show is named at its line with how a field is written; fields above it are read', () => {
  const { data, problems } = parse('author: X\ntitle: >-\n  one\n two');
  assert.equal(problems.map((p) => p.line), [5]);
  assert.match(problems[0].message, /^cannot be read as YAML \(.+\): compare the line with the one above it/);
  assert.equal(data, { author: 'X' });
});

test('brand tokens are filled in the values YAML read, whatever they hold; an unknown one is named at its own line', () => {
  const { data, problems } = parse('title: "{{company}} at a glance"\nexcerpt: >-\n  About\n  {{nope}} here', { company: 'Acme: Deeptech #1' });
  assert.equal(data, { title: 'Acme: Deeptech #1 at a glance', excerpt: 'About {{nope}} here' });
  assert.equal(problems.map((p) => [p.line, p.field]), [[5, 'excerpt']]);
  assert.match(problems[0].message, /unknown token \{\{nope\}\}/);
});

test('an escape in double quotes that writes an invisible character is refused too, and the character left out', () => {
  const { data, problems } = parse('title: "Payouts\\u200bon time"');
  assert.equal(problems.map((p) => [p.line, p.field]), [[2, 'title']]);
  assert.match(problems[0].message, /U\+200B \(a zero-width space\), written as an escape in its quotes/);
  assert.equal(data, { title: 'Payoutson time' });
});

test('a field given twice is named at its second line', () => {
  const { problems } = parse('title: One\ntitle: Two');
  assert.equal(problems, [{ line: 3, field: 'title', message: 'is given twice (first on line 2): keep one of them' }]);
});

test('a tag, an anchor or an alias is refused at the line it is written on, in the words a content file gets', () => {
  const yaml = 'title:\n  !!str 2026\nexcerpt:\n  &a Hello\nsummary:\n  *a';
  const { problems } = parse(yaml);
  assert.equal(problems.map((p) => [p.line, p.field]), [[3, 'title'], [5, 'excerpt'], [7, 'summary']]);
  assert.equal(problems.map((p) => p.message), readYaml(yaml).problems.map((p) => p.message));
  assert.is(problems[2].message, "uses YAML's alias *a, which the site does not read: write the value out in full where it is needed");
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
