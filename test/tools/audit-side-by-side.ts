/**
 * npm run audit:side -- --against <dir>: Lighthouse's TBT and performance score for two builds on
 * the same machine in the same minutes, the honest way to tell a build's cost from the machine's
 * (Lighthouse multiplies the tasks it observes by 4, whatever the machine's speed). Both builds are
 * served at once; each audited page is run for one build, then the other, `--runs` rounds (3); the
 * median of each is printed with the range of Lighthouse's CPU benchmark index. `--dist` is the
 * build under test (dist/ by default), `--against` the one to compare with (e.g. an older commit's
 * `tsx build.ts --out`). Reports, never fails: `npm run audit` holds the targets.
 */
import { serveDist } from '../helpers/server.ts';
import { auditedPaths, distFolder, toolOptions } from './measured-pages.ts';
import { launchOfflineChromium, lighthouseRun } from './lighthouse.ts';

const options = toolOptions('audit:side', {
  against: { fallback: '', help: 'the other build, to compare with' },
  runs: { fallback: '3', help: 'rounds: each page once for each build' },
});
if (!options.against) {
  console.error('npm run audit:side needs --against <folder>: another build to compare with (e.g. made by tsx build.ts --out <folder> at an older commit).');
  process.exit(1);
}
const builds = [distFolder(options.dist), distFolder(options.against)];
const pagePaths = await auditedPaths();
const servers = await Promise.all(builds.map((dir) => serveDist(dir)));
const chrome = await launchOfflineChromium();
const runs = new Map<string, { tbt: number; performance: number }[]>();
const benchmarks: number[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (let round = 0; round < Number(options.runs); round++) {
    for (const pagePath of pagePaths) {
      for (const [i, server] of servers.entries()) {
        const lhr = await lighthouseRun(chrome.port, server.origin, pagePath);
        const row = { tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN), performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100) };
        benchmarks.push(Math.round(lhr.environment.benchmarkIndex));
        const key = `${pagePath}\t${i}`;
        runs.set(key, [...(runs.get(key) ?? []), row]);
        console.log(`  round ${round + 1} ${pagePath} ${builds[i]}: TBT ${row.tbt} ms, performance ${row.performance}`);
      }
    }
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map((server) => server.close()));
}
console.log(`\nMedian of ${options.runs} alternating runs; Lighthouse CPU benchmark index ${Math.min(...benchmarks)} to ${Math.max(...benchmarks)}`);
console.log(`  this build: ${builds[0]}\n  against:    ${builds[1]}\n`);
console.log(['page'.padEnd(28), ...['TBT, this', 'TBT, against', 'perf, this', 'perf, against'].map((head) => head.padEnd(22))].join(''));
for (const pagePath of pagePaths) {
  const [mine, theirs] = [0, 1].map((i) => runs.get(`${pagePath}\t${i}`) ?? []);
  const cell = (rows: typeof mine, pick: (r: (typeof mine)[number]) => number, unit = '') => `${median(rows.map(pick))}${unit} (${rows.map(pick).join(', ')})`;
  console.log([pagePath.padEnd(28), ...[cell(mine, (r) => r.tbt, ' ms'), cell(theirs, (r) => r.tbt, ' ms'), cell(mine, (r) => r.performance), cell(theirs, (r) => r.performance)].map((text) => text.padEnd(22))].join('').trimEnd());
}
process.exit(0);
