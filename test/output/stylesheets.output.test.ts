/**
 * The built stylesheets use no selector that an older target browser (docs/decisions.md §10) would
 * take for an error: such a browser drops the whole rule, every selector of its list with it, and
 * esbuild does not rewrite selectors for the targets. So no :is() or :where() (write the list out),
 * :not() of one selector only (chain them), and :has() or :focus-visible never in a list beside
 * selectors without it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { distDir } from '../helpers/built-pages.ts';
import { selectorProblems } from '../helpers/selectors.ts';

const assetsDir = path.join(distDir, 'assets');
const stylesheets = (await readdir(assetsDir)).filter((name) => name.endsWith('.css'));

test('the build writes stylesheets', () => {
  assert.ok(stylesheets.length > 0, `no .css file in ${assetsDir}`);
});

test('no stylesheet has a rule that an older target browser would drop whole', async () => {
  const problems: string[] = [];
  for (const name of stylesheets) {
    const css = await readFile(path.join(assetsDir, name), 'utf8');
    problems.push(...selectorProblems(css).map((problem) => `${name}: ${problem}`));
  }
  assert.equal(problems, []);
});

test('the check finds each kind of rule it refuses', () => {
  assert.equal(selectorProblems('.a :is(.b, .c) { color: red }').length, 1);
  assert.equal(selectorProblems(':where(.a) .b { color: red }').length, 1);
  assert.equal(selectorProblems('.a:not(.b, .c) { color: red }').length, 1);
  assert.equal(selectorProblems('.a, .b:has(.c) { color: red }').length, 1);
  assert.equal(selectorProblems('.a:hover, .a:focus-visible { outline: 0 }').length, 1);
  assert.equal(selectorProblems('@media (min-width: 40rem) { .a, .b:has(.c) { color: red } }').length, 1);
  assert.equal(
    selectorProblems('.a:not(.b):not(.c), .d { color: red } .e:has(.f) { color: red } .g:focus-visible, .h:focus-visible { color: red } @keyframes k { from { opacity: 0 } 50%, to { opacity: 1 } }'),
    [],
  );
});

test.run();
