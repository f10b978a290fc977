/**
 * WebKitGTK's WebDriver has no BiDi and no log endpoint, so nothing tells the test about a script
 * error. This proxy stands in front of the served dist/ and adds one same-origin script at the top
 * of each page's <head> (the CSP's script-src 'self' allows it), which records errors from the
 * first byte on: uncaught errors and rejections, console.error, resources that fail to load, CSP
 * violations and requests to other origins. Everything else passes through as served, but for
 * one directive of the CSP (below).
 */
import { createServer, request } from 'node:http';

export const WATCH_SCRIPT_PATH = '/__engine-watch.js';
/**
 * The sessionStorage key the watch script fills and the driver drains: storage, unlike a global,
 * is shared with the separate script world WebDriver's scripts run in, and lasts across the
 * tab's navigations, so a problem logged as a page is left is still read.
 */
export const WATCH_KEY = 'engine-watch-problems';
/** The path of the last page the watch script ran in, also in sessionStorage. */
export const WATCHED_PAGE_KEY = 'engine-watch-page';

const watchScript = `(() => {
  sessionStorage.setItem('${WATCHED_PAGE_KEY}', location.pathname);
  const record = (problem) => {
    const problems = JSON.parse(sessionStorage.getItem('${WATCH_KEY}') || '[]');
    sessionStorage.setItem('${WATCH_KEY}', JSON.stringify(problems.concat(problem)));
  };
  addEventListener('error', (e) => {
    const el = e.target;
    if (el && el !== window && el.tagName) record('failed: ' + (el.src || el.href || el.tagName));
    else record('page error: ' + e.message + ' (' + e.filename + ':' + e.lineno + ')');
  }, true);
  const describe = (value) => value instanceof Error ? value + ' (' + (value.stack || '').split('\\n')[0] + ')' : String(value);
  // A page being left cancels its loads: an island's import of GSAP then rejects as the test goes
  // on to the next page. Not the site's error; an import that fails on a page still open is.
  let leaving = false;
  addEventListener('beforeunload', () => { leaving = true; });
  addEventListener('pagehide', () => { leaving = true; });
  addEventListener('unhandledrejection', (e) => {
    if (leaving && e.reason instanceof TypeError && /module script failed/.test(e.reason.message)) return;
    record('unhandled rejection: ' + describe(e.reason));
  });
  document.addEventListener('securitypolicyviolation', (e) => record('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    record('console: ' + args.map(describe).join(' '));
    consoleError(...args);
  };
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
    if (!entry.name.startsWith(location.origin) && !entry.name.startsWith('data:')) record('third-party request: ' + entry.name);
  })).observe({ type: 'resource', buffered: true });
})();`;

/**
 * Serves `upstream` (an origin) on a free loopback port, with the watch script in every HTML page.
 * The CSP loses `upgrade-insecure-requests`: WebKit, unlike Chromium and Firefox, applies it to
 * loopback, so over this plain-HTTP server every script and fetch would go to https and fail. On
 * the real HTTPS site the directive changes nothing for the site's own requests.
 */
export async function startWatchProxy(upstream: string): Promise<{ origin: string; close: () => void }> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    if (req.url === WATCH_SCRIPT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(watchScript);
      return;
    }
    // Uncompressed and never a 304, so that every page can be edited.
    const { 'accept-encoding': _, 'if-none-match': __, 'if-modified-since': ___, ...headers } = req.headers;
    const forward = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...headers, host: target.host } }, (answer) => {
      const csp = answer.headers['content-security-policy'];
      if (typeof csp === 'string') answer.headers['content-security-policy'] = csp.replace(/;\s*upgrade-insecure-requests/, '');
      if (!String(answer.headers['content-type']).startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const page = Buffer.from(Buffer.concat(chunks).toString('utf8').replace('<head>', `<head><script src="${WATCH_SCRIPT_PATH}"></script>`));
        const { etag: _etag, ...pageHeaders } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...pageHeaders, 'content-length': page.length });
        res.end(page);
      });
    });
    forward.on('error', (error) => res.destroy(error));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
