import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { movedPageProblems, movedPagesSchema } from '../../site/model/moved-pages.ts';
import { validate } from '../../site/model/schema.ts';

const FILE = 'content/redirects.ts';
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

test.run();
