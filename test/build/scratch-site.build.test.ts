/**
 * The scratch copy's reset (test/helpers/scratch-site.ts), which the bad-input table runs between
 * rows: whatever a row did to the copy, it is put back exactly as it was made.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmod, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';
import { CONTENT_FILES } from '../helpers/content.ts';

let site: ScratchSite;
test.before(async () => {
  site = await scratchSite();
});
test.after(() => site?.cleanup());

const state = () => snapshotTree(site.root, (name) => name !== 'node_modules');

test('edits, new and removed files and folders, links, modes and a dist/ are all undone', async () => {
  const made = await state();
  await site.change(CONTENT_FILES.site, (text) => `${text}: a line that is not YAML\n`);
  await site.write('content/blog/new-post.md', '---\ntitle: New\n---\nText.\n');
  await rm(path.join(site.root, 'content/legal'), { recursive: true });
  await rm(path.join(site.root, 'build.ts'));
  await mkdir(path.join(site.root, 'drafts/deep'), { recursive: true });
  await symlink('content', path.join(site.root, 'shortcut'));
  await chmod(path.join(site.root, 'static'), 0o555);
  await rm(path.join(site.root, 'site/paths.ts'));
  await mkdir(path.join(site.root, 'site/paths.ts'));
  await writeFile(path.join(site.root, 'dist'), 'a file where the output folder goes\n');
  await writeFile(path.join(path.dirname(site.root), 'beside.txt'), 'left beside the copy\n');
  assert.not.equal(await state(), made);
  await site.reset();
  assert.equal(await state(), made);
  assert.equal(await readdir(path.dirname(site.root)), [path.basename(site.root)], 'nothing left beside the copy');
});

test.run();
