/**
 * A failure as the dev server shows it (site/dev/failure.ts): every path in it named from the
 * project, whatever spelling the error used, and nothing else changed; a bug told as the build
 * tells it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from '../../site/errors.ts';
import { failureOf } from '../../site/dev/failure.ts';
import { scrubPaths } from '../../site/cli/project-paths.ts';

// A project folder whose name a file:// URL must escape; it need not exist.
const ROOT = path.join(path.sep, 'srv', 'Acme site ü', 'project');
const CWD = path.join(path.sep, 'home', 'dev');
const scrub = scrubPaths(ROOT, CWD);

test('a path inside the project, in each spelling an error uses, reads from the project', () => {
  const file = path.join(ROOT, 'content', 'blog', 'post.md');
  assert.is(scrub(`Cannot find module '${file}' imported from ${path.join(ROOT, 'site', 'routes.tsx')}`), "Cannot find module 'content/blog/post.md' imported from site/routes.tsx");
  assert.is(scrub(`    at Page (${pathToFileURL(path.join(ROOT, 'site', 'pages', 'About.tsx')).href}:12:5)`), '    at Page (site/pages/About.tsx:12:5)');
  assert.is(scrub(`${path.relative(CWD, ROOT)}/site/widgets/menu/menu.client.ts:3:1: ERROR: Expected ";"`), 'site/widgets/menu/menu.client.ts:3:1: ERROR: Expected ";"');
  assert.is(scrub(`ENOENT: no such file or directory, scandir '${ROOT}'`), "ENOENT: no such file or directory, scandir '.'");
});

test('a path outside the project stays, the home folder written as ~', () => {
  assert.is(scrub('/usr/lib/node/x.js'), '/usr/lib/node/x.js');
  assert.is(scrub(`${homedir()}/.cache/x.js`), '~/.cache/x.js');
  assert.is(scrub(`${ROOT}-old/content/x.md`), `${ROOT}-old/content/x.md`, 'a sibling folder whose name starts like the project');
});

test('problem files are named from the project; names already relative stay as they are', () => {
  const failure = failureOf(
    new BuildError('4 problems:', [
      { file: path.join(ROOT, 'content', 'blog'), message: 'folder is missing' },
      { file: path.join(path.relative(process.cwd(), ROOT), 'site', 'styles', 'main.css'), line: 4, message: `line 4: Expected "}" in ${ROOT}/site/styles/main.css` },
      { file: 'content/site.yml', line: 9, field: 'origin', message: 'must be https' },
      { file: 'blog/index.html', message: 'links to /nowhere' },
    ]),
    ROOT,
  );
  const named = [
    { file: 'content/blog', message: 'folder is missing' },
    { file: 'site/styles/main.css', line: 4, message: 'line 4: Expected "}" in site/styles/main.css' },
    { file: 'content/site.yml', line: 9, field: 'origin', message: 'must be https' },
    { file: 'blog/index.html', message: 'links to /nowhere' },
  ];
  assert.equal(failure.problems, named);
  assert.is(failure.message, new BuildError('4 problems:', named).message);
});

test('a BuildError keeps its problems; any other error is its name, its message and the first line of project code', () => {
  const problems = [{ file: 'content/x.md', line: 3, message: 'bad' }];
  assert.equal(failureOf(new BuildError('1 problem:', problems), ROOT).problems, problems);
  const error = new TypeError("Cannot read properties of undefined (reading 'name')");
  error.stack = [
    error.message,
    `    at AboutPage (${ROOT}/site/pages/company/AboutPage.tsx:20:31)`,
    '    at renderWithHooks (/x/node_modules/react-dom/cjs/react-dom-server.node.production.js:1:2)',
    '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
  ].join('\n');
  const failure = failureOf(error, ROOT);
  assert.equal(failure.problems, []);
  assert.is(failure.message, `TypeError: ${error.message} (in site/pages/company/AboutPage.tsx:20:31)`);
});

test('a path in the message of a bug is named from the project too', () => {
  const error = new Error(`Cannot find module '${ROOT}/site/pages/Gone.tsx' imported from ${pathToFileURL(path.join(ROOT, 'site', 'routes.tsx')).href}`);
  error.stack = error.message;
  assert.is(failureOf(error, ROOT).message, "Error: Cannot find module 'site/pages/Gone.tsx' imported from site/routes.tsx");
});

test.run();
