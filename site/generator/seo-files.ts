/** sitemap.xml and robots.txt, from the route table (canonical pages only, no aliases; a page's lastmod where the content dates it). */
import type { Site } from '../model/content.ts';
import type { PageRoute } from '../routes.tsx';
import { xmlEscape } from '../lib/xml.ts';
import { plainOrigin } from './host-values.ts';

export function sitemapXml(site: Site, pages: PageRoute[]): string {
  const origin = plainOrigin(site.origin, 'sitemap.xml');
  const urls = pages.filter((p) => p.indexable).map((p) => `  <url><loc>${xmlEscape(origin + p.path)}</loc>${p.modified ? `<lastmod>${p.modified}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  // One line per rule: an origin with a line break would add rules of its own.
  return `User-agent: *\nAllow: /\n\nSitemap: ${plainOrigin(site.origin, 'robots.txt')}/sitemap.xml\n`;
}
