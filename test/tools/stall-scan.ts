/**
 * npm run stallscan: what moves when a page is drawn from half a document (a stalled network, a
 * slow phone's parser yielding mid-document). For each page and width, loads the page once per
 * stall point, held just before a start tag until two frames are drawn, then sends the rest and
 * reads every layout shift of the load. The stall points are the start tags of the header and the
 * first `--tags` (60) from `<main` on, less those that cannot draw anything new (see readDrawing);
 * a header drawn as on a page already scanned at that width is not scanned again. Prints each
 * page's worst point, its CLS and what moved; a point over `--threshold` (0.001) is a finding, and
 * any finding exits 1. `--pages /,/about`, `--widths 375,1280`, `--jobs 2` (pages loaded at once),
 * `--dist <dir>`. Writes reports/stall-scan.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { paths } from '../../site/paths.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { A_POST, realContent } from '../helpers/content.ts';
import { layoutShifts } from '../helpers/layout-shifts.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';
import { COUNT_FRAMES, loadStalled, serveStalling, type StallingServer } from '../helpers/stalling-server.ts';
import { twoFrames, untilTrueWithoutFrames } from '../helpers/waits.ts';
import { distFolder, toolOptions } from './measured-pages.ts';

const options = toolOptions('stallscan', {
  tags: { fallback: '60', help: 'start tags from <main on to stall before' },
  threshold: { fallback: '0.001', help: 'the layout shift that is a finding' },
  widths: { fallback: '375,1280', help: 'window widths, separated by commas' },
  jobs: { fallback: '2', help: 'pages loaded at once' },
  pages: { fallback: '', help: 'only these paths, separated by commas' },
});
const tagsInMain = Number(options.tags);
const threshold = Number(options.threshold);
const widths = options.widths.split(',').map(Number);
const jobs = Number(options.jobs);
const heightAt = (width: number) => (width < 768 ? 800 : 900);

/** Two frames drawn by the document still being parsed: the page is reused, and the one before has its frames too. */
const drawn = () => document.readyState === 'loading' && ((window as unknown as { __frames?: number }).__frames ?? 0) >= 2;

/** One of each kind of page with a first screen of its own, from today's content. */
async function defaultPages(): Promise<string[]> {
  const { products, industries, caseStudies, whitepapers } = await realContent();
  return [paths.home, paths.product(products[0].slug), paths.industry(industries[0].slug), paths.caseStudies, paths.caseStudy(caseStudies[0].id),
    paths.blog, A_POST.page, paths.whitepapers, paths.whitepaper(whitepapers[0].id), paths.about, paths.contact, paths.terms];
}

interface Point {
  /** The element's name, to match the tag with the element it makes. */
  name: string;
  /** The start tag, trimmed, as the report names it. */
  tag: string;
  /** The shortest text from the tag on whose first match in the page is this tag: where the network stalls. */
  at: string;
  /** Where the tag is: "header tag 12", "main +7" (the seventh start tag after `<main`'s). */
  place: string;
}

/** Every start tag from the header's to `<main`, and `count` more. Comments, scripts and styles hold no tags. */
function startTags(html: string, count: number): Point[] {
  const points: Point[] = [];
  const tokens = /<!--[\s\S]*?-->|<([a-zA-Z][\w-]*)[^>]*>/g;
  tokens.lastIndex = html.indexOf('<header');
  let main = -1;
  for (let m = tokens.exec(html); m && (main < 0 || points.length <= main + count); m = tokens.exec(html)) {
    if (!m[1]) continue;
    const name = m[1].toLowerCase();
    if (name === 'script' || name === 'style') tokens.lastIndex = html.indexOf(`</${name}`, tokens.lastIndex);
    if (main < 0 && name === 'main') main = points.length;
    let at = m[0];
    while (html.indexOf(at) !== m.index && m.index + at.length < html.length) at = html.slice(m.index, m.index + at.length * 2);
    const place = main < 0 ? `header tag ${points.length + 1}` : `main +${points.length - main}`;
    points.push({ name, tag: m[0].length > 60 ? `${m[0].slice(0, 59)}…` : m[0].slice(0, -1), at, place });
  }
  return points;
}

interface Drawing {
  /** For each tag, whether a stall just before it can draw something new. */
  kept: boolean[];
  /** The page's styles and its rendered elements before `<main>`: pages alike in this draw their headers alike. */
  header: string;
}

/**
 * Reads `Drawing` with the page held just before `</body>`: parsed and styled, but no island has
 * run, as at any stall. A tag is left out when its parent is not rendered (nothing among its
 * siblings is drawn) or is an SVG element (shapes are drawn in the SVG's own box, and Chromium
 * does not report them as moving). Tags and elements are matched in document order by name;
 * from the first that does not match (the parser moved an element), every tag is kept.
 */
async function readDrawing(page: Page, network: StallingServer, pagePath: string, tags: Point[]): Promise<Drawing> {
  const stall = network.stall(pagePath, '</body>');
  const loaded = page.goto(`${network.origin}${pagePath}`);
  loaded.catch(() => undefined); // awaited below
  await stall.sent;
  await untilTrueWithoutFrames(page, drawn);
  const drawing = await page.evaluate((names) => {
    const elements = [...document.querySelectorAll('*')];
    const start = elements.indexOf(document.querySelector('header')!);
    let matched = true;
    const kept = names.map((name, i) => {
      const parent = elements[start + i]?.parentElement;
      matched &&= elements[start + i]?.localName.toLowerCase() === name;
      return !matched || !parent || (parent.checkVisibility() && !(parent instanceof SVGElement));
    });
    const main = document.querySelector('main')!;
    const body = document.body.cloneNode(true) as HTMLElement;
    const copies = [...body.querySelectorAll('*')];
    [...document.body.querySelectorAll('*')].forEach((el, i) => (!el.checkVisibility() || el === main || main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) && copies[i].remove());
    const styles = [...document.styleSheets].map((sheet) => sheet.href ?? sheet.ownerNode?.textContent).join('\n');
    return { kept, header: `${styles}\n${(document.documentElement.cloneNode(false) as Element).outerHTML}${body.outerHTML}` };
  }, tags.map((p) => p.name));
  stall.release();
  await loaded;
  return drawing;
}

interface Measured { tag: string; place: string; cls: number; shifts: { value: number; sources: string[] }[]; error?: string }
interface Result { path: string; width: number; tags: number; points: number; headerAsOn?: string; seconds: number; worst: Measured; findings: Measured[]; errors: Measured[] }

/** The first page that scans each header drawn alike, at a width: the others leave its points out. */
const headersScanned = new Map<string, string>();

/** Loads `pagePath` once per stall point at `width`, in one tab: each load is a new document, with shifts of its own. */
async function scan(browser: Browser, network: StallingServer, pagePath: string, tags: Point[], width: number): Promise<Result> {
  const started = Date.now();
  const context = await browser.newContext({ viewport: { width, height: heightAt(width) } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.addInitScript(COUNT_FRAMES);
    const drawing = await readDrawing(page, network, pagePath, tags);
    const headerAsOn = headersScanned.get(`${width} ${drawing.header}`);
    if (!headerAsOn) headersScanned.set(`${width} ${drawing.header}`, pagePath);
    const points = tags.filter((p, i) => drawing.kept[i] && !(headerAsOn && p.place.startsWith('header')));
    const measured: Measured[] = [];
    for (const { tag, place, at } of points) {
      try {
        await loadStalled(page, network, pagePath, at, 'before', drawn);
        await twoFrames(page);
        const shifts = await layoutShifts(page);
        measured.push({ tag, place, cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts });
      } catch (error) {
        measured.push({ tag, place, cls: 0, shifts: [], error: (error as Error).message.split('\n')[0] });
      }
    }
    const worst = measured.reduce((a, m) => (m.cls > a.cls ? m : a));
    const seconds = Math.round((Date.now() - started) / 1000);
    return { path: pagePath, width, tags: tags.length, points: points.length, headerAsOn, seconds, worst, findings: measured.filter((m) => m.cls > threshold), errors: measured.filter((m) => m.error) };
  } finally {
    await context.close();
  }
}

/** What moved, by element: "<div.a.b> 0,10 300×40 → 0,30 300×40" gives "<div.a.b>". */
const movedNodes = (m: Measured) => [...new Set(m.shifts.flatMap((s) => s.sources.map((source) => source.replace(/ -?\d+,-?\d+ .*$/, ''))))].join(', ');
const before = (m: Measured) => `${m.place}, ${m.tag}`;
const row = (r: Result) => `${r.path.padEnd(44)} ${String(r.width).padStart(4)} ${`${r.points}/${r.tags}`.padStart(7)} ${r.worst.cls.toFixed(4)}  ${r.worst.cls ? `${before(r.worst)}  moved: ${movedNodes(r.worst)}` : '-'}`;

const dist = distFolder(options.dist);
const only = options.pages;
const pagePaths = only ? only.split(',') : await defaultPages();
const browser = await launchBrowser({ build: 'full' });
if (!browser) throw new Error('npm run stallscan needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');
const server = await serveDist(dist);
const results: Result[] = [];
const started = Date.now();
try {
  const network = await serveStalling(server.origin);
  try {
    console.log(`Stalled before the start tags of the header and the first ${tagsInMain} from <main>, at ${widths.join(' and ')} px, ${jobs} pages at once; a finding: CLS over ${threshold}. ${dist}\n`);
    // A worker takes a page and does its widths in turn: the network stalls one load of a path at a time.
    const queue = [...pagePaths];
    const worker = async () => {
      for (let pagePath = queue.shift(); pagePath; pagePath = queue.shift()) {
        const tags = startTags(await (await fetch(server.origin + pagePath)).text(), tagsInMain);
        for (const width of widths) {
          const result = await scan(browser, network, pagePath, tags, width);
          results.push(result);
          console.log(`  ${pagePath} at ${width} px: ${result.points} of ${result.tags} points${result.headerAsOn ? ` (header as on ${result.headerAsOn})` : ''} in ${result.seconds} s, worst ${result.worst.cls.toFixed(4)}, ${result.findings.length} over${result.errors.length ? `, ${result.errors.length} failed to load` : ''}`);
        }
      }
    };
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    network.close();
  }
} finally {
  server.close();
  await browser.close();
}

results.sort((a, b) => pagePaths.indexOf(a.path) - pagePaths.indexOf(b.path) || a.width - b.width);
console.log(`\n${'page'.padEnd(44)} ${'px'.padStart(4)} ${'points'.padStart(7)} worst   stalled before`);
results.forEach((r) => console.log(row(r)));
const findings = results.flatMap((r) => r.findings.map((m) => ({ path: r.path, width: r.width, ...m })));
const errors = results.flatMap((r) => r.errors.map((m) => `  ${r.path} at ${r.width} px, before ${before(m)}: ${m.error}`));
if (findings.length) console.log(`\nFindings:\n${findings.map((f) => `  ${f.path} at ${f.width} px, before ${before(f)}: ${f.cls.toFixed(4)}, moved: ${movedNodes(f)}`).join('\n')}`);
if (errors.length) console.error(`\nNot measured:\n${errors.join('\n')}`);
const seconds = Math.round((Date.now() - started) / 1000);
await mkdir(path.join(projectRoot, 'reports'), { recursive: true });
await writeFile(path.join(projectRoot, 'reports/stall-scan.json'), `${JSON.stringify({ measured: new Date().toISOString(), tagsInMain, threshold, widths, seconds, results }, null, 2)}\n`);
const points = results.reduce((n, r) => n + r.points, 0);
console.log(`\n${points} stall points on ${results.length} page-widths in ${seconds} s: ${findings.length} over ${threshold}${errors.length ? `, ${errors.length} not measured` : ''}. JSON: reports/stall-scan.json`);
if (findings.length || errors.length) process.exitCode = 1;
