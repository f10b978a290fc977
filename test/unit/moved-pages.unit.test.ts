import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { movedPageFileProblems, movedPageProblems, movedPagesSchema, oldPathRefusal } from '../../site/model/moved-pages.ts';
import { validate } from '../../site/model/schema.ts';

const FILE = 'content/redirects.yml';
const pages = new Set(['/', '/about', '/blog/new-name', '/contact']);
const own = [{ from: '/solutions/navigator', to: '/solutions/Navigator' }];
const problems = (redirects: { from: string; to: string }[]) => movedPageProblems({ file: FILE, redirects }, pages, own).map((p) => `${p.field}: ${p.message}`);

test('an old address of no page, to a page (an #anchor allowed), is a redirect with no problem', () => {
  assert.equal(problems([{ from: '/blog/old-name', to: '/blog/new-name' }, { from: '/offers/diwali', to: '/#industries' }]), []);
});

test('an old path that is a page, or already redirected, is refused: the redirect would hide the page or be ambiguous', () => {
  const found = problems([{ from: '/about', to: '/contact' }, { from: '/solutions/navigator', to: '/about' }, { from: '/old', to: '/about' }, { from: '/old', to: '/contact' }]);
  assert.is(found.length, 3, found.join('\n'));
  assert.match(found[0], /^\[0\]\.from: is "\/about", the address of a page/);
  assert.match(found[1], /^\[1\]\.from: .*the site's own redirect to \/solutions\/Navigator/);
  assert.match(found[2], /^\[3\]\.from: is "\/old", which already leads elsewhere \(entry \[2\], to \/about\)/);
});

test('the new path must be a page: not the old path, not another redirect, not a missing page', () => {
  const found = problems([{ from: '/a', to: '/a' }, { from: '/b', to: '/a' }, { from: '/c', to: '/solutions/navigator' }, { from: '/d', to: '/blog/no-such-post' }]);
  assert.equal(found.map((f) => f.split(':')[0]), ['[0].to', '[1].to', '[2].to', '[3].to']);
  assert.match(found[0], 'the old path itself');
  assert.match(found[1], 'itself redirects to /a');
  assert.match(found[2], 'itself redirects to /solutions/Navigator');
  assert.match(found[3], 'not a page of the site');
});

test('paths are written from the root, without a query, an anchor on the old path, or a slash at the end', () => {
  const issues = validate(movedPagesSchema, [
    { from: 'blog/old', to: '/about' }, { from: '/blog/old/', to: '/about' }, { from: '/old?x=1', to: '/about' },
    { from: '/old#top', to: '/about' }, { from: '/', to: '/about' }, { from: '/ok', to: 'https://example.com' }, { from: '/ok2', to: '/about/' },
  ], 'redirects');
  assert.equal(issues.map((i) => i.path), ['redirects[0].from', 'redirects[1].from', 'redirects[2].from', 'redirects[3].from', 'redirects[4].from', 'redirects[5].to', 'redirects[6].to']);
});

test('an old path is a plain site path: "/" and parts of letters, digits and - _ . ~', () => {
  for (const from of ['/blog/old-name', '/Old_Page', '/files/report-2024.pdf', '/~team/v1.2']) assert.is(oldPathRefusal(from), undefined, from);
});

test('an old path that climbs out of its folder, in any spelling, is refused as such', () => {
  for (const from of ['/../../../../tmp/x', '/a/../../x', '/./x', '/%2e%2e/x', '/a/%2E%2e/b', '/.%2e/x']) assert.match(oldPathRefusal(from) ?? '', 'would climb out of its folder', from);
  assert.match(oldPathRefusal('/a\\..\\..\\x') ?? '', 'has a "\\"');
});

test('pattern and directive characters, which a host reads as more than a letter, are refused and named', () => {
  for (const [from, character] of [['/:anything', ':'], ['/blog/**', '*'], ['/blog/*', '*'], ['/(.*)', '('], ['/a{b}', '{'], ['/old;}location=/about{return', ';'], ['/a+', '+'], ['/a|b', '|'], ['/a$', '$'], ["/it's", "'"]]) {
    assert.match(oldPathRefusal(from) ?? '', `has "${character}": serve, Netlify or nginx would read it as part of a pattern`, from);
  }
});

test('spaces, line breaks, controls, "%" escapes, "?", "#", hidden parts and other characters are refused', () => {
  const refused = {
    '/old page': 'invisible character', '/old\npage': 'invisible character', '/old\u0000': 'invisible character', '/old\u2028': 'invisible character',
    '/100%-off': '"%" escape', '/caf%C3%A9': '"%" escape', '/old?x=1': '"?" query', '/old#top': '"#" anchor', '/.git/config': 'starting with "."',
    '/a//b': 'empty part', '/old/': 'ends with "/"', 'old': 'does not start with "/"', '/café': 'is not a plain path', '/a<b': 'is not a plain path',
  };
  for (const [from, says] of Object.entries(refused)) assert.match(oldPathRefusal(from) ?? '', says, JSON.stringify(from));
});

test('an old path that is a page, its file, or a redirect in other letters is refused: hosts that ignore case read them as one', () => {
  const found = problems([
    { from: '/CONTACT', to: '/about' }, { from: '/About/Index.html', to: '/contact' }, { from: '/index.html', to: '/about' },
    { from: '/Solutions/Navigator', to: '/about' }, { from: '/old', to: '/about' }, { from: '/OLD', to: '/contact' }, { from: '/old/index.html', to: '/contact' },
  ]);
  assert.equal(found.map((f) => f.split(':')[0]), ['[0].from', '[1].from', '[2].from', '[3].from', '[5].from', '[6].from']);
  assert.match(found[0], 'the address of the page /contact in other letters');
  assert.match(found[1], 'the address of the page /about in other letters');
  assert.match(found[2], 'the address of the page /: a redirect would hide it');
  assert.match(found[3], 'is "/solutions/navigator" in other letters');
  assert.match(found[4], 'is "/old" in other letters');
  assert.match(found[5], 'the address of the redirect page of entry [4]');
});

test('an old path on a host file, a static file or the bundles\' folder, in any letter case, is refused with what it would hide', () => {
  const files: [string, string][] = [['sitemap.xml', 'the generated sitemap.xml'], ['robots.txt', 'the generated robots.txt'], ['assets', 'the bundles\' folder'], ['images/logo.svg', 'static/images/logo.svg'], ['press/index.html', 'static/press/index.html']];
  const redirects = ['/sitemap.xml', '/ROBOTS.TXT', '/robots.txt/x', '/assets/x', '/Images/Logo.svg', '/press', '/images', '/old'].map((from) => ({ from, to: '/about' }));
  const found = movedPageFileProblems({ file: FILE, redirects }, files).map((p) => `${p.field}: ${p.message}`);
  assert.equal(found.map((f) => f.split(':')[0]), ['[0].from', '[1].from', '[2].from', '[3].from', '[4].from', '[5].from']);
  assert.match(found[0], 'the address of the generated sitemap.xml: a redirect would hide it');
  assert.match(found[1], 'the address of the generated robots.txt in other letters');
  assert.match(found[2], 'would lie in the generated robots.txt');
  assert.match(found[3], 'would lie in the bundles\' folder');
  assert.match(found[4], 'the address of static/images/logo.svg in other letters');
  assert.match(found[5], 'would replace static/press/index.html');
});

test.run();
