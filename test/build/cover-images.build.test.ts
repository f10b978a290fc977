/**
 * Cover photos end to end: a scratch copy of the project whose blog post and case study name a
 * photo (gradients made with sharp) is built with the real command; the pages show each photo as
 * a <picture> of AVIF and WebP files that exist, sized and loaded as the layout says, share it as
 * their link preview, and a second build takes every file from the encoder's cache.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { paths } from '../../site/paths.ts';
import sharp from 'sharp';
import { COVER_LAYOUTS, COVER_PREVIEW, coverHeight } from '../../site/model/cover-images.ts';
import { gradientPhoto } from '../helpers/gradient-photo.ts';
import { A_POST, ANOTHER_POST, contentAsBuilt } from '../helpers/content.ts';
import { withoutPhotos } from '../helpers/without-photos.ts';
import { STUDY as STUDY_FILE } from './bad-inputs/row.ts';
import { socialImagePath, socialSectionId } from '../../site/document/social-card.ts';

const { site: siteFacts } = await contentAsBuilt();
/** A post shown as a card, not as the featured one, on the blog's first page: the second newest. */
const POST = ANOTHER_POST.slug;
const STUDY = path.basename(STUDY_FILE, '.md');
const POST_ALT = 'Dealers at a regional meet, holding their payout statements';
const STUDY_ALT = 'The loyalty dashboard on a branch manager’s screen';

let site: ScratchSite;
let first: { code: number; stdout: string; stderr: string };

const cacheDir = () => path.join(site.root, 'node_modules/.cache/site-images');
const cacheTimes = () => Object.fromEntries(readdirSync(cacheDir()).map((f) => [f, statSync(path.join(cacheDir(), f)).mtimeMs]));
// React writes srcSet and fetchPriority in camel case; HTML reads names in any case, linkedom does not.
const attr = (el: Element, name: string) => el.getAttribute(name) ?? el.getAttribute({ srcset: 'srcSet', fetchpriority: 'fetchPriority' }[name] ?? name);
const widthsOf = (srcset: string | null | undefined) => (srcset ?? '').split(', ').map((entry) => Number(entry.split(' ')[1].replace('w', '')));
const urlsOf = (srcset: string | null | undefined) => (srcset ?? '').split(', ').map((entry) => entry.split(' ')[0]);

test.before(async () => {
  site = await scratchSite();
  // The copy's node_modules links the project's, encoder cache and all: this build starts without one.
  rmSync(cacheDir(), { recursive: true, force: true });
  // Only this test's two photos are counted below.
  await withoutPhotos(site);
  await site.write('content/images/dealer-meet.jpg', await gradientPhoto(1600, 1000, 'jpeg'));
  await site.write('content/images/dashboard.png', await gradientPhoto(1400, 800, 'png', 90));
  await site.edit(`content/blog/${POST}.md`, /^---\n/, `---\nimage: dealer-meet.jpg\nimageAlt: ${POST_ALT}\n`);
  await site.edit(`content/case-studies/${STUDY}.md`, /^---\n/, `---\nimage: dashboard.png\nimageAlt: ${STUDY_ALT}\n`);
  first = await site.run('build.ts');
});

test.after(() => site?.cleanup());

test('the build encodes both photos at every width, in both formats', () => {
  assert.is(first.code, 0, first.stderr);
  assert.match(first.stdout, /images .*2 cover photos, 14 files \(14 encoded, 0 from the cache\)/);
});

/** Checks one <picture>: both sources at the layout's widths, files that exist, the box and how it loads. */
async function checkPicture(picture: Element | null, layout: keyof typeof COVER_LAYOUTS, alt: string, first: boolean) {
  assert.ok(picture, `no <picture> for the ${layout} layout`);
  const [avif, webp] = [...picture!.querySelectorAll('source')];
  assert.is(avif.getAttribute('type'), 'image/avif');
  assert.is(webp.getAttribute('type'), 'image/webp');
  for (const source of [avif, webp]) {
    assert.equal(widthsOf(attr(source, 'srcset')), [...COVER_LAYOUTS[layout].widths]);
    assert.is(source.getAttribute('sizes'), COVER_LAYOUTS[layout].sizes);
    for (const url of urlsOf(attr(source, 'srcset'))) {
      assert.match(url, /^\/assets\/images\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(avif|webp)$/);
      assert.ok(existsSync(path.join(site.out, url)), `${url} was not written`);
    }
  }
  const img = picture!.querySelector('img')!;
  const width = Math.max(...COVER_LAYOUTS[layout].widths);
  assert.is(img.getAttribute('alt'), alt);
  assert.is(img.getAttribute('width'), String(width));
  assert.is(img.getAttribute('height'), String(coverHeight(width)));
  assert.ok(existsSync(path.join(site.out, img.getAttribute('src')!)));
  assert.is(img.getAttribute('loading'), first ? 'eager' : 'lazy');
  assert.is(attr(img, 'fetchpriority'), first ? 'high' : null);
}

test('the post\'s own page shows its photo at the top, fetched at once; the listing card lazily at a small size', async () => {
  const page = await loadPage(paths.blogPost(POST), site.out);
  await checkPicture(page.querySelector('.page-hero__art picture'), 'page', POST_ALT, true);
  // The photo wins over the drawn cover, which a post without a photo shows instead.
  assert.not.ok(page.querySelector('.page-hero__art svg'));
  const drawn = await loadPage(paths.blogPost(A_POST.slug), site.out);
  assert.ok(drawn.querySelector('.page-hero__art svg.dc[aria-hidden="true"][data-motif]'), 'a post without a photo shows its drawn cover');
  assert.not.ok(drawn.querySelector('.page-hero__art picture'));
  const listing = await loadPage(paths.blog, site.out);
  const card = [...listing.querySelectorAll('.post-card')].find((c) => c.querySelector(`a[href="${paths.blogPost(POST)}"]`));
  await checkPicture(card!.querySelector('picture'), 'card', POST_ALT, false);
  assert.is(listing.querySelectorAll('.post-card picture').length, 1);
  assert.not.ok(card!.querySelector('svg'), 'the photo, not the drawing');
  assert.is(listing.querySelectorAll('.post-card svg.dc').length, listing.querySelectorAll('.post-card').length - 1, 'every other card shows its drawn cover');
});

test('the case study shows its photo in the headline figure and on its card', async () => {
  const page = await loadPage(paths.caseStudy(STUDY), site.out);
  await checkPicture(page.querySelector('.headline-figure picture'), 'figure', STUDY_ALT, false);
  const listing = await loadPage(paths.caseStudies, site.out);
  const card = [...listing.querySelectorAll('.cs-card')].find((c) => c.querySelector(`a[href="${paths.caseStudy(STUDY)}"]`));
  await checkPicture(card!.querySelector('picture'), 'card', STUDY_ALT, false);
  assert.not.ok(page.querySelector('.headline-figure svg') ?? card!.querySelector('svg.dc'), 'the photo, not the drawing');
  assert.is(listing.querySelectorAll('.cs-card svg.dc').length, listing.querySelectorAll('.cs-card').length - 1, 'every other card shows its drawn cover');
});

/** What a link preview reads: the Open Graph and Twitter images, and the page's structured data. */
async function sharedImage(route: string) {
  const page = await loadPage(route, site.out);
  const meta = (key: string) => page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const graph = JSON.parse(page.querySelector('main script[type="application/ld+json"]')?.textContent ?? '{}');
  return { url: meta('og:image'), type: meta('og:image:type'), width: meta('og:image:width'), height: meta('og:image:height'), alt: meta('og:image:alt'), twitter: meta('twitter:image'), twitterAlt: meta('twitter:image:alt'), structured: graph.image };
}

test('a page with a photo shares it: its link preview is a JPEG of the photo at the preview size, with the photo\'s alt', async () => {
  for (const [route, alt] of [[paths.blogPost(POST), POST_ALT], [paths.caseStudy(STUDY), STUDY_ALT]]) {
    const shared = await sharedImage(route);
    assert.match(shared.url ?? '', new RegExp(`^${siteFacts.origin}/assets/images/[a-z0-9-]+-preview\\.[0-9a-f]{10}\\.jpg$`), route);
    assert.equal({ ...shared, url: undefined }, {
      url: undefined, type: 'image/jpeg', width: String(COVER_PREVIEW.width), height: String(COVER_PREVIEW.height), alt, twitter: shared.url, twitterAlt: alt, structured: shared.url,
    }, route);
    const file = await sharp(path.join(site.out, new URL(shared.url!).pathname)).metadata();
    assert.equal([file.format, file.width, file.height], ['jpeg', COVER_PREVIEW.width, COVER_PREVIEW.height], route);
  }
  // A post without a photo keeps its section's image.
  const other = await sharedImage(paths.blogPost(A_POST.slug));
  assert.is(other.url, `${siteFacts.origin}${socialImagePath(socialSectionId(paths.blogPost(A_POST.slug)))}`);
});

test('a second build encodes nothing: every file comes from the cache, untouched', async () => {
  const before = cacheTimes();
  assert.is(Object.keys(before).length, 14);
  const again = await site.run('build.ts');
  assert.is(again.code, 0, again.stderr);
  assert.match(again.stdout, /images .*2 cover photos, 14 files \(0 encoded, 14 from the cache\)/);
  assert.equal(cacheTimes(), before);
});

test.run();
