/**
 * The project works from any folder: a copy whose path has spaces, letters outside ASCII and the
 * characters URLs treat specially (`#`, `%`) builds a dist/ byte-identical to a copy at a plain
 * path, writes nothing outside its own folder, and its dev server serves and rebuilds the pages.
 * A path turned into a URL or back by hand (`new URL(import.meta.url).pathname`,
 * `'file://' + path`) fails here: it reads `%20` for a space, or cuts the path at `#`. Started
 * from another folder, the build and the dev server compile with the project's tsconfig.json, not
 * the one tsx finds there (site/cli/project-tsconfig.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';
import { CONTENT_FILES } from '../helpers/content.ts';
import { startCommand } from '../helpers/server.ts';

const ODD_FOLDER = 'My Sites/साइट #1 100%';

const copies: { odd?: ScratchSite; plain?: ScratchSite } = {};
const odd = () => copies.odd!;
const plain = () => copies.plain!;

/** Every path below `dir` (its own scratch folder) except `project` and what is inside it. */
async function pathsOutside(dir: string, project: string): Promise<string[]> {
  const found: string[] = [];
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, item.name);
    if (file === project) continue;
    found.push(path.relative(path.dirname(project), file));
    if (item.isDirectory()) found.push(...(await pathsOutside(file, project)));
  }
  return found.sort();
}
/** The scratch folder that holds the odd copy: `<tmp>/site-copy-…`, above `My Sites/`. */
const scratchFolder = () => odd().root.slice(0, -ODD_FOLDER.length - 1);

/** Files that differ between two snapshots (snapshotTree), by path. */
const differing = (a: Record<string, string>, b: Record<string, string>) => [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((file) => a[file] !== b[file]).sort();

test.before(async () => {
  [copies.odd, copies.plain] = await Promise.all([scratchSite(ODD_FOLDER), scratchSite()]);
});

test('a copy in a folder with spaces, Devanagari, # and % builds the same dist/ as one at a plain path', async () => {
  const outsideBefore = await pathsOutside(scratchFolder(), odd().root);
  const builds = await Promise.all([odd().run('build.ts'), plain().run('build.ts')]);
  for (const { code, stdout, stderr } of builds) assert.is(code, 0, `${stdout}\n${stderr}`);
  const [oddDist, plainDist] = await Promise.all([snapshotTree(odd().out), snapshotTree(plain().out)]);
  assert.ok(plainDist['index.html'], 'the plain copy built a home page');
  assert.equal(differing(oddDist, plainDist), [], 'files that differ between the two dist/ folders');
  assert.equal(await pathsOutside(scratchFolder(), odd().root), outsideBefore, 'nothing written beside the project (no My%20Sites)');
});

test('build.ts and dev.ts run from another folder, one with a tsconfig.json of its own, use the project\'s', async () => {
  const elsewhere = path.dirname(plain().root);
  // Classic JSX (React.createElement), which the pages do not import React for.
  await writeFile(path.join(elsewhere, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react' } }));
  const distBefore = await snapshotTree(plain().out);
  const { code, stdout, stderr } = await plain().run('build.ts', [], { cwd: elsewhere });
  assert.is(code, 0, `${stdout}\n${stderr}`);
  assert.equal(differing(await snapshotTree(plain().out), distBefore), [], 'the same dist/ as a build run in the project');
  const dev = startCommand(path.join(plain().root, 'node_modules/.bin/tsx'), [path.join(plain().root, 'dev.ts'), '--port', '0'], { cwd: elsewhere });
  try {
    const [, origin] = await dev.next(/Dev server: (http:\/\/\S+?)\/?\s/, 0);
    const about = await fetch(`${origin}/about`);
    assert.is(about.status, 200, 'the first build succeeded');
    assert.match(await about.text(), '<h1');
  } finally {
    await dev.stop();
  }
});

test('the dev server runs in that folder: it serves the pages and rebuilds on an edit', async () => {
  const outsideBefore = await pathsOutside(scratchFolder(), odd().root);
  const post = (await readdir(path.join(odd().root, 'content/blog'))).find((file) => file.endsWith('.md'))!;
  const postPath = `/blog/${post.replace(/\.md$/, '')}`;
  const dev = startCommand(process.execPath, ['--import', 'tsx', 'dev.ts', '--port', '0'], { cwd: odd().root });
  let stopped: { code: number | null; output: string };
  try {
    const [, origin] = await dev.next(/Dev server: (http:\/\/\S+?)\/?\s/, 0);
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    for (const page of ['/', '/about', postPath]) {
      const response = await fetch(`${origin}${page}`);
      assert.is(response.status, 200, page);
      const built = await readFile(path.join(odd().out, page, 'index.html'), 'utf8');
      assert.is(titleOf(await response.text()), titleOf(built), `${page} has the title the build gave it`);
    }
    const rebuilt = dev.next(/✓ .*content\/blog/);
    await odd().edit(`content/blog/${post}`, /^title: .*$/m, 'title: "Edited in साइट #1"');
    await rebuilt;
    assert.match(await (await fetch(`${origin}${postPath}`)).text(), '<h1', 'the post still renders');
    assert.match(await (await fetch(`${origin}${postPath}`)).text(), 'Edited in साइट #1');
  } finally {
    stopped = await dev.stop();
  }
  assert.is(stopped.code, 0, `dev.ts stops cleanly on SIGTERM:\n${stopped.output}`);
  assert.equal(await pathsOutside(scratchFolder(), odd().root), outsideBefore, 'nothing written beside the project');
});

test('a mistake made in that copy is reported by its project path, and dist/ is left alone', async () => {
  const post = (await readdir(path.join(odd().root, 'content/blog'))).find((file) => file.endsWith('.md'))!;
  const products = await odd().read(CONTENT_FILES.products);
  const brokenLine = products.split('\n').length + 1;
  await odd().edit(`content/blog/${post}`, /^---\n/, '---\nthis is not a field\n');
  await odd().write(CONTENT_FILES.products, `${products}\n\t- a line indented with a tab\n`);
  const distBefore = await snapshotTree(odd().out);
  const { code, stdout, stderr } = await odd().run('build.ts');
  const output = `${stdout}\n${stderr}`;
  assert.is(code, 1, output);
  assert.match(output, `content/blog/${post}:2`);
  assert.match(output, `${CONTENT_FILES.products}:${brokenLine}`);
  for (const absolute of [odd().root, encodeURI(odd().root), 'My%20Sites', 'file://']) assert.not.match(output, absolute, `no absolute path (${absolute}) in:\n${output}`);
  assert.equal(differing(await snapshotTree(odd().out), distBefore), [], 'dist/ unchanged');
});

test.after(async () => {
  await Promise.all([copies.odd?.cleanup(), copies.plain?.cleanup()]);
});

test.run();
