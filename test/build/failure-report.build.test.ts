/**
 * How a failed build is told: unexpected errors without Node's stack (site/cli/unexpected-error.ts),
 * the stage that failed (site/generator/stage-log.ts), the closing message's account of the output
 * folder (site/cli/build-command.ts), and the Ctrl-C bookkeeping (site/cli/interrupt.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeUnexpected, projectFrame } from '../../site/cli/unexpected-error.ts';
import { createStageLog } from '../../site/generator/stage-log.ts';
import { BuildInterruptedError, ContentError, OutputFolderError, OutputSwapError, StageError } from '../../site/errors.ts';
import { Interruptions } from '../../site/cli/interrupt.ts';
import { failureReport } from '../../site/cli/build-command.ts';

const root = '/home/dev/site';
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

test('a relayed stack from another thread keeps the original name and the first line of project code, and drops the rest', () => {
  const relayed = new Error([
    "TypeError: Cannot read properties of undefined (reading 'title')",
    '    at renderCard (file:///home/dev/site/node_modules/react-dom/server.js:10:3)',
    '    at CaseStudyCard (/home/dev/site/site/components/CaseStudyCard.tsx:14:22)',
    '    at renderPages (/home/dev/site/site/generator/render-pages.ts:36:5)',
  ].join('\n'));
  const text = describeUnexpected(relayed, root);
  assert.is(text, "TypeError: Cannot read properties of undefined (reading 'title') (in site/components/CaseStudyCard.tsx:14:22)");
  assert.not.match(text, STACK_LINE);
});

test('an error thrown here names this file and line', () => {
  const error = new RangeError('page count out of range');
  const text = describeUnexpected(error, process.cwd());
  assert.match(text, /^RangeError: page count out of range \(in test\/build\/failure-report\.build\.test\.ts:\d+:\d+\)$/);
});

test('frames outside the project or in node_modules are not named; a thrown string is told as it is', () => {
  assert.is(projectFrame(['    at x (/usr/lib/node/y.js:1:1)', '    at z (node:internal/modules/run_main:1:1)', '    at q (/home/dev/site/node_modules/a/b.js:2:2)'], root), undefined);
  assert.is(describeUnexpected('disk on fire', root), 'disk on fire');
});

test('a stage that throws a bug fails as a StageError naming the stage; a BuildError passes through as it is', async () => {
  const lines: string[] = [];
  const stage = createStageLog((line) => lines.push(line), root);
  try {
    await stage('render', () => {
      throw new TypeError('x is not a function');
    }, () => '');
    assert.unreachable('the stage should fail');
  } catch (error) {
    assert.instance(error, StageError);
    assert.is((error as StageError).stage, 'render');
    assert.match((error as Error).message, /^The render stage failed: TypeError: x is not a function/);
  }
  const content = new ContentError([{ file: 'content/site.yml', field: 'email', message: 'is not an address' }]);
  try {
    await stage('validate', () => Promise.reject(content), () => '');
    assert.unreachable('the stage should fail');
  } catch (error) {
    assert.is(error, content);
  }
  assert.equal(lines, [], 'a failed stage prints no line of its own');
});

test('once the build is interrupted, no further stage starts', async () => {
  let interrupted = false;
  const stage = createStageLog(() => {}, root, () => interrupted);
  assert.is(await stage('load', () => 'loaded', () => ''), 'loaded');
  interrupted = true;
  let ran = false;
  try {
    await stage('render', () => void (ran = true), () => '');
    assert.unreachable('the stage should not start');
  } catch (error) {
    assert.instance(error, BuildInterruptedError);
  }
  assert.not.ok(ran);
});

const where = { root, outDir: `${root}/dist` };

test('the closing message says the previous output is untouched only if there was one; otherwise that nothing was written', () => {
  const content = new ContentError([{ file: 'content/site.yml', field: 'email', message: 'is not an address' }]);
  const failed = failureReport(content, { ...where, existed: true });
  assert.is(failed.code, 1);
  assert.match(failed.text, 'Build failed; the previous dist is untouched.');
  assert.match(failed.text, 'content/site.yml: "email" is not an address');
  assert.match(failureReport(content, { ...where, existed: false }).text, 'Build failed; nothing was written to dist.');
  assert.match(failureReport(content, { root, outDir: '/srv/www/site', existed: true }).text, 'the previous /srv/www/site is untouched', 'outside the project, by its full path');
});

test('a refusal says nothing was written; a failed swap tells its own state, not "untouched"', () => {
  const refused = failureReport(new OutputFolderError('dist is a file, not a folder.', 'move it'), { ...where, existed: true });
  assert.match(refused.text, 'Build refused; nothing was written.\ndist is a file, not a folder.\n  hint: move it');
  const swap = new OutputSwapError('The new site is in dist, but the previous one could not be removed from dist.old-7 (EACCES).', 'delete it: rm -rf dist.old-7', false, true);
  const swapped = failureReport(swap, { ...where, existed: true });
  assert.is(swapped.code, 1);
  assert.not.match(swapped.text, 'untouched');
  assert.match(swapped.text, 'The new site is in dist, but the previous one could not be removed from dist.old-7');
});

test('an unexpected error is told in a line, with the project file it came from, and no stack', () => {
  const bug = new TypeError('x is not a function');
  bug.stack = `TypeError: x is not a function\n    at render (${root}/site/pages/TermsPage.tsx:13:38)\n    at node:internal/main:1:1`;
  const report = failureReport(bug, { ...where, existed: true });
  assert.match(report.text, 'Build failed; the previous dist is untouched.\nTypeError: x is not a function (in site/pages/TermsPage.tsx:13:38)');
  assert.not.match(report.text, STACK_LINE);
  assert.is(failureReport(new BuildInterruptedError(), { ...where, existed: true }).code, 130);
});

test('an interruption undoes the registered steps, newest first, and forbids a later swap', async () => {
  const interruptions = new Interruptions();
  const undone: string[] = [];
  interruptions.onInterrupt(() => void undone.push('lock'));
  const forget = interruptions.onInterrupt(() => void undone.push('forgotten'));
  interruptions.onInterrupt(async () => void undone.push('staging'));
  interruptions.onInterrupt(() => {
    throw new Error('EBUSY: staging folder in use');
  });
  forget();
  const { stopNow, failures } = await interruptions.interrupt();
  assert.ok(stopNow);
  assert.equal(undone, ['staging', 'lock']);
  assert.equal(failures, ['EBUSY: staging folder in use']);
  try {
    await interruptions.whileSwapping(async () => assert.unreachable('no swap may start'));
    assert.unreachable('whileSwapping should refuse');
  } catch (error) {
    assert.instance(error, BuildInterruptedError);
  }
});

test('an interruption during the swap undoes nothing and lets the swap finish', async () => {
  const interruptions = new Interruptions();
  let undone = false;
  interruptions.onInterrupt(() => void (undone = true));
  let answer: { stopNow: boolean } | undefined;
  const swapped = await interruptions.whileSwapping(async () => {
    answer = await interruptions.interrupt();
    return 'swapped';
  });
  assert.is(swapped, 'swapped');
  assert.equal(answer, { stopNow: false, failures: [] });
  assert.not.ok(undone);
});

test.run();
