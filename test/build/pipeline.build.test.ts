/** The pipeline as a whole: atomic output, named content errors, determinism, the brand. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejection } from '../helpers/thrown.ts';
import { readdir, readFile, writeFile, mkdir, symlink, cp } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from '../../build.ts';
import { ContentError, BrokenLinksError, BuildLockedError } from '../../site/errors.ts';
import { MARKER_FILE, MARKER_TEXT } from '../../site/output-folder/marker.ts';
import { Interruptions } from '../../site/cli/interrupt.ts';
import { CONTENT_FILES, anIndustry, realContent, scratchContent } from '../helpers/content.ts';
import { deleteField, editList, fieldLine, replaceItem, setField, valueAt } from '../helpers/yaml-edits.ts';
import { projectRoot } from '../helpers/server.ts';
import { snapshotTree } from '../helpers/snapshot.ts';
import { listFiles } from '../../site/generator/verify.ts';
import { escapeRegExp } from '../../site/lib/text.ts';

const quiet = { root: projectRoot, log: () => {} };

const snapshot = (dir: string) => snapshotTree(dir);

const failure = (run: Promise<unknown>) => rejection(Error, run, 'the build');

test('two builds of the same input are byte-identical', async () => {
  const project = await scratchContent();
  try {
    await build({ ...quiet, contentDir: project.content, outDir: path.join(project.dir, 'a') });
    await build({ ...quiet, contentDir: project.content, outDir: path.join(project.dir, 'b') });
    const [a, b] = await Promise.all([snapshot(path.join(project.dir, 'a')), snapshot(path.join(project.dir, 'b'))]);
    assert.ok(Object.keys(a).length > 40);
    assert.equal(a, b);
  } finally {
    await project.cleanup();
  }
});

test('bad content fails with every problem named by file and field, and the old dist/ survives', async () => {
  // Node caches imported modules, so the broken content is a second copy building into the same dist/.
  const good = await scratchContent();
  const bad = await scratchContent();
  try {
    await build({ ...quiet, contentDir: good.content, outDir: good.out });
    const before = await snapshot(good.out);
    await bad.change(CONTENT_FILES.site, (text) => setField(text, 'email', 'not-an-address'));
    const industry = anIndustry().source;
    await bad.change(industry, (text) => deleteField(text, 'summary'));

    const error = await failure(build({ ...quiet, contentDir: bad.content, outDir: good.out }));
    assert.instance(error, ContentError);
    const lines = (error as ContentError).problems.map((p) => `content/${p.file.split('content/')[1]} ${p.field}`);
    assert.ok(lines.includes(`${CONTENT_FILES.site} email`), lines.join('\n'));
    assert.ok(lines.includes(`${industry} summary`), lines.join('\n'));
    assert.match(error.message, '"summary" is missing');

    assert.equal(await snapshot(good.out), before, 'dist/ must be untouched');
    assert.equal((await readdir(good.dir)).sort(), ['content', 'dist'], 'no temporary folder may be left behind');
  } finally {
    await good.cleanup();
    await bad.cleanup();
  }
});

test('a cross-reference problem names the file and field (navigation group lists an unknown industry)', async () => {
  const project = await scratchContent();
  try {
    // The first industry of the menu's first group, its slug misspelt (a letter doubled).
    const [listed] = (await realContent()).industryGroups[0].industries;
    const misspelt = `${listed[0]}${listed}`;
    const field = 'industryGroups[0].industries[0]';
    const edited = await project.change(CONTENT_FILES.navigation, (text) => replaceItem(text, 'industryGroups[0].industries', listed, misspelt));
    const error = await failure(build({ ...quiet, contentDir: project.content, outDir: project.out }));
    assert.instance(error, ContentError);
    assert.match(error.message, `${CONTENT_FILES.navigation}:${fieldLine(edited, field)}: "${field}" "${misspelt}" is not an industry`);
    // The industry it meant is in no group now: no problem, the menu shows it in a group of its own.
    assert.not.match(error.message, `"${listed}"`);
  } finally {
    await project.cleanup();
  }
});

test('breaking an exact count fails the build naming the field', async () => {
  const project = await scratchContent();
  try {
    const { source } = anIndustry('standard');
    const edited = await project.change(source, (text) => editList(text, 'page.challenges', { atStart: true, add: [{ icon: 'store', title: 'Extra', description: 'One too many.' }] }));
    const error = await failure(build({ ...quiet, contentDir: project.content, outDir: project.out }));
    assert.match(error.message, `${source}:${fieldLine(edited, 'page.challenges')}: "page.challenges" must have exactly 3 items (has 4)`);
  } finally {
    await project.cleanup();
  }
});

test('a broken internal link fails the build and the old dist/ survives', async () => {
  const project = await scratchContent();
  const root = path.join(project.dir, 'project');
  try {
    // A copy of the project whose static/ holds a page with a dead link and a dead anchor.
    const { cp } = await import('node:fs/promises');
    for (const part of ['site', 'static', 'tsconfig.client.json']) await cp(path.join(projectRoot, part), path.join(root, part), { recursive: true });
    await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
    await build({ root, contentDir: project.content, outDir: project.out, log: () => {} });
    const before = await snapshot(project.out);
    await mkdir(path.join(root, 'static/old'), { recursive: true });
    await writeFile(path.join(root, 'static/old/index.html'), '<a href="/no-such-page">x</a><a href="/terms#no-such-section">y</a>');
    const error = await failure(build({ root, contentDir: project.content, outDir: project.out, log: () => {} }));
    assert.instance(error, BrokenLinksError);
    assert.match(error.message, 'page /old: links to "/no-such-page"');
    assert.match(error.message, 'has no element with id "no-such-section"');
    assert.equal(await snapshot(project.out), before);
  } finally {
    await project.cleanup();
  }
});

test('renaming the XDR product in the brand\'s file moves its route and every mention', async () => {
  const project = await scratchContent();
  try {
    const { xdrName } = (await realContent()).site;
    await project.change(CONTENT_FILES.site, (text) => setField(text, 'xdrName', 'ZetaShield'));
    // A moved page that leads to the product's page follows it (the build refuses a redirect to no page, and says so).
    const oldPage = new RegExp(`^/solutions/${escapeRegExp(xdrName)}(?=#|$)`);
    await project.change(CONTENT_FILES.redirects, (text) => (valueAt(text, 'redirects') as { to: string }[])
      .reduce((edited, { to }, i) => (oldPage.test(to) ? setField(edited, `redirects[${i}].to`, to.replace(oldPage, '/solutions/ZetaShield')) : edited), text));
    await build({ ...quiet, contentDir: project.content, outDir: project.out });
    const files = listFiles(project.out);
    assert.ok(files.includes('solutions/ZetaShield/index.html'));
    assert.ok(files.includes('solutions/zetashield/index.html'), 'the lower-case alias follows');
    const oldName = new RegExp(escapeRegExp(xdrName), 'i');
    assert.not.ok(files.some((f) => oldName.test(f)), 'no file is named after the old name');
    for (const file of files) {
      const text = await readFile(path.join(project.out, file), 'utf8');
      assert.not.match(text, oldName, `${file} still mentions the old name`);
    }
    const product = await readFile(path.join(project.out, 'solutions/ZetaShield/index.html'), 'utf8');
    assert.match(product, '<title>ZetaShield |');
    const home = await readFile(path.join(project.out, 'index.html'), 'utf8');
    assert.match(home, 'href="/solutions/ZetaShield"');
  } finally {
    await project.cleanup();
  }
});

/** The id of a process that has run and exited. */
const deadPid = () => new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['-e', '']);
  child.on('exit', () => resolve(child.pid!));
});

test('the next build removes what interrupted builds left (dist.tmp-<pid>, dist.old-<pid> with the marker), and nothing else', async () => {
  const project = await scratchContent();
  try {
    const [gone, goneToo] = [await deadPid(), await deadPid()];
    const folder = async (name: string, files: Record<string, string>) => {
      await mkdir(path.join(project.dir, name));
      for (const [file, text] of Object.entries(files)) await writeFile(path.join(project.dir, name, file), text);
    };
    await folder(`dist.tmp-${gone}`, { [MARKER_FILE]: MARKER_TEXT, 'index.html': 'half a site' });
    await folder(`dist.old-${goneToo}`, { [MARKER_FILE]: MARKER_TEXT, 'index.html': 'the site before' });
    // Named like a leftover, but not ours: no marker.
    await folder(`dist.old-${gone}`, { 'notes.md': 'keep me' });
    // Ours, but its process is still running (this test's parent): not a leftover.
    await folder(`dist.tmp-${process.ppid}`, { [MARKER_FILE]: MARKER_TEXT });
    const lines: string[] = [];
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: (line) => lines.push(line) });
    assert.equal((await readdir(project.dir)).sort(), ['content', 'dist', `dist.old-${gone}`, `dist.tmp-${process.ppid}`].sort());
    assert.is(await readFile(path.join(project.dir, `dist.old-${gone}`, 'notes.md'), 'utf8'), 'keep me');
    const note = lines.find((line) => line.includes('left by interrupted builds')) ?? '';
    assert.ok(note.includes(`dist.tmp-${gone}`) && note.includes(`dist.old-${goneToo}`), lines.join('\n'));
  } finally {
    await project.cleanup();
  }
});

test('every build marks its output, and the marker is the same in every build', async () => {
  const project = await scratchContent();
  try {
    await build({ ...quiet, contentDir: project.content, outDir: project.out });
    assert.is(await readFile(path.join(project.out, MARKER_FILE), 'utf8'), MARKER_TEXT);
  } finally {
    await project.cleanup();
  }
});

test('a second build of the same folder while one runs is refused, and the first one finishes', async () => {
  const project = await scratchContent();
  try {
    const first = build({ ...quiet, contentDir: project.content, outDir: project.out });
    const error = await failure(build({ ...quiet, contentDir: project.content, outDir: project.out }));
    assert.instance(error, BuildLockedError);
    assert.match(error.message, `Another build is writing ${project.out}: process ${process.pid}`);
    assert.ok((await first).pages > 0);
    assert.equal((await readdir(project.dir)).sort(), ['content', 'dist'], 'the lock is gone');
  } finally {
    await project.cleanup();
  }
});

/**
 * Builds once, then again with a Ctrl-C when `stage` prints its line: at once, or (`queued`) on the
 * next turn of the event loop, as a real signal arrives. Checks that the build stopped, removed its
 * unfinished site and lock, and left the previous dist/; returns the stages it printed.
 */
async function interruptAt(stage: string, { queued }: { queued: boolean }): Promise<string[]> {
  const project = await scratchContent();
  try {
    await build({ ...quiet, contentDir: project.content, outDir: project.out });
    const before = await snapshot(project.out);
    const interruptions = new Interruptions();
    let interrupted: Promise<unknown> | undefined;
    const stages: string[] = [];
    const interrupt = () => void (interrupted = interruptions.interrupt());
    const log = (line: string) => {
      const name = line.trim().split(/\s+/)[0];
      stages.push(name);
      if (name === stage) queued ? setImmediate(interrupt) : interrupt();
    };
    await failure(build({ root: projectRoot, contentDir: project.content, outDir: project.out, log, interruptions }));
    assert.ok(interrupted, 'the build was interrupted');
    assert.equal(await interrupted, { stopNow: true, failures: [] });
    assert.equal(await snapshot(project.out), before);
    assert.equal((await readdir(project.dir)).sort(), ['content', 'dist']);
    return stages;
  } finally {
    await project.cleanup();
  }
}

test('an interrupted build removes its unfinished site and its lock, and the previous dist/ survives', async () => {
  // Ctrl-C as the content has loaded: the bundle and the render are still to come.
  await interruptAt('load', { queued: false });
});

// A signal is handled only when the event loop turns, and the render stage runs without yielding:
// a Ctrl-C during it waits like this one, and must stop the build before the next stage writes.
test('a Ctrl-C that arrives while the pages render stops the build before the next stage', async () => {
  const stages = await interruptAt('render', { queued: true });
  assert.is(stages.at(-1), 'render', `no stage after render: ${stages.join(', ')}`);
});

test('an existing dist/ that is not a build output is refused before anything is written', async () => {
  const project = await scratchContent();
  try {
    await cp(project.content, project.out, { recursive: true });
    const before = await snapshot(project.out);
    const error = await failure(build({ ...quiet, contentDir: project.content, outDir: project.out }));
    assert.match(error.message, 'is not the output of an earlier build');
    assert.equal(await snapshot(project.out), before);
    assert.equal((await readdir(project.dir)).sort(), ['content', 'dist']);
  } finally {
    await project.cleanup();
  }
});

test.run();
