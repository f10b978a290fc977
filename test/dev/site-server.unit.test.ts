/**
 * The dev server's HTTP side (site/dev/site-server.ts) over real HTTP, with a raw Host header:
 * loopback names are served; any other Host gets a one-line 403 and nothing of the site, the
 * event stream, the reload script or the failure the overlay would show.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '../../site/dev/site-server.ts';
import { networkOrigins, refusalLogger } from '../../site/dev/announce.ts';
import { hostAllowed } from '../../site/dev/host-check.ts';
import { PortsTakenError } from '../../site/cli/listen.ts';
import { UNSERVED_FILES } from '../../site/generator/unserved-files.ts';
import { parseHTML } from 'linkedom';

const PAGE_TEXT = 'Only for the developer';
const FAILURE_TEXT = 'content/blog/secret-draft.md';
const SCRIPT_TEXT = 'reload script body';

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** One GET to `address` with exactly this Host header (none when undefined); an event stream is read to its first event. */
function get(port: number, pathname: string, host: string | undefined, address = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: address, port, path: pathname, setHost: false, headers: host === undefined ? {} : { host } }, (res) => {
      let body = '';
      const answer = () => ({ status: res.statusCode!, type: String(res.headers['content-type']), body });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (res.headers['content-type'] === 'text/event-stream' && body.includes('event: hello')) {
          resolve(answer());
          res.destroy();
        }
      });
      res.on('end', () => resolve(answer()));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const refused: string[] = [];
const site = createSiteServer(SCRIPT_TEXT, { host: 'mybox.test', onRefused: (host) => refused.push(String(host)) });
const origin = await site.listen(0, '127.0.0.1');
const port = Number(new URL(origin).port);
site.apply([['index.html', `<!DOCTYPE html><html><body><p>${PAGE_TEXT}</p></body></html>`], ['404.html', `<!DOCTYPE html><html><body>${PAGE_TEXT} (404)</body></html>`]], [], true);
site.fail({ ok: false, message: `1 content problem:\n  - ${FAILURE_TEXT}: "date" is not a date`, problems: [{ file: FAILURE_TEXT, field: 'date', message: 'is not a date' }] });

test.after(() => site.close());

const PATHS = ['/', '/404.html', '/no-such-page', '/__dev/events', '/__dev/reload.js'];

for (const host of ['localhost', `localhost:${port}`, `LOCALHOST:${port}`, `127.0.0.1:${port}`, '127.3.2.1', `app.localhost:${port}`, `mybox.test:${port}`]) {
  test(`answers Host ${JSON.stringify(host)}`, async () => {
    assert.match((await get(port, '/', host)).body, PAGE_TEXT);
    assert.match((await get(port, '/__dev/events', host)).body, FAILURE_TEXT, 'the event stream carries the failure');
    assert.is((await get(port, '/__dev/reload.js', host)).body, SCRIPT_TEXT);
  });
}

for (const host of [undefined, '', 'evil.example', `evil.example:${port}`, `localhost.evil.example:${port}`, '127.0.0.1.nip.io', `[2001:db8::1]:${port}`, `0.0.0.0:${port}`, 'other.test', 'mybox.test.evil.example']) {
  test(`refuses Host ${JSON.stringify(host)} with a one-line 403 and nothing else`, async () => {
    for (const pathname of PATHS) {
      const answer = await get(port, pathname, host);
      assert.is(answer.status, 403, pathname);
      assert.is(answer.type, 'text/plain; charset=utf-8', pathname);
      assert.is(answer.body.trimEnd().split('\n').length, 1, answer.body);
      for (const secret of [PAGE_TEXT, FAILURE_TEXT, SCRIPT_TEXT, '<', 'event:']) assert.not.match(answer.body, secret, `${pathname} leaks ${secret}`);
      if (host) assert.match(answer.body, JSON.stringify(host), 'it names the Host it refused');
    }
  });
}

test('each refused request is told to the dev server', () => {
  assert.ok(refused.includes('evil.example'));
  assert.ok(refused.includes('undefined'), 'a request without a Host too');
});

test('the terminal hears of each refused Host once, and of at most ten', () => {
  const lines: string[] = [];
  const told = refusalLogger((line) => lines.push(line));
  told('evil.example');
  told('evil.example');
  told(undefined);
  assert.is(lines.length, 2);
  assert.match(lines[0], '"evil.example"');
  assert.match(lines[0], '--host');
  for (let i = 0; i < 20; i++) told(`n${i}.example`);
  assert.is(lines.length, 10);
  assert.match(lines[9], 'not reported');
});

test('the network addresses announced on every interface are this machine\'s own, and answered when dialled', () => {
  assert.equal(networkOrigins('127.0.0.1', '4000'), [], 'none on loopback');
  for (const origin of networkOrigins('0.0.0.0', '4000')) {
    const { host, hostname } = new URL(origin);
    assert.match(hostname, /^\d+\.\d+\.\d+\.\d+$/, 'IPv4 only when listening on 0.0.0.0');
    assert.not.ok(hostname.startsWith('127.'), origin);
    assert.ok(hostAllowed(host, { configured: '0.0.0.0', localAddress: hostname }), origin);
  }
});

test('on every interface, the origin shown is one the rule answers', async () => {
  const everywhere = createSiteServer(SCRIPT_TEXT, { host: '0.0.0.0' });
  try {
    const shown = new URL(await everywhere.listen(0, '0.0.0.0'));
    assert.is(shown.hostname, 'localhost');
    assert.is((await get(Number(shown.port), '/__dev/reload.js', shown.host)).status, 200);
    assert.is((await get(Number(shown.port), '/__dev/reload.js', `0.0.0.0:${shown.port}`)).status, 403);
    // Dialled at one of this machine's own addresses, by that address: answered; by a name: refused.
    for (const origin of networkOrigins('0.0.0.0', shown.port)) {
      const { host, hostname } = new URL(origin);
      assert.is((await get(Number(shown.port), '/__dev/reload.js', host, hostname)).status, 200, origin);
      assert.is((await get(Number(shown.port), '/__dev/reload.js', `rebind.example:${shown.port}`, hostname)).status, 403, origin);
    }
  } finally {
    await everywhere.close();
  }
});

test('a busy port moves on to the next; at the last port there is no next, and the error says the port is in use', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const busy = (blocker.address() as AddressInfo).port;
  const last = createServer();
  // Taken here, or already by another program: busy either way.
  await new Promise<void>((resolve) => last.once('error', () => resolve()).listen(65535, '127.0.0.1', resolve));
  const moved = createSiteServer(SCRIPT_TEXT, {});
  const stuck = createSiteServer(SCRIPT_TEXT, {});
  try {
    assert.ok(Number(new URL(await moved.listen(busy, '127.0.0.1')).port) > busy);
    const error = await stuck.listen(65535, '127.0.0.1').then(() => undefined, (e: Error) => e);
    assert.instance(error, PortsTakenError);
    assert.match(error!.message, 'port 65535 is in use on 127.0.0.1');
  } finally {
    await moved.close();
    blocker.close();
    last.close();
  }
});

// Last: apply() clears the failure the tests above read.
test('a file name that holds quotes and markup is an attribute value in the reload tag, never markup', async () => {
  const file = 'blog/a"><img src=x onerror=alert(1)>&amp;/index.html';
  site.apply([[file, '<!DOCTYPE html><html><body><p>odd</p></body></html>']], [], false);
  const answer = await get(port, `/${encodeURI(file.replace(/index\.html$/, ''))}`, 'localhost');
  assert.is(answer.status, 200);
  const { document } = parseHTML(answer.body);
  assert.is(document.querySelector<HTMLScriptElement>('script[data-dev-events]')?.dataset.devFile, file);
  assert.is(document.querySelectorAll('img').length, 0, answer.body);
});

test('the host\'s files are not served: each answers the 404 page, as under npm start', async () => {
  site.apply(UNSERVED_FILES.map((file) => [file, file === 'serve.json' ? '{}' : `${file} of the host`]), [], false);
  for (const file of UNSERVED_FILES) {
    for (const pathname of [`/${file}`, `/${file}/`, `/${encodeURIComponent(file).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`]) {
      const answer = await get(port, pathname, 'localhost');
      assert.is(answer.status, 404, pathname);
      assert.match(answer.body, `${PAGE_TEXT} (404)`, pathname);
    }
  }
});

test.run();
