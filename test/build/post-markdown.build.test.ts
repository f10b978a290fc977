/**
 * Blog posts' Markdown is rendered, and checked, during validation like any other Markdown: the
 * pages print exactly that HTML, and a post's raw HTML fails the build,
 * naming the post and the line, before anything is written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../build.ts';
import { loadContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import { ContentError, formatProblem } from '../../site/errors.ts';
import { paths } from '../../site/paths.ts';
import { fileForPath } from '../../site/paths.ts';
import { A_POST, ANOTHER_POST, scratchContent } from '../helpers/content.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { projectRoot } from '../helpers/server.ts';

test('every post page prints the HTML validation rendered for it', async () => {
  const project = await scratchContent();
  try {
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
    // As the build publishes them: a draft has no page.
    const blog = validateContent(await loadContent(project.content)).blog.filter((post) => !post.draft);
    assert.ok(blog.length > 0);
    for (const post of blog) {
      const page = await readFile(path.join(project.out, fileForPath(paths.blogPost(post.slug))), 'utf8');
      assert.ok(page.includes(post.html), `${post.slug}: the page does not hold the post's HTML`);
    }
  } finally {
    await project.cleanup();
  }
});

test('raw HTML in a blog post fails the build naming the post and its line, and the old dist/ survives', async () => {
  const project = await scratchContent();
  try {
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
    const before = await readFile(path.join(project.out, 'blog/index.html'), 'utf8');
    const [post] = (await readdir(path.join(project.content, 'blog'))).sort();
    const text = await readFile(path.join(project.content, 'blog', post), 'utf8');
    // The post's first body line, right after its header's closing "---".
    const line = text.slice(0, text.indexOf('\n---\n') + 5).split('\n').length;
    await project.edit(`blog/${post}`, /\n---\n/, '\n---\n<div class="promo">Sale!</div>\n\n');
    let error: unknown;
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} }).catch((e: unknown) => (error = e));
    assert.instance(error, ContentError);
    const problems = (error as ContentError).problems.map((p) => formatProblem({ ...p, file: p.file.split('content/')[1] }));
    assert.ok(problems.some((p) => p.startsWith(`blog/${post}:${line}: contains raw HTML`)), problems.join('\n'));
    assert.is(await readFile(path.join(project.out, 'blog/index.html'), 'utf8'), before);
  } finally {
    await project.cleanup();
  }
});

test('a post of three sections or more lists them above its text, each linking to its heading; a shorter one lists none', async () => {
  const project = await scratchContent();
  try {
    const sections = ['Why the card went', 'What shoppers scan', 'What the chain learnt {#lessons}'];
    await project.edit(`blog/${A_POST.slug}.md`, /\s*$/, `\n\n${sections.map((s) => `## ${s}\n\nA paragraph.\n`).join('\n')}`);
    await project.edit(`blog/${ANOTHER_POST.slug}.md`, /\s*$/, '\n\n## One\n\nText.\n\n## Two\n\nText.\n');
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
    const listed = await loadPage(paths.blogPost(A_POST.slug), project.out);
    const contents = listed.querySelector('main nav.paper-contents--post')!;
    assert.ok(contents, 'the post lists its sections');
    const labelledBy = contents.getAttribute('aria-labelledby')!;
    assert.ok(listed.getElementById(labelledBy)?.textContent?.trim(), 'the list is named by its heading');
    assert.is(contents.hasAttribute('data-island'), false, 'a post\'s contents need no script');
    const links = [...contents.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    // A post's "## " headings are its h3s, below the page's own h2s.
    const headings = [...listed.querySelectorAll('[data-post-text] h3')].map((h) => [h.textContent, `#${h.id}`]);
    assert.equal(links, headings);
    assert.equal(links.slice(-3).map(([text]) => text), ['Why the card went', 'What shoppers scan', 'What the chain learnt']);
    assert.equal(headings.at(-1), ['What the chain learnt', '#lessons']);
    const short = await loadPage(paths.blogPost(ANOTHER_POST.slug), project.out);
    assert.is(short.querySelector('nav.paper-contents'), null);
  } finally {
    await project.cleanup();
  }
});

test.run();
