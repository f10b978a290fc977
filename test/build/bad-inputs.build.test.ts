/**
 * The bad-input table: each row breaks a scratch copy of the project the way a user might, runs
 * the real `build.ts` there, and checks the promise: a message naming the file and the field or
 * line, a non-zero exit, no stack trace, dist/ byte-identical, and nothing else in the project
 * changed or left behind. The rows live by subject in test/build/bad-inputs/.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cp } from 'node:fs/promises';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';
import type { BadInput } from './bad-inputs/row.ts';
import { contentRows } from './bad-inputs/content.ts';
import { linkRows } from './bad-inputs/links.ts';
import { outputRows } from './bad-inputs/output.ts';

const table: BadInput[] = [...linkRows, ...contentRows, ...outputRows];
// BAD_INPUTS=<text> runs only the rows whose name contains it, while working on one.
const rows = process.env.BAD_INPUTS ? table.filter((row) => row.name.includes(process.env.BAD_INPUTS!)) : table;
const PARALLEL = 3;

interface Outcome {
  code: number;
  output: string;
  distBefore: Record<string, string>;
  distAfter: Record<string, string>;
  projectBefore: Record<string, string>;
  projectAfter: Record<string, string>;
}

const project = (site: ScratchSite) => snapshotTree(site.root, (name) => name !== 'node_modules' && name !== 'dist');

async function attempt(row: BadInput, good: ScratchSite): Promise<Outcome> {
  const site = await scratchSite();
  try {
    await cp(good.out, site.out, { recursive: true });
    await row.arrange?.(site);
    const [distBefore, projectBefore] = await Promise.all([snapshotTree(site.out), project(site)]);
    const { code, stdout, stderr } = await site.run('build.ts', row.args?.(site) ?? []);
    const [distAfter, projectAfter] = await Promise.all([snapshotTree(site.out), project(site)]);
    return { code, output: `${stdout}\n${stderr}`, distBefore, distAfter, projectBefore, projectAfter };
  } finally {
    await site.cleanup();
  }
}

/** Runs at most `n` tasks at a time. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const outcomes = new Map<BadInput, Promise<Outcome>>();
let good: ScratchSite;

test.before(async () => {
  good = await scratchSite();
  const built = await good.run('build.ts');
  if (built.code !== 0) throw new Error(`the unbroken copy did not build:\n${built.stderr}`);
  const limit = limiter(PARALLEL);
  for (const row of rows) outcomes.set(row, limit(() => attempt(row, good)));
});

test.after(async () => {
  await Promise.allSettled(outcomes.values());
  await good?.cleanup();
});

test('the table covers at least 40 mistakes, each with a distinct name', () => {
  assert.ok(table.length >= 40, `${table.length} rows`);
  assert.is(new Set(table.map((r) => r.name)).size, table.length);
});

for (const row of rows) {
  test(row.name, async () => {
    const outcome = await outcomes.get(row)!;
    assert.is(outcome.code, row.exit ?? 1, `exit code\n${outcome.output}`);
    for (const fragment of row.says) {
      if (typeof fragment === 'string') assert.ok(outcome.output.includes(fragment), `the message should contain ${JSON.stringify(fragment)}:\n${outcome.output}`);
      else assert.match(outcome.output, fragment, `the message should match ${fragment}:\n${outcome.output}`);
    }
    assert.not.match(outcome.output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
    assert.equal(outcome.distAfter, outcome.distBefore, 'dist/ must be byte-identical');
    assert.equal(outcome.projectAfter, outcome.projectBefore, 'nothing else in the project may change, and no temporary folder may be left');
  });
}

test.run();
