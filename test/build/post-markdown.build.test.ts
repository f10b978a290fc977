/**
 * Blog posts' Markdown rendered by the render stage (site/build/post-markdown.ts): the same HTML
 * as rendering it during validation, on either render thread, and raw HTML still refused before
 * anything is written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../build.ts';
import { loadContent, type RawContent } from '../../site/build/load.ts';
import { validateContent } from '../../site/build/validate.ts';
import { deferAgain, deferredMarkdown } from '../../site/build/post-markdown.ts';
import { ContentError } from '../../site/build/errors.ts';
import { contentDir, scratchProject } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const pristine = await loadContent(contentDir);

/** The real content plus a post whose body holds "<" in code, so that validation renders it itself. */
function withCodePost(): RawContent {
  const raw = structuredClone(pristine);
  const [first] = raw.blog;
  const text = String(first.value);
  raw.blog.push({ file: first.file.replace(/[^/]+\.md$/, 'comparing-scores.md'), value: `${text}\nA score is good when \`a < b\` holds.\n` });
  return raw;
}

test('a deferred post renders the HTML validation would have rendered', () => {
  const raw = withCodePost();
  const eager = validateContent(raw).blog;
  const deferred = validateContent(raw, { deferPostHtml: true }).blog;
  assert.equal(deferredMarkdown(deferred).filter(Boolean).length, deferred.length - 1, 'every post but the one with "<" is deferred');
  assert.equal(deferred.map((post) => post.html), eager.map((post) => post.html));
});

test('a copy of the posts (the helper thread\'s) renders the same HTML', () => {
  const raw = withCodePost();
  const eager = validateContent(raw).blog;
  const deferred = validateContent(raw, { deferPostHtml: true }).blog;
  const copy = structuredClone(deferred);
  assert.ok(copy.some((post) => post.html === undefined), 'the clone does not render them on the way');
  deferAgain(copy, deferredMarkdown(deferred));
  assert.equal(copy.map((post) => post.html), eager.map((post) => post.html));
});

test('raw HTML in a blog post fails the build naming the post, and the old dist/ survives', async () => {
  const project = await scratchProject();
  try {
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
    const before = await readFile(path.join(project.out, 'blog/index.html'), 'utf8');
    const [post] = (await readdir(path.join(project.content, 'blog'))).sort();
    await project.edit(`blog/${post}`, /\n---\n/, '\n---\n<div class="promo">Sale!</div>\n\n');
    let error: unknown;
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} }).catch((e: unknown) => (error = e));
    assert.instance(error, ContentError);
    const problems = (error as ContentError).problems.map((p) => `${p.file.split('content/')[1]}: ${p.message}`);
    assert.ok(problems.some((p) => p.startsWith(`blog/${post}: contains raw HTML`)), problems.join('\n'));
    assert.is(await readFile(path.join(project.out, 'blog/index.html'), 'utf8'), before);
  } finally {
    await project.cleanup();
  }
});

test.run();
