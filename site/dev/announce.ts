/**
 * What the dev server tells the terminal besides builds: the addresses other machines may open
 * it at when it listens on every interface, and which Host names it refused (once each, so that a
 * page retrying in a loop cannot flood the terminal).
 */
import { networkInterfaces } from 'node:os';
import { WILDCARDS } from './host-check.ts';

/** How many distinct refused Host names are reported before the rest are only counted. */
const REPORTED_REFUSALS = 10;

/** With `--host 0.0.0.0` (or `::`): this machine's own non-loopback addresses, which it answers. */
export function networkOrigins(host: string, port: string): string[] {
  if (!WILDCARDS.has(host)) return [];
  const ipv6 = host !== '0.0.0.0';
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && (a.family === 'IPv4' || (ipv6 && !a.address.startsWith('fe80:'))))
    .map((a) => `http://${a!.family === 'IPv6' ? `[${a!.address}]` : a!.address}:${port}`);
}

export function refusalLogger(log: (line: string) => void): (host: string | undefined) => void {
  const reported = new Set<string>();
  return (host) => {
    const shown = host === undefined ? 'no Host header' : `Host ${JSON.stringify(host.slice(0, 100))}`;
    if (reported.has(shown) || reported.size >= REPORTED_REFUSALS) return;
    reported.add(shown);
    const more = reported.size === REPORTED_REFUSALS ? ' (further refused names are not reported)' : '';
    log(`  ✗ refused a request with ${shown}: not localhost, 127.0.0.1 or [::1]; start it with npm run dev -- --host <name> to allow a name.${more}`);
  };
}
