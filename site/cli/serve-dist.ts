/**
 * The HTTP server of `npm start` (serve.ts): a built site served as a static host serves it, by
 * serve-handler (the handler of Vercel's `serve`) with the site's own serve.json (clean URLs,
 * redirects, security and caching headers), compressed as `serve` compresses. The files meant for
 * the host (serve.json, _headers, _redirects, nginx.conf, the build's marker:
 * site/generator/unserved-files.ts) are looked up as missing, so they answer the site's 404 in any
 * spelling of their path (`/_headers/`, `/%73erve.json`, `/x/../nginx.conf`).
 */
import { existsSync, lstat, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { isUnserved } from '../generator/unserved-files.ts';
import { networkOrigins } from '../dev/announce.ts';
import { HintedError } from '../errors.ts';
import { listenOn } from './listen.ts';
import { displayPath } from './project-paths.ts';

const compress = promisify(compression()) as (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const lstatAsync = promisify(lstat);

/** serve-handler's file lookup, with the host's files missing. */
function lookupWithout(dist: string): typeof lstatAsync {
  return ((file: string) => {
    if (isUnserved(path.relative(dist, file).split(path.sep).join('/'))) {
      return Promise.reject(Object.assign(new Error(`${file} is not served`), { code: 'ENOENT' }));
    }
    return lstatAsync(file);
  }) as typeof lstatAsync;
}

/** A server for the built site in `dist` (an absolute path), not yet listening. */
export function createDistServer(dist: string): Server {
  const serveJson = path.join(dist, 'serve.json');
  const config = { ...(JSON.parse(readFileSync(serveJson, 'utf8')) as object), public: dist, etag: true };
  const methods = { lstat: lookupWithout(dist) };
  return createServer((req, res) => {
    compress(req, res)
      .then(() => serveHandler(req, res, config, methods))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('500 Internal Server Error\n');
      });
  });
}

/**
 * Serves the built site in `dist` on `port` (default 3000, or the next free one) at `host`
 * (default 127.0.0.1), and says where. Rejects, before listening, when `dist` holds no build.
 */
export async function startDistServer({ root, dist, port = 3000, host = '127.0.0.1' }: { root: string; dist: string; port?: number; host?: string }): Promise<{ close: () => Promise<void> }> {
  const shown = displayPath(root, dist);
  if (!existsSync(path.join(dist, 'serve.json'))) {
    throw new HintedError(`${shown} holds no built site (no serve.json in it)`, `build it first: npm run build${shown === 'dist' ? '' : ` -- --out ${shown}`}`);
  }
  const server = createDistServer(dist);
  const origin = await listenOn(server, port, host);
  const network = networkOrigins(host, new URL(origin).port).map((url) => `\n  On the network: ${url}/`).join('');
  console.log(`\n  Serving ${shown}: ${origin}/${network}  (Ctrl+C stops)\n`);
  return {
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
