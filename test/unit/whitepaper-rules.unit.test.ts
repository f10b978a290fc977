/**
 * Whitepapers that are papers (docs/content.md §10): an author, a role and an ISO publication
 * date; a closing list of sources, each naming publisher or title and year; at least one table or
 * figure; at least PAPER_MIN_WORDS words. Each refusal names the file and its line or field.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import { renderMarkdown } from '../../site/content-loader/markdown.ts';
import { PAPER_MIN_WORDS } from '../../site/content-loader/whitepaper-rules.ts';
import { isIsoDate } from '../../site/model/resources.ts';
import { longDate, wordCount } from '../../site/lib/text.ts';
import { contentDir, printedProblems } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const pristine = await loadContent(contentDir, { root: projectRoot });
/** A whitepaper of the content: the first (any may be renamed or removed). */
const FILE = pristine.whitepapers[0].file;

/** The printed problems after `change` is made to the text of that whitepaper. */
function problemsAfter(change: (text: string) => string): string[] {
  const raw: RawContent = structuredClone(pristine);
  const paper = raw.whitepapers.find((l) => l.file === FILE)!;
  paper.value = change(String(paper.value));
  return printedProblems(raw);
}

/** The line of `pattern` in the file after `change`. */
const lineIn = (text: string, pattern: RegExp) => text.slice(0, text.search(pattern)).split('\n').length;
const has = (problems: string[], start: string, part: string) =>
  assert.ok(problems.some((p) => p.startsWith(start) && p.includes(part)), `expected ${start} … ${part} in:\n${problems.join('\n')}`);

test('every real whitepaper meets the rules: a dated author, a table with a caption, sources, enough words', () => {
  const content = validateContent(structuredClone(pristine));
  for (const paper of content.whitepapers) {
    assert.ok(paper.author && paper.role && isIsoDate(paper.published), paper.id);
    assert.match(paper.html, /<table>\n<caption id="table-[a-z0-9-]+">.+<\/caption>/, `${paper.id}: a captioned table`);
    assert.match(paper.html, /<h2 id="[a-z-]+">(Sources|References)<\/h2>\n<ul>[\s\S]+<\/ul>\n?$/, `${paper.id}: ends with its sources`);
    assert.ok(wordCount(paper.html) >= PAPER_MIN_WORDS, paper.id);
  }
});

test('a missing author or role, and a publication date that is not a real YYYY-MM-DD day, are named', () => {
  let changed = '';
  const problems = problemsAfter((text) => (changed = text.replace(/^author: .*\n/m, '').replace(/^published: .*$/m, 'published: June 2025').replace(/^updated: .*$/m, 'updated: 2025-02-30')));
  assert.ok(problems.includes(`${FILE}: "author" is missing from the metadata header`), problems.join('\n'));
  has(problems, `${FILE}:${lineIn(changed, /^published:/m)}: "published"`, 'must be a date written YYYY-MM-DD, like "2025-06-16", got "June 2025"');
  has(problems, `${FILE}:${lineIn(changed, /^updated:/m)}: "updated"`, 'got "2025-02-30"');
  const noRole = problemsAfter((text) => text.replace(/^role: .*\n/m, ''));
  assert.ok(noRole.includes(`${FILE}: "role" is missing from the metadata header`), noRole.join('\n'));
});

test('a revision dated before the publication is refused', () => {
  let changed = '';
  const problems = problemsAfter((text) => (changed = text.replace(/^updated: .*$/m, 'updated: 2024-01-10')));
  has(problems, `${FILE}:${lineIn(changed, /^updated:/m)}: "updated" (2024-01-10) is before "published"`, 'revised after it is published');
});

test('a paper without sources, with sources that are not last, or with an entry naming no year is refused at its line', () => {
  const missing = problemsAfter((text) => text.replace(/^## Sources\n[\s\S]*$/m, ''));
  has(missing, `${FILE}: "## Sources" section is missing`, 'a list in which each entry names its publisher, its title and its year');

  let changed = '';
  const notLast = problemsAfter((text) => (changed = text.replace(/^## Sources$/m, '## Sources').trimEnd() + '\n\n## Afterword\nA closing thought.\n'));
  has(notLast, `${FILE}:${lineIn(changed, /^## Sources$/m)}: "## Sources" must be the last section (it is followed by "## Afterword")`, '');

  const noYear = problemsAfter((text) => (changed = text.replace(/^## Sources\n/m, '## Sources\n- A report we once read\n')));
  has(noYear, `${FILE}:${lineIn(changed, /^- A report we once read/m)}: "## Sources" entry 1 ("A report we once read") does not name its year or both its publisher and its title`, '');

  const prose = problemsAfter((text) => (changed = text.replace(/^## Sources\n/m, '## Sources\nWe read widely.\n\n')));
  has(prose, `${FILE}:${lineIn(changed, /^We read widely/m)}: "## Sources" holds one list and nothing else`, '');
});

test('a paper with no table or figure, or fewer words than a paper needs, is refused with its count', () => {
  const noTable = problemsAfter((text) => text.replace(/^Table: .*\n\n(\|.*\n)+/m, ''));
  has(noTable, `${FILE}: "paper" has no table or figure`, 'a Markdown table');

  // Only the Highlights, the sections that hold a table and the sources remain, whatever their titles.
  const short = problemsAfter((text) => text.split(/^(?=## )/m).filter((part, i) => i === 0 || /^## (Highlights|Sources)\b|^Table: /m.test(part)).join(''));
  const counted = short.find((p) => p.startsWith(`${FILE}: "paper" has `));
  assert.ok(counted, short.join('\n'));
  const words = Number(/has ([\d,]+) words/.exec(counted)![1].replace(/,/g, ''));
  assert.ok(words > 0 && words < PAPER_MIN_WORDS, counted);
  assert.ok(counted.includes(`needs at least ${PAPER_MIN_WORDS.toLocaleString('en-IN')}`), counted);
});

test('a "Table: …" line just above a table becomes its caption, which names the table\'s scrolling box; header cells head their columns', () => {
  const html = renderMarkdown('Table: Rewards by *tier*\n\n| Tier | Reward |\n| --- | ---: |\n| Gold | ₹500 |\n', []);
  assert.match(html, /^<figure class="table-scroll" tabindex="0" aria-labelledby="table-rewards-by-tier">\n<table>\n<caption id="table-rewards-by-tier">Rewards by <em>tier<\/em><\/caption>/);
  assert.match(html, /<th scope="col">Tier<\/th>\n<th scope="col" class="align-right">Reward<\/th>/);
  assert.match(html, /<td class="align-right">₹500<\/td>/);
  assert.not.match(html, /Table:/);
  assert.match(renderMarkdown('Table: not above a table\n\nJust text.', []), /<p>Table: not above a table<\/p>/);
  assert.match(renderMarkdown('| A | B |\n| --- | --- |\n| 1 | 2 |\n', []), /^<figure class="table-scroll" tabindex="0" aria-label="Table">\n<table>\n<thead>/);
});

test('dates: only real YYYY-MM-DD days are accepted, and read as "16 June 2025"', () => {
  for (const good of ['2025-06-16', '2024-02-29']) assert.ok(isIsoDate(good), good);
  for (const bad of ['2025-02-29', '2025-13-01', '16-06-2025', 'June 2025', '2025-6-16']) assert.not.ok(isIsoDate(bad), bad);
  assert.is(longDate('2025-06-16'), '16 June 2025');
  assert.is(longDate('2025-12-01'), '1 December 2025');
});

test.run();
