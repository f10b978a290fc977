/**
 * npm run bench: what each additional Markdown page costs a clean build (docs/decisions.md §9:
 * at most 1 ms, aiming at 0.5 ms). For each N it copies content/ to a temporary folder, adds N
 * generated blog posts, and times `build.ts` as a whole process, several times, interleaving the
 * sizes so that a noisy machine disturbs them all alike. Prints the median of each (wall time and
 * CPU time), the cost per added page against N = 0 (the median of each round's difference, with
 * its interquartile range), the build's peak memory, and what /blog weighs (HTML, raw and gzip,
 * and the change against N = 0: the listing pages keep it to its own four cards).
 *
 *   node --import tsx test/tools/bench.ts [--runs 5] [--sizes 0,250,1000,4000]
 */
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../helpers/server.ts';
import { contentDir } from '../helpers/content.ts';
import { writeBenchPosts } from './bench-posts.ts';
import { toolOptions } from './measured-pages.ts';

interface Run {
  ms: number;
  /** CPU time of the build process, all threads, ms. */
  cpu: number;
  /** Peak resident memory of the build process, bytes. */
  rss: number;
  /** The build's own stage lines ("render  412 ms  …"), by stage. */
  stages: Record<string, number>;
}

const options = toolOptions('bench', {
  runs: { fallback: '5', help: 'builds of each size' },
  sizes: { fallback: '0,250,1000,4000', help: 'how many posts to add, separated by commas' },
}, { measuresSite: false });
const runs = Number(options.runs);
const sizes = options.sizes.split(',').map(Number);

// The build process reports its own peak memory and CPU time as its last line, without touching
// build.ts. CPU time shows what a build costs even on a busy machine, where wall time is noise.
const REPORT_USAGE = 'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stdout.write("\\nusage "+u.maxRSS+" "+(u.userCPUTime+u.systemCPUTime)+"\\n")})';

function timeBuild(content: string, out: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', REPORT_USAGE, 'build.ts', '--content', content, '--out', out], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`build.ts exited with ${code}:\n${output}`));
      const stages = Object.fromEntries(Array.from(output.matchAll(/^ {2}(\w+)\s+(\d+) ms/gm), (m) => [m[1], Number(m[2])]));
      const [, rss, cpu] = /usage (\d+) (\d+)/.exec(output) ?? ['', '0', '0'];
      resolve({ ms, cpu: Number(cpu) / 1000, rss: Number(rss) * 1024, stages });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const root = await mkdtemp(path.join(tmpdir(), 'site-bench-'));
  try {
    const projects = await Promise.all(sizes.map(async (n) => {
      const content = path.join(root, `n${n}`, 'content');
      await cp(contentDir, content, { recursive: true });
      await writeBenchPosts(content, n);
      return { n, content, out: (run: number) => path.join(root, `n${n}`, `dist-${run}`), runs: [] as Run[] };
    }));
    console.log(`Clean builds (${runs} runs each, interleaved; whole process, tsx start-up included)…`);
    for (let r = 0; r < runs; r++) {
      for (const p of projects) {
        // A clean build, into a folder of its own: no output from the run before to swap out, and
        // no deletion of thousands of folders just before it, which leaves the kernel busy. For
        // the same reason the files the run before wrote are flushed to disk first (sync): on
        // this machine writing back 4,000 pages takes seconds, and would slow whichever build
        // ran next.
        spawnSync('sync');
        p.runs.push(await timeBuild(p.content, p.out(r)));
        process.stdout.write('.');
      }
    }
    console.log('\n');

    const rows = await Promise.all(projects.map(async (p) => {
      const blog = await readFile(path.join(p.out(0), 'blog/index.html'));
      const stageNames = Object.keys(p.runs[0].stages).filter((s) => s !== 'total');
      return {
        n: p.n,
        total: median(p.runs.map((r) => r.ms)),
        cpu: median(p.runs.map((r) => r.cpu)),
        rss: Math.max(...p.runs.map((r) => r.rss)),
        stages: stageNames.map((s) => `${s} ${median(p.runs.map((r) => r.stages[s] ?? 0))}`).join(', '),
        blogRaw: blog.length,
        blogGzip: gzipSync(blog).length,
      };
    }));
    const header = ['extra posts', 'build (median)', 'per added page (IQR)', 'CPU time', 'CPU per added page (IQR)', 'peak memory', '/blog HTML (raw / gzip)', '/blog gzip vs N = 0'];
    console.log(`| ${header.join(' | ')} |\n|${' ---: |'.repeat(header.length)}`);
    // Each round builds every size one after the other, so a round's difference to the N = 0 build
    // of the same round is free of the machine's slow drifts; the median of those differences is
    // the cost, and their interquartile range shows how far to trust it.
    const perPage = (p: (typeof projects)[number], measure: (r: Run) => number) => {
      if (p === projects[0]) return '–';
      const costs = p.runs.map((run, r) => (measure(run) - measure(projects[0].runs[r])) / (p.n - projects[0].n)).sort((a, b) => a - b);
      const quartile = (q: number) => costs[Math.round(q * (costs.length - 1))].toFixed(2);
      return `${median(costs).toFixed(2)} ms (${quartile(0.25)}–${quartile(0.75)})`;
    };
    for (const [i, row] of rows.entries()) {
      // The /blog page must weigh the same however many posts there are (docs/performance.md: within 15%).
      const growth = `${row.blogGzip >= rows[0].blogGzip ? '+' : ''}${((row.blogGzip / rows[0].blogGzip - 1) * 100).toFixed(1)}%`;
      const blog = `${(row.blogRaw / 1024).toFixed(1)} KB / ${(row.blogGzip / 1024).toFixed(1)} KB`;
      const cells = [row.n, `${(row.total / 1000).toFixed(2)} s`, perPage(projects[i], (r) => r.ms), `${(row.cpu / 1000).toFixed(2)} s`, perPage(projects[i], (r) => r.cpu), `${(row.rss / 2 ** 20).toFixed(0)} MB`, blog, i === 0 ? '–' : growth];
      console.log(`| ${cells.join(' | ')} |`);
    }
    console.log('\nStages (median ms, as build.ts prints them):');
    for (const row of rows) console.log(`  N = ${String(row.n).padEnd(5)} ${row.stages}`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
