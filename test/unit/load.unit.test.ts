/**
 * Loading content: a file that does not load is named with its line, never hides the problems of
 * the others, and text is decoded strictly (a byte order mark is fine, bytes that are not UTF-8
 * are not). An office document dropped in a Markdown folder is refused, not ignored.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { decodeUtf8, moduleProblems, SYNTAX_HINT } from '../../site/content-loader/load-problems.ts';
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

test('a syntax error names its file, line and column, from tsx\'s message or from esbuild\'s own errors', () => {
  const naming = { name: (f: string) => path.relative('/p', f), root: '/p', contentDir: '/p/content' };
  const fromTsx = Object.assign(new Error('Transform failed with 2 errors:\n/p/content/a.ts:4:2: ERROR: Expected "}" but found "c"\n/p/content/a.ts:9:0: ERROR: Unexpected end of file'), { name: 'TransformError' });
  assert.equal(moduleProblems(fromTsx, '/p/content/b.ts', naming).map(formatProblem), [
    `content/a.ts:4: has a syntax error at column 3: Expected "}" but found "c"${SYNTAX_HINT}`,
    `content/a.ts:9: has a syntax error at column 1: Unexpected end of file${SYNTAX_HINT}`,
  ]);
  const fromEsbuild = Object.assign(new Error('Build failed'), { errors: [{ text: 'Unexpected "const"', location: { file: 'content/site.ts', line: 8, column: 0 } }] });
  assert.equal(moduleProblems(new Error('line 8: Unexpected "const"', { cause: fromEsbuild }), '/p/content/home.ts', naming).map(formatProblem), [`content/site.ts:8: has a syntax error at column 1: Unexpected "const"${SYNTAX_HINT}`]);
});

test('a curly quote around a text, and a text left open, are named for what they are', () => {
  const naming = { name: (f: string) => path.relative('/p', f), root: '/p', contentDir: '/p/content' };
  const failed = (text: string) => moduleProblems(Object.assign(new Error('Build failed'), { errors: [{ text, location: { file: '/p/content/company.ts', line: 61, column: 11 } }] }), '/p/content/company.ts', naming).map(formatProblem);
  assert.equal(failed('Unexpected "‘"'), ['content/company.ts:61: has a syntax error at column 12: Unexpected "‘". A text must start and end with a straight quote (\'…\'), not a curly one as a word processor writes it']);
  assert.equal(failed('Unterminated string literal'), ['content/company.ts:61: has a syntax error at column 12: Unterminated string literal. A text is not closed: end it on the same line with the quote it starts with (\'…\')']);
});

test('a throw is placed at the first line of the stack in a content file; anything else thrown is named too', () => {
  const naming = { name: (f: string) => path.relative('/p', f), root: '/p', contentDir: '/p/content' };
  const error = new TypeError("Cannot read properties of undefined (reading 'x')");
  error.stack = `${error.name}: ${error.message}\n    at helper (/p/site/lib/text.ts:3:9)\n    at <anonymous> (/p/content/industries/retail.ts:12:40)\n    at ModuleJob.run (node:internal/modules/esm/module_job:325:25)`;
  assert.equal(moduleProblems(error, '/p/content/industries/retail.ts', naming).map(formatProblem), ["content/industries/retail.ts:12: threw an error while loading: Cannot read properties of undefined (reading 'x')"]);
  assert.equal(moduleProblems('oops', '/p/content/home.ts', naming).map(formatProblem), ['content/home.ts: threw "oops" while loading: throw an Error, or remove the throw']);
  const missing = Object.assign(new Error("Cannot find module '/p/content/gone.ts' imported from /p/content/home.ts"), { code: 'ERR_MODULE_NOT_FOUND' });
  assert.equal(moduleProblems(missing, '/p/content/home.ts', naming).map(formatProblem), ['content/home.ts: imports content/gone.ts, which does not exist']);
});

test('a syntax error in content/products.ts does not hide a Markdown problem elsewhere: both are reported', async () => {
  const project = await scratchContent();
  try {
    const products = await readFile(path.join(project.content, 'products.ts'), 'utf8');
    const icon = /^( {4}icon: '[^']*'),$/m;
    await project.edit('products.ts', icon, '$1');
    await project.edit('case-studies/manufacturing.md', /\n## Key takeaway[\s\S]*$/, '\n');
    const { raw, problems } = await problemsIn(project);
    assert.ok(raw.products.failed);
    assert.equal(problems.filter((p) => p.startsWith('content/products.ts')), [`content/products.ts:${lineOf(products, icon) + 1}: has a syntax error at column 5: Expected "}" but found "color"${SYNTAX_HINT}`]);
    assert.ok(problems.some((p) => p.startsWith('content/case-studies/manufacturing.md: "## Key takeaway" section is missing')), problems.join('\n'));
    assert.not.ok(problems.some((p) => p.startsWith('content/products.ts: "products')), 'a module that did not load is not judged against its schema');
  } finally {
    await project.cleanup();
  }
});

test('a broken content/site.ts is named once, though every module imports it, and Markdown is still checked without token noise', async () => {
  const project = await scratchContent();
  try {
    await project.edit('site.ts', /^const site/m, 'const site =\nconst site');
    await project.edit('pages/about.md', /\s*$/, '\n\n<em>Trust</em> sits underneath everything we do.\n');
    const { problems } = await problemsIn(project);
    assert.is(problems.filter((p) => p.includes('syntax error')).length, 1, problems.join('\n'));
    assert.match(problems.find((p) => p.includes('syntax error'))!, /^content\/site\.ts:\d+: has a syntax error/);
    assert.ok(problems.some((p) => /^content\/pages\/about\.md:\d+: contains raw HTML/.test(p)), problems.join('\n'));
    assert.not.ok(problems.some((p) => p.includes('unknown token')), problems.join('\n'));
  } finally {
    await project.cleanup();
  }
});

test('a module that throws while it runs is named with its line', async () => {
  const project = await scratchContent();
  try {
    const file = `industries/${anIndustry().slug}.ts`;
    await project.edit(file, /^const industry/m, "const featured = ['gratify'].find((p) => p === 'navigator')!.toUpperCase();\n\nconst industry");
    const edited = await readFile(path.join(project.content, file), 'utf8');
    const { problems } = await problemsIn(project);
    assert.equal(problems, [`content/${file}:${lineOf(edited, 'const featured')}: threw an error while loading: Cannot read properties of undefined (reading 'toUpperCase')`]);
  } finally {
    await project.cleanup();
  }
});

test('bytes that are not UTF-8 in a post are refused with file and line; a byte order mark in Markdown and in a module is accepted', async () => {
  const project = await scratchContent();
  try {
    const file = (name: string) => path.join(project.content, name);
    const post = await readFile(file(`blog/${A_POST.slug}.md`));
    const at = post.indexOf('\n---\n') + 5;
    await writeFile(file(`blog/${A_POST.slug}.md`), Buffer.concat([post.subarray(0, at), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a, 0x0a]), post.subarray(at)]));
    for (const name of [`blog/${ANOTHER_POST.slug}.md`, 'company.ts']) await writeFile(file(name), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await readFile(file(name))]));
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
    assert.is(inside.products.file, 'content/products.ts');
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
