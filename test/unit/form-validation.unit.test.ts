/** Field rules, their messages and mailto: links (site/lib/form-validation.ts), and the contact form's use of them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EMAIL_FORMAT_MESSAGE, inputPattern, isEmailAddress, mailtoHref, missingMessage, validateField, validateFields, type FieldRule } from '../../site/lib/form-validation.ts';
import { contactBody, contactFields, contactMailto, contactSubject } from '../../site/widgets/contact-form/contact-fields.ts';

/** Reads a mailto: URL back the way a mail program does. */
function parseMailto(href: string) {
  const url = new URL(href);
  assert.is(url.protocol, 'mailto:');
  return { to: decodeURIComponent(url.pathname), params: Object.fromEntries(url.searchParams) };
}

const whitepaper: FieldRule[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email address', required: true, type: 'email' },
  { name: 'company', label: 'Company', required: true, missing: 'Enter the name of your company' },
  { name: 'location', label: 'Location', required: true },
];

test('the empty contact form gets one GOV.UK-style message per field, in form order', () => {
  const errors = validateFields(contactFields, { name: '', email: '', message: '' });
  assert.equal(errors, {
    name: 'Enter your name',
    email: 'Enter your email address',
    message: 'Enter your message',
  });
  assert.equal(Object.keys(errors), ['name', 'email', 'message']);
});

test('spaces alone count as empty; a missing value counts as empty', () => {
  assert.equal(validateFields(contactFields, { name: '   ', email: '\t', message: '\n \n' }), {
    name: 'Enter your name',
    email: 'Enter your email address',
    message: 'Enter your message',
  });
  assert.equal(validateFields(contactFields, {}), validateFields(contactFields, { name: '', email: '', message: '' }));
});

test('a complete contact form has no errors', () => {
  assert.equal(validateFields(contactFields, { name: 'Priya Sharma', email: ' priya@example.co.in ', message: 'Please call me.' }), {});
});

test('a badly formed email address gets the format message, and only that field', () => {
  assert.equal(validateFields(contactFields, { name: 'Priya', email: 'priya@example', message: 'Hi' }), { email: EMAIL_FORMAT_MESSAGE });
  assert.is(EMAIL_FORMAT_MESSAGE, 'Enter an email address in the correct format, like name@example.com');
});

test('email addresses people really have are accepted', () => {
  for (const address of ['name@example.com', 'first.last+tag@mail.example.co.in', "o'neil@example.org", 'x@sub-domain.example.io', 'user@xn--mnchen-3ya.de', 'user@münchen.de', 'A.B@EXAMPLE.COM']) {
    assert.ok(isEmailAddress(address), address);
  }
});

test('malformed email addresses are rejected', () => {
  for (const address of ['name', 'name@', '@example.com', 'name@example', 'name@@example.com', 'name example@example.com', 'name@exa mple.com', 'name@example.c', 'name@-example.com', 'name@example-.com', 'name@example..com', 'name@.example.com', 'name@example.123', 'näme@example.com', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(64)}.com`]) {
    assert.not.ok(isEmailAddress(address), address);
  }
});

test('an optional email field may be empty but not malformed', () => {
  const rule: FieldRule = { name: 'email', label: 'Email address', required: false, type: 'email' };
  assert.is(validateField(rule, ''), undefined);
  assert.is(validateField(rule, 'nope'), EMAIL_FORMAT_MESSAGE);
});

test('the rules serve other forms: whitepaper and newsletter', () => {
  assert.equal(validateFields(whitepaper, { name: 'Priya', email: 'bad', company: '', location: '' }), {
    email: EMAIL_FORMAT_MESSAGE,
    company: 'Enter the name of your company',
    location: 'Enter your location',
  });
  const newsletter: FieldRule[] = [{ name: 'email', label: 'Email address', required: true, type: 'email' }];
  assert.equal(validateFields(newsletter, { email: '' }), { email: 'Enter your email address' });
  assert.equal(validateFields(newsletter, { email: 'priya@example.com' }), {});
});

test('the default message lower-cases the label only where it reads as a word', () => {
  assert.is(missingMessage({ name: 'phone', label: 'Phone number', required: true }), 'Enter your phone number');
  assert.is(missingMessage({ name: 'gst', label: 'GST number', required: true }), 'Enter your GST number');
});

test('mailtoHref encodes subject and body so that nothing in them can end or split the URL', () => {
  const subject = 'Q&A: 100% sure? #1 + more';
  const body = 'Line one\nLine two & three\r\nbody=trick?x=1';
  const href = mailtoHref('hello@acme.example', subject, body);
  assert.ok(href.startsWith('mailto:hello@acme.example?subject='), href);
  assert.not.match(href, /[ \n\r#]/, 'no raw spaces, line breaks or fragment');
  assert.match(href, /Line%20one%0D%0ALine%20two/, 'spaces as %20 and line breaks as CRLF (RFC 6068)');
  assert.equal(parseMailto(href), { to: 'hello@acme.example', params: { subject, body: 'Line one\r\nLine two & three\r\nbody=trick?x=1' } });
});

test('mailtoHref leaves out empty fields, and survives text a browser can hand it but encodeURIComponent cannot', () => {
  assert.is(mailtoHref('hello@acme.example'), 'mailto:hello@acme.example');
  assert.is(mailtoHref('hello@acme.example', 'Subscribe'), 'mailto:hello@acme.example?subject=Subscribe');
  assert.is(mailtoHref('hello@acme.example', '', 'Hi'), 'mailto:hello@acme.example?body=Hi');
  assert.is(parseMailto(mailtoHref('hello@acme.example', 'A \ud800 B 😀')).params.subject, 'A \ufffd B 😀');
});

test('the contact e-mail: subject names the sender, body carries name, email and message', () => {
  const values = { name: '  Priya Sharma ', email: 'priya@example.com ', message: 'Hello,\nplease call me & my team.\n' };
  assert.is(contactSubject(values.name), 'Website enquiry from Priya Sharma');
  assert.is(contactBody(values), 'Name: Priya Sharma\nEmail: priya@example.com\n\nHello,\nplease call me & my team.\n');
  assert.equal(parseMailto(contactMailto('hello@acme.example', values)), {
    to: 'hello@acme.example',
    params: {
      subject: 'Website enquiry from Priya Sharma',
      body: 'Name: Priya Sharma\r\nEmail: priya@example.com\r\n\r\nHello,\r\nplease call me & my team.\r\n',
    },
  });
});

test('the contact form asks for name, email (checked as an address) and message, all required', () => {
  assert.equal(contactFields.map((f) => [f.name, f.required, 'type' in f ? f.type : undefined]), [
    ['name', true, undefined],
    ['email', true, 'email'],
    ['message', true, undefined],
  ]);
});


test('without scripts, the inputs\' patterns refuse what the checks refuse: spaces alone, an address without a dotted domain', () => {
  // As a browser applies `pattern`: the whole value, with the v flag.
  const accepts = (rule: Parameters<typeof inputPattern>[0], value: string) => new RegExp(`^(?:${inputPattern(rule)})$`, 'v').test(value);
  const name = { name: 'name', label: 'Full name', required: true };
  const email = { name: 'email', label: 'Email address', required: true, type: 'email' as const };
  assert.ok(accepts(name, 'Priya Malhotra'));
  assert.not.ok(accepts(name, '   '));
  assert.ok(accepts(email, 'priya@example.co.in'));
  for (const wrong of ['a@b', 'priya@example', 'priya.example.com', '@example.com']) assert.not.ok(accepts(email, wrong), wrong);
  assert.is(inputPattern({ name: 'company', label: 'Company', required: false }), undefined);
});

test.run();
