/**
 * npm run bench: what each added blog post costs a clean build, ours beside Eleventy 3 (and Hugo,
 * when the machine has it) on the same generated posts (benchmarks/README.md). For each N it copies
 * content/ to a temporary folder, adds N generated posts, writes the same posts into each peer's
 * project, and times every generator as a whole process: wall time, CPU time, peak memory (RSS).
 * Rounds interleave the sizes and alternate which generator goes first, so a noisy machine
 * disturbs them all alike. The cost per added post is the median of each round's difference to
 * that round's N = 0 build of the same generator. Also printed: ours' stage times, and what /blog
 * weighs at each size (it must not grow with the blog).
 *
 *   node --import tsx benchmarks/bench.ts [--runs 5] [--sizes 0,250,1000] [--compare <checkout>,…]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../test/helpers/server.ts';
import { contentDir } from '../test/helpers/content.ts';
import { toolOptions } from '../test/tools/measured-pages.ts';
import { monthAsDate, writeBenchPosts, writePeerPosts } from './bench-posts.ts';

interface Run {
  ms: number;
  /** CPU time of the process, all threads, ms. */
  cpu: number;
  /** Peak resident memory of the process, bytes. */
  rss: number;
  /** Ours only: the build's own stage lines ("render  412 ms  …"), by stage. */
  stages: Record<string, number>;
}

/** A generator under test: how to prepare its project for a size, and the command that builds it. */
interface Generator {
  name: string;
  prepare(dir: string, content: string): Promise<void>;
  command(dir: string, content: string, out: string): { cwd: string; command: string; args: string[] };
}

const options = toolOptions('bench', {
  runs: { fallback: '5', help: 'builds of each size by each generator' },
  sizes: { fallback: '0,250,1000', help: 'how many posts to add, separated by commas; the first is the base' },
  compare: { fallback: '', help: 'other checkouts of this project (git worktrees at other commits, say), separated by commas, whose build.ts runs too, on the same content' },
}, { measuresSite: false });
const runs = Number(options.runs);
const sizes = options.sizes.split(',').map(Number);

// Each Node process reports its own peak memory and CPU time as its last line. CPU time shows what
// a build costs even on a busy machine, where wall time is noise.
const REPORT_USAGE = 'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stdout.write("\\nusage "+u.maxRSS+" "+(u.userCPUTime+u.systemCPUTime)+"\\n")})';

/** Hugo's version, or undefined when it (or GNU time, which measures it) is not installed. */
const hugoVersion = existsSync('/usr/bin/time') ? /v(\d+\.\d+\.\d+)/.exec(spawnSync('hugo', ['version'], { encoding: 'utf8' }).stdout ?? '')?.[1] : undefined;

const eleventyVersion = JSON.parse(await readFile(path.join(projectRoot, 'node_modules/@11ty/eleventy/package.json'), 'utf8')).version as string;

/** Our build.ts in the project folder `project`. */
const ours = (name: string, project: string): Generator => ({
  name,
  prepare: async () => {},
  command: (_dir, content, out) => ({ cwd: project, command: process.execPath, args: ['--import', 'tsx', '--import', REPORT_USAGE, 'build.ts', '--content', content, '--out', out] }),
});

const generators: Generator[] = [
  ours('ours', projectRoot),
  ...options.compare.split(',').filter(Boolean).map((checkout) => ours(`ours at ${checkout}`, path.resolve(checkout))),
  {
    name: `Eleventy ${eleventyVersion}`,
    prepare: async (dir, content) => {
      await cp(path.join(projectRoot, 'benchmarks/eleventy/site'), path.join(dir, 'eleventy'), { recursive: true });
      await writePeerPosts(content, path.join(dir, 'eleventy/blog'));
    },
    // Run from the size's folder, with paths relative to it: Eleventy reads a folder's data file
    // (blog/blog.11tydata.json) only for an input folder inside the one it starts in.
    command: (dir, _content, out) => ({
      cwd: dir,
      command: process.execPath,
      args: ['--import', REPORT_USAGE, path.join(projectRoot, 'node_modules/@11ty/eleventy/cmd.cjs'), `--config=${path.join(projectRoot, 'benchmarks/eleventy/eleventy.config.js')}`, '--input=eleventy', `--output=${path.relative(dir, out)}`, '--quiet'],
    }),
  },
  // Hugo, when the machine has it (Debian's hugo package): no Node process, so GNU time reports its usage.
  ...(hugoVersion ? [{
    name: `Hugo ${hugoVersion}`,
    prepare: async (dir: string, content: string) => {
      await cp(path.join(projectRoot, 'benchmarks/hugo/site'), path.join(dir, 'hugo'), { recursive: true });
      await writePeerPosts(content, path.join(dir, 'hugo/content/blog'), monthAsDate);
    },
    command: (dir: string, _content: string, out: string) => ({ cwd: dir, command: '/usr/bin/time', args: ['-f', 'usage-time %M %U %S', 'hugo', '--quiet', '--source', 'hugo', '--destination', out] }),
  }] : []),
];

function timeBuild({ cwd, command, args }: ReturnType<Generator['command']>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
      const stages = Object.fromEntries(Array.from(output.matchAll(/^ {2}(\w+)\s+(\d+) ms/gm), (m) => [m[1], Number(m[2])]));
      const node = /usage (\d+) (\d+)/.exec(output);
      if (node) return resolve({ ms, cpu: Number(node[2]) / 1000, rss: Number(node[1]) * 1024, stages });
      const time = /usage-time (\d+) ([\d.]+) ([\d.]+)/.exec(output);
      if (time) return resolve({ ms, cpu: (Number(time[2]) + Number(time[3])) * 1000, rss: Number(time[1]) * 1024, stages });
      reject(new Error(`${command} reported no usage:\n${output}`));
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
  // Ctrl-C or kill: the copies and builds go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (rmSync(root, { recursive: true, force: true }), process.exit(130)));
  try {
    const projects = await Promise.all(sizes.map(async (n) => {
      const dir = path.join(root, `n${n}`);
      const content = path.join(dir, 'content');
      await cp(contentDir, content, { recursive: true });
      await writeBenchPosts(content, n);
      for (const g of generators) await g.prepare(dir, content);
      return { n, dir, content, runs: new Map(generators.map((g) => [g, [] as Run[]])) };
    }));
    const out = (p: (typeof projects)[number], g: Generator, round: number) => path.join(p.dir, `out-${generators.indexOf(g)}-${round}`);
    console.log(`${generators.map((g) => g.name).join(', ')}: clean builds of each size, ${runs} rounds, interleaved (whole processes, start-up included)…`);
    for (let r = 0; r < runs; r++) {
      for (const p of projects) {
        // Which generator goes first alternates from round to round.
        const order = r % 2 ? [...generators].reverse() : generators;
        for (const g of order) {
          // A clean build, into a folder of its own, after the files of the build before are
          // flushed to disk (sync): writing back thousands of pages would slow whichever ran next.
          spawnSync('sync');
          p.runs.get(g)!.push(await timeBuild(g.command(p.dir, p.content, out(p, g, r))));
          process.stdout.write('.');
        }
      }
    }
    console.log('\n');

    // Each round builds every size one after the other, so a round's difference to the base build
    // of the same round is free of the machine's slow drifts; the median of those differences is
    // the cost, and their interquartile range shows how far to trust it.
    const base = projects[0];
    const perPost = (p: (typeof projects)[number], g: Generator, measure: (r: Run) => number) => {
      const costs = p.runs.get(g)!.map((run, r) => (measure(run) - measure(base.runs.get(g)![r])) / (p.n - base.n)).sort((a, b) => a - b);
      return { median: median(costs), q1: costs[Math.round(0.25 * (costs.length - 1))], q3: costs[Math.round(0.75 * (costs.length - 1))] };
    };
    const ms = (c: { median: number; q1: number; q3: number }) => `${c.median.toFixed(2)} ms (${c.q1.toFixed(2)}–${c.q3.toFixed(2)})`;
    const table = (header: string[], rows: (string | number)[][]) => console.log([`| ${header.join(' | ')} |`, `|${' ---: |'.repeat(header.length)}`, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n'));

    table(['generator', 'posts added', 'build (median)', 'CPU time (median)', 'peak memory (median / highest)'], generators.flatMap((g) => projects.map((p) => {
      const all = p.runs.get(g)!;
      return [g.name, p.n, `${(median(all.map((r) => r.ms)) / 1000).toFixed(2)} s`, `${(median(all.map((r) => r.cpu)) / 1000).toFixed(2)} s`, `${(median(all.map((r) => r.rss)) / 2 ** 20).toFixed(0)} / ${(Math.max(...all.map((r) => r.rss)) / 2 ** 20).toFixed(0)} MB`];
    })));
    console.log(`\nPer added post, against N = ${base.n} (median of the rounds' differences, IQR); "ours / peer" is the ratio of the medians:\n`);
    const [first, ...peers] = generators;
    table(['posts added', 'measure', ...generators.map((g) => g.name), ...peers.map((g) => `ours / ${g.name}`)], projects.slice(1).flatMap((p) => (['wall', 'CPU'] as const).map((what) => {
      const measure = (r: Run) => (what === 'wall' ? r.ms : r.cpu);
      const costs = generators.map((g) => perPost(p, g, measure));
      return [p.n, what, ...costs.map(ms), ...costs.slice(1).map((c) => (costs[0].median / c.median).toFixed(2))];
    })));

    console.log(`\n${first.name}: /blog's HTML (raw / gzip) and the build's stages (median ms, as build.ts prints them):`);
    const blogs = await Promise.all(projects.map((p) => readFile(path.join(out(p, first, 0), 'blog/index.html'))));
    for (const [i, p] of projects.entries()) {
      const blog = blogs[i];
      const growth = i === 0 ? '' : ` (${((gzipSync(blog).length / gzipSync(blogs[0]).length - 1) * 100).toFixed(1)}% against N = ${base.n})`;
      const runsOfOurs = p.runs.get(first)!;
      const stages = Object.keys(runsOfOurs[0].stages).filter((s) => s !== 'total').map((s) => `${s} ${median(runsOfOurs.map((r) => r.stages[s] ?? 0))}`).join(', ');
      console.log(`  N = ${String(p.n).padEnd(5)} /blog ${(blog.length / 1024).toFixed(1)} KB / ${(gzipSync(blog).length / 1024).toFixed(1)} KB${growth}\n           ${stages}`);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
