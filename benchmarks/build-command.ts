/**
 * npm run bench:build: the wall time of the build as a command, start-up included, which is what
 * the 2 s budget of a clean build is read on (docs/performance.md, "The build command"). Each
 * round runs in turn `tsx build.ts`, the launcher `npm run build` runs (node
 * site/cli/build-launcher.mjs) and `npm run build` itself, and with `--against <checkout>` that
 * checkout's `tsx build.ts` first (an older commit in a worktree with its own node_modules).
 * Warm caches, dist/ (or the checkout's) present, as a maintainer rebuilds. Prints each command's
 * median and range of wall time and of the stages' own `total`, and the load average.
 *
 *   node --import tsx benchmarks/build-command.ts [--runs 7] [--against <checkout>]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectRoot } from '../test/helpers/server.ts';
import { toolOptions } from '../test/tools/measured-pages.ts';

const options = toolOptions('bench:build', {
  runs: { fallback: '7', help: 'rounds, each running every command once' },
  against: { fallback: '', help: 'another checkout whose tsx build.ts runs first in each round' },
}, { measuresSite: false });

interface Command { name: string; cwd: string; command: string; args: string[] }
const tsx = (cwd: string, name: string): Command => ({ name, cwd, command: path.join(cwd, 'node_modules/.bin/tsx'), args: ['build.ts'] });
const commands: Command[] = [
  ...(options.against ? [tsx(path.resolve(options.against), `tsx build.ts at ${options.against}`)] : []),
  tsx(projectRoot, 'tsx build.ts'),
  { name: 'node site/cli/build-launcher.mjs', cwd: projectRoot, command: process.execPath, args: ['site/cli/build-launcher.mjs'] },
  { name: 'npm run build', cwd: projectRoot, command: 'npm', args: ['run', 'build'] },
];

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const runs = new Map<string, { wall: number; stages: number }[]>(commands.map((c) => [c.name, []]));
const loads = [load()];

for (let round = 1; round <= Number(options.runs); round++) {
  for (const { name, cwd, command, args } of commands) {
    const started = performance.now();
    const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
    const wall = performance.now() - started;
    if (result.status !== 0) {
      console.error(`${name} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
      process.exit(1);
    }
    const stages = Number(/^ {2}total\s+(\d+) ms/m.exec(result.stdout)?.[1] ?? NaN);
    runs.get(name)!.push({ wall, stages });
    console.log(`  round ${round}: ${name} ${seconds(wall)} s (stages ${seconds(stages)} s), load ${load()}`);
  }
  loads.push(load());
}

console.log(`\nMedians of ${options.runs} rounds; load average (1 min) ${Math.min(...loads.map(Number))} to ${Math.max(...loads.map(Number))}\n`);
for (const [name, rows] of runs) {
  const walls = rows.map((r) => r.wall);
  console.log(`${name.padEnd(40)} ${seconds(median(walls))} s (${seconds(Math.min(...walls))} to ${seconds(Math.max(...walls))}), stages ${seconds(median(rows.map((r) => r.stages)))} s`);
}
