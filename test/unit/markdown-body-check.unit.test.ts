/**
 * Checks of every Markdown text (site/content-loader/markdown-body-check.ts): a link or picture
 * Markdown could not read and would print as it is, an emoji, and headings that break the page's
 * outline. Each at its line of the file; what is fine (brackets that are no link, code) passes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { markdownBodyProblems } from '../../site/content-loader/markdown-body-check.ts';
import type { MarkdownProblem } from '../../site/content-loader/markdown.ts';

/** The problems of `lines` as a body starting on the file's line 1, under the title "Why Payouts Run Late". */
const check = (...lines: string[]): MarkdownProblem[] => markdownBodyProblems(lines.join('\n'), 1, 'Why Payouts Run Late');
const only = (problems: MarkdownProblem[]) => {
  assert.is(problems.length, 1, JSON.stringify(problems));
  return problems[0];
};

test('a picture whose file name has spaces is refused at its line, with the name to rename the file to', () => {
  const problem = only(check('The meet:', '', '![Dealers at the Pune meet](WhatsApp Image 2025-09-01 at 10.15.32.jpeg)'));
  assert.is(problem.line, 3);
  assert.match(problem.message, 'the picture ![Dealers at the Pune meet](WhatsApp Image 2025-09-01 at 10.15.32.jpeg) would show as text');
  assert.match(problem.message, "file names can't contain spaces: rename the file to whatsapp-image-2025-09-01-at-10-15-32.jpeg and write ![Dealers at the Pune meet](whatsapp-image-2025-09-01-at-10-15-32.jpeg)");
  assert.match(only(check('![Rain](my photo.JPG "At the meet")')).message, 'rename the file to my-photo.jpg and write ![Rain](my-photo.jpg "At the meet")');
});

test('a link with spaces in its address is refused, with the address written without them', () => {
  const path = only(check('Intro.', 'Read [our payout guide](/blog/designing target based) first.'));
  assert.is(path.line, 2);
  assert.match(path.message, "the link [our payout guide](/blog/designing target based) would show as text, brackets and all: an address can't contain spaces: write it without them, like [our payout guide](/blog/designing-target-based)");
  assert.match(only(check('See [the note](https://rbi.org.in/a note.pdf).')).message, 'write each space as %20: [the note](https://rbi.org.in/a%20note.pdf)');
});

test('a space between "]" and "(", and a link without its ")", are refused with the link as it should be', () => {
  assert.match(only(check('Questions? [contact us] (/contact).')).message, 'write the "(" right after the "]", with no space: [contact us](/contact)');
  assert.match(only(check('Please [contact us](/contact today.')).message, 'has no closing ")" and would show as text, brackets and all: end the address with ")", like [contact us](/contact)');
  // The first ")" on the line closes something else.
  assert.match(only(check('Write [to us](mailto:a@b.example and we reply (within a day).')).message, 'like [to us](mailto:a@b.example)');
});

test('links left as text are found in lists, quotes, tables, headings and emphasis, each at its line', () => {
  const problems = check('- one', '- two [**bold** guide](/a b)', '', '> [q](/r s)', '', '| a | b |', '| - | - |', '| [x](/y z) | c |', '', '## See [a](/b c)');
  assert.equal(problems.map((p) => p.line), [2, 4, 8, 10]);
});

test('brackets that are no link, code, escapes and links that work pass', () => {
  assert.equal(check(
    'He said [sic] it was fine (see below). A list [1] (2) item; [x] (y); footnote [^1] (see).',
    'Code `[a](b c)` here, and foo\\[bar](baz qux).',
    '[text](<a b c>), [titled](/x "Title"), [ref][r], [r] (now), https://example.com/a_(b) and (https://example.com).',
    '',
    '```',
    '[a](b c)',
    '![x](WhatsApp Image.jpeg)',
    '```',
    '',
    '- [x] done (all of it)',
    '',
    '[r]: /contact',
  ), []);
});

test('an emoji is refused at its line, quoted whole (with its selector, skin tone or flag), code included', () => {
  const [heart, more, code] = check('We ❤️ our dealers.', 'Rain 🌧️, thumbs 👍🏽, India 🇮🇳 🇮🇳.', '`🎉`');
  assert.equal([heart.line, more.line, code.line], [1, 2, 3]);
  assert.match(heart.message, 'contains an emoji ("❤️"): emoji draw as empty boxes');
  assert.match(more.message, 'contains an emoji ("🌧️", "👍🏽", "🇮🇳")');
  assert.equal(check('© 2026 → 99.9% ✓ ₹500 · ★ – ‘quotes’'), []);
});

test('a level-1 heading is refused: as the title again, or as a section that should start with ##', () => {
  const [title, other] = check('# Why payouts run late', '', 'Text.', '', '# Payout steps', '', 'Text.');
  assert.is(title.line, 1);
  assert.match(title.message, 'the heading "# Why payouts run late" repeats the title, which the page already shows above the text: delete this line');
  assert.is(other.line, 5);
  assert.match(other.message, 'is a level-1 heading, but the title is the page\'s heading: start sections with ## ("## Payout steps")');
  assert.match(only(check('Why payouts run late', '===')).message, 'repeats the title');
});

test('a heading that skips a level is refused at its line, with the level it should have', () => {
  const first = only(check('### Payout steps'));
  assert.match(first.message, 'the heading "### Payout steps" skips a level (it is the first heading, and a text\'s sections start with ##), which breaks the page\'s outline: write it as "## Payout steps"');
  const deeper = only(check('## Steps', '', '#### Payout steps', '', '#### Tax'));
  assert.is(deeper.line, 3);
  assert.match(deeper.message, 'it comes right after "## Steps"');
  assert.match(deeper.message, 'write it as "### Payout steps"');
});

test('an outline that goes down one level at a time passes, back up by any number; empty headings are left to their own check', () => {
  assert.equal(check('## One', '### Two', '#### Three', '## Four {#four}', '### Five', '', '```', '# not a heading', '```'), []);
  assert.equal(check('##', '#### '), []);
});

test('lines are counted in the file, from the line the body starts on', () => {
  assert.is(only(markdownBodyProblems('Text.\n\nWe ❤️ it.', 9, 'T')).line, 11);
});

test.run();
