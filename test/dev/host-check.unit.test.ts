/**
 * The dev server's Host rule (site/dev/host-check.ts), as a table: which Host headers a request
 * may carry, with the server started on loopback, on a name, and on every interface.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hostAllowed, refusal, type HostPolicy } from '../../site/dev/host-check.ts';

const LOOPBACK: HostPolicy = { configured: '127.0.0.1', localAddress: '127.0.0.1' };

const rows: [string | undefined, HostPolicy, boolean, string][] = [
  ['localhost', LOOPBACK, true, 'the loopback name'],
  ['localhost:4000', LOOPBACK, true, 'with a port'],
  ['LOCALHOST:4000', LOOPBACK, true, 'names are case-insensitive'],
  ['localhost.:4000', LOOPBACK, true, 'the same name written fully qualified'],
  ['shop.localhost:4000', LOOPBACK, true, 'a subdomain of localhost is loopback too (RFC 6761)'],
  ['a.b.localhost', LOOPBACK, true, 'at any depth'],
  ['127.0.0.1:4000', LOOPBACK, true, 'the loopback address'],
  ['127.8.9.10', LOOPBACK, true, 'any address of 127.0.0.0/8'],
  ['[::1]:4000', LOOPBACK, true, 'the IPv6 loopback address'],
  ['[0:0:0:0:0:0:0:1]', LOOPBACK, true, 'written in full'],
  ['[::ffff:127.0.0.1]:4000', LOOPBACK, true, 'IPv4 loopback in IPv6 notation'],
  ['localhost:', LOOPBACK, true, 'an empty port is allowed by the URL grammar'],

  [undefined, LOOPBACK, false, 'no Host header'],
  ['', LOOPBACK, false, 'an empty Host header'],
  ['evil.example', LOOPBACK, false, 'another name (DNS rebinding)'],
  ['evil.example:4000', LOOPBACK, false, 'another name with our port'],
  ['localhost.evil.example', LOOPBACK, false, 'a name that only starts like localhost'],
  ['evil-localhost', LOOPBACK, false, 'a name that only ends like localhost'],
  ['localhostx:4000', LOOPBACK, false, 'a longer name'],
  ['127.0.0.1.nip.io', LOOPBACK, false, 'a public name that resolves to loopback'],
  ['.localhost', LOOPBACK, false, 'an empty label'],
  ['localhost..', LOOPBACK, false, 'two trailing dots'],
  ['local host', LOOPBACK, false, 'a space'],
  ['localhost:4000:1', LOOPBACK, false, 'two ports'],
  ['localhost:http', LOOPBACK, false, 'a port that is not a number'],
  ['[::1', LOOPBACK, false, 'an unclosed bracket'],
  ['::1', LOOPBACK, false, 'an IPv6 address without brackets'],
  ['[localhost]', LOOPBACK, false, 'a name in brackets'],
  ['[2001:db8::1]:4000', LOOPBACK, false, 'an IPv6 literal that is not ours'],
  ['10.0.0.7', LOOPBACK, false, 'an IPv4 literal that is not ours'],
  ['0.0.0.0:4000', LOOPBACK, false, 'the wildcard address (how public pages reach loopback servers)'],
  ['2130706433', LOOPBACK, false, '127.0.0.1 as one number: browsers never send it so'],
  ['user@localhost', LOOPBACK, false, 'userinfo'],

  ['mybox.test:4000', { configured: 'mybox.test', localAddress: '192.168.1.5' }, true, 'the --host name'],
  ['MyBox.Test', { configured: 'mybox.test.', localAddress: '192.168.1.5' }, true, 'the --host name in another case, given fully qualified'],
  ['other.test', { configured: 'mybox.test', localAddress: '192.168.1.5' }, false, 'a name other than --host'],
  ['sub.mybox.test', { configured: 'mybox.test', localAddress: '192.168.1.5' }, false, 'a subdomain of the --host name'],
  ['localhost', { configured: 'mybox.test', localAddress: '192.168.1.5' }, true, 'loopback names stay allowed with --host'],
  ['192.168.1.5:4000', { configured: '192.168.1.5', localAddress: '192.168.1.5' }, true, 'the --host address'],
  ['[fd00::5]', { configured: '[fd00::5]', localAddress: 'fd00::5' }, true, 'an IPv6 --host address, given in brackets'],
  ['[fd00:0::5]', { configured: 'fd00::5' }, true, 'an IPv6 --host address, given bare and written differently'],

  ['192.168.1.5:4000', { configured: '0.0.0.0', localAddress: '192.168.1.5' }, true, 'on every interface: the address the request came in on'],
  ['192.168.1.5', { configured: '::', localAddress: '::ffff:192.168.1.5' }, true, 'the same on a dual-stack socket'],
  ['192.168.1.6', { configured: '0.0.0.0', localAddress: '192.168.1.5' }, false, 'on every interface: another address'],
  ['0.0.0.0', { configured: '0.0.0.0', localAddress: '127.0.0.1' }, false, 'on every interface: the wildcard is no name'],
  ['mybox.test', { configured: '0.0.0.0', localAddress: '192.168.1.5' }, false, 'on every interface: names other than loopback'],
  ['localhost:4000', { configured: '0.0.0.0', localAddress: '127.0.0.1' }, true, 'on every interface: loopback names'],
];

for (const [host, policy, allowed, why] of rows) {
  test(`${allowed ? 'answers' : 'refuses'} Host ${JSON.stringify(host)} with --host ${policy.configured}: ${why}`, () => {
    assert.is(hostAllowed(host, policy), allowed);
  });
}

test('the refusal is one line naming the Host and how to allow it', () => {
  const line = refusal('evil.example:4000');
  assert.is(line.trimEnd().split('\n').length, 1);
  assert.match(line, '"evil.example:4000"');
  assert.match(line, '--host evil.example');
  assert.match(refusal(undefined), 'without a Host header');
});

test('the refusal shows a hostile Host printable and short', () => {
  const line = refusal(`evil\u0007${'x'.repeat(500)}`);
  assert.not.match(line, '\u0007');
  assert.ok(line.length < 400, line);
});

test.run();
