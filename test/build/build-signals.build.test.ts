/**
 * The build as a process stopped by a signal (site/cli/build-command.ts): Ctrl-C, a service
 * manager's SIGTERM and a closed terminal's SIGHUP alike remove the unfinished site and the lock,
 * leave the previous dist/ as it was, and exit with 130.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir } from 'node:fs/promises';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { startCommand } from '../helpers/server.ts';
import { snapshotTree } from '../helpers/snapshot.ts';

let site: ScratchSite;

test.before(async () => {
  site = await scratchSite();
  const built = await site.run('build.ts');
  if (built.code !== 0) throw new Error(`the copy did not build:\n${built.stderr}`);
});

test.after(() => site?.cleanup());

for (const signal of ['SIGHUP', 'SIGTERM', 'SIGINT'] as const) {
  test(`${signal} while the build runs: exit code 130, the previous dist/ untouched, no lock and no unfinished site left`, async () => {
    const before = await snapshotTree(site.out);
    const build = startCommand(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: site.root });
    // Once the content is loaded the build has its lock and its staging folder, and seconds to go.
    await build.next(/^ +load +\d+ ms/m, 0);
    const { code, output } = await build.stop({ signal });
    assert.is(code, 130, output);
    assert.match(output, 'Build interrupted; the previous dist is untouched.');
    assert.equal((await readdir(site.root)).filter((name) => name.startsWith('dist')), ['dist'], 'no dist.lock, dist.tmp-* or dist.old-*');
    assert.equal(await snapshotTree(site.out), before);
  });
}

test.run();
