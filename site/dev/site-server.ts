/**
 * The dev server's HTTP side. It serves the last good site from memory as a static host serves
 * dist/ (/about, /about/ and /about/index.html; 404.html with a 404 for anything else), with the
 * site's own security headers from serve.json, so the CSP is in force while developing. Into each
 * HTML page it serves it adds the reload script (the build never writes it), and it pushes each
 * build's outcome to the open tabs as Server-Sent Events. A request whose Host is not a loopback
 * name, our own address or the `--host` name gets a one-line 403 and nothing else
 * (site/dev/host-check.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { escapeAttribute } from 'entities/escape';
import { hostAllowed, refusal } from './host-check.ts';
import { resolveFile } from '../generator/verify.ts';
import { listenOn } from '../cli/listen.ts';
import { isUnserved } from '../generator/unserved-files.ts';
import type { Failure, FileData } from './session.ts';
import { EDITOR_DIR } from '../editor/editor-paths.ts';

export const DEV_PREFIX = '/__dev/';
export const RELOAD_SCRIPT = `${DEV_PREFIX}reload.js`;
export const EVENTS = `${DEV_PREFIX}events`;

/** What a tab is told: a new build (with the files it changed), or a failure to show. */
export type DevEvent = { type: 'reload'; build: number; files: string[] } | ({ type: 'failed'; build: number } & Omit<Failure, 'ok'>);

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', json: 'application/json',
  xml: 'application/xml', txt: 'text/plain; charset=utf-8', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg',
  webp: 'image/webp', avif: 'image/avif', gif: 'image/gif', ico: 'image/x-icon', woff2: 'font/woff2', webmanifest: 'application/manifest+json',
  // The editor's configuration and Decap's WebAssembly (site/editor/).
  yml: 'text/yaml; charset=utf-8', wasm: 'application/wasm',
  // The case studies' and whitepapers' PDFs (site/pdf/).
  pdf: 'application/pdf',
};
const typeOf = (file: string) => TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * The reload script's tag for a page served from `file` (absent on the page shown before the first
 * build): the file name comes from content (a post's slug), so it is escaped as an attribute value.
 */
export const reloadTag = (build: number, file?: string) =>
  `<script type="module" src="${RELOAD_SCRIPT}" data-dev-events="${EVENTS}"${file === undefined ? '' : ` data-dev-file="${escapeAttribute(file)}"`} data-dev-build="${build}"></script>`;

/**
 * The headers serve.json gives a file, except caching: nothing is cached while developing. Its
 * rules are `**` (every file) and `<folder>/**` (the editor's own policy for admin/), applied in
 * order, a later one replacing a header an earlier one set, as serve does.
 */
function siteHeaders(serveJson: FileData | undefined): (file: string) => Record<string, string> {
  if (!serveJson) return () => ({});
  const config = JSON.parse(Buffer.from(serveJson).toString('utf8')) as { headers?: { source: string; headers: { key: string; value: string }[] }[] };
  const applies = (source: string, file: string) => source === '**' || (source.endsWith('/**') && file.startsWith(source.slice(0, -2)));
  return (file) => {
    const all = (config.headers ?? []).filter((rule) => applies(rule.source, file)).flatMap((rule) => rule.headers);
    return Object.fromEntries(all.filter((h) => h.key !== 'Cache-Control').map((h) => [h.key, h.value]));
  };
}

export interface SiteServerOptions {
  /** The `--host` it listens on: also a Host requests may name. */
  host?: string;
  /** Told of each refused request's Host header (absent when it had none). */
  onRefused?: (host: string | undefined) => void;
  /** Handlers of paths that are not files of the site (the editor's backend), answered after the Host check. */
  routes?: Record<string, (req: IncomingMessage, res: ServerResponse) => void | Promise<void>>;
  /** Files made only when asked for (the search index): a request under `prefix` waits for `make` first. */
  onDemand?: { prefix: string; make: () => Promise<void> };
}

export function createSiteServer(reloadScript: string, options: SiteServerOptions = {}) {
  const files = new Map<string, Buffer>();
  let names = new Set<string>();
  const tabs = new Set<ServerResponse>();
  let build = 0;
  let failure: Failure | null = null;
  let headers: (file: string) => Record<string, string> = () => ({});

  const send = (res: ServerResponse, event: DevEvent | { type: 'hello'; build: number; failure: Failure | null }) =>
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  const broadcast = (event: DevEvent) => tabs.forEach((tab) => send(tab, event));

  function page(file: string, status: number, res: ServerResponse) {
    // The editor's page is not reloaded by a build: a save rebuilds the site, and would reload it mid-edit.
    const tag = file.startsWith(`${EDITOR_DIR}/`) ? '' : reloadTag(build, file);
    const html = files.get(file)!.toString('utf8');
    const at = html.lastIndexOf('</body>');
    res.writeHead(status, { ...headers(file), 'Content-Type': TYPES.html, 'Cache-Control': 'no-store' });
    res.end(at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at));
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const host = req.headers.host;
    if (!hostAllowed(host, { configured: options.host, localAddress: req.socket.localAddress })) {
      options.onRefused?.(host);
      res.writeHead(403, { 'Content-Type': TYPES.txt, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      return void res.end(refusal(host));
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const route = options.routes?.[pathname];
    if (route) return void route(req, res);
    if (pathname === EVENTS) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write('retry: 250\n\n');
      send(res, { type: 'hello', build, failure });
      tabs.add(res);
      req.on('close', () => tabs.delete(res));
      return;
    }
    if (pathname === RELOAD_SCRIPT) return void res.writeHead(200, { 'Content-Type': TYPES.js, 'Cache-Control': 'no-store' }).end(reloadScript);
    const demand = options.onDemand;
    if (demand && pathname.startsWith(demand.prefix)) return void demand.make().then(() => serveFile(pathname, res), () => serveFile(pathname, res));
    serveFile(pathname, res);
  }

  function serveFile(pathname: string, res: ServerResponse) {
    let file: string | undefined;
    try {
      file = resolveFile(pathname, names);
    } catch {
      // A malformed %-escape: nothing answers it.
    }
    // The host's own files are not pages, here as under npm start (site/generator/unserved-files.ts).
    if (file && isUnserved(file)) file = undefined;
    if (file?.endsWith('.html')) return page(file, 200, res);
    // Hashed assets never change under their name, so a reload need not fetch them again.
    const cache = file?.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-store';
    if (file) return void res.writeHead(200, { ...headers(file), 'Content-Type': typeOf(file), 'Cache-Control': cache }).end(files.get(file));
    if (files.has('404.html')) return page('404.html', 404, res);
    // No good build yet (the first one failed): a blank page whose reload script shows why.
    res.writeHead(503, { 'Content-Type': TYPES.html, 'Cache-Control': 'no-store' });
    res.end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Building…</title></head><body>${reloadTag(build)}</body></html>`);
  }

  // A request without a Host header is refused by handle(), with the same 403 as a wrong one.
  const server = createServer({ requireHostHeader: false }, handle);
  return {
    /** Starts listening on `port`, or the next free one after it; resolves to the origin. Rejects as listenOn says (site/cli/listen.ts). */
    listen(port: number, host: string): Promise<string> {
      return listenOn(server, port, host);
    },
    /** Takes a good build's files in (all of them when `complete`), tells the tabs, and returns which files changed. */
    apply(changed: [string, FileData][], removed: string[], complete: boolean): string[] {
      const incoming = new Map(changed.map(([file, data]) => [file, typeof data === 'string' ? Buffer.from(data) : Buffer.from(data)]));
      const gone = complete ? [...files.keys()].filter((file) => !incoming.has(file)) : removed.filter((file) => files.has(file));
      const differ = [...incoming].filter(([file, data]) => !files.get(file)?.equals(data)).map(([file]) => file);
      for (const file of gone) files.delete(file);
      for (const [file, data] of incoming) files.set(file, data);
      names = new Set(files.keys());
      headers = siteHeaders(files.get('serve.json'));
      build++;
      failure = null;
      broadcast({ type: 'reload', build, files: [...differ, ...gone] });
      return [...differ, ...gone];
    },
    fail(failed: Failure): void {
      failure = failed;
      broadcast({ type: 'failed', build, message: failed.message, problems: failed.problems });
    },
    close(): Promise<void> {
      for (const tab of tabs) tab.end();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
