/**
 * How the every-page audits share their pages (test/helpers/audit-pages.ts): each item is checked
 * once, a check that throws or hangs past its limit becomes a finding naming the item, and the
 * other items are still checked.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eachOf } from '../helpers/audit-pages.ts';

/** A time limit the test expires by hand, in place of a clock. */
function limits() {
  const expire: (() => void)[] = [];
  let stopped = 0;
  const limit = () => ({
    expired: new Promise<never>((_, reject) => expire.push(() => reject(new Error('did not finish within 120 s')))),
    stop: () => { stopped++; },
  });
  return { limit, expire, stopped: () => stopped };
}

test('every item is checked once, across the workers, and the findings keep the items’ order', async () => {
  const seen: string[] = [];
  const findings = await eachOf(['/a', '/b', '/c'], [1, 2], (path) => path, async (path, worker) => {
    seen.push(path);
    return worker === 1 ? [] : [`${path}: found`];
  });
  assert.equal([...seen].sort(), ['/a', '/b', '/c']);
  assert.ok(findings.every((line) => line.endsWith(': found')));
  assert.equal(findings, [...findings].sort());
});

test('a check that throws is a finding naming its item, with the first line of the error', async () => {
  const findings = await eachOf(['/a', '/b'], [1], (path) => `${path} @ 375 px`, async (path) => {
    if (path === '/a') throw new Error('Timeout 30000ms exceeded.\n  at page.goto');
    return [];
  });
  assert.equal(findings, ['/a @ 375 px: Timeout 30000ms exceeded.']);
});

test('a check that hangs is reported when its limit expires, and the run goes on to the next item', async () => {
  const { limit, expire, stopped } = limits();
  const checked: string[] = [];
  const run = eachOf(['/hangs', '/next'], [1], (path) => path, (path) => {
    checked.push(path);
    return path === '/hangs' ? new Promise<string[]>(() => {}) : Promise.resolve([]);
  }, limit);
  await Promise.resolve();
  assert.equal(checked, ['/hangs']);
  expire[0]();
  assert.equal(await run, ['/hangs: did not finish within 120 s']);
  assert.equal(checked, ['/hangs', '/next']);
  assert.is(stopped(), 2, 'each limit is stopped once its check is over');
});

test.run();
