import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentLinkLocator, linesLinkingTo } from '../../site/generator/link-sources.ts';
import { checkLinks } from '../../site/generator/verify.ts';
import { BrokenLinksError } from '../../site/errors.ts';
import { linksIn } from '../../site/generator/verify.ts';

test('Markdown links, definitions and YAML values are found on their lines', () => {
  const md = 'Intro.\n\nSee [pricing](/pricing) and [the kit](</press kit> "Kit").\n\n[ref]: /pricing-old\n';
  assert.equal(linesLinkingTo(md, '/pricing', true), [3]);
  assert.equal(linesLinkingTo(md, '/press kit', true), [3]);
  assert.equal(linesLinkingTo(md, '/pricing-old', true), [5]);
  // The text of a link, or a longer path that starts the same, is not the link.
  assert.equal(linesLinkingTo('[/pricing](/pricing/plans)\n', '/pricing', true), []);
  // Quoted either way, plain after "name:" (a comment after it) or as a list item.
  assert.equal(linesLinkingTo("links:\n  - href: '/gone'\n    label: \"/gone\"\n  - to: /gone # moved\n  - /gone\n", '/gone', false), [2, 3, 4, 5]);
  assert.equal(linesLinkingTo('  href: /gone/deeper\n  note: see /gone today\n', '/gone', false), []);
});

test('a broken link written in content is named by its file and line, then the pages it is on', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'link-sources-'));
  try {
    await mkdir(path.join(dir, 'blog'));
    await writeFile(path.join(dir, 'blog', 'post.md'), '---\ntitle: A post\n---\nFirst.\n\nSee [our pricing]({{origin}}/pricing).\n');
    await writeFile(path.join(dir, 'navigation.yml'), 'links:\n  - label: Home\n    href: /\n');
    const locate = contentLinkLocator(dir, (file) => path.relative(dir, file), { origin: 'https://www.example.test' });
    const page = linksIn('<a href="https://www.example.test/pricing">p</a><a href="/nowhere">n</a>');
    const site = { files: new Set(['blog/post/index.html', 'other/index.html']), page: () => page };
    try {
      checkLinks(site, 'https://www.example.test', undefined, locate);
      assert.unreachable('checkLinks should have thrown');
    } catch (error) {
      assert.instance(error, BrokenLinksError);
      const [written, template] = (error as BrokenLinksError).problems;
      assert.equal({ file: written.file, line: written.line }, { file: 'blog/post.md', line: 6 });
      assert.is(written.message, 'links to "https://www.example.test/pricing", but no file answers that path (on page /blog/post and 1 other page: /other)');
      // Not written in the content (a template's link): named by the page, as before.
      assert.is(template.file, 'page /blog/post');
      assert.is(template.line, undefined);
    }
  } finally {
    await rm(dir, { recursive: true });
  }
});

test.run();
