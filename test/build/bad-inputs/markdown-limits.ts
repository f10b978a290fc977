/**
 * Markdown past its bounds (site/content-loader/markdown-limits.ts) and Markdown built to be slow,
 * each refused at its file and line in a few seconds: nesting that ran marked out of stack or
 * memory, a file far too large, emphasis marks by the thousand. Text that is only unusual (many
 * brackets, backticks, a huge table, one very long line) is read, in time linear in its length:
 * those rows end with one known mistake, which must be found at its line. Header keys that every
 * object has, and a character no one can see in a header value, are refused where they are.
 */
import { MARKDOWN_LIMITS } from '../../../site/content-loader/markdown-limits.ts';
import { PAPER, POST, STUDY, append, appended, lineOf, type BadInput } from './row.ts';

const ABOUT = 'content/pages/about.md';
const TERMS = 'content/legal/terms.md';
const count = (n: number) => n.toLocaleString('en-IN');
const tooDeep = (what: string, depth: number) => `nests ${what} ${count(depth)} deep; at most ${MARKDOWN_LIMITS.depth} levels of block quotes and lists`;
/** A mistake the build finds at its line, put after text that must not hide it or take long to read. */
const EMOJI_LINE = 'All done 🎉';
function afterIt(file: string, markdown: string, name: string): BadInput {
  const text = `${markdown.trimEnd()}\n\n${EMOJI_LINE}`;
  return appended(name, file, text, ['contains an emoji ("🎉")'], text.split('\n').length);
}
/** Lines nested one level deeper each, as an editor indents them. */
const indented = (levels: number, marker: string, step: string) => Array.from({ length: levels }, (_, i) => `${step.repeat(i)}${marker} level ${i + 1}`).join('\n');

export const markdownLimitRows: BadInput[] = [
  appended('2,000 nested block quotes (">" 2,000 times, a 2 KB post)', POST, `${'>'.repeat(2000)} deep`, [tooDeep('block quotes', 2000)]),
  appended('50,000 list markers on one line ("- - - … x")', POST, `${'- '.repeat(50_000)}x`, [tooDeep('lists', 50_000)]),
  appended('lists nested 12 deep by indentation, "*" items, in a case study', STUDY, indented(12, '*', '  '), [tooDeep('lists', 12)], 11),
  appended('numbered lists nested 11 deep ("1. 1. 1. …") in the terms', TERMS, `${'1. '.repeat(11)}the clause`, [tooDeep('lists', 11)]),
  appended('"+" lists nested by tabs, 12 deep, on the About page', ABOUT, indented(12, '+', '\t'), [tooDeep('lists', 12)], 11),
  appended('quotes and lists nested in turn ("- > - > …"), 12 deep, in a whitepaper', PAPER, `${'- > '.repeat(6)}the point`, [tooDeep('block quotes and lists', 12)]),
  {
    name: 'a 20 MB post',
    arrange: append(POST, 'The dealer scheme pays out every month, checked by finance first.\n\n'.repeat(300_000)),
    says: [new RegExp(`${POST}: is [\\d,]+ KB; a text may be at most ${count(MARKDOWN_LIMITS.bytes / 1024)} KB`)],
  },
  appended('100 KB of "*a" in one paragraph', POST, '*a'.repeat(50_000), [`has a paragraph of more than ${count(MARKDOWN_LIMITS.emphasisMarks)} emphasis marks (*, _ or ~)`]),
  appended('100 KB of "_a" in one paragraph of a case study', STUDY, '_a'.repeat(50_000), [`has a paragraph of more than ${count(MARKDOWN_LIMITS.emphasisMarks)} emphasis marks`]),
  afterIt(POST, '['.repeat(100_000), '100,000 "[" brackets, then an emoji found at its line'),
  afterIt(POST, '`a'.repeat(50_000), '50,000 backticks, then an emoji found at its line'),
  afterIt(PAPER, `Table: Payouts by month\n\n| Month | Amount |\n| --- | --- |\n${'| April | 10 |\n'.repeat(20_000)}`, 'a table of 20,000 rows in a whitepaper, then an emoji'),
  afterIt(POST, 'Table: Payouts\n\n| Month | Amount |\n| --- | --- |\n| April | 10 |\n\n'.repeat(3000), '3,000 tables of one caption, then an emoji'),
  afterIt(POST, 'The dealer scheme pays out every month. '.repeat(10_000), 'one line of 400 KB, then an emoji'),
  afterIt(POST, `www.example.com/offers${')'.repeat(50_000)}`, 'a bare web address followed by 50,000 ")", then an emoji'),
  {
    name: 'a header key named "constructor" in a post',
    arrange: (site) => site.edit(POST, /^title: /m, 'constructor: x\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "constructor" is not a known field`],
  },
  {
    name: 'a header key named "toString" in a case study',
    arrange: (site) => site.edit(STUDY, /^title: /m, 'toString: x\ntitle: '),
    says: [`${STUDY}:${lineOf(STUDY, /^title: /m)}: "toString" is not a known field`],
  },
  {
    name: 'a header key "__proto__" in a post',
    arrange: (site) => site.edit(POST, /^title: /m, '__proto__: x\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: header line is not "name: value": __proto__: x`],
  },
  {
    name: 'a line separator (U+2028) inside a post’s title',
    arrange: (site) => site.edit(POST, /^title: (\S+) /m, 'title: $1\u2028'),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "title" holds an invisible character, U+2028 (a line separator), shown by its code in "title: `, '\\u2028'],
  },
  {
    name: 'a right-to-left override (U+202E) and a zero-width space in a case study’s description',
    arrange: (site) => site.edit(STUDY, /^description: /m, 'description: \u202eBank\u200b '),
    says: [`${STUDY}:${lineOf(STUDY, /^description: /m)}: "description" holds invisible characters, U+202E (a right-to-left override), U+200B (a zero-width space), shown by their codes in "description: \\u202eBank\\u200b `],
  },
];
