/**
 * npm run dev when things go wrong, over a scratch copy of the project: every failure names its
 * files from the project (no absolute path in the event stream), as the build does, with the
 * line where there is one; a content file or folder removed or renamed, and a static/ file over
 * a page, give the build's own error, and putting things back recovers without a restart; a
 * request under a name that is not ours is refused. Waits for the server's events, never for time.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatProblem } from '../../site/errors.ts';
import type { Failure } from '../../site/dev/session.ts';
import { devEvents, devProject, type AnyEvent, type DevEvents, type DevProject } from './dev-events.ts';
import { A_POST, anIndustry } from '../helpers/content.ts';

const POST_SOURCE = A_POST.source;
const POST_FILE = A_POST.file;

const terminal: string[] = [];
let dev: DevProject;
let tab: DevEvents;
/** Somewhere outside the project, to move things to. */
let outside: string;
const at = (file: string) => path.join(dev.root, file);

// Started by the suite, not on import: one dev server copy at a time (see devProject).
test.before(async () => {
  dev = await devProject((line) => terminal.push(line));
  tab = await devEvents(dev.server.origin);
  outside = await mkdtemp(path.join(tmpdir(), 'dev-errors-'));
});

test.after(async () => {
  tab?.close();
  await dev?.cleanup();
  if (outside) await rm(outside, { recursive: true, force: true });
});

/** The project's folder in any spelling, as it must never appear in what a tab is sent. */
function assertNoProjectPath(event: AnyEvent): void {
  const text = JSON.stringify(event);
  for (const spelling of new Set([dev.root, realpathSync(dev.root), path.dirname(dev.root), 'file://'])) assert.not.ok(text.includes(spelling), `"${spelling}" in ${text}`);
}

/** Each problem the dev server reports is what the real build.ts prints, letter for letter. */
async function assertSameAsBuild(failure: Pick<Failure, 'message' | 'problems'>): Promise<void> {
  const { code, stdout, stderr } = await dev.site.run('build.ts');
  assert.is(code, 1, `the build should fail too:\n${stdout}${stderr}`);
  assert.ok(failure.problems.length > 0, failure.message);
  for (const problem of failure.problems) assert.ok(`${stdout}${stderr}`.includes(formatProblem(problem)), `the build does not say ${JSON.stringify(formatProblem(problem))}:\n${stderr}`);
}

/** Waits for the next failure whose problems include one in `file`. */
const failureIn = (file: string) => tab.next('failed', (e) => e.problems.some((p) => p.file === file));

/** Waits for the site to build again, and checks that a newly opened tab sees no failure. */
async function assertRecovered(): Promise<void> {
  await tab.next('reload');
  const opened = await devEvents(dev.server.origin);
  assert.is((await opened.next('hello')).failure, null);
  opened.close();
}

const status = async (url: string) => (await fetch(`${dev.server.origin}${url}`)).status;

/** Breaks the copy, checks what the dev server says, puts the copy back even when a check fails, and waits for the recovery. */
async function whileBroken(breakIt: () => Promise<unknown>, restore: () => Promise<unknown>, check: () => Promise<void>): Promise<void> {
  await breakIt();
  try {
    await check();
  } finally {
    await restore();
  }
  await assertRecovered();
}

const move = (from: string, to: string) => () => rename(path.resolve(dev.root, from), path.resolve(dev.root, to));
const replace = (file: string, from: string, to: string) => () => dev.edit(file, from, to);

test('a content error: file from the project, with its line, in the event and the terminal, as the build says it', async () => {
  const date = /^date: .*$/m.exec(await readFile(at(POST_SOURCE), 'utf8'))![0];
  await whileBroken(replace(POST_SOURCE, date, 'date: Smarch 2025'), replace(POST_SOURCE, 'date: Smarch 2025', date), async () => {
    const failed = await failureIn(POST_SOURCE);
    assertNoProjectPath(failed);
    const problem = failed.problems.find((p) => p.field === 'date')!;
    assert.ok(Number.isInteger(problem.line) && problem.line! > 1, 'the header line of the field');
    assert.ok(terminal.some((line) => line.includes(`${POST_SOURCE}:${problem.line}: "date"`)), terminal.join('\n'));
    await assertSameAsBuild(failed);
  });
});

const PAGE = 'site/pages/NotFoundPage.tsx';
const PAGE_LINE = 'const { content } = useSite();';

test('a page that throws while rendering: which page, and where in the project', async () => {
  const throwing = `${PAGE_LINE}\n  if (content) throw new Error('the 404 page broke');`;
  await whileBroken(replace(PAGE, PAGE_LINE, throwing), replace(PAGE, throwing, PAGE_LINE), async () => {
    const failed = await tab.next('failed', (e) => e.message.includes('the 404 page broke'));
    assertNoProjectPath(failed);
    assert.match(failed.message, 'the page 404.html could not be rendered', 'which page');
    assert.match(failed.message, /\(in site\/pages\/NotFoundPage\.tsx:\d+:\d+\)$/, 'where, from the project');
  });
});

test('a syntax error in a page, which stops the build worker: the file from the project', async () => {
  const broken = 'const { content } = = useSite();';
  await whileBroken(replace(PAGE, PAGE_LINE, broken), replace(PAGE, broken, PAGE_LINE), async () => {
    const failed = await tab.next('failed', (e) => e.message.includes('NotFoundPage.tsx'));
    assertNoProjectPath(failed);
    assert.match(failed.message, /site\/pages\/NotFoundPage\.tsx:\d+/);
  });
});

test('a syntax error in a client script: the file from the project, as the build says it', async () => {
  const script = 'site/widgets/counter/counter.client.ts';
  await whileBroken(replace(script, 'let step = 0;', 'let step = = 0;'), replace(script, 'let step = = 0;', 'let step = 0;'), async () => {
    const failed = await failureIn(script);
    assertNoProjectPath(failed);
    await assertSameAsBuild(failed);
  });
});

test('a YAML syntax error in content/site.yml: the file, line and column, as the build says it', async () => {
  const file = 'content/site.yml';
  const text = await readFile(at(file), 'utf8');
  const line = /^company: .*$/m.exec(text)![0];
  const broken = line.replace('company: ', 'company: Acme: ');
  await whileBroken(replace(file, line, broken), replace(file, broken, line), async () => {
    const failed = await failureIn(file);
    assertNoProjectPath(failed);
    const named = failed.problems.find((p) => p.file === file);
    assert.is(named?.line, text.slice(0, text.indexOf(line)).split('\n').length, JSON.stringify(failed.problems));
    assert.match(named!.message, /^has a YAML syntax error at column \d+: a value that holds ": " must be in double quotes/);
    await assertSameAsBuild(failed);
  });
});

test('a value the model refuses in content/site.yml: the field and its line, as the build says it', async () => {
  const file = 'content/site.yml';
  const text = await readFile(at(file), 'utf8');
  const line = /^origin: .*$/m.exec(text)![0];
  const wrong = 'origin: http://example.com';
  await whileBroken(replace(file, line, wrong), replace(file, wrong, line), async () => {
    const failed = await failureIn(file);
    const named = failed.problems.find((p) => p.field === 'origin');
    assert.is(named?.line, text.slice(0, text.indexOf(line)).split('\n').length, JSON.stringify(failed.problems));
    await assertSameAsBuild(failed);
  });
});

test('a code file saved in content/ is refused by name, unrun; deleted: recovered', async () => {
  const file = 'content/industries/retail-extra.ts';
  const marker = at('ran');
  const write = () => writeFile(at(file), `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, '');\nexport default {};\n`);
  await whileBroken(write, () => rm(at(file)), async () => {
    const failed = await failureIn(file);
    assert.match(failed.problems.find((p) => p.file === file)!.message, /^is code \(\.ts\), and nothing in content\/ is run/);
    assert.not.ok(existsSync(marker), 'the file did not run');
    await assertSameAsBuild(failed);
  });
});

test('content/blog renamed: the build\'s error; renamed back: recovered', async () => {
  await whileBroken(move('content/blog', 'content/blog-old'), move('content/blog-old', 'content/blog'), async () => {
    const failed = await failureIn('content/blog');
    assertNoProjectPath(failed);
    await assertSameAsBuild(failed);
  });
  assert.is(await status(A_POST.page), 200);
});

test('content/blog moved out of the project, which no file event inside it names: the build\'s error; moved back: recovered', async () => {
  await whileBroken(move('content/blog', path.join(outside, 'blog')), move(path.join(outside, 'blog'), 'content/blog'), async () => {
    await failureIn('content/blog');
  });
});

test('an industry\'s file renamed: the build\'s error; renamed back: recovered', async () => {
  const file = anIndustry().source;
  const away = `${file}.bak`;
  await whileBroken(move(file, away), move(away, file), async () => {
    await assertSameAsBuild(await tab.next('failed'));
  });
});

test('content/site.yml removed: it says so, as in the build; restored: recovered', async () => {
  await whileBroken(move('content/site.yml', path.join(outside, 'site.yml')), move(path.join(outside, 'site.yml'), 'content/site.yml'), async () => {
    const failed = await failureIn('content/site.yml');
    assertNoProjectPath(failed);
    await assertSameAsBuild(failed);
  });
});

test('content/ itself renamed: every file it held is missing, as in the build; renamed back: recovered', async () => {
  await whileBroken(move('content', 'content-away'), move('content-away', 'content'), async () => {
    const failed = await failureIn('content/site.yml');
    assertNoProjectPath(failed);
    await assertSameAsBuild(failed);
  });
});

test('a post deleted: its page is gone; restored: it is back', async () => {
  const text = await readFile(at(POST_SOURCE));
  await rm(at(POST_SOURCE));
  try {
    const reload = await tab.next('reload', (e) => e.files.includes(POST_FILE));
    assert.ok(reload.files.includes('blog/index.html'), 'the listing no longer shows it');
    assert.is(await status(A_POST.page), 404);
  } finally {
    await writeFile(at(POST_SOURCE), text);
  }
  await tab.next('reload', (e) => e.files.includes(POST_FILE));
  assert.is(await status(A_POST.page), 200);
});

test('a static/ file that would replace a page is refused as the build refuses it; removed: recovered', async () => {
  const file = 'static/about/index.html';
  const add = async () => {
    await mkdir(at('static/about'));
    await writeFile(at(file), '<!DOCTYPE html><title>Old about page</title>');
  };
  await whileBroken(add, () => rm(at('static/about'), { recursive: true }), async () => {
    await assertSameAsBuild(await failureIn(file));
  });
  assert.not.match(await (await fetch(`${dev.server.origin}/about/`)).text(), 'Old about page');
});

test('a symbolic link in static/ to a folder of the system is refused as the build refuses it, and nothing behind it is served', async () => {
  const link = 'static/etc';
  await whileBroken(() => symlink('/etc', at(link)), () => rm(at(link)), async () => {
    await assertSameAsBuild(await failureIn(link));
    assert.is(await status('/etc/passwd'), 404);
  });
  assert.is(await status('/etc/passwd'), 404);
});

test('a drawing in static/ that runs a script is refused as the build refuses it, and not served', async () => {
  const file = 'static/chart.svg'; // at static/'s top: a folder of its own may not exist in the copy
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><script>alert(1)</script></svg>';
  await whileBroken(() => writeFile(at(file), drawing), () => rm(at(file)), async () => {
    await assertSameAsBuild(await failureIn(file));
    assert.is(await status('/chart.svg'), 404);
  });
});

/** A GET to the dev server with exactly this Host header. */
const getAs = (host: string, pathname: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(dev.server.origin);
    request({ host: url.hostname, port: url.port, path: pathname, setHost: false, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
        // An answered event stream never ends: its first event is proof enough.
        if (body.includes('event: hello')) res.destroy();
      });
      res.on('end', () => resolve({ status: res.statusCode!, body })).on('close', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });

test('under a name that is not ours, the dev server answers 403 and nothing else, and says so in the terminal', async () => {
  for (const pathname of ['/', '/__dev/events', '/__dev/reload.js']) {
    const refused = await getAs('rebind.evil.example', pathname);
    assert.is(refused.status, 403, pathname);
    assert.not.match(refused.body, /<|event:|EventSource/, refused.body);
    assert.is((await getAs(`localhost:${new URL(dev.server.origin).port}`, pathname)).status, 200, pathname);
  }
  assert.ok(terminal.some((line) => line.includes('"rebind.evil.example"') && line.includes('--host')), terminal.join('\n'));
});

test.run();
