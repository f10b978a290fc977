/** The pipeline as a whole: atomic output, named content errors, determinism, the brand. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../build.ts';
import { ContentError, BrokenLinksError } from '../../site/build/errors.ts';
import { scratchProject } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const quiet = { root: projectRoot, log: () => {} };

async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(await readFile(file)).digest('hex');
  }
  return out;
}

async function failure(run: Promise<unknown>): Promise<Error> {
  try {
    await run;
  } catch (error) {
    return error as Error;
  }
  throw new assert.Assertion({ message: 'the build should have failed', operator: 'throws', expects: 'an error', actual: 'success' });
}

test('two builds of the same input are byte-identical', async () => {
  const project = await scratchProject();
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
  const good = await scratchProject();
  const bad = await scratchProject();
  try {
    await build({ ...quiet, contentDir: good.content, outDir: good.out });
    const before = await snapshot(good.out);
    await bad.edit('site.ts', /email: '[^']+',/, "email: 'not-an-address',");
    await bad.edit('industries/nbfc.ts', /\n\s*summary:[^\n]*\n/, '\n');

    const error = await failure(build({ ...quiet, contentDir: bad.content, outDir: good.out }));
    assert.instance(error, ContentError);
    const lines = (error as ContentError).problems.map((p) => `${p.file.split('content/')[1]} ${p.field}`);
    assert.ok(lines.includes('site.ts email'), lines.join('\n'));
    assert.ok(lines.includes('industries/nbfc.ts summary'), lines.join('\n'));
    assert.match(error.message, '"summary" is missing');

    assert.equal(await snapshot(good.out), before, 'dist/ must be untouched');
    assert.equal((await readdir(good.dir)).sort(), ['content', 'dist'], 'no temporary folder may be left behind');
  } finally {
    await good.cleanup();
    await bad.cleanup();
  }
});

test('a cross-reference problem names the file and field (navigation group lists an unknown industry)', async () => {
  const project = await scratchProject();
  try {
    await project.edit('navigation.ts', "'insurance'", "'insurence'");
    const error = await failure(build({ ...quiet, contentDir: project.content, outDir: project.out }));
    assert.instance(error, ContentError);
    assert.match(error.message, /navigation\.ts: "industryGroups\[0\]\.industries\[1\]" "insurence" is not an industry/);
    assert.match(error.message, /must list the industry "insurance" exactly once/);
  } finally {
    await project.cleanup();
  }
});

test('breaking an exact count fails the build naming the field', async () => {
  const project = await scratchProject();
  try {
    await project.edit('industries/retail.ts', /challenges: \[\s*\{/, 'challenges: [{ icon: \'store\', title: \'Extra\', description: \'One too many.\' }, {');
    const error = await failure(build({ ...quiet, contentDir: project.content, outDir: project.out }));
    assert.match(error.message, /retail\.ts: "page\.challenges" must have exactly 3 items \(has 4\)/);
  } finally {
    await project.cleanup();
  }
});

test('a broken internal link fails the build and the old dist/ survives', async () => {
  const project = await scratchProject();
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
    assert.match(error.message, 'dist/old/index.html: links to "/no-such-page"');
    assert.match(error.message, 'has no element with id "no-such-section"');
    assert.equal(await snapshot(project.out), before);
  } finally {
    await project.cleanup();
  }
});

test('renaming the XDR product in content/site.ts moves its route and every mention', async () => {
  const project = await scratchProject();
  try {
    await project.edit('site.ts', "xdrName: 'AcmeXDR'", "xdrName: 'ZetaShield'");
    await build({ ...quiet, contentDir: project.content, outDir: project.out });
    const files = Object.keys(await snapshot(project.out));
    assert.ok(files.includes('solutions/ZetaShield/index.html'));
    assert.ok(files.includes('solutions/zetashield/index.html'), 'the lower-case alias follows');
    assert.not.ok(files.some((f) => /acmexdr/i.test(f)), 'no file is named after the old name');
    for (const file of files) {
      const text = await readFile(path.join(project.out, file), 'utf8');
      assert.not.match(text, /AcmeXDR/i, `${file} still mentions the old name`);
    }
    const product = await readFile(path.join(project.out, 'solutions/ZetaShield/index.html'), 'utf8');
    assert.match(product, '<title>ZetaShield |');
    const home = await readFile(path.join(project.out, 'index.html'), 'utf8');
    assert.match(home, 'href="/solutions/ZetaShield"');
  } finally {
    await project.cleanup();
  }
});

test.run();
