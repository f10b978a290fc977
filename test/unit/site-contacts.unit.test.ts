/** The brand's e-mail, phone and WhatsApp fields: the ways people write them, and the links made of them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { validate } from '../../site/model/schema.ts';
import { siteSchema, type Content } from '../../site/model/content.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import { renderPage } from '../../site/generator/render.tsx';
import type { Assets } from '../../site/generator/bundle.ts';
import { paths } from '../../site/paths.ts';
import { realContent } from '../helpers/content.ts';

const content = await realContent();
const siteIssues = (change: Record<string, unknown>) => validate(siteSchema, { ...structuredClone(content.site), ...change });

test('an e-mail written as a mailto: link is refused, with the address to write instead', () => {
  const issues = siteIssues({ email: 'mailto:hello@acme.example' });
  assert.equal(issues.map((i) => i.path), ['email']);
  assert.match(issues[0].message, 'write the address alone, like "hello@acme.example"');
  assert.equal(siteIssues({ email: 'sales.team@acme.example.in' }), []);
});

test('a phone number may group its digits with spaces or dashes, or be an Indian toll-free number', () => {
  for (const phone of ['+91 11 4000 0000', '+91-11-4567-8900', '+911140000000', '1800 123 4567', '1860-500-1234']) assert.equal(siteIssues({ phone }), [], phone);
  for (const phone of ['011 4000 0000', '+91 (11) 4000 0000', '+91  11', '4000 0000', '+91 11 4000 0000 ext 2']) {
    const issues = siteIssues({ phone });
    assert.equal(issues.map((i) => i.path), ['phone'], phone);
    assert.match(issues[0].message, 'toll-free');
  }
  assert.equal(siteIssues({ whatsapp: '+91-98100-00000' }), []);
  assert.equal(siteIssues({ whatsapp: '98100 00000' }).map((i) => i.path), ['whatsapp'], 'WhatsApp needs the country code');
});

test('the contact page dials the digits of a number written with dashes, and shows it unbroken', () => {
  const site = { ...content.site, phone: '+91-11-4567-8900' };
  const edited: Content = { ...content, site };
  const route = buildRouteTable(edited).pages.find((page) => page.path === paths.contact)!;
  const assets = { css: new Proxy({}, { get: () => '/assets/x.css' }), fonts: [] as string[], islands: new Proxy({}, { get: () => ({ src: '/assets/x.js', imports: [] }) }) } as Assets;
  const { document } = parseHTML(renderPage(route, edited, assets));
  const link = document.querySelector('a[href^="tel:"]')!;
  assert.is(link.getAttribute('href'), 'tel:+911145678900');
  assert.is(link.textContent, '+91\u201111\u20114567\u20118900');
});

test.run();
