/**
 * The bad-input table: each row breaks a scratch copy of the project the way a user might, builds
 * it, and checks the promise: a message naming the file and the field or line, a non-zero exit, no
 * stack trace, dist/ byte-identical, nothing else in the project changed or left behind, and
 * nothing beside the project changed (a folder there holds a page a row may aim at, OUTSIDE in
 * row.ts). The rows live by subject in test/build/bad-inputs/.
 *
 * A row that changes a module runs the copy's `tsx build.ts` as a process; the others run the
 * copy's build in this process, through the function the command runs (commandOutcome,
 * site/cli/build-command.ts), which saves each a start-up of Node and tsx
 * (test/build/bad-inputs/in-process.ts). That the command prints and exits as commandOutcome says
 * is checked here on the command rows (a wrong command line among them) and in
 * cli-options.build.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hardLinkTree, scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';
import { OUTSIDE, type BadInput } from './bad-inputs/row.ts';
import { buildInProcess, needsCommand } from './bad-inputs/in-process.ts';
import { contentRows } from './bad-inputs/content.ts';
import { linkRows } from './bad-inputs/links.ts';
import { pictureRows } from './bad-inputs/pictures.ts';
import { fileRows } from './bad-inputs/files.ts';
import { outputRows } from './bad-inputs/output.ts';
import { markdownTextRows } from './bad-inputs/markdown-text.ts';
import { hostValueRows } from './bad-inputs/host-values.ts';
import { commandLineRows } from './bad-inputs/command-line.ts';
import { markdownLimitRows } from './bad-inputs/markdown-limits.ts';
import { coverRows } from './bad-inputs/covers.ts';
import { sceneRows } from './bad-inputs/scenes.ts';
import { clientRows } from './bad-inputs/clients.ts';
import { typographyRows } from './bad-inputs/typography.ts';
import { cardLimitRows } from './bad-inputs/card-limits.ts';
import { quoteRows } from './bad-inputs/quotes.ts';
import { yamlHeaderRows } from './bad-inputs/yaml-headers.ts';
import { yamlFileRows } from './bad-inputs/yaml-files.ts';
import { pdfRows } from './bad-inputs/pdfs.ts';

const table: BadInput[] = [...linkRows, ...contentRows, ...markdownTextRows, ...pictureRows, ...fileRows, ...outputRows, ...hostValueRows, ...commandLineRows, ...markdownLimitRows, ...coverRows, ...sceneRows, ...clientRows, ...typographyRows, ...cardLimitRows, ...quoteRows, ...yamlHeaderRows, ...yamlFileRows, ...pdfRows];
// BAD_INPUTS=<text> runs only the rows whose name contains it, while working on one.
const rows = process.env.BAD_INPUTS ? table.filter((row) => row.name.includes(process.env.BAD_INPUTS!)) : table;
const PARALLEL = 2;

interface Outcome {
  /** How the row was built: by `tsx build.ts`, or in this process. */
  how: 'command' | 'in-process';
  code: number;
  output: string;
  distBefore: Record<string, string>;
  distAfter: Record<string, string>;
  projectBefore: Record<string, string>;
  projectAfter: Record<string, string>;
  outsideBefore: Record<string, string>;
  outsideAfter: Record<string, string>;
}

/**
 * `good`'s dist/ into `site`, as hard links where the file system allows (a build never writes a
 * file in place: it swaps a new folder in, and a file changed in place would fail its row anyway).
 */
async function linkDist(good: ScratchSite, site: ScratchSite): Promise<void> {
  if (!(await hardLinkTree(good.out, site.out))) await cp(good.out, site.out, { recursive: true, force: true });
}

const project = (site: ScratchSite) => snapshotTree(site.root, (name) => name !== 'node_modules' && name !== 'dist');

/**
 * What lies beside the copy of the project (its root's siblings), with OUTSIDE's page made there
 * first: a build that writes outside its project changes this. (The copy's reset removes it between rows.)
 */
async function besideProject(site: ScratchSite, make = false): Promise<Record<string, string>> {
  const beside = path.dirname(site.root);
  if (make) {
    await mkdir(path.dirname(path.join(beside, OUTSIDE.page)), { recursive: true });
    await writeFile(path.join(beside, OUTSIDE.page), OUTSIDE.text);
  }
  return snapshotTree(beside, (name) => name !== path.basename(site.root));
}

/** Runs `row` in `site`, a copy of the project as it was made (`pristine`), whose dist/ is `good`'s. */
async function attempt(row: BadInput, site: ScratchSite, good: ScratchSite, pristine: Record<string, string>): Promise<Outcome> {
  await linkDist(good, site);
  await row.arrange?.(site);
  const [distBefore, projectBefore, outsideBefore] = await Promise.all([snapshotTree(site.out), project(site), besideProject(site, true)]);
  const how = needsCommand(row, projectBefore, pristine) ? 'command' : 'in-process';
  const args = row.args?.(site) ?? [];
  const { code, stdout, stderr } = how === 'command' ? await site.run('build.ts', args) : await buildInProcess(site, args);
  const [distAfter, projectAfter, outsideAfter] = await Promise.all([snapshotTree(site.out), project(site), besideProject(site)]);
  return { how, code, output: `${stdout}\n${stderr}`, distBefore, distAfter, projectBefore, projectAfter, outsideBefore, outsideAfter };
}

/**
 * Runs every row on PARALLEL copies of the project, each put back as it was between rows (a fresh
 * copy per row would cost tsx a compile of every module: it caches them by path).
 */
function runRows(good: ScratchSite, pristine: Record<string, string>): Map<BadInput, Promise<Outcome>> {
  const settle = new Map<BadInput, (run: Promise<Outcome>) => void>();
  const results = new Map(rows.map((row) => [row, new Promise<Outcome>((resolve) => settle.set(row, resolve))]));
  let next = 0;
  workers = Array.from({ length: Math.min(PARALLEL, rows.length) }, async () => {
    // A copy that could not be made or put back fails the rows that would have used it.
    let ready = scratchSite();
    for (let i = next++; i < rows.length; i = next++) {
      const used = ready;
      const outcome = used.then((site) => attempt(rows[i], site, good, pristine));
      settle.get(rows[i])!(outcome);
      ready = outcome.then(() => used, () => used).then(async (site) => (await site.reset(), site));
    }
    await ready.then((site) => site.cleanup(), () => {});
  });
  return results;
}

let outcomes = new Map<BadInput, Promise<Outcome>>();
let workers: Promise<void>[] = [];
let good: ScratchSite;

test.before(async () => {
  good = await scratchSite();
  const built = await good.run('build.ts');
  if (built.code !== 0) throw new Error(`the unbroken copy did not build:\n${built.stderr}`);
  outcomes = runRows(good, await project(good));
});

test.after(async () => {
  await Promise.allSettled(workers);
  await good?.cleanup();
});

test('the table covers at least 40 mistakes, each with a distinct name', () => {
  assert.ok(table.length >= 40, `${table.length} rows`);
  assert.is(new Set(table.map((r) => r.name)).size, table.length);
});

if (!process.env.BAD_INPUTS) {
  test('rows are built both ways: as the command, and in this process', async () => {
    const ways = new Set(await Promise.all([...outcomes.values()].map(async (outcome) => (await outcome).how)));
    assert.equal([...ways].sort(), ['command', 'in-process']);
  });
}

for (const row of rows) {
  test(row.name, async () => {
    const outcome = await outcomes.get(row)!;
    assert.is(outcome.code, row.exit ?? 1, `exit code (${outcome.how})\n${outcome.output}`);
    for (const fragment of row.says) {
      if (typeof fragment === 'string') assert.ok(outcome.output.includes(fragment), `the message should contain ${JSON.stringify(fragment)}:\n${outcome.output}`);
      else assert.match(outcome.output, fragment, `the message should match ${fragment}:\n${outcome.output}`);
    }
    assert.not.match(outcome.output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
    assert.equal(outcome.distAfter, outcome.distBefore, 'dist/ must be byte-identical');
    assert.equal(outcome.projectAfter, outcome.projectBefore, 'nothing else in the project may change, and no temporary folder may be left');
    assert.equal(outcome.outsideAfter, outcome.outsideBefore, 'nothing outside the project may change');
  });
}

test.run();
