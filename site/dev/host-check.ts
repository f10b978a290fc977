/**
 * Which `Host` a request to the dev server may name: the guard against DNS rebinding, where a
 * page at evil.example has its name re-pointed at 127.0.0.1 and then reads the dev server as its
 * own origin. A browser always sends the name it dialled, so a request is answered only when
 * that name cannot have been re-pointed:
 *
 *   - `localhost` and `*.localhost` (any case, one trailing dot allowed): RFC 6761 reserves them
 *     for loopback, and browsers resolve them so without asking DNS;
 *   - a loopback address: 127.0.0.0/8 and `[::1]` (also written as `::ffff:127.x.y.z`);
 *   - the very address the connection arrived at, as an IP literal: an address is not looked up,
 *     so nobody can re-point it. This is what makes `--host 0.0.0.0` useful: a phone on the LAN
 *     may open http://192.168.1.5:4000/ without more flags, while any other name is refused;
 *   - the name or address given with `--host` (a wildcard such as 0.0.0.0 or :: is no name).
 *
 * Anything else is refused: a missing or malformed Host, `localhost.evil.example`,
 * `127.0.0.1.nip.io`, an IP literal other than ours, `0.0.0.0` itself. The port is not compared:
 * it says nothing about which name the browser trusted.
 */
import net from 'node:net';

export interface HostPolicy {
  /** The `--host` the server was started with (a name, an address, or a wildcard). */
  configured?: string;
  /** The local address the request's connection arrived at (`req.socket.localAddress`). */
  localAddress?: string;
}

type ParsedHost = { name: string; family: 0 | 4 | 6 };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export const WILDCARDS = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** A host as a person or a Host header writes it, lowercased, without brackets or one trailing dot; undefined when malformed. */
export function parseHost(text: string, withPort: boolean): ParsedHost | undefined {
  const match = (withPort ? /^(?:\[([^\]]+)\]|([^:[\]]+))(?::\d{0,5})?$/ : /^(?:\[([^\]]+)\]|([^[\]]+))$/).exec(text);
  if (!match) return undefined;
  if (match[1] !== undefined) return net.isIPv6(match[1]) ? { name: match[1].toLowerCase(), family: 6 } : undefined;
  const name = match[2].toLowerCase();
  if (net.isIPv4(name)) return { name, family: 4 };
  if (!withPort && net.isIPv6(name)) return { name, family: 6 };
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  return bare.split('.').every((label) => LABEL.test(label)) ? { name: bare, family: 0 } : undefined;
}

/** One address written two ways (`::1` and `0:0::1`, `::ffff:127.0.0.1` and `127.0.0.1`) is the same. */
function sameAddress(a: ParsedHost, address: string): boolean {
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
  if (!family || a.family === 0) return false;
  const only = new net.BlockList();
  only.addAddress(address, family);
  return only.check(a.name, a.family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a connection's address (`req.socket.remoteAddress`) is this computer's loopback, `::ffff:127.x.y.z` included. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address && net.isIPv4(address) ? 'ipv4' : address && net.isIPv6(address) ? 'ipv6' : undefined;
  return family !== undefined && loopback.check(address!, family);
}

function isLoopbackName(host: ParsedHost): boolean {
  if (host.family === 0) return host.name === 'localhost' || host.name.endsWith('.localhost');
  return loopback.check(host.name, host.family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a request naming `header` as its Host may be answered. */
export function hostAllowed(header: string | undefined, policy: HostPolicy = {}): boolean {
  const host = header ? parseHost(header, true) : undefined;
  if (!host) return false;
  if (isLoopbackName(host)) return true;
  if (policy.localAddress && sameAddress(host, policy.localAddress)) return true;
  const configured = policy.configured ? parseHost(policy.configured, false) : undefined;
  if (!configured || WILDCARDS.has(configured.name)) return false;
  return configured.family === 0 ? configured.name === host.name : sameAddress(host, configured.name);
}

/** The one line a refused request is answered with: which Host, and how to allow a name. */
export function refusal(header: string | undefined): string {
  // The header is the requester's own text: shown printable and short, in a text/plain body.
  const shown = header === undefined ? undefined : JSON.stringify(header.replace(/[^\x20-\x7e]/g, '?').slice(0, 100));
  const which = shown ? `the Host ${shown}` : 'a request without a Host header';
  const allow = header ? ` To open the dev server under that name, start it with npm run dev -- --host ${parseHost(header, true)?.name ?? '<name>'}.` : '';
  return `403 Forbidden: this dev server answers only localhost, 127.0.0.1 and [::1], and refused ${which}.${allow}\n`;
}
