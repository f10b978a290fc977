/**
 * The bundle stage's cache (site/generator/bundle-cache.ts), on a copy of the project: a second
 * bundle of unchanged sources is read back, the same files and assets; an edited stylesheet is
 * bundled again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { cachedBundleAssets } from '../../site/generator/bundle-cache.ts';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { snapshotTree } from '../helpers/snapshot.ts';

let site: ScratchSite;
let outs: string;

test.before(async () => {
  site = await scratchSite();
  // The copy's cache starts empty (its node_modules are hard links to ours).
  await rm(path.join(site.root, 'node_modules', '.cache', 'site-bundle'), { recursive: true, force: true });
  outs = await mkdtemp(path.join(site.root, 'outs-'));
});
test.after(() => site?.cleanup());

const bundleInto = async (name: string) => {
  const dir = path.join(outs, name);
  return { dir, assets: await cachedBundleAssets(site.root, dir) };
};

test('unchanged sources are read back: the same files and assets; an edited stylesheet is bundled again', async () => {
  const made = await bundleInto('made');
  assert.is(made.assets.fromCache, false);
  const again = await bundleInto('again');
  assert.is(again.assets.fromCache, true);
  assert.equal({ ...again.assets, fromCache: false }, made.assets);
  const files = await snapshotTree(made.dir);
  assert.ok(Object.keys(files).some((file) => file.endsWith('.css')), 'stylesheets written');
  assert.equal(await snapshotTree(again.dir), files);

  await appendFile(path.join(site.root, 'site/styles/main.css'), '\n.bundle-cache-probe { color: red; }\n');
  const edited = await bundleInto('edited');
  assert.is(edited.assets.fromCache, false);
  assert.is.not(edited.assets.css.main, made.assets.css.main, 'the main stylesheet has a new hash');
});

test.run();
