/**
 * `npm run font-metrics`: writes site/generator/fallback-font-metrics.json, the four fonts' metrics
 * the brand font's fallback faces are computed from, copied from @capsizecss/metrics (a
 * devDependency, too large to install in production). Run it after updating that package.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { capsizeFallbackMetrics, FALLBACK_METRICS_FILE } from '../helpers/fallback-font-metrics.ts';

const metrics = capsizeFallbackMetrics();
writeFileSync(FALLBACK_METRICS_FILE, `${JSON.stringify(metrics, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), FALLBACK_METRICS_FILE)} (${metrics.source.split(',')[0]}).`);
