/** Which Open Graph image and type a page gets, from its path alone (site/document/social-card.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ogType, socialImage, socialSectionId, socialSections } from '../../site/document/social-card.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import { realContent } from '../helpers/content.ts';

const content = await realContent();
const { site } = content;

test('each part of the site maps to its section', () => {
  const expected: Record<string, string> = {
    '/': 'home',
    '/solutions/Gratify': 'solutions',
    [`/solutions/${site.xdrName}`]: 'solutions',
    '/industries/nbfc': 'industries',
    '/case-studies': 'resources',
    '/case-studies/some-study': 'resources',
    '/blog': 'resources',
    '/blog/some-post': 'resources',
    '/resources/whitepapers': 'resources',
    '/resources/whitepapers/some-paper': 'resources',
    '/about': 'company',
    '/careers': 'company',
    '/partners': 'company',
    '/contact': 'company',
    '/terms': 'company',
    '/404.html': 'home',
    '/error.html': 'home',
    '/error-503.html': 'home',
  };
  for (const [path, section] of Object.entries(expected)) assert.is(socialSectionId(path), section, path);
});

test('a prefix must end at a path segment: /blogger or /about-us is not under /blog or /about', () => {
  assert.is(socialSectionId('/blogger'), 'home');
  assert.is(socialSectionId('/about-us'), 'home');
  assert.is(socialSectionId('/solutionsX'), 'home');
});

test('every section of the route table has an image, and every image is used', () => {
  const used = new Set(buildRouteTable(content).pages.map((p) => socialSectionId(p.path)));
  assert.equal([...used].sort(), socialSections(site).map((s) => s.id).sort());
});

test('the image is an absolute URL under /og/ with its size and an alt naming the company and section', () => {
  assert.equal(socialImage({ path: '/industries/retail' }, site), {
    url: `${site.origin}/og/industries.png`,
    alt: `${site.company}: Industries`,
    width: 1200,
    height: 630,
    type: 'image/png',
  });
  assert.is(socialImage({ path: '/' }, site).alt, `${site.company}: ${site.tagline}`);
});

test('a page with a cover photo shows the photo\'s preview instead, described by the photo\'s alt', () => {
  const cover = { alt: 'Dealers at the Pune meet', files: { avif: [], webp: [] }, preview: '/assets/images/meet-preview.0123456789.jpg' };
  assert.equal(socialImage({ path: '/blog/a-post', cover }, site), {
    url: `${site.origin}/assets/images/meet-preview.0123456789.jpg`,
    alt: 'Dealers at the Pune meet',
    width: 1200,
    height: 630,
    type: 'image/jpeg',
  });
});

test('posts, case studies and whitepapers are articles; their listings and every other page are websites', () => {
  for (const path of ['/blog/a-post', '/case-studies/a-study', '/resources/whitepapers/a-paper']) assert.is(ogType(path), 'article', path);
  for (const path of ['/', '/blog', '/case-studies', '/resources/whitepapers', '/solutions/Gratify', '/about', '/404.html']) assert.is(ogType(path), 'website', path);
});

test.run();
