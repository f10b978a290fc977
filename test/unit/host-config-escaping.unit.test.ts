/**
 * The host files' writers as a second line of defence: fed hostile values directly, past the
 * content model, each throws rather than write a pattern, a directive or a new line; XML escapes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { netlifyHeaders, netlifyRedirects, nginxSnippet, securityHeaders, serveJson } from '../../site/generator/host-config.ts';
import { robotsTxt, sitemapXml } from '../../site/generator/seo-files.ts';
import { blogFeed } from '../../site/generator/blog-feed.ts';
import { HostValueError } from '../../site/generator/host-values.ts';
import { buildRouteTable, serverErrorStatuses } from '../../site/routes.tsx';
import { realContent } from '../helpers/content.ts';
import { editorSettings } from '../../site/editor/editor-settings.ts';

const content = await realContent();
const { site } = content;
const { pages } = buildRouteTable(content);
const page = pages.find((p) => p.indexable && p.path !== '/')!;
const editor = editorSettings({});

/** Every writer that carries redirects, given `redirects`. */
const redirectWriters = (redirects: { from: string; to: string }[]) => ({
  'serve.json': () => serveJson(site, redirects, editor),
  _redirects: () => netlifyRedirects(redirects),
  'nginx.conf': () => nginxSnippet(site, redirects, serverErrorStatuses, editor),
});

/** Every writer that carries the site's origin or security headers, given `changed` site values. */
const siteWriters = (changed: Partial<typeof site>) => {
  const edited = { ...site, ...changed };
  return {
    'serve.json': () => serveJson(edited, [], editor),
    _headers: () => netlifyHeaders(edited, editor),
    'nginx.conf': () => nginxSnippet(edited, [], serverErrorStatuses, editor),
    'robots.txt': () => robotsTxt(edited),
    'sitemap.xml': () => sitemapXml(edited, pages),
    'blog/feed.xml': () => blogFeed({ ...content, site: edited }),
  };
};

/** `write` throws a HostValueError naming `file` (what it refused to write into). */
const throwsHostValueError = (write: () => string, file: string, label: string) => {
  assert.throws(write, (error: Error) => error instanceof HostValueError && error.message.startsWith(`${file}: refusing to write`), `${label}, into ${file}`);
};

test('the writers accept the site as it is', () => {
  const plain = [{ from: '/blog/old-name', to: page.path }, { from: '/offers/v1.2~x', to: '/#industries' }];
  for (const write of Object.values(redirectWriters(plain))) assert.ok(write().includes('/blog/old-name'));
  for (const write of Object.values(siteWriters({}))) assert.ok(write().length > 0);
});

test('a redirect source that is a pattern, climbs folders or breaks a line or directive is never written', () => {
  const hostile = ['/:anything', '/blog/**', '/(.*)', '/a{b}', '/../../x', '/a/./b', '/old;}location=/about{return', '/a b', '/a\n/b 200', '/a"', '/a$uri', '/a#b', '/a?b', 'no-slash', '/a/'];
  for (const from of hostile) {
    for (const [file, write] of Object.entries(redirectWriters([{ from, to: page.path }]))) throwsHostValueError(write, file, JSON.stringify(from));
  }
});

test('a redirect target with a space, a directive or a line break is never written', () => {
  for (const to of ['/about; return 200 x', '/about#a b', '/about\n/x', '/about#x";', 'https://evil.example', '//evil.example']) {
    for (const [file, write] of Object.entries(redirectWriters([{ from: '/old', to }]))) throwsHostValueError(write, file, JSON.stringify(to));
  }
});

test('an origin with a line break, a path, a port or credentials is never written', () => {
  for (const origin of ['https://www.acme.example?\n\nUser-agent: Googlebot\nDisallow: *', 'https://www.acme.example/', 'https://user:pw@www.acme.example', 'https://www.acme.example:8443', 'https://WWW.acme.example', 'http://www.acme.example']) {
    for (const file of ['robots.txt', 'sitemap.xml', 'blog/feed.xml']) throwsHostValueError(siteWriters({ origin })[file as 'robots.txt'], file, JSON.stringify(origin));
  }
});

test('a form endpoint whose origin would add to the security policy is never written', () => {
  for (const contact of ['https://forms.example.com;sandbox/post', 'https://forms.example.com,x/post', 'https://forms.example.com$x/post']) {
    throwsHostValueError(() => JSON.stringify(securityHeaders({ ...site, forms: { contact } })), 'the Content-Security-Policy', contact);
    for (const file of ['serve.json', '_headers', 'nginx.conf']) throwsHostValueError(siteWriters({ forms: { contact } })[file as 'serve.json'], 'the Content-Security-Policy', `${contact} into ${file}`);
  }
});

test('text in the XML files is escaped, and characters XML cannot hold are dropped', () => {
  const feed = blogFeed({ ...content, site: { ...site, company: 'A & B <script>\u0001' } });
  assert.ok(feed.includes('A &amp; B &lt;script&gt;</name>'));
  assert.not.ok(feed.includes('\u0001'));
});

test.run();
