// The peer of npm run bench: an Eleventy 3 site of the blog alone, built from the same Markdown as
// ours (benchmarks/bench-posts.ts writes it into the input folder beside site/'s templates). Each
// post gets a page in a frame (head, header, footer), and the blog a listing of 4 posts a page,
// overall and by category, as ours has: an added post costs its page and half a listing page.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PER_PAGE = 4;
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export default function (eleventyConfig) {
  // Headers are read by the same YAML parser as ours.
  eleventyConfig.setFrontMatterParsingOptions({ engines: { yaml: (text) => parseYaml(text) } });
  // A post is dated "March 2025".
  eleventyConfig.addDateParsing((value) => {
    const [, month, year] = /^(\w+) (\d{4})$/.exec(typeof value === 'string' ? value : '') ?? [];
    return month ? new Date(Date.UTC(Number(year), MONTHS.indexOf(month), 1)) : undefined;
  });
  // The brand tokens a post may hold ({{company}}…), from the site's own settings.
  const site = parseYaml(readFileSync(new URL('../../content/site.yml', import.meta.url), 'utf8'));
  const a = site.address;
  const tokens = { company: site.company, legalName: site.legalName, xdr: site.xdrName, email: site.email, phone: site.phone, origin: site.origin, address: `${a.street}, ${a.city} ${a.postalCode}, ${a.country}` };
  for (const [name, value] of Object.entries(tokens)) eleventyConfig.addGlobalData(name, value);

  // Newest first, then by file name, as ours lists them.
  // (every file of blog/ is tagged "post" by blog/blog.11tydata.json)
  const newestFirst = (api) => api.getFilteredByTag('post').sort((x, y) => y.date - x.date || x.fileSlug.localeCompare(y.fileSlug));
  eleventyConfig.addCollection('posts', newestFirst);
  // Each category's listing, cut into pages of PER_PAGE posts.
  eleventyConfig.addCollection('categoryPages', (api) => {
    const byCategory = new Map();
    for (const post of newestFirst(api)) byCategory.set(post.data.category, [...(byCategory.get(post.data.category) ?? []), post]);
    return [...byCategory].flatMap(([category, list]) => Array.from({ length: Math.ceil(list.length / PER_PAGE) }, (_, i) => ({
      category, slug: slug(category), number: i + 1, pages: Math.ceil(list.length / PER_PAGE), posts: list.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
    })));
  });
}

export const config = { templateFormats: ['md', 'liquid'], markdownTemplateEngine: 'liquid' };
