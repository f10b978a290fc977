/**
 * npm run report: what every page really costs a visitor. Builds if dist/ is missing (or measures
 * `--dist <dir>`), serves it on loopback, loads each page of the route table in Chromium, scrolls
 * to the end (so islands that start when visible load their scripts, GSAP included), and sums
 * what was downloaded, gzip. Prints a table and the totals, writes reports/report.json, and exits
 * non-zero when a page breaks its budget (docs/decisions.md §7).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildRouteTable } from '../../site/routes.tsx';
import { CSS_BUDGET, HOME_TOTAL_BUDGET, jsBudget as budgetFor } from '../../site/generator/page-weights.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { scrollThrough } from '../helpers/audit-pages.ts';
import { networkSettled } from '../helpers/waits.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { realContent } from '../helpers/content.ts';
import { distFolder, toolOptions } from './measured-pages.ts';
import { measureSearch, type SearchWeight } from './search-weight.ts';
import { searchWords } from '../helpers/search.ts';

interface Row {
  path: string;
  html: number;
  css: number;
  js: number;
  other: number;
  requests: number;
  jsBudget: number;
  ok: boolean;
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function measure(): Promise<{ rows: Row[]; search: SearchWeight }> {
  const dist = distFolder(toolOptions('report', {}).dist);
  const content = await realContent();
  const { pages } = buildRouteTable(content);
  const browser = await launchBrowser({ build: 'full' });
  if (!browser) throw new Error('The report needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
  const server = await serveDist(dist);
  const rows: Row[] = [];
  let search: SearchWeight;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    for (const route of pages) {
      const page = await context.newPage();
      const bodies: Promise<{ type: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        bodies.push(response.body().then((b) => ({ type, bytes: gzipSync(b).length }), () => ({ type, bytes: 0 })));
      });
      await page.goto(`${server.origin}${route.path}`);
      await networkSettled(page);
      // Scroll through the page so every 'visible' island starts and loads what it needs.
      await scrollThrough(page);
      await networkSettled(page);
      const all = await Promise.all(bodies);
      const sum = (types: string[]) => all.filter((r) => types.includes(r.type)).reduce((a, r) => a + r.bytes, 0);
      const row = { path: route.path, html: sum(['document']), css: sum(['stylesheet']), js: sum(['script']), other: sum(['image', 'font', 'fetch', 'xhr', 'other', 'media']), requests: all.length };
      const animated = await page.evaluate(() => 'gsap' in window || document.querySelector('[data-island$="-demo"], [data-island="hero-diagram"]') !== null);
      const jsBudget = budgetFor(route.path, animated);
      const total = row.html + row.css + row.js + row.other;
      const ok = row.js <= jsBudget && row.css <= CSS_BUDGET && (route.path !== '/' || total <= HOME_TOTAL_BUDGET);
      rows.push({ ...row, jsBudget, ok });
      await page.close();
    }
    // The search, apart from the pages: none of it loads before a visitor opens it.
    search = await measureSearch(browser, server.origin, dist, searchWords(content.caseStudies[0].title).split(' ')[0]);
  } finally {
    await browser.close();
    server.close();
  }
  return { rows, search };
}

function print(rows: Row[]): void {
  const head = ['page', 'HTML', 'CSS', 'JS', 'JS budget', 'other', 'requests', ''];
  const lines = rows.map((r) => [r.path, kb(r.html), kb(r.css), kb(r.js), kb(r.jsBudget), kb(r.other), String(r.requests), r.ok ? 'ok' : 'OVER BUDGET']);
  const totals = rows.reduce((t, r) => ({ html: t.html + r.html, css: t.css + r.css, js: t.js + r.js, other: t.other + r.other, requests: t.requests + r.requests }), { html: 0, css: 0, js: 0, other: 0, requests: 0 });
  lines.push(['total (all pages)', kb(totals.html), kb(totals.css), kb(totals.js), '', kb(totals.other), String(totals.requests), '']);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`KB gzip per page, after scrolling to the end (CSS budget ${kb(CSS_BUDGET)} KB; home everything ≤ ${kb(HOME_TOTAL_BUDGET)} KB)\n`);
  console.log(format(head));
  for (const l of lines) console.log(format(l));
}

function printSearch({ index, indexTotal, firstSearch }: SearchWeight): void {
  console.log(`\nSearch (loaded only when opened): index ${kb(indexTotal)} KB on disk (${Object.entries(index).map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(', ')})`);
  console.log(`first search for "${firstSearch.query}" from the header: ${kb(firstSearch.total)} KB over the wire in ${firstSearch.requests} requests`);
  for (const f of firstSearch.files) console.log(`  ${kb(f.bytes).padStart(6)}  ${f.path}`);
}

const { rows, search } = await measure();
print(rows);
printSearch(search);
await mkdir(path.join(projectRoot, 'reports'), { recursive: true });
await writeFile(path.join(projectRoot, 'reports/report.json'), `${JSON.stringify({ measured: new Date().toISOString(), unit: 'bytes gzip', pages: rows, search }, null, 2)}\n`);
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`\n${over.length} page(s) over budget: ${over.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within budget. JSON: reports/report.json`);
