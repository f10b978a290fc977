/** A content module's default export copied into plain data as it is loaded (site/content-loader/plain-data.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { plainData } from '../../site/content-loader/plain-data.ts';

const FILE = 'content/site.ts';
const problemsOf = (value: unknown, root?: string) => {
  const data = plainData(value, FILE, root);
  return 'problems' in data ? data.problems : [];
};

test('plain objects and lists are copied field by field; other values are kept as they are', () => {
  const when = new Date(0);
  const original = { name: 'x', list: [1, { a: 'b' }], when, nothing: null };
  const data = plainData(original, FILE);
  assert.ok('value' in data);
  assert.equal(data.value, original);
  const copy = data.value as typeof original;
  assert.is.not(copy, original);
  assert.is.not(copy.list, original.list);
  assert.is(copy.when, when, 'a Date is kept for the content model to judge');
});

test('a getter is read once, and its value is what later readers see', () => {
  let reads = 0;
  const data = plainData({ get company() { return `Acme ${++reads}`; } }, FILE);
  assert.ok('value' in data);
  const copy = data.value as { company: string };
  assert.is(copy.company, 'Acme 1');
  assert.is(copy.company, 'Acme 1');
  assert.is(reads, 1);
});

test('a getter that throws is named by its file and field path, with what it threw', () => {
  const throwing = { get company(): string { throw new Error('the company getter broke'); } };
  assert.equal(problemsOf(throwing), [{ file: FILE, field: 'company', message: 'could not be read: code in it threw "Error: the company getter broke" (a getter or other code runs when the site is built); write the value itself' }]);
  const nested = [{ name: 'a' }, { details: Object.defineProperty([], 0, { get: () => { throw new TypeError('no'); }, enumerable: true }) }];
  assert.equal(problemsOf(nested, 'products').map((p) => p.field), ['products[1].details[0]']);
});

test('a Proxy whose traps throw is named at its own path; a thrown value that is no Error is told too', () => {
  const trap = new Proxy({}, { ownKeys: () => { throw 'not today'; } });
  const problems = problemsOf({ social: trap });
  assert.is(problems.length, 1);
  assert.is(problems[0].field, 'social');
  assert.match(problems[0].message, '"not today"');
});

test('an object that holds itself is copied without looping', () => {
  const loop: Record<string, unknown> = { name: 'x' };
  loop.self = loop;
  assert.ok('value' in plainData(loop, FILE));
});

test.run();
