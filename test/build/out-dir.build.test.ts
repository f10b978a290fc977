/** The output folder's checks before anything is written (site/output-folder/check.ts, site/output-folder/marker.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { thrown } from '../helpers/thrown.ts';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkOutputFolder } from '../../site/output-folder/check.ts';
import { displayPath } from '../../site/cli/project-paths.ts';
import { OutputFolderError } from '../../site/errors.ts';
import { MARKER_FILE, MARKER_TEXT, isBuildOutput } from '../../site/output-folder/marker.ts';

let base: string;
let root: string;
const check = (out: string, contentDir = path.join(root, 'content')) => checkOutputFolder({ root, contentDir, outDir: path.resolve(root, out) });

const refusal = (out: string, contentDir?: string): string => thrown(OutputFolderError, () => check(out, contentDir), `--out ${out}`).message;

test.before.each(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'out-dir-test-'));
  root = path.join(base, 'project');
  for (const folder of ['content', 'site', 'static', 'test', 'node_modules', '.git']) await mkdir(path.join(root, folder), { recursive: true });
});

test.after.each(() => rm(base, { recursive: true, force: true }));

test('a new folder, an empty folder and a marked earlier build are accepted', async () => {
  assert.equal(check('dist'), { existed: false });
  assert.equal(check('out/deep/site'), { existed: false }, 'missing parents are made by the build');
  await mkdir(path.join(root, 'empty'));
  assert.equal(check('empty'), { existed: true });
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', MARKER_FILE), MARKER_TEXT);
  await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html>');
  assert.equal(check('dist'), { existed: true });
  assert.equal(check(path.join(base, 'elsewhere')), { existed: false }, 'a folder outside the project');
});

test('an unmarked dist/ from before the marker is recognized by the files only the build writes together', async () => {
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  const signature = ['index.html', 'sitemap.xml', 'robots.txt', 'serve.json', '_headers', '_redirects', 'nginx.conf'];
  for (const file of signature.slice(1)) await writeFile(path.join(dist, file), '');
  assert.not.ok(isBuildOutput(dist), 'one file short of the signature');
  assert.match(refusal('dist'), 'dist holds other files');
  await writeFile(path.join(dist, 'index.html'), '');
  assert.ok(isBuildOutput(dist));
  assert.equal(check('dist'), { existed: true });
});

test('the project, and folders that contain it, are refused', () => {
  assert.match(refusal('.'), '--out . is the project folder itself');
  assert.match(refusal('..'), `--out ${base} contains the project folder`);
  assert.match(refusal('/'), 'contains the project folder');
  assert.match(refusal('site/../..'), 'contains the project folder', '.. is resolved');
});

test("each of the project's own folders is refused, whether the output is it, holds it or lies inside it", () => {
  for (const folder of ['content', 'site', 'static', 'test', 'node_modules', '.git']) {
    assert.match(refusal(folder), `is the project's folder ${folder}/`);
    assert.match(refusal(`${folder}/out`), `lies inside the project's folder ${folder}/`);
  }
});

test('the --content folder in use is guarded like content/, wherever it is', async () => {
  const drafts = path.join(base, 'drafts');
  await mkdir(path.join(drafts, 'blog'), { recursive: true });
  assert.match(refusal(drafts, drafts), `--out ${drafts} is the project's folder ${drafts}/`);
  assert.match(refusal(path.join(drafts, 'blog'), drafts), 'lies inside');
  assert.match(refusal(base, drafts), 'contains the project folder');
});

test('symbolic links are resolved before comparing: a link into content/ or to the project is refused', async () => {
  await symlink(path.join(root, 'content'), path.join(root, 'shortcut'));
  await symlink(root, path.join(base, 'project-link'));
  assert.match(refusal('shortcut/site'), "--out shortcut/site lies inside the project's folder content/");
  assert.match(refusal(path.join(base, 'project-link', 'static', 'x')), "lies inside the project's folder static/");
});

test('dist/ as a file or a symbolic link is refused with what to do', async () => {
  await writeFile(path.join(root, 'dist'), 'a file');
  assert.match(refusal('dist'), 'dist is a file, not a folder');
  await rm(path.join(root, 'dist'));
  await mkdir(path.join(root, 'public'));
  await symlink('public', path.join(root, 'dist'));
  const message = refusal('dist');
  assert.match(message, 'dist is a symbolic link (to public)');
  assert.match(message, `hint: remove the link (rm dist), or build into the real folder with --out ${path.join(root, 'public')}`);
});

test('a folder below a file cannot be made', async () => {
  await writeFile(path.join(root, 'notes'), 'a file');
  assert.match(refusal('notes/site'), '--out notes/site: notes is a file');
});

test('an existing folder with other files is refused, naming some of them', async () => {
  await mkdir(path.join(root, 'docs'));
  await writeFile(path.join(root, 'docs', 'plan.md'), '# plan');
  const message = refusal('docs');
  assert.match(message, 'docs holds other files (plan.md');
  assert.match(message, `it has no ${MARKER_FILE}`);
});

test('displayPath: inside the project relative to it, outside absolute', () => {
  assert.is(displayPath('/p/site', '/p/site/dist'), 'dist');
  assert.is(displayPath('/p/site', '/p/site'), '.');
  assert.is(displayPath('/p/site', '/p/other'), '/p/other');
});

test.run();
