import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailAddress } from '../../site/components/email-address/EmailAddress.tsx';

const markup = (address: string) => renderToStaticMarkup(createElement(EmailAddress, { address }));
const text = (html: string) => html.replace(/<wbr\/>/g, '');

test('an address may break after its "@" and before each dot of its domain, and reads as written', () => {
  assert.is(markup('hello@acme.example'), 'hello@<wbr/>acme<wbr/>.example');
  assert.is(markup('partners.team@mail.acme.co.in'), 'partners.team@<wbr/>mail<wbr/>.acme<wbr/>.co<wbr/>.in');
  for (const address of ['hello@acme.example', 'partners.team@mail.acme.co.in']) assert.is(text(markup(address)), address);
});

test('text with no "@" is left as it is', () => {
  assert.is(markup('hello'), 'hello');
});

test.run();
