/**
 * Listening on the `--port` and `--host` of a server command (`npm run dev`, `npm start`), with
 * every way it can fail told as the command line's fault or the machine's: a host that cannot be
 * resolved, or is not an address of this machine, and a port that needs root are wrong command
 * lines (UsageError, exit code 2); ports all taken is a refusal (exit code 1). Never Node's stack.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HintedError, UsageError } from '../errors.ts';
import { parseHost, WILDCARDS } from '../dev/host-check.ts';

/** How many ports after the one asked for are tried when it is taken. */
const NEXT_PORTS = 20;

/** The ports are taken: not a wrong command line, but nothing was started. */
export class PortsTakenError extends HintedError {}

const EXAMPLE_HOSTS = 'e.g. --host 127.0.0.1, or --host 0.0.0.0 for every network interface';

/** What a failed listen() means for the user, as an error with a hint; undefined for one this does not know. */
function explain(error: NodeJS.ErrnoException & { address?: string }, host: string, port: number, tried: number): Error | undefined {
  const at = error.address && error.address !== host ? ` (it is ${error.address})` : '';
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NODATA':
      return new UsageError(`--host "${host}" is not a name this machine can find`, `give an address or name of this machine, ${EXAMPLE_HOSTS}`);
    case 'EADDRNOTAVAIL':
      return new UsageError(`--host "${host}" is not an address of this machine${at}, so nothing can listen on it`, `give an address or name of this machine, ${EXAMPLE_HOSTS}`);
    case 'EACCES':
    case 'EPERM':
      return new UsageError(`--port ${port} may not be used by this user (ports below 1024 need administrator rights)`, 'give a port from 1024 to 65535, e.g. --port 4000, or --port 0 for any free port');
    case 'EADDRINUSE': {
      const which = tried > 1 ? `ports ${port} to ${port + tried - 1} are all in use` : `port ${port} is in use`;
      return new PortsTakenError(`${which} on ${host}`, `stop what uses ${tried > 1 ? 'them' : 'it'}, or give another port, e.g. --port ${port + tried < 65536 ? port + tried : 4000}, or --port 0 for any free port`);
    }
    default:
      return undefined;
  }
}

/** The origin to open a server bound at `bound`: a name given with --host as given; on every interface, the name that works from this machine. */
function originOf({ address, family, port }: AddressInfo, host: string): string {
  const named = parseHost(host, false);
  const shown = WILDCARDS.has(address) ? 'localhost' : named?.family === 0 ? named.name : family === 'IPv6' ? `[${address}]` : address;
  return `http://${shown}:${port}`;
}

/**
 * Listens on `port` at `host`, or, when it is taken and `switchPorts` allows, on the next free one
 * of the NEXT_PORTS after it. Resolves to the origin to open it at; rejects with a UsageError or a
 * PortsTakenError that says what to do, or with Node's error for anything else.
 */
export async function listenOn(server: Server, port: number, host: string, { switchPorts = true } = {}): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject).listen(port + attempt, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return originOf(server.address() as AddressInfo, host);
    } catch (error) {
      const failure = error as NodeJS.ErrnoException;
      const more = switchPorts && failure.code === 'EADDRINUSE' && port !== 0 && attempt < NEXT_PORTS && port + attempt < 65535;
      if (!more) throw explain(failure, host, port, attempt + 1) ?? failure;
    }
  }
}
