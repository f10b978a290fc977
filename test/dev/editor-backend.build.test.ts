/**
 * The editor's local backend (site/dev/editor-backend/), over a dev server on a scratch copy of the
 * project: Decap's local-backend protocol at /admin/api/v1 reads and writes content/, a valid save
 * is written and rebuilt, a save the build would refuse is answered with the build's message, and
 * every request the editor could not have sent, and every path outside content/'s kinds, is
 * refused with nothing written. Requests are made with node:http, so that each header (Host,
 * Origin, Sec-Fetch-Site) is exactly what the test says.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { devEvents, devProject, type DevEvents, type DevProject } from './dev-events.ts';
import { A_POST, anIndustry } from '../helpers/content.ts';
import { snapshotTree } from '../helpers/snapshot.ts';
import { gradientPhoto } from '../helpers/gradient-photo.ts';
import { CARD_LIMITS } from '../../site/model/card-text.ts';
import { EDITOR_API } from '../../site/dev/editor-backend/editor-api.ts';

let dev: DevProject;
let tab: DevEvents;

interface Sent { status: number; type: string; body: string }

/** A raw request to the dev server: `headers` replace the editor's own (an undefined value leaves that header out). */
function send(body: string, headers: Record<string, string | undefined> = {}, { method = 'POST', pathname = EDITOR_API } = {}): Promise<Sent> {
  const { port, host } = new URL(dev.server.origin);
  const all: Record<string, string | undefined> = { Host: host, Origin: dev.server.origin, 'Content-Type': 'application/json; charset=utf-8', 'Sec-Fetch-Site': 'same-origin', ...headers };
  const given = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers: given }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Decap's request for `action`, as the editor sends it; the answer parsed. */
async function call(action: string, params?: unknown, headers?: Record<string, string | undefined>): Promise<{ status: number; json: any }> {
  const sent = await send(JSON.stringify({ branch: 'main', action, params }), headers);
  return { status: sent.status, json: sent.type.startsWith('application/json') ? JSON.parse(sent.body) : sent.body };
}

const contentState = () => snapshotTree(path.join(dev.root, 'content'));
/** Runs `attempt` and asserts content/ is byte for byte as it was. */
async function nothingWritten<T>(attempt: () => Promise<T>): Promise<T> {
  const before = await contentState();
  const result = await attempt();
  assert.equal(await contentState(), before, 'content/ changed');
  return result;
}

const persist = (file: string, raw: string, assets: unknown[] = []) =>
  call('persistEntry', { branch: 'main', dataFiles: [{ slug: path.basename(file), path: file, raw }], assets, options: { commitMessage: `Update ${file}`, useWorkflow: false, status: '' } });

test.before(async () => {
  dev = await devProject();
  tab = await devEvents(dev.server.origin);
  await tab.next('hello');
});

test.after(async () => {
  tab?.close();
  await dev?.cleanup();
});

test('info answers as decap-server\'s local file-system mode does, with the simple publish mode only', async () => {
  const { status, json } = await call('info');
  assert.is(status, 200);
  assert.equal(json, { repo: path.basename(dev.root), publish_modes: ['simple'], type: 'local_fs' });
});

test('a folder\'s entries and one entry are read from content/, with their text', async () => {
  const source = await dev.site.read(A_POST.source);
  const listed = await call('entriesByFolder', { branch: 'main', folder: 'content/blog', extension: 'md', depth: 1 });
  assert.is(listed.status, 200);
  assert.ok(listed.json.length > 0);
  assert.ok(listed.json.every((entry: { file: { path: string } }) => /^content\/blog\/[^/]+\.md$/.test(entry.file.path)), 'only the folder\'s .md files');
  const post = listed.json.find((entry: { file: { path: string } }) => entry.file.path === A_POST.source);
  assert.is(post?.data, source);
  const one = await call('getEntry', { branch: 'main', path: A_POST.source });
  assert.equal(one.json, post);
  const none = await call('getEntry', { branch: 'main', path: 'content/blog/no-such-post.md' });
  assert.equal(none.json, { data: null, file: { path: 'content/blog/no-such-post.md', id: null } });
});

test('a valid save is written and its page rebuilt', async () => {
  const source = await dev.site.read(A_POST.source);
  const raw = source.replace(/^title: .*$/m, 'title: Late payouts, saved from the editor');
  const saved = await persist(A_POST.source, raw);
  assert.equal(saved, { status: 200, json: { message: 'entry persisted' } });
  assert.is(await dev.site.read(A_POST.source), raw);
  await tab.next('reload', (event) => event.files.includes(A_POST.file));
  const page = await fetch(`${dev.server.origin}${A_POST.page}`).then((response) => response.text());
  assert.match(page, 'Late payouts, saved from the editor');
});

test('a save the build would refuse is answered with the build\'s message, and nothing is written', async () => {
  const industry = anIndustry();
  const doc = parseDocument(await dev.site.read(industry.source));
  const summary = String(doc.get('summary'));
  const tooLong = `${summary} ${'Every dealer is rewarded on time. '.repeat(Math.ceil(CARD_LIMITS.description / 30))}`.trim();
  doc.set('summary', tooLong);
  const raw = doc.toString({ lineWidth: 0 });
  const { status, json } = await nothingWritten(() => persist(industry.source, raw));
  assert.is(status, 422);
  assert.match(json.error, /^Not saved: .* would make the build fail, so nothing was written\./);
  const problem = json.problems.find((p: { file: string; field?: string }) => p.file === industry.source && p.field === 'summary');
  assert.ok(problem, `the summary's problem is named with its file and field: ${json.error}`);
  assert.match(json.error, problem.text, 'the message lists the problem as the build prints it');
  assert.match(problem.message, String(CARD_LIMITS.description));
  assert.is(problem.line, raw.split('\n').findIndex((line) => line.startsWith('summary:')) + 1, 'on the line of the file saved');
});

test('a deletion the build would refuse is refused, and so is deleting a picture a text names', async () => {
  await nothingWritten(async () => {
    const site = await call('deleteFile', { branch: 'main', path: 'content/site.yml', options: { commitMessage: 'Delete' } });
    assert.is(site.status, 422);
    assert.match(site.json.error, 'content/site.yml');
    const scene = String(parseDocument(await dev.site.read(anIndustry().source)).get('scene'));
    const picture = await call('deleteFiles', { branch: 'main', paths: [`content/images/${scene}`], options: { commitMessage: 'Delete' } });
    assert.is(picture.status, 422);
    assert.match(picture.json.error, anIndustry().source);
  });
});

test('with another file already broken, a sound save is written, and a bad one is refused for its own problems only', async () => {
  const industry = anIndustry();
  const before = await dev.site.read(industry.source);
  const broken = parseDocument(before);
  broken.set('summary', 'Dealers. '.repeat(CARD_LIMITS.description));
  await dev.site.write(industry.source, broken.toString({ lineWidth: 0 }));
  await tab.next('failed', (event) => event.problems.some((p) => p.file === industry.source));
  const post = await dev.site.read(A_POST.source);
  const sound = post.replace(/^title: .*$/m, 'title: Saved while an industry was broken');
  assert.is((await persist(A_POST.source, sound)).status, 200);
  assert.is(await dev.site.read(A_POST.source), sound);
  const { status, json } = await nothingWritten(() => persist(A_POST.source, sound.replace(/^category: .*$/m, 'category: No such category')));
  assert.is(status, 422);
  assert.ok(json.problems.length > 0 && json.problems.every((p: { file: string }) => p.file === A_POST.source), `only the post's problems: ${json.error}`);
  await dev.site.write(industry.source, before);
  await tab.next('reload', (event) => event.files.includes(A_POST.file));
});

test('requests the editor could not have sent are refused, and nothing is written', async () => {
  const source = await dev.site.read(A_POST.source);
  const body = JSON.stringify({ action: 'persistEntry', params: { dataFiles: [{ path: A_POST.source, raw: source.replace(/^title: .*$/m, 'title: Written from elsewhere') }], assets: [] } });
  await nothingWritten(async () => {
    const refused: [string, Record<string, string | undefined>, number][] = [
      ['a page of another origin', { Origin: 'https://evil.example' }, 403],
      ['another port of this computer', { Origin: 'http://127.0.0.1:1' }, 403],
      ['no Origin', { Origin: undefined }, 403],
      ['Origin null (a sandboxed frame)', { Origin: 'null' }, 403],
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }, 403],
      ['a wrong Host (DNS rebinding)', { Host: 'evil.example', Origin: 'http://evil.example' }, 403],
      ['a form\'s text/plain', { 'Content-Type': 'text/plain' }, 415],
      ['a form\'s urlencoded body', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ];
    for (const [what, headers, status] of refused) {
      const sent = await send(body, headers);
      assert.is(sent.status, status, what);
      assert.not.match(sent.body, 'entry persisted', what);
    }
    assert.is((await send('', {}, { method: 'GET' })).status, 405, 'GET');
    const preflight = await send('', { 'Access-Control-Request-Method': 'POST' }, { method: 'OPTIONS' });
    assert.is(preflight.status, 405, 'a CORS preflight is not granted');
  });
  const answered = await new Promise<Record<string, unknown>>((resolve) =>
    request({ host: '127.0.0.1', port: new URL(dev.server.origin).port, path: EDITOR_API, method: 'POST', headers: { Host: new URL(dev.server.origin).host, Origin: 'https://evil.example', 'Content-Type': 'application/json' } }, (res) => resolve(res.headers)).end('{}'),
  );
  assert.not.ok(Object.keys(answered).some((name) => name.startsWith('access-control-')), 'no CORS header is ever sent');
});

test('paths outside content/\'s kinds are refused, and nothing is written', async () => {
  await symlink(path.join(dev.root, 'site'), path.join(dev.root, 'content/linked'));
  const text = 'title: x\n';
  await nothingWritten(async () => {
    for (const [file, why] of [
      ['content/../build.ts', '".."'],
      ['content/blog/../../package.json', '".."'],
      [path.join(dev.root, 'content/site.yml'), 'absolute'],
      ['/etc/passwd', 'absolute'],
      ['site/pages/home.yml', 'outside content/'],
      ['content/site.ts', 'not a content file'],
      ['content/blog/post.md.js', 'not a content file'],
      ['content/images/photo.yml', 'not a content file'],
      ['content/blog\\x.md', 'backslash'],
      ['content/.hidden.md', 'a file or folder name'],
      ['content/linked/x.md', 'symbolic link'],
    ]) {
      const { status, json } = await persist(file, text);
      assert.is(status, 400, file);
      assert.match(json.error, why, file);
    }
    const read = await call('getEntry', { branch: 'main', path: 'content/../package.json' });
    assert.is(read.status, 400, 'reads are held to content/ too');
    const deleted = await call('deleteFile', { branch: 'main', path: 'content/../package.json', options: { commitMessage: 'x' } });
    assert.is(deleted.status, 400, 'deletions too');
  });
});

test('a picture that breaks the image rules is refused, and nothing is written; a sound one is saved', async () => {
  const upload = (name: string, bytes: Buffer) =>
    call('persistMedia', { branch: 'main', asset: { path: `content/images/${name}`, content: bytes.toString('base64'), encoding: 'base64' }, options: { commitMessage: `Upload ${name}` } });
  const photo = await gradientPhoto(1200, 675, 'png');
  await nothingWritten(async () => {
    for (const [name, bytes, why] of [
      ['chart.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>'), 'onload'],
      ['chart.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'), 'holds markup'],
      ['notes.png', Buffer.from('not a picture at all'), 'not a JPEG, PNG, WebP or SVG'],
      ['photo.jpg', photo, 'holds a PNG'],
    ] as const) {
      const { status, json } = await upload(name, bytes);
      assert.is(status, 422, name);
      assert.match(json.error, `content/images/${name}`, name);
      assert.match(json.error, why, name);
    }
    const spaced = await upload('dealer meet.png', photo);
    assert.is(spaced.status, 400, 'a name with a space');
    const script = await upload('x.html', Buffer.from('<script>alert(1)</script>'));
    assert.is(script.status, 400, 'a page is no picture');
  });
  const saved = await upload('dealer-meet.png', photo);
  assert.is(saved.status, 200);
  assert.is(saved.json.path, 'content/images/dealer-meet.png');
  assert.ok((await readFile(path.join(dev.root, 'content/images/dealer-meet.png'))).equals(photo), 'the file holds the bytes sent');
  const listed = await call('getMedia', { branch: 'main', mediaFolder: 'content/images' });
  assert.ok(listed.json.some((file: { path: string; content: string }) => file.path === 'content/images/dealer-meet.png' && Buffer.from(file.content, 'base64').equals(photo)));
});

test.run();
