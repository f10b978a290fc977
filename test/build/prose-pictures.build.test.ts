/**
 * Pictures in a text, end to end: a scratch copy whose post shows a photo with a caption and a
 * drawing, and whose whitepaper shows the same photo, is built with the real command. The pages
 * show the photo as a <picture> of AVIF and WebP files that exist, in its own shape and never
 * enlarged, sized for each kind of column; the drawing as its SVG with its own box; the photo is
 * encoded once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { paths } from '../../site/paths.ts';
import { PROSE_SIZES } from '../../site/model/prose-pictures.ts';
import { gradientPhoto } from '../helpers/gradient-photo.ts';
import { A_POST } from '../helpers/content.ts';
import { withoutPhotos } from '../helpers/without-photos.ts';
import { PAPER as PAPER_FILE, append } from './bad-inputs/row.ts';

/** A whitepaper of the content: the first file (any may be renamed or removed). */
const PAPER = path.basename(PAPER_FILE, '.md');
const PHOTO = { name: 'payout-desk.jpg', width: 1000, height: 700, alt: 'Payout statements stacked on a dealer’s counter', caption: 'Statements from the March payout run' };
const DRAWING = { name: 'payout-days.svg', width: 640, height: 360, alt: 'Days from quarter close to payout, by step' };
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING.width}" height="${DRAWING.height}" viewBox="0 0 ${DRAWING.width} ${DRAWING.height}"><rect x="20" y="40" width="300" height="60" fill="#4f46e5"/></svg>`;

let site: ScratchSite;
let build: { code: number; stdout: string; stderr: string };

// React writes srcSet in camel case; HTML reads names in any case, linkedom does not.
const srcsetOf = (source: Element) => source.getAttribute('srcSet') ?? '';
const entries = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' '));

test.before(async () => {
  site = await scratchSite();
  rmSync(path.join(site.root, 'node_modules/.cache/site-images'), { recursive: true, force: true });
  // Only this test's pictures are counted below.
  await withoutPhotos(site);
  await site.write(`content/images/${PHOTO.name}`, await gradientPhoto(PHOTO.width, PHOTO.height, 'jpeg'));
  await site.write(`content/images/${DRAWING.name}`, SVG);
  await append(A_POST.source, `![${PHOTO.alt}](${PHOTO.name} "${PHOTO.caption}")\n\nThe steps, in days:\n\n![${DRAWING.alt}](${DRAWING.name})`)(site);
  await site.edit(`content/whitepapers/${PAPER}.md`, /^(## (?!Highlights).*)$/m, `$1\n\n![${PHOTO.alt}](${PHOTO.name})\n`);
  build = await site.run('build.ts');
});

test.after(() => site?.cleanup());

test('the build writes the photo once, at each width up to its own, in both formats, and copies the drawing', () => {
  assert.is(build.code, 0, build.stderr);
  // 400, 800 and the photo's own 1000 px, in AVIF and WebP; the drawing as it is.
  assert.match(build.stdout, /images .*2 pictures in texts, 7 files \(7 encoded, 0 from the cache\)/);
});

test('a photo alone in its paragraph is a figure: AVIF then WebP at widths up to its own, its shape kept, loaded lazily, captioned by its title', async () => {
  const page = await loadPage(paths.blogPost(A_POST.slug), site.out);
  const figure = page.querySelector('[data-post-text] figure.prose-picture:has(picture)');
  assert.ok(figure, 'no figure with a <picture> in the post');
  const [avif, webp] = [...figure!.querySelectorAll('source')];
  assert.equal([avif.getAttribute('type'), webp.getAttribute('type')], ['image/avif', 'image/webp']);
  for (const source of [avif, webp]) {
    assert.is(source.getAttribute('sizes'), PROSE_SIZES.post);
    const files = entries(srcsetOf(source));
    assert.equal(files.map(([, w]) => w), ['400w', '800w', '1000w']);
    for (const [url, w] of files) {
      const file = await sharp(path.join(site.out, url)).metadata();
      assert.equal([file.format, file.width, file.height], [source === avif ? 'heif' : 'webp', parseInt(w), Math.round((parseInt(w) * PHOTO.height) / PHOTO.width)], url);
    }
  }
  const img = figure!.querySelector('img')!;
  assert.equal(['alt', 'width', 'height', 'loading', 'decoding'].map((a) => img.getAttribute(a)), [PHOTO.alt, String(PHOTO.width), String(PHOTO.height), 'lazy', 'async']);
  assert.ok(existsSync(path.join(site.out, img.getAttribute('src')!)));
  assert.is(figure!.querySelector('figcaption')?.textContent, PHOTO.caption);
});

test('a drawing is its SVG, unchanged, with the box the SVG declares and no caption when it has no title', async () => {
  const page = await loadPage(paths.blogPost(A_POST.slug), site.out);
  const img = page.querySelector(`[data-post-text] figure.prose-picture > img[alt="${DRAWING.alt}"]`);
  assert.ok(img, 'no drawing in the post');
  assert.equal(['width', 'height', 'loading'].map((a) => img!.getAttribute(a)), [String(DRAWING.width), String(DRAWING.height), 'lazy']);
  assert.match(img!.getAttribute('src')!, /^\/assets\/images\/payout-days\.[0-9a-f]{10}\.svg$/);
  assert.is(readFileSync(path.join(site.out, img!.getAttribute('src')!), 'utf8'), SVG);
  assert.not.ok(img!.closest('figure')!.querySelector('figcaption'));
  // No placeholder is left anywhere.
  assert.not.ok(page.querySelector('[data-prose-picture]'));
});

test('the whitepaper shows the same files, sized for its own column', async () => {
  const post = await loadPage(paths.blogPost(A_POST.slug), site.out);
  const paper = await loadPage(paths.whitepaper(PAPER), site.out);
  const source = paper.querySelector('.resource-body figure.prose-picture source[type="image/avif"]');
  assert.ok(source, 'no photo in the whitepaper');
  assert.is(source!.getAttribute('sizes'), PROSE_SIZES.paper);
  assert.is(srcsetOf(source!), srcsetOf(post.querySelector('figure.prose-picture source[type="image/avif"]')!));
});

test.run();
