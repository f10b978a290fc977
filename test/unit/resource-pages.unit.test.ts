/**
 * The resource centre's pure parts: the blog's Atom feed (site/generator/blog-feed.ts), JSON-LD
 * escaping, the newsletter's field and e-mail, and the order of related reading on item pages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOMParser } from 'linkedom';
import { FEED_ENTRIES, atomDate, blogFeed } from '../../site/generator/blog-feed.ts';
import { xmlEscape } from '../../site/lib/xml.ts';
import { jsonLdText } from '../../site/components/structured-data/StructuredData.tsx';
import { related } from '../../site/lib/related.ts';
import { validateFields } from '../../site/lib/form-validation.ts';
import { newsletterField, newsletterMailto } from '../../site/lib/newsletter.ts';
import type { Content } from '../../site/model/content.ts';
import type { BlogPost } from '../../site/model/resources.ts';
import { realContent } from '../helpers/content.ts';

const content = await realContent();
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
const post = (over: Partial<BlogPost>): BlogPost => ({ ...content.blog[0], ...over });

test('xmlEscape escapes the five XML characters and drops those XML cannot hold', () => {
  assert.is(xmlEscape(`Tom & Jerry's <b>"fun"</b>`), 'Tom &amp; Jerry&apos;s &lt;b&gt;&quot;fun&quot;&lt;/b&gt;');
  assert.is(xmlEscape('bell\u0007 tab\t ok'), 'bell tab\t ok');
  assert.is(atomDate('2025-03'), '2025-03-01T00:00:00Z');
});

test('titles, names and excerpts with markup characters survive the round trip through XML', () => {
  const tricky = post({ slug: 'tricky', title: 'Q&A: <Loyalty> "done" right', excerpt: 'Less < more & then some', author: 'A. O\'Brien', month: '2030-01' });
  const xml = blogFeed({ ...content, blog: [tricky, ...content.blog] });
  const doc = parse(xml);
  const entry = doc.getElementsByTagName('entry')[0];
  assert.is(entry.getElementsByTagName('title')[0].textContent, tricky.title);
  assert.is(entry.getElementsByTagName('summary')[0].textContent, tricky.excerpt);
  assert.is(entry.getElementsByTagName('name')[0].textContent, tricky.author);
  assert.not.ok(xml.includes('<Loyalty>'));
});

/** The content with another blog, and without the moved pages (a redirect to a post no longer there is refused). */
const withBlog = (blog: Content['blog']): Content => ({ ...content, blog, movedPages: { ...content.movedPages, redirects: [] } });

test('however large the blog, the feed carries only the newest posts, newest first', () => {
  // content.blog is newest first, as the loader sorts it; a blog of twice the feed's size.
  const many = Array.from({ length: FEED_ENTRIES * 2 }, (_, i) => post({ slug: `post-${i}`, month: `${2040 - i}-01` }));
  const entries = [...parse(blogFeed(withBlog(many))).getElementsByTagName('entry')];
  assert.is(entries.length, FEED_ENTRIES);
  assert.equal(entries.map((e) => e.getElementsByTagName('updated')[0].textContent), many.slice(0, FEED_ENTRIES).map((p) => atomDate(p.month)));
});

test('the feed is dated by the newest post, whatever the order, and the same content gives the same bytes', () => {
  const old = post({ slug: 'old', month: '2019-05' });
  const newest = post({ slug: 'new', month: '2031-11' });
  const xml = blogFeed(withBlog([old, newest]));
  const updated = Array.from(parse(xml).documentElement.children).find((c) => c.localName === 'updated')!;
  assert.is(updated.textContent, '2031-11-01T00:00:00Z');
  assert.is(blogFeed(content), blogFeed(content));
});

test('an empty blog still gives a valid feed, dated from the copyright year', () => {
  const empty: Content = withBlog([]);
  const doc = parse(blogFeed(empty));
  assert.is(doc.getElementsByTagName('entry').length, 0);
  assert.is(doc.getElementsByTagName('updated')[0].textContent, `${content.site.copyrightYear}-01-01T00:00:00Z`);
});

test('the feed follows the brand: a new origin moves every id and link', () => {
  const moved = { ...content, site: { ...content.site, origin: 'https://example.org' } };
  const xml = blogFeed(moved);
  assert.not.ok(xml.includes(content.site.origin));
  assert.ok(xml.includes(`<id>https://example.org/blog/${content.blog[0].slug}</id>`));
});

test('JSON-LD text cannot close its script element, and parses back to the same data', () => {
  const data = { '@type': 'Article', headline: '</script><script>alert(1)</script> <!-- x' };
  const text = jsonLdText(data);
  assert.not.ok(text.includes('<'));
  assert.equal(JSON.parse(text), { '@context': 'https://schema.org', ...data });
});

test('related reading: the same group first, nearest in the list first, topped up from the others', () => {
  const items = ['a1', 'b1', 'a2', 'a3', 'b2', 'a4'];
  const group = (x: string) => (y: string) => y[0] === x[0];
  assert.equal(related(items, 'a3', group('a3')), ['a2', 'a4']);
  assert.equal(related(items, 'a1', group('a1')), ['a2', 'a3']);
  assert.equal(related(items, 'b1', group('b1')), ['b2', 'a1'], 'a group of two is topped up');
  assert.equal(related(['only'], 'only', () => true), []);
});

test('newsletter: the field rule gives the shared messages, and the e-mail asks to subscribe the address', () => {
  assert.equal(validateFields([newsletterField], { email: '' }), { email: 'Enter your email address' });
  assert.equal(validateFields([newsletterField], { email: 'priya@example' }), { email: 'Enter an email address in the correct format, like name@example.com' });
  assert.equal(validateFields([newsletterField], { email: ' priya@example.com ' }), {});
  const url = new URL(newsletterMailto('hello@acme.example', ' priya+news@example.com '));
  assert.is(decodeURIComponent(url.pathname), 'hello@acme.example');
  assert.equal(Object.fromEntries(url.searchParams), { subject: 'Subscribe', body: 'Please add priya+news@example.com to your newsletter.\r\n' });
});

test.run();
