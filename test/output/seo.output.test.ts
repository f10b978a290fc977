/**
 * What search engines and social networks read, as built: sitemap.xml and robots.txt, unique
 * titles and descriptions, the Open Graph cards and their images, and the JSON-LD of every page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DOMParser } from 'linkedom';
import { buildRouteTable, type PageRoute } from '../../site/routes.tsx';
import { paths } from '../../site/paths.ts';
import { OG_IMAGE, OG_MAX_BYTES, socialImage, socialImagePath, socialSections } from '../../site/document/social-card.ts';
import { contentDir, publishedContent } from '../helpers/content.ts';
import { distDir, loadPage } from '../helpers/built-pages.ts';
import { projectRoot } from '../helpers/server.ts';
import { APP_ICONS, APP_ICON_MAX_BYTES } from '../../site/document/app-icons.ts';
import { contentImages } from '../../site/generator/images.ts';
import { drawnAfresh } from '../helpers/social-images.ts';

const content = await publishedContent();
const { site } = content;
const { pages, redirects } = buildRouteTable(content);
// The routes as the build has them, each post, case study or whitepaper with its cover photo, if it names one.
const covered = new Map(buildRouteTable((await contentImages(content, { root: projectRoot, contentDir })).content).pages.map((p) => [p.path, p]));
const docs = new Map(await Promise.all(pages.map(async (p) => [p.path, await loadPage(p.path)] as const)));
const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
const url = (p: string) => `${site.origin}${p}`;
const isInner = (p: PageRoute) => p.indexable && p.path !== paths.home;

type Node = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of a page, parsed; the top-level entities, with those of an @graph spread out. */
function structuredData(route: string): Node[] {
  const nodes: Node[] = [];
  for (const script of docs.get(route)!.querySelectorAll('script[type="application/ld+json"]')) {
    const raw = script.textContent!;
    assert.not.ok(raw.includes('<'), `${route}: "<" is escaped inside JSON-LD`);
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(raw);
    } catch (error) {
      throw new Error(`${route}: a JSON-LD block does not parse: ${(error as Error).message}`);
    }
    assert.is(data['@context'], 'https://schema.org', `${route}: @context`);
    nodes.push(...(Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data as Node]));
  }
  return nodes;
}
const ofType = (route: string, type: string) => structuredData(route).filter((n) => n['@type'] === type);
const organizationId = () => ofType(paths.home, 'Organization')[0]['@id'];

test('sitemap.xml lists exactly the indexable pages, as absolute URLs; robots.txt points to it', async () => {
  const xml = new DOMParser().parseFromString(await readFile(path.join(distDir, 'sitemap.xml'), 'utf8'), 'text/xml') as unknown as Document;
  const locs = Array.from(xml.querySelectorAll('url > loc'), (l) => l.textContent!);
  assert.equal(locs, pages.filter((p) => p.indexable).map((p) => url(p.path)));
  assert.is(new Set(locs).size, locs.length, 'no URL twice');
  for (const loc of locs) assert.ok(loc.startsWith(`${site.origin}/`), loc);
  for (const r of redirects) assert.not.ok(locs.includes(url(r.from)), `alias ${r.from}`);
  for (const p of pages.filter((p) => !p.indexable)) assert.not.ok(locs.includes(url(p.path)), p.path);
  for (const loc of locs) {
    const doc = docs.get(loc.slice(site.origin.length))!;
    assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), loc, `${loc}: its own canonical`);
    assert.not.ok(meta(doc, 'robots'), `${loc}: not noindex`);
  }
  const robots = await readFile(path.join(distDir, 'robots.txt'), 'utf8');
  assert.match(robots, `\nSitemap: ${site.origin}/sitemap.xml\n`);
  assert.not.match(robots, /^Disallow: \/$/m);
});

test('the sitemap dates what the content dates, as the page shows it: posts by month, whitepapers by revision, the legal texts by their latest; nothing else', async () => {
  const xml = new DOMParser().parseFromString(await readFile(path.join(distDir, 'sitemap.xml'), 'utf8'), 'text/xml') as unknown as Document;
  const lastmod = new Map(Array.from(xml.querySelectorAll('url'), (u) => [u.querySelector('loc')!.textContent!, u.querySelector('lastmod')?.textContent ?? null]));
  const expected = new Map<string, string>([
    ...content.blog.map((post) => [paths.blogPost(post.slug), post.month] as const),
    ...content.whitepapers.map((paper) => [paths.whitepaper(paper.id), paper.updated ?? paper.published] as const),
  ]);
  for (const [at, date] of expected) {
    assert.is(lastmod.get(url(at)), date, at);
    // What the page itself says: the post's <time> or the paper's last date.
    const shown = Array.from(docs.get(at)!.querySelectorAll('.page-hero time'), (t) => t.getAttribute('datetime') ?? t.getAttribute('dateTime'));
    assert.is(shown.at(-1), date, `${at}: the date the page shows`);
  }
  assert.match(lastmod.get(url(paths.terms)) ?? '', /^\d{4}-\d{2}$/, 'the legal texts are dated');
  for (const [loc, date] of lastmod) if (!expected.has(loc.slice(site.origin.length)) && loc !== url(paths.terms)) assert.is(date, null, `${loc}: no date the content does not give`);
});

test('the 404 and error pages, and the site search\'s page, are kept out of the index', () => {
  assert.equal(pages.filter((p) => !p.indexable).map((p) => p.path).sort(), ['/404.html', '/error-502.html', '/error-503.html', '/error-504.html', '/error.html', paths.search]);
  for (const p of pages.filter((p) => !p.indexable)) assert.is(meta(docs.get(p.path)!, 'robots'), 'noindex', p.path);
});

test('every page, the 404 and error pages included, has its own <title> and meta description', () => {
  const seen = new Map<string, string>();
  for (const [route, doc] of docs) {
    const title = doc.querySelector('title')?.textContent ?? '';
    const description = meta(doc, 'description') ?? '';
    assert.ok(title && description, `${route}: title and description`);
    for (const [kind, text] of [['title', title], ['description', description]]) {
      const other = seen.get(`${kind}:${text}`);
      assert.not.ok(other, `${route} has the same ${kind} as ${other}: "${text}"`);
      seen.set(`${kind}:${text}`, route);
    }
  }
});

test('each page shows its cover photo\'s preview, or else its section\'s image: absolute URL, size, alt, large Twitter card', () => {
  for (const [route, doc] of docs) {
    const expected = socialImage(covered.get(route)!, site);
    assert.is(meta(doc, 'og:image'), expected.url, route);
    assert.is(meta(doc, 'og:image:width'), String(expected.width), route);
    assert.is(meta(doc, 'og:image:height'), String(expected.height), route);
    assert.is(meta(doc, 'og:image:type'), expected.type, route);
    assert.is(meta(doc, 'og:image:alt'), expected.alt, route);
    assert.is(meta(doc, 'twitter:card'), 'summary_large_image', route);
    assert.is(meta(doc, 'twitter:image'), expected.url, route);
  }
});

test('every page\'s og:image is a file of the built site, of the kind and size its head gives', async () => {
  const checked = new Map<string, string>();
  for (const [route, doc] of docs) {
    const image = meta(doc, 'og:image') ?? '';
    assert.ok(image.startsWith(`${site.origin}/`), `${route}: ${image}`);
    const file = path.join(distDir, new URL(image).pathname);
    const said = `${meta(doc, 'og:image:type')} ${meta(doc, 'og:image:width')} x ${meta(doc, 'og:image:height')}`;
    if (!checked.has(file)) {
      const { format, width, height } = await sharp(await readFile(file)).metadata();
      checked.set(file, `image/${format} ${width} x ${height}`);
    }
    assert.is(checked.get(file), said, `${route}: ${image}`);
  }
});

test('blog posts are og:type article; the listings and the home page are websites', () => {
  for (const post of content.blog) assert.is(meta(docs.get(paths.blogPost(post.slug))!, 'og:type'), 'article', post.slug);
  for (const route of [paths.home, paths.blog, paths.caseStudies, paths.about, content.products.map((p) => paths.product(p.slug))[0]]) {
    assert.is(meta(docs.get(route)!, 'og:type'), 'website', route);
  }
});

// What the site values, colours and favicon of today draw, drawn again without the build's cache.
const current = await drawnAfresh(site, projectRoot, contentDir);

test('each section\'s image is a PNG of the card\'s size, under its budget, and exactly what the current site values draw', async () => {
  for (const section of socialSections(site)) {
    const file = socialImagePath(section.id).slice(1);
    const png = await readFile(path.join(distDir, file));
    const { format, width, height } = await sharp(png).metadata();
    assert.equal([format, width, height], ['png', OG_IMAGE.width, OG_IMAGE.height], file);
    assert.ok(png.length < OG_MAX_BYTES, `${file}: ${png.length} bytes`);
    assert.ok(Buffer.compare(png, current.get(file)!) === 0, `${file} differs from the card drawn from the current site values`);
  }
});

test('the icons that take no SVG: a 180 px PNG apple-touch-icon in every head, a square PNG logo of at least 112 px in the JSON-LD', async () => {
  const pngSize = async (href: string) => {
    const { format, width, height } = await sharp(path.join(distDir, new URL(href, site.origin).pathname)).metadata();
    assert.is(format, 'png', href);
    return { width, height };
  };
  for (const p of pages) {
    const href = docs.get(p.path)!.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
    assert.ok(href, `${p.path}: no apple-touch-icon`);
    assert.equal(await pngSize(href), { width: 180, height: 180 }, `${p.path}: ${href}`);
  }
  const logo = structuredData(paths.home).find((n) => n['@type'] === 'Organization')!.logo as string;
  assert.ok(logo.startsWith(`${site.origin}/`) && logo.endsWith('.png'), logo);
  const { width, height } = await pngSize(logo);
  assert.ok(width === height && width >= 112, `${logo}: ${width} x ${height}`);
});

test('each PNG icon is exactly what the current favicon draws, and small', async () => {
  for (const icon of APP_ICONS) {
    const file = icon.path.slice(1);
    const png = await readFile(path.join(distDir, file));
    assert.ok(png.length < APP_ICON_MAX_BYTES, `${icon.path}: ${png.length} bytes`);
    assert.ok(Buffer.compare(png, current.get(file)!) === 0, `${icon.path} differs from the icon drawn from the current favicon`);
  }
});

test('JSON-LD: one Organization on every page, and no entity described twice on a page', () => {
  for (const p of pages) {
    const nodes = structuredData(p.path);
    const orgs = nodes.filter((n) => n['@type'] === 'Organization');
    assert.is(orgs.length, 1, `${p.path}: Organization`);
    assert.equal([orgs[0].name, orgs[0].url, orgs[0].legalName], [site.company, url('/'), site.legalName], p.path);
    const types = nodes.map((n) => n['@type']);
    assert.is(new Set(types).size, types.length, `${p.path}: ${types.join(', ')}`);
  }
});

test('JSON-LD: a Product on each of the five product pages, from the content only (no price, rating or review)', () => {
  assert.is(content.products.length, 5);
  for (const product of content.products) {
    const route = paths.product(product.slug);
    const [data] = ofType(route, 'Product');
    assert.ok(data, `${route}: Product`);
    assert.is(data.name, product.name);
    assert.is(data.description, product.summary);
    assert.is(data.category, product.hero.eyebrow);
    assert.is(data.url, url(route));
    assert.is((data.brand as Node)['@id'], organizationId(), `${route}: brand is the organization`);
    for (const invented of ['offers', 'aggregateRating', 'review']) assert.not.ok(invented in data, `${route}: ${invented}`);
  }
  const elsewhere = pages.filter((p) => !p.path.startsWith(paths.product('')) && ofType(p.path, 'Product').length);
  assert.equal(elsewhere.map((p) => p.path), []);
});

test('JSON-LD: a BreadcrumbList on every inner page: home, its parents, itself', () => {
  for (const p of pages) {
    const lists = ofType(p.path, 'BreadcrumbList');
    if (!isInner(p)) {
      assert.is(lists.length, 0, `${p.path}: no breadcrumb on the home, 404 and error pages`);
      continue;
    }
    assert.is(lists.length, 1, `${p.path}: BreadcrumbList`);
    const items = lists[0].itemListElement as Node[];
    const trail = [{ title: 'Home', path: paths.home }, ...p.parents, { title: p.title, path: p.path }];
    assert.equal(items.map((i) => [i['@type'], i.position, i.name, i.item]), trail.map((c, i) => ['ListItem', i + 1, c.title, url(c.path)]), p.path);
  }
});

test('JSON-LD: a BlogPosting on every post, published by the organization', () => {
  for (const post of content.blog) {
    const route = paths.blogPost(post.slug);
    const [data] = ofType(route, 'BlogPosting');
    assert.ok(data, `${route}: BlogPosting`);
    assert.is(data.headline, post.title);
    assert.is(data.url, url(route));
    assert.match(String(data.datePublished), /^\d{4}-\d{2}-\d{2}$/);
    assert.is((data.author as Node).name, post.author);
    assert.is((data.publisher as Node)['@id'], organizationId());
    assert.is(data.image, socialImage(covered.get(route)!, site).url);
  }
});

test.run();
