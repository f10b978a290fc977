/**
 * npm run animcpu: what the home page's moving parts cost while a visitor just looks at them. For
 * each animated widget, loads `/` at 375 x 800, brings the widget to the middle of the screen,
 * lets it run, and traces `--seconds` (8) of the main thread: its CPU time per second, at full
 * speed, the median of `--runs` (3) loads. A widget that keeps the main thread busy between its
 * steps drains a phone's battery and answers taps late; on a CPU four times slower, 100 ms/s here
 * is 40% of it. `--dist <dir>` measures another build; `--widgets rewards,xdr` only the widgets
 * whose names contain one of those words. Writes reports/animation-cpu.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { distFolder, option } from './measured-pages.ts';
import { longTasksOf, type TraceEvent } from './trace-tasks.ts';

/** The widgets that move on their own, each by the element brought on screen. */
const WIDGETS: Record<string, string> = {
  'hero diagram': '.home-hero [data-island="hero-diagram"]',
  testimonials: '.testimonials',
  'statistics panel': '.stats',
  'showcase: Gratify': '.showcase__card:nth-child(1)',
  'showcase: Navigator': '.showcase__card:nth-child(2)',
  'showcase: Rewards': '.showcase__card:nth-child(3)',
  'showcase: XDR': '.showcase__card:nth-child(4)',
};
const runs = Number(option('--runs', '3'));
const seconds = Number(option('--seconds', '8'));
const only = option('--widgets', '').toLowerCase().split(',').filter(Boolean);
const measured = Object.entries(WIDGETS).filter(([widget]) => !only.length || only.some((word) => widget.toLowerCase().includes(word)));
if (!measured.length) throw new Error(`--widgets ${only.join(',')} names none of: ${Object.keys(WIDGETS).join(', ')}`);

/** Main-thread CPU ms per second of the page's renderer while `selector` sits mid-screen. */
async function cpuPerSecond(browser: Browser, origin: string, selector: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForTimeout(2500); // the hero's stages
    await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(2500); // GSAP fetched, the widget started
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

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const dist = distFolder();
const browser = await launchBrowser();
if (!browser) throw new Error('npm run animcpu needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
const server = await serveDist(dist);
const results: { widget: string; selector: string; msPerSecond: number[] }[] = [];
try {
  console.log(`Main-thread CPU while each widget of / runs mid-screen, 375 x 800, ${seconds} s traced, median of ${runs} loads, ${dist}\n`);
  for (const [widget, selector] of measured) {
    const msPerSecond: number[] = [];
    for (let run = 0; run < runs; run++) msPerSecond.push(await cpuPerSecond(browser, server.origin, selector));
    results.push({ widget, selector, msPerSecond });
    console.log(`  ${widget.padEnd(22)} ${String(Math.round(median(msPerSecond))).padStart(4)} ms/s  (${msPerSecond.map(Math.round).join(', ')})`);
  }
} finally {
  server.close();
  await browser.close();
}
await mkdir(path.join(projectRoot, 'reports'), { recursive: true });
await writeFile(path.join(projectRoot, 'reports/animation-cpu.json'), `${JSON.stringify({ measured: new Date().toISOString(), seconds, widgets: results }, null, 2)}\n`);
