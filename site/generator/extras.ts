/** The files beside the pages: sitemap, robots.txt, the blog feed and the host configurations. */
import type { Content } from '../model/content.ts';
import { serverErrorStatuses, type RouteTable } from '../routes.tsx';
import { paths } from '../paths.ts';
import { netlifyHeaders, netlifyRedirects, nginxSnippet, serveJson } from './host-config.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { blogFeed } from './blog-feed.ts';
import type { EditorSettings } from '../editor/editor-settings.ts';

export const EXTRAS_SUMMARY = 'sitemap.xml, robots.txt, blog feed, serve.json, _headers, _redirects, nginx.conf';

/** Each extra file, by its path in the output; the editor's settings give its security policy in the host files. */
export function extraFiles(content: Content, routes: RouteTable, editor: EditorSettings): [file: string, text: string][] {
  const feed = blogFeed(content);
  return [
    ['sitemap.xml', sitemapXml(content.site, routes.pages)],
    ['robots.txt', robotsTxt(content.site)],
    ...(feed ? [[paths.blogFeed.slice(1), feed] as [string, string]] : []),
    ['serve.json', serveJson(content.site, routes.redirects, editor)],
    ['_headers', netlifyHeaders(content.site, editor)],
    ['_redirects', netlifyRedirects(routes.redirects)],
    ['nginx.conf', nginxSnippet(content.site, routes.redirects, serverErrorStatuses, editor)],
  ];
}
