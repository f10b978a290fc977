/**
 * The brand typeface in the built site: one woff2, the Latin subset the package ships, copied under
 * a hashed name into assets/; every page preloads it, and the stylesheet's @font-face names it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildRouteTable } from '../../site/routes.tsx';
import { BRAND_FONT_FILE } from '../../site/generator/brand-font.ts';
import { securityHeaders } from '../../site/generator/host-config.ts';
import { publishedContent } from '../helpers/content.ts';
import { distDir, loadPage } from '../helpers/built-pages.ts';

const content = await publishedContent();
const { pages } = buildRouteTable(content);
const fonts = readdirSync(path.join(distDir, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.woff2?$/.test(file));

test('the site ships one font file: the package\'s Latin woff2, unchanged, under a hashed name', () => {
  assert.is(fonts.length, 1, fonts.join(', '));
  const [font] = fonts;
  assert.match(path.basename(font), new RegExp(`^${path.basename(BRAND_FONT_FILE, '.woff2')}-[A-Z0-9]+\\.woff2$`));
  assert.ok(readFileSync(path.join(distDir, 'assets', font)).equals(readFileSync(BRAND_FONT_FILE)));
});

test('every page preloads the font, as a font fetched without credentials, and its stylesheet names the same file', async () => {
  const href = `/assets/${fonts[0]}`;
  for (const route of pages) {
    const doc = await loadPage(route.path);
    const preloads = [...doc.querySelectorAll('link[rel="preload"][as="font"]')];
    assert.equal(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('type'), link.hasAttribute('crossorigin')]), [[href, 'font/woff2', true]], route.path);
    const main = doc.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
    const css = readFileSync(path.join(distDir, main), 'utf8');
    // The stylesheet is in assets/ too: it names the font relative to itself.
    assert.ok(css.includes(`url("./${path.posix.relative('/assets', href)}")`), `${main} names ${href}`);
  }
});

test('the Content-Security-Policy lets the site load its own fonts and no one else\'s', () => {
  assert.match(securityHeaders(content.site)['Content-Security-Policy'], /(^|; )font-src 'self'(;|$)/);
});

test.run();
