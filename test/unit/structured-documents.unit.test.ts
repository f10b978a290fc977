/**
 * Case studies, whitepapers, legal texts and the About page: what a page would not show is
 * refused with its file and line, never dropped; raw HTML is refused wherever it stands.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadContent, type Loaded, type RawContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import { ContentError, formatProblem } from '../../site/errors.ts';
import type { Content } from '../../site/model/content.ts';
import { PAPER_FIRST_SECTION, contentDir } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';
import path from 'node:path';

const pristine = await loadContent(contentDir, { root: projectRoot });

/** Validates a copy of the real content after `change`: the problems as printed, or the content. */
function validated(change: (raw: RawContent) => void): { problems: string[]; content?: Content } {
  const raw = structuredClone(pristine);
  change(raw);
  try {
    return { problems: [], content: validateContent(raw) };
  } catch (error) {
    assert.instance(error, ContentError);
    return { problems: (error as ContentError).problems.map(formatProblem) };
  }
}

const byName = (files: Loaded[], name: string) => files.find((l) => l.file.endsWith(`/${name}`))!;

/** Replaces `from` in a file of the copy; the file's line of `from` before the change, for the message. */
function edit(loaded: Loaded, from: string | RegExp, to: string): number {
  const text = String(loaded.value);
  const at = typeof from === 'string' ? text.indexOf(from) : text.search(from);
  assert.ok(at >= 0, `${from} is not in ${loaded.file}`);
  loaded.value = text.replace(from, to);
  return text.slice(0, at).split('\n').length;
}

/** A case study and a whitepaper of the content, by file name: the first of each (any may be renamed or removed). */
const STUDY = path.basename(pristine.caseStudies[0].file);
const study = (raw: RawContent) => byName(raw.caseStudies, STUDY);
const FILE = `content/case-studies/${STUDY}`;

test('a paragraph between two case-study sections is refused at its line, not dropped', () => {
  let line = 0;
  const { problems } = validated((raw) => (line = edit(study(raw), /^## Solution/m, 'We also audited the partner data.\n\n## Solution')));
  assert.equal(problems, [`${FILE}:${line}: "## Challenge" holds only a list: this paragraph would not be shown; make it an item ("- …") or remove it`]);
});

test('raw HTML in a case study item is refused at its line, not printed as escaped text', () => {
  let line = 0;
  const { problems } = validated((raw) => (line = edit(study(raw), /^## Results\n- /m, '## Results\n- <b>Record</b> year: ') + 1));
  assert.equal(problems, [`${FILE}:${line}: "## Results" contains raw HTML, which is not allowed in content: <b> … </b> (write it as Markdown or plain text)`]);
});

test('a case study holds only its four sections: text before them, an unknown one and a second copy are refused', () => {
  const lines: number[] = [];
  const { problems } = validated((raw) => {
    lines.push(edit(study(raw), /^## Challenge/m, 'About the client.\n\n## Challenge'));
    lines.push(edit(study(raw), /^## Key takeaway/m, '## Next steps\n- Expand to Gujarat\n\n## Results\n- One more\n- And another\n\n## Key takeaway'));
  });
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0], new RegExp(`^${FILE}:${lines[0]}: has a paragraph before its first "## " section, which would not be shown: a case study holds the sections Challenge, Solution and Results`));
  assert.match(problems[1], new RegExp(`^${FILE}:${lines[1]}: "## Next steps" is not a known section, so it would not be shown`));
  assert.match(problems[2], new RegExp(`^${FILE}:${lines[1] + 3}: "## Results" is given twice \\(first on line \\d+\\)`));
});

test('a case study\'s Key takeaway is one paragraph: a second one or a list under it is refused', () => {
  let line = 0;
  const { problems } = validated((raw) => (line = edit(study(raw), /\n*$/, '\n\nAnd one more thought.\n\n- a list\n') + 2));
  assert.equal(problems.map((p) => p.split(': ')[0]), [`${FILE}:${line}`, `${FILE}:${line + 2}`]);
  assert.ok(problems.every((p) => p.includes('"## Key takeaway" holds one paragraph of text')), problems.join('\n'));
});

test('case study lists and takeaway are read as their text: emphasis marks dropped', () => {
  const { content } = validated((raw) => edit(study(raw), /^## Results\n- /m, '## Results\n- **Record** `year`: '));
  const results = content!.caseStudies.find((s) => `${s.id}.md` === STUDY)!.results;
  assert.match(results[0], /^Record year: /);
});

const PAPER = path.basename(pristine.whitepapers[0].file);
const paper = (raw: RawContent) => byName(raw.whitepapers, PAPER);
const PAPER_FILE = `content/whitepapers/${PAPER}`;

test('a whitepaper: text before Highlights, stray text in them and raw HTML in an item are refused at their lines', () => {
  const lines: number[] = [];
  const { problems } = validated((raw) => {
    lines.push(edit(paper(raw), /^## Highlights/m, 'Prepared by our research team.\n\n## Highlights'));
    lines.push(edit(paper(raw), /^## Highlights\n- /m, '## Highlights\n- <u>New</u>: ') + 1);
    lines.push(edit(paper(raw), PAPER_FIRST_SECTION, 'Download the full paper below.\n\n## $1'));
  });
  assert.equal(problems.map((p) => p.split(': ').slice(0, 2).join(': ')), [
    `${PAPER_FILE}:${lines[0]}: has a paragraph before its first "## " section, which would not be shown`,
    `${PAPER_FILE}:${lines[1]}: "## Highlights" contains raw HTML, which is not allowed in content`,
    `${PAPER_FILE}:${lines[2]}: "## Highlights" holds only a list`,
  ].map((p) => p.split(': ').slice(0, 2).join(': ')));
});

test('a whitepaper\'s Highlights come first and once, and a paper follows them', () => {
  let line = 0;
  const moved = validated((raw) => (line = edit(paper(raw), /^## Highlights/m, '## Foreword\nWhy now.\n\n## Highlights') + 3));
  assert.ok(moved.problems.some((p) => p.startsWith(`${PAPER_FILE}:${line}: "## Highlights" must be the first section (it follows "## Foreword")`)), moved.problems.join('\n'));
  const twice = validated((raw) => edit(paper(raw), /\n*$/, '\n\n## Highlights\n- Again\n'));
  assert.ok(twice.problems.some((p) => /"## Highlights" is given twice \(first on line \d+\)/.test(p)), twice.problems.join('\n'));
  const alone = validated((raw) => edit(paper(raw), new RegExp(`${PAPER_FIRST_SECTION.source}[\\s\\S]*`, 'm'), ''));
  assert.ok(alone.problems.some((p) => p.startsWith(`${PAPER_FILE}: "paper" is missing`)), alone.problems.join('\n'));
});

test('a whitepaper\'s paper is everything after its Highlights, which it does not repeat', () => {
  const { content } = validated(() => {});
  for (const whitepaper of content!.whitepapers) {
    for (const highlight of whitepaper.highlights) assert.not.ok(whitepaper.html.includes(highlight), `${whitepaper.id}: "${highlight}" is in the paper too`);
    assert.match(whitepaper.html, /^<h2/, `${whitepaper.id}: the paper starts with its first section`);
  }
});

test('a whitepaper\'s headings may give their own ids, its Highlights too; a case study\'s and a legal text\'s may not', () => {
  // The paper's first section as it is today: its title, and its heading as rendered, under its own id.
  const today = validated(() => {}).content!.whitepapers.find((w) => `${w.id}.md` === PAPER)!;
  const [, heading] = /^<h2 id="[^"]*">(.*?)<\/h2>/.exec(today.html)!;
  const given = validated((raw) => {
    edit(paper(raw), /^## Highlights/m, '## Highlights {#key-points}');
    edit(paper(raw), PAPER_FIRST_SECTION, '## $1 {#summary}');
  });
  assert.equal(given.problems, []);
  const whitepaper = given.content!.whitepapers.find((w) => w.contents.some((c) => c.id === 'summary'))!;
  assert.equal(whitepaper.contents[0], { id: 'summary', title: today.contents[0].title });
  assert.match(whitepaper.html, `<h2 id="summary">${heading}</h2>`);
  assert.ok(whitepaper.highlights.length > 0);
  const lines: number[] = [];
  const refused = validated((raw) => {
    lines.push(edit(study(raw), /^## (\S.*)$/m, '## $1 {#story}'));
    lines.push(edit(raw.legal.privacy, /^## (1\. .*)$/m, '## $1 {#start}'));
  });
  assert.equal(refused.problems.map((p) => p.split(': ')[0]).sort(), [`${FILE}:${lines[0]}`, `content/legal/privacy.md:${lines[1]}`].sort());
  assert.ok(refused.problems.every((p) => p.includes('but headings in this text get no ids')), refused.problems.join('\n'));
});

test('legal texts: a misnumbered section and raw HTML in a heading, the intro or a section are refused at their lines', () => {
  const lines: number[] = [];
  const { problems } = validated((raw) => {
    lines.push(edit(raw.legal.privacy, /^## 3\. /m, '## 4. '));
    lines.push(edit(raw.legal.terms, /^## 2\. (.*)$/m, '## 2. <span id="accounts">$1</span>'));
    lines.push(edit(raw.legal.terms, /^## 1\./m, '<p>Read carefully.</p>\n\n## 1.'));
    lines.push(edit(raw.legal.disclaimer, /\n*$/, '\n\nSee <a href="/terms">the terms</a>.\n') + 2);
  });
  assert.equal(problems.map((p) => p.split(': ')[0]), [`content/legal/privacy.md:${lines[0]}`, `content/legal/terms.md:${lines[2]}`, `content/legal/terms.md:${lines[1] + 2}`, `content/legal/disclaimer.md:${lines[3]}`]);
  assert.match(problems[0], /"section 3" heading "## 4\. .*" must be "## 3\. /);
  assert.ok(problems.slice(1).every((p) => p.includes('contains raw HTML')), problems.join('\n'));
});

test('a legal text\'s "## " inside a code block is text, not a section', () => {
  const { problems, content } = validated((raw) => edit(raw.legal.privacy, /^## 2\. /m, '```\n## not a section\n```\n\n## 2. '));
  assert.equal(problems, []);
  assert.is(content!.legal.privacy.sections.length, 12);
  assert.ok(content!.legal.privacy.sections[0].html.includes('## not a section'));
});

test('a document saved with Windows line endings reads the same, its problems on the same lines', () => {
  const { problems } = validated((raw) => (study(raw).value = String(study(raw).value).replace(/\n/g, '\r\n')));
  assert.equal(problems, []);
  let line = 0;
  const broken = validated((raw) => {
    line = edit(study(raw), /^## Solution/m, 'We also audited the partner data.\n\n## Solution');
    study(raw).value = String(study(raw).value).replace(/\n/g, '\r\n');
  });
  assert.equal(broken.problems.map((p) => p.split(': ')[0]), [`${FILE}:${line}`]);
});

test('an unknown brand token is named at its line', () => {
  let line = 0;
  const { problems } = validated((raw) => (line = edit(raw.about, /\n*$/, '\n\nWritten by {{founder}}.\n') + 2));
  assert.equal(problems.map((p) => p.split(' (known')[0]), [`content/pages/about.md:${line}: uses the unknown token {{founder}}`]);
});

test('the About page: raw HTML at its line, and an unknown header field', () => {
  let line = 0;
  let field = 0;
  const { problems } = validated((raw) => {
    line = edit(raw.about, /\n*$/, '\n\n<iframe src="https://maps.example/office"></iframe>\n') + 2;
    field = edit(raw.about, /^title: /m, 'subtitle: Who we are\ntitle: ');
  });
  assert.equal(problems.map((p) => p.split(': ')[0]), [`content/pages/about.md:${field}`, `content/pages/about.md:${line + 1}`]);
  assert.match(problems[0], /"subtitle" is not a known field/);
  assert.match(problems[1], /contains raw HTML/);
});

test.run();
