/**
 * npm run longtasks: the main-thread tasks of a visit, on a CPU four times slower. Loads the five
 * audited pages and the 404 page (the lightest page, for comparison) at 375 x 800 in Chromium,
 * waits for the hero's stages, scrolls to the end (so every island and GSAP start), and reads the
 * trace. Each task's CPU time at full speed is multiplied by 4, the slowdown Lighthouse's default
 * simulation applies; Chromium's own throttling on a busy machine stretched some tasks 5 to 10
 * times instead. The median of `--runs` loads (5) per page is printed by kind of work; exits
 * non-zero when a page's median run has a task of its own over 50 ms. `--dist <dir>` measures
 * another build, `--pages /,/about` other pages. The first task of a load (the browser committing
 * the navigation: a new document and its JavaScript context) is shown but not counted: an empty
 * page has it too.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { auditedPaths, distFolder, toolOptions } from './measured-pages.ts';
import { longTasksOf, type TaskKind, type TimedTask, type TraceEvent } from './trace-tasks.ts';

const SLOWDOWN = 4;
const LIMIT_MS = 50;
const options = toolOptions('longtasks', {
  runs: { fallback: '5', help: 'visits of each page' },
  pages: { fallback: '', help: 'only these paths, separated by commas' },
});
const runs = Number(options.runs);

interface Visit {
  /** Tasks over the limit, at 4x, the navigation commit included. */
  long: TimedTask[];
  /** The longest task of the page's own work (everything but the navigation commit), at 4x. */
  longest: TimedTask | null;
}

async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(250);
  }
}

async function visit(page: Page, url: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000); // the hero's stages, and the islands started after the first paint
  await scrollToEnd(page);
  await page.waitForTimeout(1500);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  const tasks = longTasksOf(events, SLOWDOWN, 0);
  const own = tasks.filter((t) => t.kind !== 'navigation');
  return { long: tasks.filter((t) => t.ms > LIMIT_MS), longest: own.reduce<TimedTask | null>((a, t) => (!a || t.ms > a.ms ? t : a), null) };
}

/**
 * Lighthouse's CPU benchmark, run in a blank page: how fast this machine is right now. Its 4x
 * slowdown assumes a "high-end desktop" (1,500 to 2,000); a busy moment shows as a lower index, so
 * it is printed before each page's loads, beside the figures it may explain.
 */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)) as number);
  } finally {
    await page.close();
  }
}

const median = <T>(items: T[], by: (item: T) => number): T => [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)];
/** The median load, by its longest task of its own. */
const typicalVisit = (visits: Visit[]) => median(visits, (v) => v.longest?.ms ?? 0);
const ms = (n: number) => `${Math.round(n)} ms`;

function describe(visits: Visit[]): { longest: string; spread: string; over: string; kinds: string; typical: string } {
  const typical = typicalVisit(visits);
  const overCounts = visits.map((v) => v.long.filter((t) => t.kind !== 'navigation').length);
  const byKind = new Map<TaskKind, number[]>();
  for (const v of visits) for (const t of v.long) byKind.set(t.kind, [...(byKind.get(t.kind) ?? []), t.ms]);
  const kinds = [...byKind].map(([kind, list]) => `${kind} ${list.length}x (${ms(Math.min(...list))}-${ms(Math.max(...list))})`).join(', ');
  return {
    longest: typical.longest ? `${ms(typical.longest.ms)}, ${typical.longest.kind}${typical.longest.beforePaint ? ' before the first paint' : ''} (${typical.longest.detail})` : '-',
    spread: visits.map((v) => v.longest?.ms ?? 0).sort((x, y) => x - y).map(ms).join(', '),
    over: `${median(overCounts, (n) => n)} (${Math.min(...overCounts)}-${Math.max(...overCounts)})`,
    kinds: kinds || 'none',
    typical: typical.long.map((t) => `\n    at ${t.at} ms: ${ms(t.ms)}, ${t.kind} (${t.detail})`).join(''),
  };
}

const dist = distFolder(options.dist);
const only = options.pages;
const pagePaths = only ? only.split(',') : [...(await auditedPaths()), '/404.html'];
const browser = await launchBrowser({ build: 'full' });
if (!browser) throw new Error('npm run longtasks needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
const server = await serveDist(dist);
const results: { path: string; benchmarkIndex: number; visits: Visit[] }[] = [];
try {
  console.log(`Long tasks at ${SLOWDOWN}x (CPU time x ${SLOWDOWN}), ${runs} loads per page at 375 x 800, ${dist}`);
  for (const pagePath of pagePaths) {
    const index = await benchmarkIndex(browser);
    const visits: Visit[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      visits.push(await visit(await context.newPage(), server.origin + pagePath));
      await context.close();
    }
    results.push({ path: pagePath, benchmarkIndex: index, visits });
    const d = describe(visits);
    console.log(`\n${pagePath} (Lighthouse benchmark index just before: ${index})\n  longest task of its own (median run): ${d.longest}\n  longest task of its own in each load: ${d.spread}\n  tasks of its own over ${LIMIT_MS} ms per load: ${d.over}\n  every task over ${LIMIT_MS} ms in ${runs} loads: ${d.kinds}\n  those of the median load:${d.typical || ' none'}`);
  }
} finally {
  server.close();
  await browser.close();
}

await mkdir(path.join(projectRoot, 'reports'), { recursive: true });
await writeFile(path.join(projectRoot, 'reports/long-tasks.json'), `${JSON.stringify({ measured: new Date().toISOString(), slowdown: SLOWDOWN, limitMs: LIMIT_MS, pages: results }, null, 2)}\n`);
const missed = results.filter((r) => (typicalVisit(r.visits).longest?.ms ?? 0) > LIMIT_MS).map((r) => r.path);
if (missed.length) {
  console.error(`\nA task over ${LIMIT_MS} ms in the median load of ${missed.join(', ')}. JSON: reports/long-tasks.json`);
  process.exit(1);
}
console.log(`\nNo page has a task of its own over ${LIMIT_MS} ms in its median load. JSON: reports/long-tasks.json`);
