/**
 * The font metrics the brand font's fallback faces are computed from (site/generator/brand-font.ts),
 * as @capsizecss/metrics gives them. That package is about 170 MB (every Google font), so it is a
 * devDependency: `npm run font-metrics` (test/tools/font-metrics.ts) copies the four fonts the
 * build needs into site/generator/fallback-font-metrics.json, and a unit test holds the file to
 * this, so a version that changes them fails until the command is run.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { createFontStack } from '@capsizecss/core';

const require = createRequire(import.meta.url);

/** The committed file brand-font.ts reads. */
export const FALLBACK_METRICS_FILE = fileURLToPath(new URL('../../site/generator/fallback-font-metrics.json', import.meta.url));
export const FONT_METRICS_COMMAND = 'npm run font-metrics';

/** The brand font and its local stand-in, regular and bold, by their paths in @capsizecss/metrics. */
export const FALLBACK_FONTS = ['plusJakartaSans', 'plusJakartaSans/700', 'arial', 'arial/700'] as const;

type FontStackMetrics = Parameters<typeof createFontStack>[0][number];

/** Exactly the fields createFontStack reads, the average width being the Latin subset's (as createFontStack picks it). */
const used = (metrics: FontStackMetrics): FontStackMetrics => ({
  familyName: metrics.familyName,
  fullName: metrics.fullName,
  postscriptName: metrics.postscriptName,
  ascent: metrics.ascent,
  descent: metrics.descent,
  lineGap: metrics.lineGap,
  unitsPerEm: metrics.unitsPerEm,
  xWidthAvg: metrics.subsets?.latin?.xWidthAvg ?? metrics.xWidthAvg,
});

/** What fallback-font-metrics.json holds, read from the installed @capsizecss/metrics. */
export function capsizeFallbackMetrics() {
  const { version } = require('@capsizecss/metrics/package.json') as { version: string };
  return {
    source: `@capsizecss/metrics ${version}, copied by ${FONT_METRICS_COMMAND}`,
    fonts: Object.fromEntries(FALLBACK_FONTS.map((font) => [font, used(require(`@capsizecss/metrics/${font}`) as FontStackMetrics)])),
  };
}
