/**
 * A post written in another language (`lang:` in its header, site/model/language.ts): its own
 * words are marked with that language wherever they are shown, while the page around them stays
 * in the site's. Built from a scratch copy of the content, with one post's header given `lang: HI`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../build.ts';
import { paths } from '../../site/paths.ts';
import { A_POST, scratchContent } from '../helpers/content.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { projectRoot } from '../helpers/server.ts';
import { dialogFromCard } from '../../site/widgets/listing/dialog-from-card.dom.ts';
import { listFiles } from '../../site/generator/verify.ts';

const project = await scratchContent();
await project.edit(`blog/${A_POST.slug}.md`, /^---\n/, '---\nlang: HI\n');
await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
test.after(() => project.cleanup());

/** The `lang` of the elements `selector` finds on `page`, one entry each. */
const langs = (page: ParentNode, selector: string) => [...page.querySelectorAll(selector)].map((el) => el.getAttribute('lang'));

test('the post page is in the site’s language; its title, excerpt, breadcrumb and text are marked as Hindi', async () => {
  const page = await loadPage(A_POST.page, project.out);
  assert.is(page.documentElement.getAttribute('lang'), 'en');
  assert.equal(langs(page, 'h1, .page-hero .lead, [data-post-text], .breadcrumb [aria-current="page"]'), ['hi', 'hi', 'hi', 'hi'], 'the tag written HI is canonicalised');
  assert.is(page.querySelectorAll('body [lang]').length, 4, 'nothing else: the menus, byline and links around them stay English');
  const posting = [...page.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)).flatMap((d) => d['@graph'] ?? [d]).find((d) => d['@type'] === 'BlogPosting');
  assert.is(posting?.inLanguage, 'hi', 'the structured data names the language');
});

test('wherever another page shows the post, its title and excerpt are marked; the other posts’ are not', async () => {
  const href = `a[href="${A_POST.page}"]`;
  const shown: string[] = [];
  for (const file of listFiles(project.out).filter((f) => f.endsWith('.html'))) {
    const page = await loadPage(`/${file}`, project.out);
    for (const link of page.querySelectorAll(`.post-card__title ${href}, .related-post__title ${href}, .more-links ${href}`)) {
      shown.push(file);
      assert.is(link.closest('[lang]')?.getAttribute('lang'), 'hi', `${file}: ${link.outerHTML}`);
    }
    for (const card of page.querySelectorAll('.post-card, .related-post')) {
      const own = card.querySelector(href);
      assert.is(card.querySelectorAll('[lang="hi"]').length, own ? 2 : 0, `${file}: a card's title and excerpt, and only its own`);
    }
  }
  assert.ok(shown.includes(`${paths.blog.slice(1)}/index.html`), `the post is on /blog page 1: ${shown.join(', ')}`);
});

test('/blog’s dialog for the post marks its title and excerpt, as its card does', async () => {
  const page = await loadPage(paths.blog, project.out);
  const opener = page.querySelector<HTMLAnchorElement>(`a[data-listing-open="${A_POST.slug}"]`)!;
  const dialog = dialogFromCard(page.querySelector('[data-island="listing"]')!, opener)!;
  assert.equal(langs(dialog, '[data-dialog-part="title"], [data-dialog-part="excerpt"]'), ['hi', 'hi']);
  const other = page.querySelector<HTMLAnchorElement>(`a[data-listing-open]:not([data-listing-open="${A_POST.slug}"])`)!;
  assert.is(dialogFromCard(page.querySelector('[data-island="listing"]')!, other)!.querySelectorAll('[lang]').length, 0);
});

test('the blog feed marks the post’s entry, and only that one', async () => {
  const feed = await readFile(path.join(project.out, paths.blogFeed), 'utf8');
  assert.match(feed, '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
  const marked = [...feed.matchAll(/<entry xml:lang="hi">\s*<id>([^<]+)<\/id>/g)].map((m) => new URL(m[1]).pathname);
  assert.equal(marked, [A_POST.page]);
});

test.run();
