/**
 * Every edit README.md and docs/content.md describe keeps the tests green (issue 47, point 5): on
 * one scratch copy of the project, tests included, the edits of test/helpers/marketer-edits.ts are
 * made together (posts, a cover photo, a draft, a category, case studies, an industry, jobs,
 * testimonials, the company and the XDR product renamed, texts cut and lengthened), the redirects
 * the build then advises are listed, and the copy's own `test:unit` (all but this file) and
 * `test:output` suites must pass there. Slow (minutes): one test.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { addRedirects, gonePagesIn, makeMarketerEdits, redirectsFor } from '../helpers/marketer-edits.ts';

const THIS_FILE = 'marketer-edits';

let site: ScratchSite;
/** The copy's tests' temporary folder, open to every user as /tmp is (read-only-output.build.test.ts builds as another user, whose tsx keeps its cache there). */
let testsTmp: string;
test.before(async () => {
  site = await scratchSite(undefined, { tests: true });
  testsTmp = await mkdtemp(path.join(tmpdir(), 'marketer-edits-'));
  await chmod(testsTmp, 0o1777);
});
test.after(async () => {
  await site?.cleanup();
  if (testsTmp) await rm(testsTmp, { recursive: true, force: true });
});

/**
 * An npm script of the copy as the arguments after `node` (`node --import tsx node_modules/uvu/bin.js …`
 * split where a shell would), and the variables it sets before `node` (`NODE_ENV=production`).
 */
async function npmScript(name: string): Promise<{ args: string[]; env: Record<string, string> }> {
  const script: string = JSON.parse(await site.read('package.json')).scripts[name];
  const words = [...script.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, plain]) => quoted?.replace(/\\\\/g, '\\') ?? plain);
  const node = words.findIndex((word) => !/^[A-Z_]+=/.test(word));
  const start = words.indexOf('node_modules/uvu/bin.js');
  assert.ok(words[node] === 'node' && start > node, `${name} runs uvu under node: ${script}`);
  return { args: words.slice(start + 1), env: Object.fromEntries(words.slice(0, node).map((word) => word.split(/=(.*)/s, 2))) };
}

/** What a suite printed about its failures: each FAIL block, without the stack lines. */
const failures = (output: string) => output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => !/^\s+at /.test(line)).join('\n').slice(-20_000);

test('with every edit a marketer makes, the copy builds and its unit and output tests pass', async () => {
  const first = await site.run('build.ts');
  assert.is(first.code, 0, first.stderr);
  const { done, moved } = await makeMarketerEdits(site);
  const edited = await site.run('build.ts');
  assert.is(edited.code, 0, `the edited copy builds:\n${done.join('\n')}\n${edited.stdout}${edited.stderr}`);
  const gone = gonePagesIn(edited.stdout + edited.stderr);
  for (const from of moved.keys()) assert.ok(gone.includes(from), `the build names ${from} as gone: ${gone.join(', ')}`);
  await addRedirects(site, redirectsFor(gone, moved));
  const redirected = await site.run('build.ts');
  assert.is(redirected.code, 0, redirected.stdout + redirected.stderr);
  assert.not.match(redirected.stdout, 'previous build is gone', 'every gone page has its redirect');

  const [unitScript, outputScript] = [await npmScript('test:unit'), await npmScript('test:output')];
  const unit = await site.run('node_modules/uvu/bin.js', [...unitScript.args, '-i', THIS_FILE], { env: { ...unitScript.env, TMPDIR: testsTmp } });
  const output = await site.run('node_modules/uvu/bin.js', outputScript.args, { env: { ...outputScript.env, TMPDIR: testsTmp } });
  const report = (name: string, run: { code: number; stdout: string; stderr: string }) => (run.code === 0 ? '' : `${name} exited ${run.code}:\n${failures(run.stdout + run.stderr)}\n`);
  assert.equal([unit.code, output.code], [0, 0], `after the edits:\n${done.join('\n')}\n\n${report('test:unit', unit)}${report('test:output', output)}`);
});

test.run();
