/**
 * npm test's closing summary (test/tools/test-totals.ts) and the mark a test file leaves when it
 * could not run (test/helpers/skipped.ts): what uvu, npm, npm-run-all and tsc print is read back
 * into passed, failed and skipped per script, and a file that could not run counts as skipped.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { laneReader, summaryLines } from '../tools/test-totals.ts';
import { projectRoot } from '../helpers/server.ts';

const read = (text: string) => {
  const reader = laneReader();
  text.split('\n').forEach(reader.line);
  return reader.totals();
};

/** A uvu run's closing lines as uvu writes them (colours included). */
const uvuTotals = (total: number, passed: number, skipped: number) =>
  `\n  Total:     ${total}\x1b[32m\n  Passed:    ${passed}\x1b[39m\n  Skipped:   ${skipped}\n  Duration:  12.00ms\n`;

test('each script\'s totals are read under the npm script that printed them; a test that ran and did not pass failed', () => {
  const totals = read([
    '> acme-site@1.0.0 typecheck', '> tsc -p tsconfig.json',
    '> acme-site@1.0.0 test:unit', uvuTotals(40, 38, 0),
    '> acme-site@1.0.0 test:engines', '  ! Engine tests skipped: WebKitGTK: /usr/bin/WebKitWebDriver not found (apt-get install -y webkit2gtk-driver).', uvuTotals(5, 5, 1),
    'ERROR: "test:unit" exited with 1.',
  ].join('\n'));
  assert.equal(totals.scripts, [
    { script: 'typecheck', typeErrors: 0 },
    { script: 'test:unit', typeErrors: 0, tests: { passed: 38, failed: 2, skipped: 0 }, exitCode: 1 },
    { script: 'test:engines', typeErrors: 0, tests: { passed: 5, failed: 0, skipped: 1 } },
  ]);
  assert.equal(totals.skipped, ['Engine tests skipped: WebKitGTK: /usr/bin/WebKitWebDriver not found (apt-get install -y webkit2gtk-driver)']);
});

test('the summary lists every script of both lanes, the sums, what could not run, and says whether npm test failed', () => {
  const code = read(['> acme-site@1.0.0 typecheck', 'site/x.ts(1,1): error TS2322: nope', 'ERROR: "typecheck" exited with 2.'].join('\n'));
  const site = read(['> acme-site@1.0.0 test:output', '  ! nginx test skipped: no nginx (apt-get install -y nginx-light, or set NGINX_PATH).', uvuTotals(10, 10, 1)].join('\n'));
  const lines = summaryLines([{ lane: 'test:code', code: 1, totals: code }, { lane: 'test:site', code: 0, totals: site }]).join('\n');
  assert.match(lines, /test:code +typecheck .* failed \(1 type error\) \(exit code 2\)/);
  assert.match(lines, /test:site +test:output +10 +0 +1 +passed, some skipped/);
  assert.match(lines, 'Tests: 10 passed, 0 failed, 1 skipped');
  assert.match(lines, '- nginx test skipped: no nginx');
  assert.match(lines, 'npm test failed');
  assert.not.match(lines, /^(\[[a-z:]+\] )? *FAIL |error TS\d+/m, 'nothing that .ci/run would repeat as a failure of its own');
  assert.match(summaryLines([{ lane: 'test:site', code: 0, totals: site }]).join('\n'), 'npm test passed.');
  const lane = read(['> acme-site@1.0.0 test:site', '> acme-site@1.0.0 test:output', uvuTotals(3, 3, 0)].join('\n'));
  assert.not.match(summaryLines([{ lane: 'test:site', code: 0, totals: lane }]).join('\n'), /^ +test:site +test:site/m, 'a lane is not a row of its own');
});

test('a test file that could not run is counted by uvu as skipped, not passed, and read so', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'skipped-'));
  try {
    const helper = pathToFileURL(path.join(projectRoot, 'test/helpers/skipped.ts')).href;
    writeFileSync(path.join(dir, 'nothing.test.ts'), `import { markSkipped } from ${JSON.stringify(helper)};\nmarkSkipped('no nginx');\n`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'node_modules/uvu/bin.js'), dir], { cwd: projectRoot, encoding: 'utf8' });
    assert.is(run.status, 0, run.stderr);
    const { scripts } = read(`> acme-site@1.0.0 test:output\n${run.stdout}`);
    assert.equal(scripts[0].tests, { passed: 0, failed: 0, skipped: 1 }, run.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
