/**
 * The little of serve-handler and compression that site/cli/serve-dist.ts uses (neither ships its
 * own types).
 */
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  /** Answers one request from the folder `config.public`; `methods` replace its file-system calls. */
  export default function serveHandler(request: IncomingMessage, response: ServerResponse, config?: object, methods?: { lstat?: (file: string) => Promise<unknown> }): Promise<void>;
}

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  /** A Connect middleware: what is then written to the response goes out compressed when the client accepts it. */
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
