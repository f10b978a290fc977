import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EXTERNAL, FORM_ENDPOINT, IMAGE, LINK, SITE_FILE, WEB_PAGE, browserReading, refusedUrl, schemeOf } from '../../site/model/content-urls.ts';

/** URLs a Markdown link may use. */
const allowedLinks = [
  'https://ok.example',
  'https://ok.example/a/b?q=1#c',
  'HTTPS://OK.EXAMPLE/x',
  'http://plain.example/',
  '  https://padded.example  ',
  '/about',
  '/blog/post-name/#section',
  '/offers/100%25-cashback',
  '#top',
  'mailto:a@b.c',
  'MailTo:a@b.c?subject=Hi',
  'tel:+911145678900',
  'https://www.acme.example/solutions',
];

/** URLs a browser would run, load from elsewhere or misread, and the scheme it reads in each. */
const refusedSchemes: [string, string][] = [
  ['javascript:alert(1)', 'javascript'],
  ['JaVaScRiPt:alert(1)', 'javascript'],
  ['jav&#x61;script:alert(1)', 'javascript'],
  ['&#106;avascript:alert(1)', 'javascript'],
  ['&#106avascript:alert(1)', 'javascript'],
  ['javascript&#58;alert(1)', 'javascript'],
  ['javascript&colon;alert(1)', 'javascript'],
  ['java&Tab;script:alert(1)', 'javascript'],
  ['java&NewLine;script:alert(1)', 'javascript'],
  ['java\tscript:alert(1)', 'javascript'],
  ['java\nscript:alert(1)', 'javascript'],
  ['java\r\nscript:alert(1)', 'javascript'],
  ['\u0000javascript:alert(1)', 'javascript'],
  [' \u0001javascript:alert(1)', 'javascript'],
  ['&#1;javascript:alert(1)', 'javascript'],
  ['  javascript:alert(1)', 'javascript'],
  ['javascript:alert(1)\u001f ', 'javascript'],
  ['vbscript:msgbox(1)', 'vbscript'],
  ['VBScript:msgbox(1)', 'vbscript'],
  ['data:text/html;base64,PHNjcmlwdD4=', 'data'],
  ['file:///C:/Users/me/brochure.pdf', 'file'],
  ['ftp://files.example/x', 'ftp'],
  ['about:blank', 'about'],
  ['blob:https://ok.example/1', 'blob'],
  ['intent://scan#Intent;end', 'intent'],
];

test('a link may be a web address, e-mail, phone number, path from the site root or #anchor', () => {
  for (const url of allowedLinks) assert.is(refusedUrl(url, LINK), undefined, url);
});

test('every other scheme is refused, in any case, encoded or broken up, naming the scheme a browser reads', () => {
  for (const [url, scheme] of refusedSchemes) {
    const why = refusedUrl(url, LINK);
    assert.ok(why, `${JSON.stringify(url)} should be refused`);
    assert.match(why!, `"${scheme}:" scheme`, JSON.stringify(url));
  }
});

test('what a browser reads: character references decoded as in an attribute, then stripped as the URL parser strips', () => {
  assert.is(browserReading('jav&#x61;script:x'), 'javascript:x');
  assert.is(browserReading(' \u0001java\tscr\nipt:x \u0000'), 'javascript:x');
  assert.is(browserReading('https://a.example/?a=1&amp;b=2'), 'https://a.example/?a=1&b=2');
  // A legacy reference without ";" is left alone before a letter or "=", as in an attribute.
  assert.is(browserReading('/x?a=1&ampb=2'), '/x?a=1&ampb=2');
  // A non-breaking space is not stripped: no scheme is read through it.
  assert.is(schemeOf(browserReading('\u00a0javascript:x')), undefined);
  assert.is(schemeOf('Mailto:a@b.c'), 'mailto');
  assert.is(schemeOf('/about:us'), undefined);
});

test('a refusal that hides its scheme says how a browser reads it', () => {
  assert.match(refusedUrl('jav&#x61;script:alert(1)')!, 'a browser reads it as "javascript:alert(1)"');
  assert.match(refusedUrl('\u0001javascript:x')!, 'a browser reads it as "javascript:x"');
  assert.not.match(refusedUrl('javascript:x')!, 'a browser reads it');
});

test('a refusal says what may be used instead', () => {
  assert.match(refusedUrl('javascript:x', LINK)!, /https:\/\/…, http:\/\/…, mailto:, tel:, a path from the site root like \/about or an #anchor/);
  assert.match(refusedUrl('file:///C:/brochure.pdf', LINK)!, 'put it in static/');
  assert.match(refusedUrl('C:\\Users\\me\\brochure.pdf', LINK)!, 'a path on a Windows computer');
});

test('"//host" is refused: it takes the page\'s scheme; the message writes it in full', () => {
  for (const url of ['//evil.example/x', '\\\\evil.example/x', '/\\evil.example/x', '&sol;&sol;evil.example/x', '//www.acme.example/about']) {
    const why = refusedUrl(url, LINK);
    assert.ok(why, url);
    assert.match(why!, 'starts with "//"');
  }
  assert.match(refusedUrl('//evil.example/x')!, 'https://evil.example/x');
});

test('a relative path is refused with the path from the root; a site name without https:// with the full address', () => {
  assert.match(refusedUrl('about')!, /relative path.*like \/about/);
  assert.match(refusedUrl('../contact')!, /relative path.*like \/contact/);
  assert.match(refusedUrl('?q=1')!, /relative path.*\/blog\?q=1/);
  assert.match(refusedUrl('www.example.com/pricing')!, 'write https://www.example.com/pricing');
  assert.match(refusedUrl('partner.example.com/offer')!, 'write https://partner.example.com/offer');
});

test('empty links, a lone "#", incomplete addresses and broken %-escapes are refused', () => {
  assert.match(refusedUrl('')!, 'is empty');
  assert.match(refusedUrl('  ')!, 'is empty');
  assert.match(refusedUrl('#')!, 'placeholder');
  for (const url of ['https://', 'https:example.com', 'http:/example.com', 'https://exa mple.com']) assert.match(refusedUrl(url)!, 'not a complete web address', url);
  assert.match(refusedUrl('mailto:')!, 'nothing after "mailto:"');
  assert.match(refusedUrl('tel:')!, 'nothing after "tel:"');
  assert.match(refusedUrl('/offers/100%-cashback')!, 'write a "%" in a path as %25');
});

test('an image is never an address: every path, host, data: or anchor is refused, naming content/images/', () => {
  for (const url of ['/images/chart.svg', 'https://cdn.example/chart.png', 'http://cdn.example/chart.png', '//cdn.example/chart.png', 'data:image/svg+xml,<svg/>', '#chart', 'images/chart.svg', 'javascript:x']) {
    assert.match(refusedUrl(url, IMAGE)!, 'content/images/', url);
  }
});

test('each kind of field takes what its element can use', () => {
  assert.is(refusedUrl('https://meet.example/demo', EXTERNAL), undefined);
  assert.is(refusedUrl('mailto:sales@acme.example', EXTERNAL), undefined);
  assert.ok(refusedUrl('/contact', EXTERNAL), 'a button to another site is not a path');
  assert.is(refusedUrl('https://www.linkedin.com/company/x', WEB_PAGE), undefined);
  assert.match(refusedUrl('mailto:a@b.c', WEB_PAGE)!, '"mailto:" scheme');
  assert.is(refusedUrl('https://forms.example/contact', FORM_ENDPOINT), undefined);
  assert.match(refusedUrl('http://forms.example/contact', FORM_ENDPOINT)!, 'post over https');
  assert.is(refusedUrl('/images/real-estate.svg', SITE_FILE), undefined);
  assert.match(refusedUrl('https://cdn.example/real-estate.svg', SITE_FILE)!, 'a path to a file in static/');
  assert.match(refusedUrl('//cdn.example/real-estate.svg', SITE_FILE)!, 'starts with "//"');
});

test.run();
