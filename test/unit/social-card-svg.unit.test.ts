/**
 * The social images as the build draws them (site/document/social-card-svg.ts,
 * site/generator/social-images.ts): text as outlines of the card typeface, measured lines, the same
 * bytes each time, the cache, and the refusals. Expectations come from the site values, never
 * from today's wording.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CARD_LAYOUT, fitLine, readPalette, socialCardSvg, TOKENS_FILE, wrapText } from '../../site/document/social-card-svg.ts';
import { OG_MAX_BYTES, socialSections } from '../../site/document/social-card.ts';
import { APP_ICONS, APPLE_TOUCH_ICON, appIconSvg } from '../../site/document/app-icons.ts';
import { loadCardFaces } from '../../site/generator/card-fonts.ts';
import { socialImages } from '../../site/generator/social-images.ts';
import type { Site } from '../../site/model/content.ts';
import { ContentError } from '../../site/errors.ts';
import { CONTENT_FILES, contentDir, realContent } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';
import { rejection } from '../helpers/thrown.ts';

const { site } = await realContent();
const faces = await loadCardFaces();
const palette = readPalette(readFileSync(path.join(projectRoot, TOKENS_FILE), 'utf8'));
const [home] = socialSections(site);
const boldAt = (size: number) => (text: string) => faces.bold.width(text, size);

/** socialImages with a cache folder of its own, removed afterwards. */
async function draw(values: Site, cacheDir?: string) {
  const dir = cacheDir ?? (await mkdtemp(path.join(tmpdir(), 'social-cache-')));
  try {
    return await socialImages(values, { root: projectRoot, contentDir, cacheDir: dir });
  } finally {
    if (!cacheDir) await rm(dir, { recursive: true, force: true });
  }
}

test('lines are measured with the font: each fits its width, and the words come out whole and in order', () => {
  const measure = boldAt(56);
  const rows = wrapText(site.tagline, 500, 10, measure);
  for (const row of rows) assert.ok(measure(row) <= 500, `"${row}" is ${measure(row)} px wide`);
  assert.is(rows.join(' '), site.tagline.split(/\s+/).join(' '));
  // Narrower letters fit more on a line: the width is the font's, not a count of characters.
  assert.ok(boldAt(56)('iiiiiiiiii') < boldAt(56)('WWWWWWWWWW'));
});

test('text longer than its lines ends the last one with "…", and a word too long for a line is cut', () => {
  const measure = boldAt(56);
  const long = Array(30).fill(site.tagline).join(' ');
  const rows = wrapText(long, 500, 3, measure);
  assert.is(rows.length, 3);
  assert.ok(rows[2].endsWith('…'), rows[2]);
  for (const row of rows) assert.ok(measure(row) <= 500, row);
  const word = fitLine('W'.repeat(200), 300, measure);
  assert.ok(word.endsWith('…') && measure(word) <= 300, word);
});

test('the card is the same SVG each time, with no <text>: the company name is drawn as outlines of the card typeface', () => {
  const svg = socialCardSvg(home, site, palette, faces);
  assert.is(socialCardSvg(home, site, palette, faces), svg);
  assert.not.match(svg, /<(text|tspan|textPath)\b|font-family/);
  const { name } = CARD_LAYOUT;
  assert.ok(svg.includes(faces.bold.path(site.company, name.x, name.baseline, name.size)), 'the company name\'s outlines');
  const renamed = socialCardSvg(home, { ...site, company: `New ${site.company}` }, palette, faces);
  assert.ok(renamed.includes(faces.bold.path(`New ${site.company}`, name.x, name.baseline, name.size)));
  assert.not.ok(renamed.includes(faces.bold.path(site.company, name.x, name.baseline, name.size)));
});

test('two drawings without a cache give the same bytes; a second build with the cache draws nothing', async () => {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'social-cache-'));
  try {
    const first = await draw(site, cacheDir);
    const second = await draw(site);
    assert.is(first.drawn, first.files.size);
    assert.equal([...first.files.keys()], [...second.files.keys()]);
    for (const [file, png] of first.files) assert.ok(Buffer.compare(png, second.files.get(file)!) === 0, file);
    assert.is((await draw(site, cacheDir)).drawn, 0);
    // A new company name redraws the cards (each shows it) and not the icons (drawn from the favicon).
    const renamed = await draw({ ...site, company: `New ${site.company}` }, cacheDir);
    assert.is(renamed.drawn, renamed.cards);
    assert.ok(Buffer.compare(renamed.files.get('og/home.png')!, first.files.get('og/home.png')!) !== 0);
    assert.is((await readdir(cacheDir)).length, first.files.size + renamed.cards);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
});

test('the longest texts the card lets through still make a card under its budget', async () => {
  const wide = Array(40).fill('WMWMW ₹4,000 unparalleled').join(' ');
  const long = { ...site, company: `${wide} Private Limited`, tagline: wide, origin: `https://www.${'wm'.repeat(60)}.example` };
  const { files } = await draw(long);
  for (const [file, png] of files) assert.ok(png.length < OG_MAX_BYTES, `${file}: ${png.length} bytes`);
});

test('a company name or tagline with a letter the typeface lacks is refused at its field of the brand\'s file', async () => {
  const { problems } = await rejection(ContentError, draw({ ...site, company: 'Acme देव', tagline: `${site.tagline} ✓` }));
  assert.equal(problems.map((p) => [p.file, p.field]), [[CONTENT_FILES.site, 'company'], [CONTENT_FILES.site, 'tagline']]);
  assert.match(problems[0].message, '"द", "े", "व"');
  assert.match(problems[1].message, '"✓"');
});

test('the icons are the favicon at their size; a favicon with text, or without a size, is refused with how to fix it', () => {
  const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" fill="#4f46e5"/></svg>';
  for (const icon of APP_ICONS) {
    const drawn = appIconSvg(favicon, icon);
    assert.ok('svg' in drawn && drawn.svg.includes(`width="${icon.size}" height="${icon.size}"`), icon.path);
    assert.is('svg' in drawn && drawn.background, icon.fullBleed ? '#4f46e5' : undefined, icon.path);
  }
  const withText = appIconSvg(favicon.replace('</svg>', '<text x="4" y="20">A</text></svg>'), APPLE_TOUCH_ICON);
  assert.match('refused' in withText ? withText.refused : '', 'convert the text to outlines');
  const unsized = appIconSvg(favicon.replace(' width="32" height="32"', ''), APPLE_TOUCH_ICON);
  assert.match('refused' in unsized ? unsized.refused : '', 'needs width and height attributes');
});

test.run();
