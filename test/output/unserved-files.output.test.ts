/**
 * npm start does not serve the host's files: the built dist/ holds serve.json, _headers,
 * _redirects, nginx.conf and the build's marker, and the server npm start runs (serve.ts, started
 * by serveDist as npm start starts it) answers each, in any spelling of its path, with the site's
 * 404 page and status, while the pages and files beside them are served.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { UNSERVED_FILES } from '../../site/generator/unserved-files.ts';
import { projectRoot, serveDist } from '../helpers/server.ts';

const dist = process.env.TEST_DIST ?? path.join(projectRoot, 'dist');
const server = await serveDist(dist);
test.after(() => server.close());

/** A GET with the path sent exactly as written (fetch would resolve `..` and `%2e` itself). */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path: pathname }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

const notFoundTitle = /<title>[^<]*<\/title>/.exec(readFileSync(path.join(dist, '404.html'), 'utf8'))![0];
/** `/x` with its first letter written as a %-escape: `/%73erve.json`. */
const escapedFirst = (file: string) => `/%${file.charCodeAt(0).toString(16)}${file.slice(1)}`;

test('npm start runs this server', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.match(scripts.start, / serve\.ts$/);
});

for (const file of UNSERVED_FILES) {
  test(`${file} is in dist/, and answers the 404 page however its path is written`, async () => {
    assert.ok(existsSync(path.join(dist, file)), `the build writes ${file}`);
    for (const pathname of [`/${file}`, `/${file}/`, escapedFirst(file), `/assets/../${file}`, `/./${file}`]) {
      const { status, body } = await rawGet(pathname);
      assert.is(status, 404, pathname);
      assert.match(body, notFoundTitle, `${pathname} is answered with the site's 404 page`);
      assert.not.ok(body.includes(readFileSync(path.join(dist, file), 'utf8').trim()), `${pathname} shows the file`);
    }
  });
}

test('the pages and the files beside the host files are served', async () => {
  for (const pathname of ['/', '/about', '/sitemap.xml', '/robots.txt']) assert.is((await rawGet(pathname)).status, 200, pathname);
});

test.run();
