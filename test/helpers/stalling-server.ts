/**
 * A network that stalls in the middle of a page: passes every request through to a running server
 * (serveDist), except that a page marked with `stall` is sent up to a chosen point, then held until
 * the test releases the rest. What the browser draws meanwhile is what a visitor on a stalled
 * connection, or a phone whose parser stops mid-document, would see.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Stall {
  /** Resolves once the first part has been written; rejects when the page does not hold `before`. */
  sent: Promise<void>;
  /** Sends the rest of the page. */
  release: () => void;
}

export interface StallingServer {
  origin: string;
  /** Holds the next response for `path` just before the first match of `before` in its HTML. */
  stall: (path: string, before: string) => Stall;
  close: () => void;
}

export async function serveStalling(upstream: string): Promise<StallingServer> {
  const stalls = new Map<string, { before: string; sent: () => void; missing: (error: Error) => void; released: Promise<void> }>();
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(upstream + request.url, { redirect: 'manual' }).catch(() => undefined);
    if (!answer) return response.writeHead(502).end();
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)));
    response.writeHead(answer.status, headers);
    const stall = stalls.get(request.url ?? '');
    if (!stall) return response.end(body);
    stalls.delete(request.url ?? '');
    const at = body.indexOf(stall.before);
    if (at < 0) {
      stall.missing(new Error(`${request.url}: "${stall.before}" is not in the page`));
      return response.end(body);
    }
    response.write(body.subarray(0, at));
    stall.sent();
    await stall.released;
    response.end(body.subarray(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall(path, before) {
      let sent!: () => void;
      let missing!: (error: Error) => void;
      let release!: () => void;
      const stall: Stall = { sent: new Promise((resolve, reject) => ((sent = resolve), (missing = reject))), release: () => release() };
      stalls.set(path, { before, sent, missing, released: new Promise((resolve) => (release = resolve)) });
      return stall;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
