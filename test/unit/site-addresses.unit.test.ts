/** The addresses of the brand (content/site.yml) that leave the pages: the origin, the e-mail address, the form endpoints. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emailRefusal, formEndpointRefusal, originRefusal } from '../../site/model/site-addresses.ts';
import { siteSchema } from '../../site/model/content.ts';
import { validate } from '../../site/model/schema.ts';
import { contentAsBuilt } from '../helpers/content.ts';

const { site } = await contentAsBuilt();

/** The problems of the brand with `change` made, as `field: message`. */
const problems = (change: Record<string, unknown>) => validate(siteSchema, { ...site, ...change }).map((i) => `${i.path}: ${i.message}`);

test('an origin is https:// and a lower-case host name', () => {
  for (const origin of ['https://www.acme.example', 'https://acme.co.in', 'https://xn--80ak6aa92e.example', 'https://my-site.example']) assert.is(originRefusal(origin), undefined, origin);
});

test('an origin with anything more is refused, saying what is wrong and what to write', () => {
  const refused = {
    'https://www.acme.example?\n\nUser-agent: Googlebot\nDisallow: *': 'a line break',
    'https://www.acme.example ': 'a space',
    ' https://www.acme.example': 'a space',
    'https://www.acme.example/': 'ends with "/": write it without, like "https://www.acme.example"',
    'https://www.acme.example/en': 'has a path, query or #anchor after the host ("/en")',
    'https://www.acme.example?x=1': '("?x=1")',
    'https://www.acme.example#top': '("#top")',
    'https://user:pw@www.acme.example': 'a user name or password',
    'https://www.acme.example:8443': 'has a port (":8443")',
    'https://WWW.Acme.example': 'write it in lower case, "https://www.acme.example"',
    'http://www.acme.example': 'does not start with "https://"',
    'www.acme.example': 'does not start with "https://"',
    'https://acme': 'where a host name goes',
    'https://acme_deeptech.example': 'where a host name goes',
    'https://www.acme.example;x': 'where a host name goes',
  };
  for (const [origin, says] of Object.entries(refused)) assert.match(originRefusal(origin) ?? '', says, JSON.stringify(origin));
});

test('an e-mail address alone is accepted; anything a mailto: link would read as more is refused', () => {
  for (const email of ['hello@acme.example', 'sales.team+web@mail.acme.co.in', "o'brien@acme.example", 'Hello@Acme.Example']) assert.is(emailRefusal(email), undefined, email);
  const refused = {
    'hello@acme.example?bcc=spy@evil.example': 'has "?"', 'hello@acme.example&cc=x@y.example': 'has "&"', 'hello%40acme.example': 'has "%"',
    'hello@acme.example/x': 'has "/"', 'hello@acme.example, spy@evil.example': 'a space', 'a,b@acme.example': 'has ","',
    'Acme <hello@acme.example>': 'a space', '<hello@acme.example>': 'has "<"', 'hello@acme.example\nBcc: spy@evil.example': 'a line break',
    'hello @acme.example': 'a space', 'mailto:hello@acme.example': 'write the address alone, like "hello@acme.example"',
    'hello': 'is not an e-mail address', '.hello@acme.example': 'is not an e-mail address', 'hello@acme': 'is not a host name', 'hello@-acme.example': 'is not a host name',
  };
  for (const [email, says] of Object.entries(refused)) assert.match(emailRefusal(email) ?? '', says, JSON.stringify(email));
});

test('a form endpoint is an https:// address whose origin is a lower-case host name alone', () => {
  for (const endpoint of ['https://forms.example.com/contact', 'https://crm.example.test/api/leads?source=site&form=1', 'https://forms.example.com']) assert.is(formEndpointRefusal(endpoint), undefined, endpoint);
  const refused = {
    'https://forms.example.com;sandbox/post': 'has "forms.example.com;sandbox" where a host name goes',
    'https://forms.example.com,evil.example/post': 'where a host name goes',
    'https://user:pw@forms.example.com/post': 'a user name or password',
    'https://forms.example.com:8443/post': 'has a port',
    'https://Forms.Example.com/post': 'in lower case, "https://forms.example.com/post"',
    'https://forms.example.com/post x': 'a space',
    'https://forms.example.com/post\n': 'a line break',
    'https://forms.example.com/"post': 'a quote',
    "https://forms.example.com/'none'": 'a quote',
  };
  for (const [endpoint, says] of Object.entries(refused)) assert.match(formEndpointRefusal(endpoint) ?? '', says, JSON.stringify(endpoint));
});

test('each refusal names the brand\'s field it is about', () => {
  assert.equal(problems({ origin: 'https://www.acme.example:8443' }).map((p) => p.split(':')[0]), ['origin']);
  assert.equal(problems({ email: 'hello@acme.example?bcc=spy@evil.example' }).map((p) => p.split(':')[0]), ['email']);
  const forms = problems({ forms: { contact: 'https://forms.example.com;sandbox/post', newsletter: 'https://user@forms.example.com/n', whitepaper: 'https://forms.example.com/w' } });
  assert.equal(forms.map((p) => p.split(':')[0]), ['forms.contact', 'forms.newsletter']);
  // An http:// endpoint is refused as content-urls.ts says, before its host is looked at.
  assert.match(problems({ forms: { contact: 'http://forms.example.com/c' } })[0], 'a form must post over https');
});

test.run();
