/**
 * The brand typeface, Plus Jakarta Sans: the variable woff2 of @fontsource-variable/plus-jakarta-sans
 * (weights 200 to 800 in one file; SIL Open Font License, its LICENSE ships in the package), Latin
 * subset only, and a fallback face over the local Arial (or a font with Arial's metrics) shaped to
 * take the same room, so that the swap when the font arrives moves nothing.
 *
 * site/styles/base.css imports `brand-font`; the bundle stage's plugin below answers with the two
 * @font-face rules, and esbuild copies the woff2 into assets/media/ under a hashed name.
 *
 * The fonts' metrics are capsize's (@capsizecss/metrics), copied into fallback-font-metrics.json by
 * `npm run font-metrics`: the package itself is about 170 MB, so it is only a devDependency.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';
import { createFontStack } from '@capsizecss/core';

const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource-variable/plus-jakarta-sans';

/** The font file the site ships, and the characters it covers (Fontsource's own list for the subset). */
export const BRAND_FONT_FILE = require.resolve(`${PACKAGE}/files/plus-jakarta-sans-latin-wght-normal.woff2`);
const LATIN_RANGE: string = (JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<string, string>).latin;

type FontMetrics = Parameters<typeof createFontStack>[0][number];
/** The committed copy of capsize's metrics (test/unit/brand-font.unit.test.ts holds it to the package). */
const METRICS_FILE = fileURLToPath(new URL('./fallback-font-metrics.json', import.meta.url));
const { fonts } = JSON.parse(readFileSync(METRICS_FILE, 'utf8')) as {
  fonts: Record<'plusJakartaSans' | 'plusJakartaSans/700' | 'arial' | 'arial/700', FontMetrics>;
};

/** The names site/styles/tokens.css puts first in --font. */
export const BRAND_FAMILY = fonts.plusJakartaSans.familyName;
export const FALLBACK_FAMILY = `${BRAND_FAMILY} Fallback`;
/** The metrics the fallback is shaped by: the brand font's (test/unit/brand-font.unit.test.ts reads them in the shipped file). */
export const BRAND_METRICS = fonts.plusJakartaSans;

/**
 * The stand-ins: Arial, or a local font with its metrics (Helvetica's advances are Arial's;
 * Liberation Sans and Arimo copy them), regular and bold, each resized by capsize's overrides
 * computed from its metrics and the brand font's at the same weight (average Latin width,
 * ascent, descent, line gap). The browser picks the bold face for 600 and over.
 */
const FALLBACKS: { weight: number; brand: FontMetrics; local: FontMetrics; names: string[] }[] = [
  { weight: 400, brand: fonts.plusJakartaSans, local: fonts.arial, names: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans-Regular', 'Arimo'] },
  { weight: 700, brand: fonts['plusJakartaSans/700'], local: fonts['arial/700'], names: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'] },
];

const declarations = (properties: Record<string, string>) =>
  Object.entries(properties).map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`).join(';');

/** The brand face and its fallback faces, as CSS. */
export function brandFontFaces(fontFile = BRAND_FONT_FILE): string {
  const brand = declarations({
    fontFamily: `'${BRAND_FAMILY}'`,
    fontStyle: 'normal',
    fontWeight: '200 800',
    fontDisplay: 'swap',
    src: `url(${JSON.stringify(fontFile)}) format('woff2')`,
    unicodeRange: LATIN_RANGE,
  });
  const fallbacks = FALLBACKS.map(({ weight, brand: metrics, local, names }) => {
    const [face] = createFontStack([metrics, local], { fontFaceFormat: 'styleObject' }).fontFaces;
    const { fontFamily: _name, src: _src, ...overrides } = face['@font-face'];
    return declarations({ fontFamily: `'${FALLBACK_FAMILY}'`, fontWeight: String(weight), src: names.map((name) => `local('${name}')`).join(','), ...(overrides as Record<string, string>) });
  });
  return [brand, ...fallbacks].map((rules) => `@font-face{${rules}}`).join('\n');
}

/** esbuild: `@import 'brand-font'` becomes the rules above; the woff2 they name is emitted as a file. */
export const brandFontPlugin: esbuild.Plugin = {
  name: 'brand-font',
  setup(build) {
    build.onResolve({ filter: /^brand-font$/ }, () => ({ path: 'brand-font', namespace: 'brand-font' }));
    build.onLoad({ filter: /.*/, namespace: 'brand-font' }, () => ({
      contents: brandFontFaces(`./${path.basename(BRAND_FONT_FILE)}`),
      loader: 'css',
      resolveDir: path.dirname(BRAND_FONT_FILE),
      watchFiles: [BRAND_FONT_FILE, METRICS_FILE],
    }));
  },
};
