/**
 * The brand typeface's @font-face rules (site/generator/brand-font.ts): the fallback is shaped by
 * the metrics of the font the site ships, and the rules say what the browser needs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { BRAND_FAMILY, BRAND_FONT_FILE, BRAND_METRICS, brandFontFaces, FALLBACK_FAMILY } from '../../site/generator/brand-font.ts';
import { capsizeFallbackMetrics, FALLBACK_METRICS_FILE, FONT_METRICS_COMMAND } from '../helpers/fallback-font-metrics.ts';

const require = createRequire(import.meta.url);
const faces = brandFontFaces('font.woff2').split('\n');
const property = (face: string, name: string) => new RegExp(`[{;]${name}:([^;}]*)`).exec(face)?.[1];

test('the fallback is computed from the metrics of the file the site ships', () => {
  const font = fontkit.create(readFileSync(BRAND_FONT_FILE)) as fontkit.Font;
  assert.is(font.familyName, BRAND_FAMILY);
  const shipped = { unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap };
  const used = { unitsPerEm: BRAND_METRICS.unitsPerEm, ascent: BRAND_METRICS.ascent, descent: BRAND_METRICS.descent, lineGap: BRAND_METRICS.lineGap };
  assert.equal(used, shipped);
});

test('the committed font metrics are those of the installed @capsizecss/metrics', () => {
  const committed: unknown = JSON.parse(readFileSync(FALLBACK_METRICS_FILE, 'utf8'));
  assert.equal(committed, capsizeFallbackMetrics(), `${FALLBACK_METRICS_FILE} is not what @capsizecss/metrics gives: run ${FONT_METRICS_COMMAND}`);
});

test('the brand face: the variable Latin file, every weight it has, swapped in when it arrives, for the characters it covers', () => {
  const brand = faces.find((face) => property(face, 'font-family') === `'${BRAND_FAMILY}'`)!;
  assert.ok(brand, faces.join('\n'));
  assert.match(BRAND_FONT_FILE, /-latin-wght-normal\.woff2$/);
  assert.is(property(brand, 'src'), `url("font.woff2") format('woff2')`);
  assert.is(property(brand, 'font-display'), 'swap');
  assert.is(property(brand, 'font-weight'), '200 800');
  const ranges = JSON.parse(readFileSync(require.resolve('@fontsource-variable/plus-jakarta-sans/unicode.json'), 'utf8')) as Record<string, string>;
  assert.is(property(brand, 'unicode-range'), ranges.latin);
});

test('the fallback faces: local fonts only, regular and bold, each resized and given the brand font\'s ascent and descent', () => {
  const fallbacks = faces.filter((face) => property(face, 'font-family') === `'${FALLBACK_FAMILY}'`);
  assert.equal(fallbacks.map((face) => property(face, 'font-weight')), ['400', '700']);
  for (const face of fallbacks) {
    assert.match(property(face, 'src')!, /^local\('[^']+'\)(,local\('[^']+'\))*$/);
    for (const name of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) assert.match(property(face, name) ?? '', /^\d+(\.\d+)?%$/, `${name} in ${face}`);
  }
});

test('the stylesheet tokens name the brand face, then its fallback, first', () => {
  const tokens = readFileSync(new URL('../../site/styles/tokens.css', import.meta.url), 'utf8');
  assert.match(tokens, new RegExp(`--font: '${BRAND_FAMILY}', '${FALLBACK_FAMILY}',`));
});

test.run();
