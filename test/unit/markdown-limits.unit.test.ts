/** The bounds of a Markdown file, read line by line before marked reads it: size, nesting, emphasis marks a paragraph. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MARKDOWN_LIMITS, markdownLimitProblems } from '../../site/content-loader/markdown-limits.ts';
import { workOf } from '../helpers/work-count.ts';
import { readDocument } from '../../site/content-loader/validate-documents.ts';
import type { Problem } from '../../site/errors.ts';

const { depth: DEPTH, emphasisMarks: MARKS, bytes: BYTES } = MARKDOWN_LIMITS;
const said = (text: string) => markdownLimitProblems(text).map((p) => `${p.line ?? '-'}: ${p.message.split(';')[0]}`);
/** Lines each nested one level deeper than the last, by `step`. */
const indented = (levels: number, marker: string, step: string) => Array.from({ length: levels }, (_, i) => `${step.repeat(i)}${marker} item`).join('\n');

test('block quotes: as deep as the limit passes; one more is refused at its line, with the depth', () => {
  assert.equal(said(`Intro.\n\n${'> '.repeat(DEPTH)}deep`), []);
  assert.equal(said(`Intro.\n\n${'>'.repeat(DEPTH + 1)} deep`), [`3: nests block quotes ${DEPTH + 1} deep`]);
  assert.equal(said(`${'>'.repeat(2000)}`), ['1: nests block quotes 2,000 deep']);
});

test('lists of each marker, nested by indentation, by tabs or on one line, count each level', () => {
  for (const marker of ['-', '*', '+', '1.', '2)']) {
    assert.equal(said(indented(DEPTH, marker, '  ')), [], marker);
    assert.equal(said(indented(DEPTH + 2, marker, marker.length === 1 ? '  ' : '   ')), [`${DEPTH + 1}: nests lists ${DEPTH + 2} deep`], marker);
  }
  assert.equal(said(indented(DEPTH + 1, '-', '\t')), [`${DEPTH + 1}: nests lists ${DEPTH + 1} deep`]);
  assert.equal(said(`${'- '.repeat(50_000)}x`), ['1: nests lists 50,000 deep']);
});

test('quotes and lists count together, in any order', () => {
  assert.equal(said(`${'- > '.repeat(6)}x`), ['1: nests block quotes and lists 12 deep']);
  assert.equal(said(`> - a\n>   - b\n${'> '.repeat(DEPTH - 2)}- c`), []);
});

test('a list item ends where a line starts left of its text; a blank line ends nothing', () => {
  const body = ['- a', '  - b', '    - c', '', '      still c', '- d', '  - e'].join('\n');
  assert.equal(said(body), []);
  // The same shape, repeated, never adds up: each "- d" starts again at the margin.
  assert.equal(said(Array(50).fill(body).join('\n\n')), []);
});

test('what only looks like nesting is not counted: thematic breaks, code, fenced code', () => {
  assert.equal(said('- - - - - - - - - - - - - - - -\n* * * * * * * * * * * *\n_ _ _ _ _ _ _ _ _ _ _ _'), []);
  assert.equal(said(`    ${'- '.repeat(20)}code`), []);
  assert.equal(said(`\`\`\`\n${'> '.repeat(20)}\n${'- '.repeat(20)}\n\`\`\`\nAfter.`), []);
  assert.equal(said(`~~~~\n${'> '.repeat(20)}\n~~~\nstill code\n~~~~\n${'> '.repeat(DEPTH + 1)}x`), [`6: nests block quotes ${DEPTH + 1} deep`]);
});

test('nesting is said once, at the first line too deep, with the deepest', () => {
  assert.equal(said(`${'>'.repeat(DEPTH + 1)} a\n\n${'>'.repeat(DEPTH + 5)} b\n\n${'>'.repeat(DEPTH + 2)} c`), [`1: nests block quotes ${DEPTH + 5} deep`]);
});

test('emphasis marks: counted by paragraph, said once at the first paragraph past the limit', () => {
  assert.equal(said(Array(20).fill('*a* '.repeat(MARKS / 4)).join('\n\n')), []);
  assert.equal(said(`Intro.\n\n${'*a '.repeat(MARKS)}\nb*`), [`3: has a paragraph of more than ${MARKS.toLocaleString('en-IN')} emphasis marks (*, _ or ~): a paragraph may hold at most ${MARKS.toLocaleString('en-IN')}, as each can open a level of emphasis`]);
  assert.equal(said(`${'_a'.repeat(MARKS + 1)}\n\n${'~~a'.repeat(MARKS + 1)}`).length, 1);
});

test('a file past the size limit is refused for its size alone, in KB, before anything else is read', () => {
  const big = `${'>'.repeat(50)}\n${'The scheme pays out every month. '.repeat(Math.ceil(BYTES / 33))}`;
  assert.equal(said(big), [`-: is ${Math.ceil(Buffer.byteLength(big) / 1024).toLocaleString('en-IN')} KB`]);
  assert.match(markdownLimitProblems(big)[0].message, `a text may be at most ${BYTES / 1024} KB`);
  // Counted in bytes of UTF-8, as the file is stored.
  assert.equal(said('अ'.repeat(Math.floor(BYTES / 3))), []);
  assert.equal(said('अ'.repeat(Math.floor(BYTES / 3) + 1)).length, 1);
});

test('the scan does work in proportion to the text', () => {
  const unit = `> - a line\n>   - ${'*a* '.repeat(5)}\n\n\`\`\`\ncode\n\`\`\`\n`;
  const ratio = workOf(() => markdownLimitProblems(unit.repeat(2000))) / workOf(() => markdownLimitProblems(unit.repeat(1000)));
  assert.ok(ratio < 2.1, ratio.toFixed(2));
});

test('a file past a bound is not read at all; its problems name the file and the line', () => {
  const problems: Problem[] = [];
  let read = 0;
  readDocument({ file: 'content/blog/x.md', value: `---\ntitle: T\n---\n${'>'.repeat(2000)} deep\n` }, {}, problems, (data, body) => (read += body.length, data));
  assert.is(read, 0);
  assert.equal(problems.map((p) => [p.file, p.line]), [['content/blog/x.md', 4]]);
});

test('a stack overflow met while reading a file is its problem, named with the file; any other error is not caught', () => {
  const problems: Problem[] = [];
  const overflow = () => readDocument({ file: 'content/blog/x.md', value: '---\ntitle: T\n---\nText.\n' }, {}, problems, (data, body) => {
    if (body) throw new RangeError('Maximum call stack size exceeded');
    return data;
  });
  overflow();
  assert.equal(problems.map((p) => p.file), ['content/blog/x.md']);
  assert.match(problems[0].message, 'too deeply to be read');
  assert.throws(() => readDocument({ file: 'content/blog/y.md', value: '---\ntitle: T\n---\nText.\n' }, {}, [], () => {
    throw new RangeError('Invalid array length');
  }), /Invalid array length/);
});

test.run();
