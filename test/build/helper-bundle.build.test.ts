/**
 * The render helper's cached bundle (site/build/helper-bundle.ts): used only while every file it
 * was made from is unchanged, and a build whose helper starts from it writes the same site as one
 * whose helper starts through tsx.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshBundle, writeBundle } from '../../site/build/helper-bundle.ts';
import { build } from '../../build.ts';
import { listFiles } from '../../site/build/verify.ts';

const scratch = await mkdtemp(path.join(tmpdir(), 'helper-bundle-'));
const cache = path.join(scratch, 'cache');
const entry = path.join(scratch, 'entry.ts');
const greeting = path.join(scratch, 'greeting.ts');

/** A two-file module whose answer shows which source the bundle was made from. */
async function writeSources(word: string) {
  await writeFile(entry, "import { word } from './greeting.ts';\nexport const answer: string = `hello ${word}`;\n");
  await writeFile(greeting, `export const word = '${word}';\n`);
  // Older than any bundle made below, as a file saved before the build would be.
  const past = new Date(Date.now() - 60_000);
  for (const file of [entry, greeting]) await utimes(file, past, past);
}

const answerOf = async (bundle: string) => ((await import(`${pathToFileURL(bundle).href}?${Math.random()}`)) as { answer: string }).answer;

test('no bundle is fresh before one is written; a written one runs the source it was made from', async () => {
  await writeSources('world');
  assert.is(freshBundle(entry, cache), null);
  const bundle = await writeBundle(entry, cache);
  assert.ok(bundle);
  assert.is(freshBundle(entry, cache), bundle);
  assert.is(await answerOf(bundle!), 'hello world');
});

test('a changed input makes the bundle stale until it is written again', async () => {
  await writeFile(greeting, "export const word = 'there';\n");
  const now = new Date(Date.now() - 30_000);
  await utimes(greeting, now, now);
  assert.is(freshBundle(entry, cache), null, 'stale once greeting.ts changed');
  const bundle = await writeBundle(entry, cache);
  assert.is(freshBundle(entry, cache), bundle);
  assert.is(await answerOf(bundle!), 'hello there');
  assert.equal((await readdir(cache)).filter((file) => file.endsWith('.mjs')), [path.basename(bundle!)], 'the earlier bundle is removed');
});

test('an input modified while esbuild read it is not recorded: the next build does not trust the bundle', async () => {
  await writeSources('again');
  const future = new Date(Date.now() + 60_000);
  await utimes(greeting, future, future);
  assert.is(await writeBundle(entry, cache), null);
  assert.is(freshBundle(entry, cache), null);
});

test('a build whose helper starts from the bundle writes the same site as one whose helper starts through tsx', async () => {
  const siteCache = path.join(scratch, 'site-cache');
  const logs: string[][] = [[], []];
  const outs = [path.join(scratch, 'dist-tsx'), path.join(scratch, 'dist-bundled')];
  for (const [i, outDir] of outs.entries()) await build({ outDir, cacheDir: siteCache, log: (line) => logs[i].push(line) });
  const render = logs.map((lines) => lines.find((line) => line.trimStart().startsWith('render'))!);
  assert.match(render[0], 'started through tsx');
  assert.not.match(render[1], 'tsx');
  const files = listFiles(outs[0]);
  assert.equal(listFiles(outs[1]).sort(), [...files].sort());
  for (const file of files) assert.ok((await readFile(path.join(outs[0], file))).equals(await readFile(path.join(outs[1], file))), file);
});

test.after(() => rm(scratch, { recursive: true, force: true }));

test.run();
