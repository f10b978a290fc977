/**
 * Who may call the editor's backend: only the editor itself, loaded from the dev server, in a
 * browser on this computer. The dev server has already checked `Host` (site/dev/host-check.ts:
 * no DNS rebinding); here, every request, read or write, must
 *
 *   - come from a loopback address: with `--host 0.0.0.0` a phone on the LAN may view the site,
 *     but not edit the working copy;
 *   - be a POST whose `Origin` is the dev server's own (`http://` and the Host it named): a page
 *     elsewhere in the same browser sends its own origin, and one that sends none (a tool, an old
 *     form) is refused too; a `Sec-Fetch-Site` other than `same-origin` is refused as well;
 *   - carry JSON (`application/json`): the types a form or a no-CORS fetch may send without
 *     asking (text/plain, form data) are refused, so a cross-site write always needs a preflight,
 *     which this backend never grants (it sends no CORS headers at all);
 *   - hold a body no larger than the limit.
 */
import type { IncomingMessage } from 'node:http';
import { isLoopbackAddress } from '../host-check.ts';

/** A request refused: the status and the one-line reason sent back. */
export class RequestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** Refuses a request the editor could not have sent (throws RequestRefusal). */
export function guardRequest(req: IncomingMessage): void {
  if (!isLoopbackAddress(req.socket.remoteAddress)) throw new RequestRefusal(403, 'the editor\'s backend answers only this computer (a loopback address)');
  if (req.method !== 'POST') throw new RequestRefusal(405, 'the editor\'s backend takes only POST requests');
  const origin = req.headers.origin;
  const own = `http://${req.headers.host ?? ''}`;
  if (!origin || !sameOrigin(origin, own)) {
    throw new RequestRefusal(403, `the editor's backend answers only the editor at ${own}/admin/, and this request came ${origin ? `from ${JSON.stringify(origin.slice(0, 100))}` : 'with no Origin'}`);
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new RequestRefusal(403, `the editor's backend answers only requests from its own origin (Sec-Fetch-Site: ${JSON.stringify(site.slice(0, 30))})`);
  const type = req.headers['content-type'] ?? '';
  if (!JSON_TYPE.test(type)) throw new RequestRefusal(415, 'the editor\'s backend takes only JSON (Content-Type: application/json)');
}

function sameOrigin(origin: string, own: string): boolean {
  try {
    const [a, b] = [new URL(origin), new URL(own)];
    return a.origin === origin.toLowerCase().replace(/\/$/, '') && a.origin === b.origin;
  } catch {
    return false;
  }
}

/** The request's body, refused (413) past `limit` bytes, whether declared or sent. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const refuse = () => new RequestRefusal(413, `the request is over ${Math.round(limit / 1024 / 1024)} MB, the most the editor's backend reads`);
  if (Number(req.headers['content-length'] ?? 0) > limit) throw refuse();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw refuse();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
