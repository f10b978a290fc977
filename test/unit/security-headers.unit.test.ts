/** The security policy names the form endpoints the site sets, and no other origin. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { securityHeaders } from '../../site/generator/host-config.ts';
import { contentAsBuilt } from '../helpers/content.ts';

const { site } = await contentAsBuilt();

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);

test('without endpoints, the page may connect and post to its own origin only (and mailto: forms)', () => {
  const csp = securityHeaders({ ...site, forms: {} })['Content-Security-Policy'];
  assert.equal(directive(csp, 'connect-src'), ["'self'"]);
  assert.equal(directive(csp, 'form-action'), ["'self'", 'mailto:']);
});

test('a whitepaper endpoint is allowed by its origin, for fetch and for form posts', () => {
  const csp = securityHeaders({ ...site, forms: { whitepaper: 'https://crm.example.test/api/leads?source=site' } })['Content-Security-Policy'];
  assert.equal(directive(csp, 'connect-src'), ["'self'", 'https://crm.example.test']);
  assert.equal(directive(csp, 'form-action'), ["'self'", 'mailto:', 'https://crm.example.test']);
});

test.run();
