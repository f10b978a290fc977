/**
 * A network that stalls in the middle of a page: passes every request through to a running server
 * (serveDist), except that a page marked with `stall` is sent up to a chosen point, then held until
 * the test releases the rest. What the browser draws meanwhile is what a visitor on a stalled
 * connection, or a phone whose parser stops mid-document, would see.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { untilTrueWithoutFrames } from './waits.ts';

/** Counts the frames a page draws in `window.__frames`; a string for addInitScript, so that it runs before the page's own scripts. */
export const COUNT_FRAMES = '(() => { window.__frames = 0; const tick = () => { window.__frames++; requestAnimationFrame(tick); }; requestAnimationFrame(tick); })()';

export interface Stall {
  /** Resolves once the first part has been written; rejects when the page does not hold `before`. */
  sent: Promise<void>;
  /** Sends the rest of the page. */
  release: () => void;
}

export interface StallingServer {
  origin: string;
  /**
   * Holds the next response for `path` just before the first match of `at` in its HTML, or just
   * after it when `cut` is 'after' (a stall inside an element, its start tag sent).
   */
  stall: (path: string, at: string, cut?: 'before' | 'after') => Stall;
  close: () => void;
}

export async function serveStalling(upstream: string): Promise<StallingServer> {
  const stalls = new Map<string, { at: string; cut: 'before' | 'after'; sent: () => void; missing: (error: Error) => void; released: Promise<void> }>();
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(upstream + request.url, { redirect: 'manual' }).catch(() => undefined);
    if (!answer) return response.writeHead(502).end();
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)));
    response.writeHead(answer.status, headers);
    const stall = stalls.get(request.url ?? '');
    if (!stall) return response.end(body);
    stalls.delete(request.url ?? '');
    const found = body.indexOf(stall.at);
    if (found < 0) {
      stall.missing(new Error(`${request.url}: "${stall.at}" is not in the page`));
      return response.end(body);
    }
    const cut = stall.cut === 'after' ? found + Buffer.byteLength(stall.at) : found;
    response.write(body.subarray(0, cut));
    stall.sent();
    await stall.released;
    response.end(body.subarray(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall(path, at, cut = 'before') {
      let sent!: () => void;
      let missing!: (error: Error) => void;
      let release!: () => void;
      const stall: Stall = { sent: new Promise((resolve, reject) => ((sent = resolve), (missing = reject))), release: () => release() };
      stalls.set(path, { at, cut, sent, missing, released: new Promise((resolve) => (release = resolve)) });
      return stall;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * Opens `path` on `page` through `network`, held at `at` (see `stall`) until `drawn` holds in the
 * page, then sends the rest and waits for the load. `drawn` is checked on a timer: a page held
 * mid-document may draw no frame for Playwright to wait in.
 */
export async function loadStalled(page: Page, network: StallingServer, path: string, at: string, cut: 'before' | 'after', drawn: () => boolean): Promise<void> {
  const stall = network.stall(path, at, cut);
  const loaded = page.goto(`${network.origin}${path}`);
  loaded.catch(() => undefined); // awaited below; a failure meanwhile must not go unhandled
  await stall.sent;
  await untilTrueWithoutFrames(page, drawn);
  stall.release();
  await loaded;
}
