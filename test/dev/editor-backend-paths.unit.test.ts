/**
 * The editor backend's judgement of paths (site/dev/editor-backend/content-paths.ts) and of who
 * asks (request-guard.ts), without a server: each rule on a folder made for the test.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { contentPath, PathRefusal, type PathKind } from '../../site/dev/editor-backend/content-paths.ts';
import { guardRequest, readBody, RequestRefusal } from '../../site/dev/editor-backend/request-guard.ts';
import { isLoopbackAddress } from '../../site/dev/host-check.ts';
import { Readable } from 'node:stream';
import { rejection, thrown } from '../helpers/thrown.ts';

const base = mkdtempSync(path.join(tmpdir(), 'editor-paths-'));
const contentDir = path.join(base, 'content');
mkdirSync(path.join(contentDir, 'blog'), { recursive: true });
mkdirSync(path.join(contentDir, 'images'), { recursive: true });
writeFileSync(path.join(base, 'secret.md'), 'outside');
symlinkSync(path.join(base, 'secret.md'), path.join(contentDir, 'blog', 'linked.md'));
symlinkSync(base, path.join(contentDir, 'outside'));

test.after(() => rmSync(base, { recursive: true, force: true }));

const refusal = (name: unknown, kind: PathKind) => thrown(PathRefusal, () => contentPath(contentDir, name, kind), String(name)).message;

test('a content file or picture is found in the content folder, named as the editor names it', () => {
  assert.equal(contentPath(contentDir, 'content/blog/a-post.md', 'entry'), { name: 'content/blog/a-post.md', file: path.join(contentDir, 'blog', 'a-post.md') });
  assert.equal(contentPath(contentDir, 'content/site.yml', 'entry').file, path.join(contentDir, 'site.yml'));
  assert.equal(contentPath(contentDir, 'content/images/industries/retail.svg', 'media').file, path.join(contentDir, 'images', 'industries', 'retail.svg'));
  assert.equal(contentPath(contentDir, 'content/blog', 'folder').file, path.join(contentDir, 'blog'));
});

test('every way out of content/ is refused, with why', () => {
  for (const [name, why] of [
    ['content/../secret.md', '".."'],
    ['content/blog/../../secret.md', '".."'],
    ['content/./site.yml', '".."'],
    [path.join(contentDir, 'site.yml'), 'absolute'],
    ['C:/content/site.yml', 'absolute'],
    ['content\\..\\secret.md', 'backslash'],
    ['secret.md', 'outside content/'],
    ['contents/site.yml', 'outside content/'],
    ['content/blog/linked.md', 'symbolic link'],
    ['content/outside/secret.md', 'symbolic link'],
    ['content/blog//x.md', 'a file or folder name'],
    ['content/blog/%2e%2e/x.md', 'a file or folder name'],
    ['content/blog/.x.md', 'a file or folder name'],
    ['content/blog/a post.md', 'a file or folder name'],
  ]) assert.match(refusal(name, 'entry'), why, name);
  assert.match(refusal(undefined, 'entry'), 'missing');
});

test('only content\'s kinds: records and texts outside images/, pictures inside it', () => {
  for (const name of ['content/site.ts', 'content/blog/x.mdx', 'content/blog/x.md.js', 'content/site.json', 'content/images/x.yml', 'content/images/x.md']) {
    assert.match(refusal(name, 'entry'), 'not a content file', name);
  }
  assert.match(refusal('content/blog/2024/x.md', 'entry'), 'deeper than content files are kept');
  for (const name of ['content/blog/x.png', 'content/images/x.html', 'content/images/x.svgz', 'content/images']) {
    assert.match(refusal(name, 'media'), 'not a picture', name);
  }
});

const asked = (headers: Record<string, string>, { method = 'POST', remote = '127.0.0.1' } = {}) =>
  ({ method, headers: { host: 'localhost:4000', ...headers }, socket: { remoteAddress: remote } }) as unknown as IncomingMessage;
const editor = { origin: 'http://localhost:4000', 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' };
/** The status a request is refused with, or undefined when it is answered. */
function status(req: IncomingMessage): number | undefined {
  try {
    guardRequest(req);
    return undefined;
  } catch (error) {
    assert.instance(error, RequestRefusal);
    return (error as RequestRefusal).status;
  }
}

test('only the editor, on this computer, asking in JSON, is answered', () => {
  assert.is(status(asked(editor)), undefined);
  assert.is(status(asked({ ...editor, 'content-type': 'application/json' })), undefined);
  assert.is(status(asked(editor, { remote: '::ffff:127.0.0.1' })), undefined);
  assert.is(status(asked(editor, { remote: '192.168.1.5' })), 403, 'a phone on the network');
  assert.is(status(asked(editor, { method: 'GET' })), 405);
  for (const origin of ['http://localhost:4001', 'https://localhost:4000', 'http://evil.example', 'null', 'http://localhost:4000/admin']) {
    assert.is(status(asked({ ...editor, origin })), 403, origin);
  }
  const { origin: _, ...noOrigin } = editor;
  assert.is(status(asked(noOrigin)), 403, 'no Origin');
  assert.is(status(asked({ ...editor, 'sec-fetch-site': 'same-site' })), 403);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1', 'application/jsonx']) {
    assert.is(status(asked({ ...editor, 'content-type': type })), 415, type);
  }
});

test('a body is read up to its limit, whether its size is declared or not', async () => {
  const body = (chunks: number[], headers: Record<string, string> = {}) => Object.assign(Readable.from(chunks.map((n) => Buffer.alloc(n, 'a'))), { headers }) as unknown as IncomingMessage;
  assert.is((await readBody(body([10, 10]), 20)).length, 20);
  assert.is((await rejection(RequestRefusal, readBody(body([10, 11]), 20))).status, 413);
  assert.is((await rejection(RequestRefusal, readBody(body([1], { 'content-length': '21' }), 20))).status, 413);
});

test('loopback addresses are the 127/8 block and ::1, however written', () => {
  for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) assert.ok(isLoopbackAddress(address), address);
  for (const address of ['192.168.1.5', '::', '0.0.0.0', '::ffff:10.0.0.1', undefined, 'localhost']) assert.not.ok(isLoopbackAddress(address), String(address));
});

test.run();
