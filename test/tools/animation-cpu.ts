/**
 * npm run animcpu: what the home page's moving parts cost while a visitor just looks at them. For
 * each animated widget, loads `/` at 375 x 800, brings the widget to the middle of the screen,
 * lets it run, and traces `--seconds` (8) of the main thread: its CPU time per second, at full
 * speed, the median of `--runs` (3) loads. A widget that keeps the main thread busy between its
 * steps drains a phone's battery and answers taps late; on a CPU four times slower, 100 ms/s here
 * is 40% of it. Each widget is held to BUDGET_MS_PER_S (DESIGN: 10 ms/s); the command exits 1
 * when one is over. `--dist <dir>` measures another build; `--widgets rewards,xdr` only the widgets
 * whose names contain one of those words. Writes reports/animation-cpu.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { distFolder, toolOptions } from './measured-pages.ts';
import { longTasksOf, type TraceEvent } from './trace-tasks.ts';

/** Main-thread CPU a widget may cost while it runs on screen, in ms per second. */
const BUDGET_MS_PER_S = 10;

/** The widgets that move on their own, each by the element brought on screen. */
const WIDGETS: Record<string, string> = {
  'hero diagram': '.home-hero [data-island="hero-diagram"]',
  testimonials: '.testimonials',
  'statistics panel': '.stats',
  PulseWatch: '[data-island="pulsewatch-demo"]',
  'showcase: Gratify': '.showcase [data-island="gratify-demo"]',
  'showcase: Navigator': '.showcase [data-island="navigator-demo"]',
  'showcase: Rewards': '.showcase [data-island="rewards-demo"]',
  'showcase: XDR': '.showcase [data-island="xdr-demo"]',
};
const options = toolOptions('animcpu', {
  runs: { fallback: '3', help: 'measurements of each widget' },
  seconds: { fallback: '8', help: 'how long each measurement lasts' },
  widgets: { fallback: '', help: 'only these widgets, by name, separated by commas' },
});
const runs = Number(options.runs);
const seconds = Number(options.seconds);
const only = options.widgets.toLowerCase().split(',').filter(Boolean);
const measured = Object.entries(WIDGETS).filter(([widget]) => !only.length || only.some((word) => widget.toLowerCase().includes(word)));
if (!measured.length) throw new Error(`--widgets ${only.join(',')} names none of: ${Object.keys(WIDGETS).join(', ')}`);

/** Main-thread CPU ms per second of the page's renderer while `selector` sits mid-screen. */
async function cpuPerSecond(browser: Browser, origin: string, selector: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForTimeout(2500); // the hero's stages
    await centre(page, selector);
    await page.waitForTimeout(2500); // GSAP fetched, the widget started
    await centre(page, selector);
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.waitForTimeout(seconds * 1000);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    // Slowdown 1 and no threshold: every task of the page's main thread, at its own CPU time.
    const busy = longTasksOf(events, 1, 0).reduce((sum, task) => sum + task.ms, 0);
    return busy / seconds;
  } finally {
    await context.close();
  }
}

/**
 * Brings `selector` to the middle of the screen and keeps it there: sections laid out late take
 * their real height as they near the screen, which moves what is below them, so one scroll can
 * leave the widget a screen away (the Gratify card was measured off screen that way).
 */
async function centre(page: Page, selector: string): Promise<void> {
  for (let tries = 0; tries < 5; tries++) {
    await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const box = await page.locator(selector).boundingBox();
    if (box && box.y < 800 && box.y + box.height > 0 && Math.abs(box.y + box.height / 2 - 400) < 50) return;
  }
  throw new Error(`${selector} does not stay in the middle of the screen`);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const dist = distFolder(options.dist);
const browser = await launchBrowser({ build: 'full' });
if (!browser) throw new Error('npm run animcpu needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
const server = await serveDist(dist);
const results: { widget: string; selector: string; msPerSecond: number[] }[] = [];
try {
  console.log(`Main-thread CPU while each widget of / runs mid-screen, 375 x 800, ${seconds} s traced, median of ${runs} loads, ${dist}\n`);
  for (const [widget, selector] of measured) {
    const msPerSecond: number[] = [];
    for (let run = 0; run < runs; run++) msPerSecond.push(await cpuPerSecond(browser, server.origin, selector));
    results.push({ widget, selector, msPerSecond });
    const over = median(msPerSecond) > BUDGET_MS_PER_S;
    console.log(`  ${widget.padEnd(22)} ${String(Math.round(median(msPerSecond))).padStart(4)} ms/s / ${BUDGET_MS_PER_S}  ${over ? 'OVER' : 'ok  '}  (${msPerSecond.map(Math.round).join(', ')})`);
  }
} finally {
  server.close();
  await browser.close();
}
await mkdir(path.join(projectRoot, 'reports'), { recursive: true });
await writeFile(path.join(projectRoot, 'reports/animation-cpu.json'), `${JSON.stringify({ measured: new Date().toISOString(), seconds, budgetMsPerSecond: BUDGET_MS_PER_S, widgets: results }, null, 2)}\n`);
const over = results.filter((r) => median(r.msPerSecond) > BUDGET_MS_PER_S);
if (over.length) {
  console.error(`\n${over.length} over the budget of ${BUDGET_MS_PER_S} ms/s: ${over.map((r) => r.widget).join(', ')}`);
  process.exitCode = 1;
}
