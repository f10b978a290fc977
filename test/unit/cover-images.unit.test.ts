/** Cover photos' pure parts: the header fields, the widths each layout needs, srcset and the markup. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { validate } from '../../site/model/schema.ts';
import { blogHeader } from '../../site/model/resources.ts';
import { COVER_LAYOUTS, COVER_MIN_SIZE, COVER_PREVIEW, COVER_WIDTHS, coverHeight, coverIssues, coverSrcset, type Cover } from '../../site/model/cover-images.ts';
import { CoverImage } from '../../site/components/cover-image/CoverImage.tsx';

const post = { title: 'T', excerpt: 'E', author: 'A', role: 'R', date: 'March 2025', category: 'Gift Guides', color: 'blue' };
const headerIssues = (fields: Record<string, string>) => [...validate(blogHeader, { ...post, ...fields }), ...coverIssues(fields)];

test('a header may name a photo in content/images/ with its text alternative, or neither', () => {
  assert.equal(headerIssues({}), []);
  for (const image of ['dealer-meet.jpg', 'Event_2025.JPEG', 'screen.png', 'team.webp']) assert.equal(headerIssues({ image, imageAlt: 'Dealers at the meet' }), [], image);
});

test('a photo outside content/images/ or of another format is refused at "image"', () => {
  for (const image of ['photos/meet.jpg', '../secret.jpg', '/meet.jpg', '.hidden.jpg', 'meet.gif', 'meet.svg', 'meet', 'https://cdn.example/meet.jpg']) {
    const issues = headerIssues({ image, imageAlt: 'x' });
    assert.equal(issues.map((i) => i.path), ['image'], image);
    assert.match(issues[0].message, /\.jpg, \.jpeg, \.png or \.webp/);
  }
});

test('a photo named with spaces is refused with the name to rename it to', () => {
  const issues = headerIssues({ image: 'WhatsApp Image 2025-09-01 at 10.15.32.JPEG', imageAlt: 'Dealers at the meet' });
  assert.equal(issues.map((i) => i.path), ['image']);
  assert.match(issues[0].message, 'may not hold spaces; rename the file to "whatsapp-image-2025-09-01-at-10-15-32.jpeg"');
});

test('a photo needs a text alternative that is not empty, and an alternative needs a photo', () => {
  const missing = headerIssues({ image: 'meet.jpg' });
  assert.equal(missing.map((i) => i.path), ['imageAlt']);
  assert.match(missing[0].message, /is missing.*may not be empty/);
  for (const imageAlt of ['', '   ']) {
    const empty = headerIssues({ image: 'meet.jpg', imageAlt });
    assert.equal(empty.map((i) => i.path), ['imageAlt']);
    assert.match(empty[0].message, /must not be empty/);
  }
  assert.equal(headerIssues({ imageAlt: 'A photo' }).map((i) => i.message), ['is given without "image": name the photo, or remove imageAlt']);
});

test('every width a layout uses is written, and the smallest photo accepted is the widest of them at 16:9, which holds the link preview', () => {
  for (const { widths } of Object.values(COVER_LAYOUTS)) for (const w of widths) assert.ok(COVER_WIDTHS.includes(w));
  assert.equal([...COVER_WIDTHS], [...COVER_WIDTHS].sort((a, b) => a - b));
  assert.is(new Set(COVER_WIDTHS).size, COVER_WIDTHS.length);
  assert.equal(COVER_MIN_SIZE, { width: Math.max(...COVER_WIDTHS), height: coverHeight(Math.max(...COVER_WIDTHS)) });
  assert.ok(COVER_PREVIEW.width <= COVER_MIN_SIZE.width && COVER_PREVIEW.height <= COVER_MIN_SIZE.height, 'the preview is cut from the photo, never enlarged');
  assert.is(coverHeight(1200), 675);
  assert.is(coverHeight(400), 225);
});

const files = (format: string) => COVER_WIDTHS.map((width) => ({ url: `/assets/images/meet-${width}.0123456789.${format}`, width }));
const cover: Cover = { alt: 'Dealers at the meet', files: { avif: files('avif'), webp: files('webp') }, preview: '/assets/images/meet-preview.0123456789.jpg' };

test('a srcset lists only the widths of its layout, each with its file', () => {
  // The figure's layout leaves out the widest file, which other layouts use.
  assert.is(coverSrcset(cover.files.avif, 'figure'), '/assets/images/meet-400.0123456789.avif 400w, /assets/images/meet-800.0123456789.avif 800w');
  for (const layout of Object.keys(COVER_LAYOUTS) as (keyof typeof COVER_LAYOUTS)[]) {
    const expected = COVER_LAYOUTS[layout].widths.map((w) => `/assets/images/meet-${w}.0123456789.webp ${w}w`).join(', ');
    assert.is(coverSrcset(cover.files.webp, layout), expected, layout);
  }
});

const render = (layout: keyof typeof COVER_LAYOUTS) => {
  const { document } = parseHTML(`<!doctype html><html><body>${renderToStaticMarkup(createElement(CoverImage, { cover, layout }))}</body></html>`);
  return { sources: [...document.querySelectorAll('source')], img: document.querySelector('img')! };
};
// React writes srcSet and fetchPriority in camel case; HTML reads names in any case, linkedom does not.
const attr = (el: Element, name: string) => el.getAttribute(name) ?? el.getAttribute(name.replace('set', 'Set').replace('priority', 'Priority'));

test('the cover at the top of its page is fetched at once and first; every other one lazily', () => {
  const top = render('page').img;
  assert.is(top.getAttribute('loading'), 'eager');
  assert.is(attr(top, 'fetchpriority'), 'high');
  for (const layout of ['card', 'figure'] as const) {
    const { img } = render(layout);
    assert.is(img.getAttribute('loading'), 'lazy', layout);
    assert.is(attr(img, 'fetchpriority'), null, layout);
  }
});

test('a picture offers AVIF then WebP, with the box of its widest file so nothing moves', () => {
  for (const layout of ['page', 'card', 'figure'] as const) {
    const { sources, img } = render(layout);
    assert.equal(sources.map((s) => s.getAttribute('type')), ['image/avif', 'image/webp']);
    for (const s of sources) assert.is(s.getAttribute('sizes'), COVER_LAYOUTS[layout].sizes);
    const widest = Math.max(...COVER_LAYOUTS[layout].widths);
    assert.is(img.getAttribute('width'), String(widest));
    assert.is(img.getAttribute('height'), String(coverHeight(widest)));
    assert.is(img.getAttribute('alt'), 'Dealers at the meet');
    assert.ok(img.getAttribute('src')!.endsWith(`-${widest}.0123456789.webp`));
  }
});

test.run();
