/**
 * The blog's Atom 1.0 feed (RFC 4287), written to /blog/feed.xml. Every URL is absolute, from
 * content.site.origin, and each entry's id is its post's canonical URL, so a feed reader never
 * shows a post twice. Dates come from the posts' months, never from the clock, so the same
 * content gives the same bytes. It carries the newest FEED_ENTRIES posts: a reader polls it often,
 * and its weight must not grow with the archive.
 */
import type { Content } from '../model/content.ts';
import type { BlogPost } from '../model/resources.ts';
import { buildRouteTable } from '../routes.tsx';
import { paths } from '../paths.ts';
import { xmlEscape } from '../lib/xml.ts';
import { plainOrigin } from './host-values.ts';
import { SITE_LANGUAGE, inLanguage } from '../model/language.ts';

/** 'YYYY-MM' → the first of that month, as an RFC 3339 date-time. */
/** How many posts the feed carries, newest first (the order of content.blog). */
export const FEED_ENTRIES = 30;

export const atomDate = (month: string): string => `${month}-01T00:00:00Z`;

const element = (name: string, text: string, indent: string) => `${indent}<${name}>${xmlEscape(text)}</${name}>`;
const link = (rel: string, type: string, href: string, indent: string) =>
  `${indent}<link rel="${rel}" type="${type}" href="${xmlEscape(href)}"/>`;

const xmlLang = (language: string | undefined) => (language ? ` xml:lang="${language}"` : '');

function entry(post: BlogPost, origin: string): string {
  const url = `${origin}${paths.blogPost(post.slug)}`;
  const date = atomDate(post.month);
  return [
    // A post in another language says so (site/model/language.ts); the others take the feed's.
    `  <entry${xmlLang(inLanguage(post.lang).lang)}>`,
    element('id', url, '    '),
    element('title', post.title, '    '),
    link('alternate', 'text/html', url, '    '),
    element('published', date, '    '),
    element('updated', date, '    '),
    `    <author>\n${element('name', post.author, '      ')}\n    </author>`,
    `    <category term="${xmlEscape(post.category)}"/>`,
    element('summary', post.excerpt, '    '),
    '  </entry>',
  ].join('\n');
}

export function blogFeed(content: Content): string {
  const { site, blog } = content;
  plainOrigin(site.origin, paths.blogFeed.slice(1));
  // The blog's title and description are written once, in the route table.
  const page = buildRouteTable(content).pages.find((p) => p.path === paths.blog)!;
  const newest = blog.reduce<string | undefined>((latest, p) => (!latest || p.month > latest ? p.month : latest), undefined);
  // With no posts yet, the feed is still valid: dated from the start of the copyright year.
  const updated = newest ? atomDate(newest) : `${site.copyrightYear}-01-01T00:00:00Z`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${xmlLang(SITE_LANGUAGE)}>`,
    element('id', `${site.origin}${paths.blog}`, '  '),
    element('title', `${page.title} | ${site.company}`, '  '),
    element('subtitle', page.description, '  '),
    link('self', 'application/atom+xml', `${site.origin}${paths.blogFeed}`, '  '),
    link('alternate', 'text/html', `${site.origin}${paths.blog}`, '  '),
    element('updated', updated, '  '),
    `  <author>\n${element('name', site.company, '    ')}\n${element('uri', site.origin, '    ')}\n  </author>`,
    element('rights', `© ${site.copyrightYear} ${site.legalName}`, '  '),
    ...blog.slice(0, FEED_ENTRIES).map((post) => entry(post, site.origin)),
    '</feed>',
    '',
  ].join('\n');
}
