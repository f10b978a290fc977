/**
 * dist/ served by Debian's nginx exactly as the README tells a site owner to: a server block whose
 * root is dist/ and which includes the emitted dist/nginx.conf. Every route, alias, the 404 page and
 * the hashed assets must answer with the right status, body and headers (docs/decisions.md §12).
 * Without nginx the test is skipped with a warning, except under CI, where that is a failure.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRouteTable, serverErrorStatuses } from '../../site/routes.tsx';
import { fileForPath } from '../../site/paths.ts';
import { ASSETS_DIR, nginxSnippet, securityHeaders } from '../../site/generator/host-config.ts';
import { PLAIN_PATH } from '../../site/model/moved-pages.ts';
import { paths } from '../../site/paths.ts';
import { publishedContent } from '../helpers/content.ts';
import { distDir } from '../helpers/built-pages.ts';
import { freePort } from '../helpers/server.ts';
import { untilAnswering } from '../helpers/waits.ts';
import { markSkipped } from '../helpers/skipped.ts';
import { UNSERVED_FILES } from '../../site/generator/unserved-files.ts';
import { editorSettings } from '../../site/editor/editor-settings.ts';

const nginxPath = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => p && existsSync(p));
const mimeTypes = '/etc/nginx/mime.types';

interface Nginx {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground, one process, everything it writes kept in a temporary folder. */
async function startNginx(bin: string, root: string): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nginx-test-'));
  const port = await freePort();
  const conf = `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${path.join(root, 'nginx.conf')};
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  // -e: nginx opens its error log before reading the config; keep even that one out of /var/log.
  const child = spawn(bin, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  // Should this process die without running the after hook, nginx must not outlive it.
  process.once('exit', kill);
  const stop = async () => {
    kill();
    await exited;
    process.removeListener('exit', kill);
    await rm(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  if (await untilAnswering(origin, 5_000, undefined, () => child.exitCode !== null)) return { origin, stop };
  const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  await stop();
  throw new Error(`nginx did not start on ${origin}:\n${stderr}${log}`);
}

const content = await publishedContent();
const { pages, redirects } = buildRouteTable(content);
const expectedSecurity = securityHeaders(content.site);
let nginx: Nginx | undefined;
const get = (urlPath: string, init: RequestInit = {}) => fetch(`${nginx!.origin}${urlPath}`, { redirect: 'manual', ...init });

function assertSecurityHeaders(response: Response, where: string): void {
  for (const [name, value] of Object.entries(expectedSecurity)) assert.is(response.headers.get(name), value, `${where}: ${name}`);
  // docs/decisions.md §12, checked on its own terms and not only against host-config.ts.
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.not.match(csp, 'unsafe-inline', where);
  assert.match(csp, "frame-ancestors 'none'", where);
  assert.is(response.headers.get('x-content-type-options'), 'nosniff', where);
  assert.is(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', where);
  assert.ok(response.headers.get('permissions-policy'), `${where}: Permissions-Policy`);
  assert.match(response.headers.get('strict-transport-security') ?? '', /max-age=\d{8,}/, where);
}

function assertRevalidated(response: Response, where: string): void {
  const cache = response.headers.get('cache-control') ?? '';
  assert.match(cache, /\bmax-age=0\b/, `${where}: ${cache}`);
  assert.match(cache, /must-revalidate|no-cache/, `${where}: ${cache}`);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html\b/, where);
}

if (nginxPath) {
  test.before(async () => {
    nginx = await startNginx(nginxPath, distDir);
  });
  test.after(async () => {
    await nginx?.stop();
  });

  test('every route answers with its own file, the security headers and HTML revalidation; the 404 page with 404', async () => {
    for (const route of pages) {
      const response = await get(route.path);
      assert.is(response.status, route.path === paths.notFound ? 404 : 200, route.path);
      assert.is(await response.text(), await readFile(path.join(distDir, fileForPath(route.path)), 'utf8'), `${route.path}: body`);
      assertSecurityHeaders(response, route.path);
      assertRevalidated(response, route.path);
    }
  });

  test('a page also answers at its trailing-slash and index.html addresses, and revalidates with a 304', async () => {
    const first = await get(paths.about);
    const etag = first.headers.get('etag');
    assert.ok(etag, 'ETag');
    for (const variant of [`${paths.about}/`, `${paths.about}/index.html`]) assert.is((await get(variant)).status, 200, variant);
    const again = await get(paths.about, { headers: { 'If-None-Match': etag! } });
    assert.is(again.status, 304);
    assertSecurityHeaders(again, `${paths.about} (304)`);
  });

  test('every alias answers 301 with its page as Location, and the security headers', async () => {
    assert.ok(redirects.length > 0);
    for (const r of redirects) {
      const response = await get(r.from);
      assert.is(response.status, 301, r.from);
      assert.is(response.headers.get('location'), r.to, r.from);
      assertSecurityHeaders(response, `${r.from} (301)`);
    }
  });

  test('an unknown path, and the host configuration files, answer 404 with the 404 page', async () => {
    const notFound = await readFile(path.join(distDir, fileForPath(paths.notFound)), 'utf8');
    for (const missing of ['/no-such-page', '/solutions/no-such-product/', '/assets/no-such-file.js', ...UNSERVED_FILES.map((file) => `/${file}`)]) {
      const response = await get(missing);
      assert.is(response.status, 404, missing);
      assert.is(await response.text(), notFound, `${missing}: body`);
      assertSecurityHeaders(response, missing);
    }
  });

  test('hashed assets are cached for a year as immutable, with their content types', async () => {
    const assets = await readdir(path.join(distDir, ASSETS_DIR));
    const hashed = (ext: string) => assets.find((f) => new RegExp(`-[A-Z0-9]{8}\\.${ext}$`).test(f));
    for (const [ext, type] of [['js', /^(application|text)\/javascript\b/], ['css', /^text\/css\b/]] as const) {
      const file = hashed(ext);
      assert.ok(file, `a hashed .${ext} file in dist/${ASSETS_DIR}`);
      const response = await get(`/${ASSETS_DIR}/${file}`);
      assert.is(response.status, 200, file);
      assert.is(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', file);
      assert.match(response.headers.get('content-type') ?? '', type, file);
      assert.is(response.headers.get('x-content-type-options'), 'nosniff', file);
      assert.is(await response.text(), await readFile(path.join(distDir, ASSETS_DIR, file!), 'utf8'), `${file}: body`);
    }
  });

  test('an old path may hold every character content/redirects.yml allows: nginx reads each as itself', async () => {
    // PLAIN_PATH (site/model/moved-pages.ts): letters, digits, "-", "_", "." and "~" between the slashes.
    const from = '/Old_page-1.2~draft/v2.html';
    assert.match(from, PLAIN_PATH);
    const root = await mkdtemp(path.join(tmpdir(), 'nginx-moved-'));
    await writeFile(path.join(root, 'nginx.conf'), nginxSnippet(content.site, [{ from, to: paths.about }], serverErrorStatuses, editorSettings(process.env)));
    const moved = await startNginx(nginxPath, root);
    try {
      const at = (urlPath: string) => fetch(`${moved.origin}${urlPath}`, { redirect: 'manual' });
      const response = await at(from);
      assert.is(response.status, 301, from);
      assert.is(response.headers.get('location'), paths.about);
      // No character is a wildcard: a path one letter away is not redirected.
      for (const near of ['/Old_page-1x2~draft/v2.html', '/Old_page-1.2~draft/v2xhtml', '/Old_page-1.2~draft/v2.html/x']) assert.is((await at(near)).status, 404, near);
    } finally {
      await moved.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
} else if (process.env.CI) {
  throw new Error('No nginx found (apt-get install -y nginx-light, or set NGINX_PATH); under CI this is a failure.');
} else {
  console.warn('\n  ! nginx test skipped: no nginx (apt-get install -y nginx-light, or set NGINX_PATH).\n');
  markSkipped('no nginx');
}

test.run();
