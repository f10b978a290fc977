/**
 * Loading content: YAML is read as data (site/content-loader/yaml-data.ts), a file that does not
 * load is named with its line and never hides the problems of the others, a model problem is
 * placed on its field's line, code in content/ is refused unrun, and text is decoded strictly (a byte order mark is fine, bytes that are not UTF-8
 * are not). An office document dropped in a Markdown folder is refused, not ignored.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { decodeUtf8 } from '../../site/content-loader/load-problems.ts';
import { onYamlLines, readYaml } from '../../site/content-loader/yaml-data.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import { ContentError, formatProblem } from '../../site/errors.ts';
import { A_POST, ANOTHER_POST, anIndustry, scratchContent } from '../helpers/content.ts';

/** Every problem loading and validating `content` finds, as printed, with the scratch folder as the project root. */
async function problemsIn(project: { dir: string; content: string }): Promise<{ raw: RawContent; problems: string[] }> {
  const raw = await loadContent(project.content, { root: project.dir });
  try {
    validateContent(raw);
    return { raw, problems: [] };
  } catch (error) {
    assert.instance(error, ContentError);
    return { raw, problems: (error as ContentError).problems.map(formatProblem) };
  }
}

const lineOf = (text: string, at: string | RegExp) => text.slice(0, typeof at === 'string' ? text.indexOf(at) : text.search(at)).split('\n').length;

test('strict UTF-8: text decodes, a byte order mark is dropped, a bad byte is placed on its line', () => {
  assert.equal(decodeUtf8(Buffer.from('a\nb – ₹\n')), { text: 'a\nb – ₹\n' });
  assert.equal(decodeUtf8(Buffer.from('\uFEFF---\ntitle: x\n')), { text: '---\ntitle: x\n' });
  const latin1 = Buffer.concat([Buffer.from('one\ntwo\nthr'), Buffer.from([0xe9]), Buffer.from('e\nfour\n')]);
  assert.is((decodeUtf8(latin1) as { line: number }).line, 3);
  // A sequence cut short at the very end of the file.
  assert.is((decodeUtf8(Buffer.from([0x61, 0x0a, 0xe2, 0x82])) as { line: number }).line, 2);
  assert.match((decodeUtf8(Buffer.from('\uFEFFhi', 'utf16le')) as { message: string }).message, /UTF-16/);
});

test('UTF-16 without a byte order mark, either way round, is named as UTF-16, not read as text with zero bytes', () => {
  const header = '---\ntitle: Dealer payouts\nexcerpt: Why they run late\n---\nBody ₹ – text.\n';
  assert.equal(decodeUtf8(Buffer.from(header, 'utf16le')), { line: 1, message: 'is saved as UTF-16: save it as UTF-8' });
  assert.equal(decodeUtf8(Buffer.from(header, 'utf16le').swap16()), { line: 1, message: 'is saved as UTF-16: save it as UTF-8' });
});

test('a stray zero byte in UTF-8 text is placed on its line', () => {
  const text = Buffer.concat([Buffer.from('---\ntitle: Dealer payouts\n---\nOne line.\nTwo'), Buffer.from([0]), Buffer.from(' lines.\n')]);
  const decoded = decodeUtf8(text) as { line: number; message: string };
  assert.is(decoded.line, 5);
  assert.match(decoded.message, 'zero byte');
});

test('a YAML file is read as data with the core schema: numbers and true are values, a date and a quoted number stay text', () => {
  const read = readYaml('name: Acme\nfounded: 2016\npublic: true\nopened: 2024-01-15\ncode: "042"\nlist:\n  - a\n  - b\n');
  assert.equal(read.problems, []);
  assert.equal(read.value, { name: 'Acme', founded: 2016, public: true, opened: '2024-01-15', code: '042', list: ['a', 'b'] });
  assert.equal(read.lines, Object.assign(Object.create(null), { name: 1, founded: 2, public: 3, opened: 4, code: 5, list: 6, 'list[0]': 7, 'list[1]': 8 }));
});

test('a wrapped list is unwrapped, its fields named from the model\'s root; anything beside the wrapper is refused', () => {
  const read = readYaml('# a comment\nproducts:\n  - id: a\n    summary: One\n', { wrapper: 'products', root: 'products' });
  assert.equal(read.value, [{ id: 'a', summary: 'One' }]);
  assert.is(read.lines['products[0].summary'], 4);
  assert.is(read.lines.products, 2);
  assert.equal(readYaml('redirects: []\nextra: 1\n', { wrapper: 'redirects' }).problems, [{ line: 2, field: 'extra', message: 'is not read: this file holds "redirects:" and its list only; delete "extra" or move it into the list' }]);
  assert.equal(readYaml('- from: /a\n', { wrapper: 'redirects' }).problems, [{ line: 1, message: 'holds a list at its top, where the site reads "redirects:" and its list below it (docs/content.md §1)' }]);
});

test('a YAML syntax error is named at its line and column with what to write', () => {
  const problem = (text: string) => readYaml(text).problems;
  assert.equal(problem('title: Payouts: on time\n'), [{ line: 1, message: 'has a YAML syntax error at column 8: a value that holds ": " must be in double quotes: write title: "Payouts: on time"' }]);
  assert.equal(problem('a: 1\nlead: "Open\nb: 2\n'), [{ line: 2, message: 'has a YAML syntax error at column 7: a value in quotes is not closed: end it with the quote it starts with, on the same line' }]);
  assert.match(problem('hero:\n\ttitle: x\n')[0].message, /^has a YAML syntax error at column 1: this line is indented with a tab/);
  assert.match(problem("title: 'It's here'\n")[0].message, /goes on after the quote that closes it: put the whole value in double quotes, and write ’ for an apostrophe/);
  assert.match(problem('title: {{company}} at a glance\n')[0].message, /a value that starts with a brand token \(\{\{company\}\}\) must be in double quotes/);
  assert.equal(problem('a:\n  b: 1\n c: 2\n')[0].line, 3);
});

test('a key given twice, an alias, an anchor and a tag are refused at their lines', () => {
  assert.equal(readYaml('hero:\n  title: A\n  title: B\n').problems, [{ line: 3, field: 'hero.title', message: 'is given twice (first on line 2): keep one of them' }]);
  const aliases = readYaml('a: &x [1, 2]\nb: *x\nc: !!binary aGk=\n').problems;
  assert.equal(aliases.map((p) => [p.line, p.field]), [[1, 'a'], [2, 'b'], [3, 'c']]);
  assert.match(aliases[0].message, /^uses YAML's anchor &x, which the site does not read: delete it, and write the value out in full where it is needed/);
  assert.match(aliases[1].message, /^uses YAML's alias \*x, which the site does not read/);
  assert.match(aliases[2].message, /^has the YAML tag !!binary, which the site does not read/);
});

test('an alias bomb is refused before anything is expanded', () => {
  const levels = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let i = 1; i < 10; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
  const read = readYaml(`${levels.join('\n')}\n`);
  assert.is(read.value, undefined);
  assert.ok(read.problems.length > 0 && read.problems.every((p) => /anchor|alias/.test(p.message)));
});

test('a problem about a field is placed on its line, or on its nearest parent\'s when it is missing; one with a line keeps it', () => {
  const { lines } = readYaml('products:\n  - id: a\n    hero:\n      title: T\n', { wrapper: 'products', root: 'products' });
  const placed = onYamlLines([
    { file: 'content/products.yml', field: 'products[0].hero.title', message: 'a' },
    { file: 'content/products.yml', field: 'products[0].hero.lead', message: 'b' },
    { file: 'content/products.yml', field: 'products[0].hero.title', line: 9, message: 'c' },
    { file: 'content/site.yml', field: 'products[0].hero.title', message: 'd' },
  ], [{ file: 'content/products.yml', lines }]);
  assert.equal(placed.map((p) => p.line), [4, 3, 9, undefined]);
});

test('a syntax error in content/products.yml does not hide a Markdown problem elsewhere, and the file is not judged against its schema', async () => {
  const project = await scratchContent();
  try {
    await project.edit('products.yml', /^( {4}summary: )"?([^"\n]*)"?$/m, '$1"$2');
    await project.edit('case-studies/manufacturing.md', /\n## Key takeaway[\s\S]*$/, '\n');
    const { raw, problems } = await problemsIn(project);
    assert.ok(raw.products.failed);
    assert.equal(problems.filter((p) => p.startsWith('content/products.yml')).length, 1, problems.join('\n'));
    assert.match(problems.find((p) => p.startsWith('content/products.yml'))!, /^content\/products\.yml:\d+: has a YAML syntax error at column \d+: a value in quotes is not closed/);
    assert.ok(problems.some((p) => p.startsWith('content/case-studies/manufacturing.md: "## Key takeaway" section is missing')), problems.join('\n'));
  } finally {
    await project.cleanup();
  }
});

test('a broken content/site.yml is named once, and the other files are still checked without token noise', async () => {
  const project = await scratchContent();
  try {
    await project.edit('site.yml', /^company: /m, 'company: a: ');
    await project.edit('pages/about.md', /\s*$/, '\n\n<em>Trust</em> sits underneath everything we do.\n');
    const { problems } = await problemsIn(project);
    assert.is(problems.filter((p) => p.includes('syntax error')).length, 1, problems.join('\n'));
    assert.match(problems.find((p) => p.includes('syntax error'))!, /^content\/site\.yml:\d+: has a YAML syntax error/);
    assert.ok(problems.some((p) => /^content\/pages\/about\.md:\d+: contains raw HTML/.test(p)), problems.join('\n'));
    assert.not.ok(problems.some((p) => p.includes('unknown token')), problems.join('\n'));
    assert.not.ok(problems.some((p) => p.includes('{{')), `a value holding a token is not judged while the tokens are not known:\n${problems.join('\n')}`);
  } finally {
    await project.cleanup();
  }
});

test('a model problem in a YAML file names the field\'s line', async () => {
  const project = await scratchContent();
  try {
    const file = `industries/${anIndustry().slug}.yml`;
    await project.edit(file, /^slug: .*$/m, 'slug: not-its-name');
    const edited = await readFile(path.join(project.content, file), 'utf8');
    const { problems } = await problemsIn(project);
    assert.ok(problems.includes(`content/${file}:${lineOf(edited, /^slug: /m)}: "slug" must match the file name ("${anIndustry().slug}"), got "not-its-name"`), problems.join('\n'));
  } finally {
    await project.cleanup();
  }
});

test('code anywhere in content/ is refused by name and never run', async () => {
  const project = await scratchContent();
  try {
    const marker = path.join(project.dir, 'ran');
    const code = `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\nexport default {};\n`;
    await writeFile(path.join(project.content, 'site.ts'), code);
    await writeFile(path.join(project.content, 'blog', 'helper.mjs'), code);
    await writeFile(path.join(project.content, 'industries', '.hidden.ts'), code);
    const { problems } = await loadContent(project.content, { root: project.dir });
    assert.equal(problems.map(formatProblem), [
      'content/blog/helper.mjs: is code (.mjs), and nothing in content/ is run: content is YAML or Markdown. Write its values in content/blog/helper.yml (docs/content.md §1), then delete this file',
      'content/site.ts: is code (.ts), and nothing in content/ is run: content is YAML or Markdown. Write its values in content/site.yml (docs/content.md §1), then delete this file',
    ]);
    assert.not.ok(existsSync(marker), 'no content file ran');
  } finally {
    await project.cleanup();
  }
});

test('bytes that are not UTF-8 in a post are refused with file and line; a byte order mark in Markdown and in YAML is accepted', async () => {
  const project = await scratchContent();
  try {
    const file = (name: string) => path.join(project.content, name);
    const post = await readFile(file(`blog/${A_POST.slug}.md`));
    const at = post.indexOf('\n---\n') + 5;
    await writeFile(file(`blog/${A_POST.slug}.md`), Buffer.concat([post.subarray(0, at), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a, 0x0a]), post.subarray(at)]));
    for (const name of [`blog/${ANOTHER_POST.slug}.md`, 'company.yml']) await writeFile(file(name), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await readFile(file(name))]));
    const { raw, problems } = await problemsIn(project);
    const line = post.subarray(0, at).toString().split('\n').length;
    assert.equal(problems, [`${A_POST.source}:${line}: holds bytes on this line that are not UTF-8 text (saved as Latin-1 or Windows-1252?): save the file as UTF-8`]);
    const bom = raw.blog.find((l) => l.file.endsWith(`${ANOTHER_POST.slug}.md`))!;
    assert.ok(String(bom.value).startsWith('---\n'), 'the byte order mark is not part of the text');
  } finally {
    await project.cleanup();
  }
});

test('an empty Markdown file is one problem, not every field of its header missing', async () => {
  const project = await scratchContent();
  try {
    await writeFile(path.join(project.content, 'blog', `${A_POST.slug}.md`), '\n');
    const { problems } = await problemsIn(project);
    assert.equal(problems, [`${A_POST.source}: is empty: write its metadata header and text (docs/content.md §7), or delete the file`]);
  } finally {
    await project.cleanup();
  }
});

test('files are named relative to the project root when inside it, else by their absolute path', async () => {
  const project = await scratchContent();
  try {
    await rm(path.join(project.content, 'legal/terms.md'));
    const inside = await loadContent(project.content, { root: project.dir });
    assert.equal(inside.problems.map(formatProblem), ['content/legal/terms.md: is missing']);
    assert.is(inside.products.file, 'content/products.yml');
    const outside = await loadContent(project.content, { root: path.join(project.dir, 'elsewhere') });
    assert.equal(outside.problems.map(formatProblem), [`${path.join(project.content, 'legal/terms.md')}: is missing`]);
  } finally {
    await project.cleanup();
  }
});

test('a missing folder is one problem, not one for each file it should hold', async () => {
  const project = await scratchContent();
  try {
    await rm(path.join(project.content, 'case-studies'), { recursive: true });
    const { problems } = await problemsIn(project);
    assert.equal(problems, ['content/case-studies: folder is missing']);
  } finally {
    await project.cleanup();
  }
});

test('an office document in a Markdown folder is refused with the .md file to copy its text into; lock files and hidden files are left alone', async () => {
  const project = await scratchContent();
  try {
    const put = (file: string, text = 'PK\u0003\u0004') => writeFile(path.join(project.content, file), text);
    await put('blog/Payout Guide.docx');
    await put('whitepapers/ai-loyalty.pdf', '%PDF-1.4');
    await put('blog/~$yout Guide.docx');
    await put('blog/.draft.odt');
    // A Pages document is a folder on a Mac.
    await mkdir(path.join(project.content, 'case-studies/Kirana Notes.pages'));
    const { problems } = await loadContent(project.content, { root: project.dir });
    assert.equal(problems.map(formatProblem).sort(), [
      "content/blog/Payout Guide.docx: is a Word document, which can't be published as it is: copy its text into a new .md file, like content/blog/payout-guide.md, and move this file out of content/ (docs/content.md §7)",
      "content/case-studies/Kirana Notes.pages: is a Pages document, which can't be published as it is: copy its text into a new .md file, like content/case-studies/kirana-notes.md, and move this file out of content/ (docs/content.md §7)",
      "content/whitepapers/ai-loyalty.pdf: is a PDF, which can't be published as it is: copy its text into a new .md file, like content/whitepapers/ai-loyalty.md, and move this file out of content/ (docs/content.md §7)",
    ]);
  } finally {
    await project.cleanup();
  }
});

test.run();
