/**
 * npm run bench:dev: how long a content edit takes to reach the browser under `npm run dev`
 * (docs/decisions.md §9: at most 300 ms). Starts the dev server on a scratch copy of the project,
 * opens a blog post in Chromium, then edits the post's title again and again, each time timing
 * from the save to the reloaded page showing the new title. Prints each edit, the median, and
 * the median of the dev server's own rebuild time and render stage as it reports them.
 *
 *   node --import tsx test/tools/dev-latency.ts [--edits 15]
 */
import { performance } from 'node:perf_hooks';
import { launchBrowser } from '../helpers/browser.ts';
import { devProject } from '../dev/dev-events.ts';
import { A_POST } from '../helpers/content.ts';
import { toolOptions } from './measured-pages.ts';

const POST = A_POST.page;
const POST_SOURCE = A_POST.source;
const edits = Number(toolOptions('bench:dev', { edits: { fallback: '15', help: 'how many edits to time' } }, { measuresSite: false }).edits);

const browser = await launchBrowser({ build: 'full' });
if (!browser) throw new Error('The measurement needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
let serverLine = '';
const dev = await devProject((line) => (serverLine = line.trim()));
try {
  const page = await browser.newPage();
  await page.goto(`${dev.server.origin}${POST}`);
  const times: number[] = [];
  const rebuilds: number[] = [];
  const renders: number[] = [];
  // The first edits warm the build worker up, as a developer's first saves do; they are shown, not counted.
  const warmUp = 3;
  for (let n = 1; n <= edits + warmUp; n++) {
    const title = `Edit number ${n} of the title`;
    const reloaded = page.waitForEvent('domcontentloaded');
    const saved = performance.now();
    await dev.edit(POST_SOURCE, /^title: .*$/m, `title: ${title}`);
    await reloaded;
    const ms = performance.now() - saved;
    const shown = await page.locator('h1').innerText();
    if (shown !== title) throw new Error(`the page shows "${shown}", not "${title}"`);
    if (n > warmUp) {
      times.push(ms);
      // The server's line: "… changed in 41 ms (load 3, validate 19, diff 2, render 10, …)".
      rebuilds.push(Number(/ in (\d+) ms \(/.exec(serverLine)?.[1]));
      renders.push(Number(/\brender (\d+)/.exec(serverLine)?.[1]));
    }
    console.log(`  edit ${String(n).padStart(2)}: ${String(Math.round(ms)).padStart(4)} ms${n <= warmUp ? ' (warm-up)' : '          '}  server: ${serverLine.replace(/^.*?: /, '')}`);
  }
  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  };
  console.log(`\nContent edit → reloaded page in Chromium, ${times.length} edits: median ${at(times, 0.5)} ms, fastest ${at(times, 0)} ms, slowest ${at(times, 1)} ms (budget 300 ms)`);
  console.log(`The dev server's rebuild: median ${at(rebuilds, 0.5)} ms, of which rendering ${at(renders, 0.5)} ms`);
} finally {
  await browser.close();
  await dev.cleanup();
}
