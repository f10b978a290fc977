/**
 * npm run audit: the two checks of docs/decisions.md §8 that need more than the test suite has.
 * Lighthouse in its mobile defaults on home, a product, an industry, /case-studies and /blog
 * (served from dist/ on loopback as `npm start` serves it), and the Nu HTML Checker over every
 * built HTML file. Builds if dist/ is missing; `--dist <dir>` audits another build. Prints
 * everything, writes reports/audit.json, then exits non-zero when a score is under 100, TBT is
 * above 0 ms, CLS is 0.02 or more, a page requested another origin, or the checker found an error.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { auditedPaths, distFolder, toolOptions } from './measured-pages.ts';
import { CATEGORIES, lighthousePages, type LighthouseRow } from './lighthouse.ts';
import { vnuCheck, type VnuFile } from './vnu.ts';

const TBT_LIMIT_MS = 0;
const CLS_LIMIT = 0.02;

/** Why a Lighthouse row misses the targets; empty when it meets them all. */
function shortfalls(row: LighthouseRow): string[] {
  const problems = CATEGORIES.filter((c) => row.scores[c] !== 100).map((c) => `${c} ${row.scores[c] ?? 'not scored'}`);
  if (row.tbtMs === null || row.tbtMs > TBT_LIMIT_MS) problems.push(`TBT ${row.tbtMs === null ? 'not measured' : `${Math.round(row.tbtMs)} ms`}`);
  if (row.cls === null || row.cls >= CLS_LIMIT) problems.push(`CLS ${row.cls === null ? 'not measured' : row.cls.toFixed(3)}`);
  if (row.thirdParty.length) problems.push(`requests to other origins: ${row.thirdParty.join(', ')}`);
  if (row.error) problems.push(`error: ${row.error}`);
  return problems;
}

function printTable(rows: LighthouseRow[]): void {
  const head = ['page', 'perf', 'a11y', 'best', 'SEO', 'LCP', 'TBT', 'CLS', ''];
  const cell = (n: number | null, format: (n: number) => string) => (n === null ? '-' : format(n));
  const lines = rows.map((r) => [
    r.path,
    ...CATEGORIES.map((c) => cell(r.scores[c], String)),
    cell(r.lcpMs, (n) => `${(n / 1000).toFixed(1)} s`),
    cell(r.tbtMs, (n) => `${Math.round(n)} ms`),
    cell(r.cls, (n) => n.toFixed(3)),
    shortfalls(r).length ? 'MISSES TARGET' : 'ok',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\nLighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), the median of 3 runs per page\n');
  console.log(format(head));
  for (const l of lines) console.log(format(l));
  for (const r of rows) {
    const notes = [...shortfalls(r).filter((s) => !CATEGORIES.some((c) => s.startsWith(c))), ...r.failing, ...r.warnings.map((w) => `lighthouse warning: ${w}`)];
    if (notes.length) console.log(`\n${r.path}\n  ${notes.join('\n  ')}`);
  }
}

function printVnu(files: VnuFile[]): void {
  const withErrors = files.filter((f) => f.errors.length);
  const warnings = files.reduce((n, f) => n + f.warnings.length, 0);
  console.log(`\nNu HTML Checker: ${files.length} HTML files, ${withErrors.reduce((n, f) => n + f.errors.length, 0)} errors, ${warnings} warnings`);
  for (const f of withErrors) console.log(`\n${f.file}\n  ${f.errors.map((e) => `line ${e.line ?? '?'}: ${e.message}`).join('\n  ')}`);
  // Warnings do not fail the audit; the same warning on many pages is shown once.
  const byMessage = new Map<string, string[]>();
  for (const f of files) for (const w of f.warnings) byMessage.set(w.message, [...(byMessage.get(w.message) ?? []), f.file]);
  for (const [message, where] of byMessage) console.log(`  warning on ${where.length} file(s), e.g. ${where[0]}: ${message}`);
}

const dist = distFolder(toolOptions('audit', {}).dist);
const pagePaths = await auditedPaths();
const server = await serveDist(dist);
let lighthouse: LighthouseRow[];
try {
  console.log(`Auditing ${dist}`);
  lighthouse = await lighthousePages(server.origin, pagePaths, (line) => console.log(line));
} finally {
  server.close();
}
const vnu = await vnuCheck(dist);
printTable(lighthouse);
printVnu(vnu);

await mkdir(path.join(projectRoot, 'reports'), { recursive: true });
const report = { measured: new Date().toISOString(), lighthouse: { settings: 'mobile defaults', pages: lighthouse }, vnu: { files: vnu.length, results: vnu.filter((f) => f.errors.length || f.warnings.length) } };
await writeFile(path.join(projectRoot, 'reports/audit.json'), `${JSON.stringify(report, null, 2)}\n`);

const missed = lighthouse.filter((r) => shortfalls(r).length).map((r) => r.path);
const invalid = vnu.filter((f) => f.errors.length).map((f) => f.file);
if (missed.length || invalid.length) {
  if (missed.length) console.error(`\nLighthouse targets missed on ${missed.join(', ')}`);
  if (invalid.length) console.error(`\nHTML errors in ${invalid.length} file(s): ${invalid.join(', ')}`);
  process.exit(1);
}
console.log('\nEvery audited page scores 100 in all four categories with TBT 0 ms and CLS under 0.02; no HTML errors. JSON: reports/audit.json');
