/**
 * The route table: every page of the site, by URL path, with what renders it. The build renders
 * exactly these; the sitemap, the host configs and the tests read them from here.
 */
import type { ReactElement } from 'react';
import { STATUS_CODES } from 'node:http';
import type { Stylesheet } from './generator/bundle.ts';
import type { Content } from './model/content.ts';
import type { Cover } from './model/cover-images.ts';
import { isoMonth, summarize } from './lib/text.ts';
import { legacyIndustryPaths, legacyProductPaths, listingPaths, paths } from './paths.ts';
import { movedPageProblems } from './model/moved-pages.ts';
import { ContentError } from './errors.ts';
import { HomePage } from './pages/HomePage.tsx';
import { ProductPage } from './pages/ProductPage.tsx';
import { IndustryPage } from './pages/IndustryPage.tsx';
import { blogListingRoutes, caseStudiesListingRoutes } from './pages/resources/listing-routes.tsx';
import { WhitepapersPage } from './pages/resources/WhitepapersPage.tsx';
import { CaseStudyPage } from './pages/resources/CaseStudyPage.tsx';
import { BlogPostPage } from './pages/resources/BlogPostPage.tsx';
import { WhitepaperPage } from './pages/resources/WhitepaperPage.tsx';
import { AboutPage } from './pages/company/AboutPage.tsx';
import { CareersPage } from './pages/company/CareersPage.tsx';
import { PartnersPage } from './pages/company/PartnersPage.tsx';
import { ContactPage } from './pages/company/ContactPage.tsx';
import { TermsPage } from './pages/TermsPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ServerErrorPage } from './pages/ServerErrorPage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import type { SearchEntry } from './search/search-kinds.ts';

export interface PageRoute {
  /** The canonical URL path, exactly as linked (case matters). */
  path: string;
  /** The page's own title, without the company suffix. */
  title: string;
  description: string;
  /** Listed in sitemap.xml and given a canonical URL (not the 404 and error pages). */
  indexable: boolean;
  /** A stylesheet this page loads after main.css (the home page's, the resource centre's, the product pages', the company pages'). */
  stylesheet?: Exclude<Stylesheet, 'main'>;
  /** Breadcrumb trail above this page, nearest last (home is implied). */
  parents: { title: string; path: string }[];
  /** The cover photo of a post, case study or whitepaper: also the page's link preview. */
  cover?: Cover;
  /** When what the page says last changed, where the content knows it (YYYY-MM or YYYY-MM-DD): the sitemap's lastmod. */
  modified?: string;
  /** Where a content record's page takes its title and description from (site/generator/page-texts.ts). */
  source?: PageSource;
  /** The page's kind, products and industries for the site search; without it a page is not indexed (site/search/). */
  search?: SearchEntry;
  /** Lists the route table's pages (/search): \`npm run dev\` renders it again whenever a page is added, removed or renamed. */
  listsPages?: true;
  render: () => ReactElement;
}

/** A file of the content folder (e.g. `case-studies/x.md`), and its fields that hold a page's title and description. */
export interface PageSource {
  file: string;
  title: string;
  description: string;
}

/** A path that answers with a 301 to a canonical one (and a redirect page in dist/). */
export interface Redirect {
  from: string;
  to: string;
}

export interface RouteTable {
  pages: PageRoute[];
  redirects: Redirect[];
}

export const serverErrorStatuses = [500, 502, 503, 504] as const;

/** `modified` as the latest of `dates`, when every one of them is known. */
const lastChanged = (dates: (string | undefined)[]): { modified?: string } =>
  dates.every(Boolean) ? { modified: (dates as string[]).sort().at(-1) } : {};

export function buildRouteTable(content: Content): RouteTable {
  const { site, products, industries, company } = content;
  const productName = (id: string) => products.find((p) => p.id === id)!.name;
  const solutions = { title: 'Solutions', path: paths.homeSolutions };
  const industriesCrumb = { title: 'Industries', path: paths.homeIndustries };
  const caseStudiesCrumb = { title: 'Case studies', path: paths.caseStudies };
  const blogCrumb = { title: 'Insights & blog', path: paths.blog };
  const whitepapersCrumb = { title: 'Whitepapers', path: paths.whitepapers };
  const page = (path: string, title: string, description: string, render: () => ReactElement, parents: PageRoute['parents'] = [], cover?: Cover): PageRoute => ({
    path, title, description, indexable: true, parents, render, ...(cover && { cover }),
  });

  const markdown = (file: string, description: string): PageSource => ({ file, title: 'title', description });

  const pages: PageRoute[] = [
    { ...page(paths.home, site.tagline, site.description, () => <HomePage />), stylesheet: 'home', search: { kind: 'page' } },
    ...products.map((p, i) => ({ ...page(paths.product(p.slug), p.name, p.summary, () => <ProductPage product={p} />, [solutions]), stylesheet: 'product' as const, source: { file: 'products.yml', title: `products[${i}].name`, description: `products[${i}].summary` }, search: { kind: 'product' as const, product: [p.name] } })),
    ...industries.map((i) => ({ ...page(paths.industry(i.slug), i.name, i.summary, () => <IndustryPage industry={i} />, [industriesCrumb]), source: { file: `industries/${i.slug}.yml`, title: 'name', description: 'summary' }, search: { kind: 'industry' as const, industry: [i.name], product: i.page.template === 'standard' ? i.page.solutions.map((s) => productName(s.product)) : [] } })),
    ...caseStudiesListingRoutes(content, caseStudiesCrumb, `How Indian enterprises use ${site.company} to grow loyalty, dealer sales and uptime: results, in figures.`),
    ...content.caseStudies.map((s) => ({ ...page(paths.caseStudy(s.id), s.title, summarize(s.description), () => <CaseStudyPage study={s} />, [caseStudiesCrumb], s.cover), source: markdown(`case-studies/${s.id}.md`, 'description'), search: { kind: 'caseStudy' as const, industry: [s.industry] } })),
    ...blogListingRoutes(content, blogCrumb, `Field notes on loyalty, channel incentives, recognition, observability and security from the ${site.company} team.`),
    ...content.blog.map((p) => ({ ...page(paths.blogPost(p.slug), p.title, summarize(p.excerpt), () => <BlogPostPage post={p} />, [blogCrumb], p.cover), modified: p.month, source: markdown(`blog/${p.slug}.md`, 'excerpt'), search: { kind: 'post' as const } })),
    { ...page(paths.whitepapers, 'Whitepapers', summarize(`In-depth whitepapers from ${site.company}: ${content.whitepapers.map((w) => w.title).join('; ')}.`), () => <WhitepapersPage />), search: { kind: 'page' } },
    ...content.whitepapers.map((w) => ({ ...page(paths.whitepaper(w.id), w.title, summarize(w.description), () => <WhitepaperPage paper={w} />, [whitepapersCrumb], w.cover), modified: w.updated ?? w.published, source: markdown(`whitepapers/${w.id}.md`, 'description'), search: { kind: 'whitepaper' as const } })),
    { ...page(paths.about, 'About us', summarize(company.about.lead), () => <AboutPage />), stylesheet: 'company', search: { kind: 'company' } },
    { ...page(paths.careers, 'Careers', summarize(company.careers.lead), () => <CareersPage />), stylesheet: 'company', search: { kind: 'company' } },
    { ...page(paths.partners, 'Partners', summarize(company.partners.lead), () => <PartnersPage />), stylesheet: 'company', search: { kind: 'company' } },
    { ...page(paths.contact, 'Contact us', summarize(company.contact.lead), () => <ContactPage />), stylesheet: 'company', search: { kind: 'company' } },
    { ...page(paths.terms, 'Terms & privacy', `The privacy policy, terms of use and legal disclaimer of ${site.legalName}.`, () => <TermsPage />), ...lastChanged(Object.values(content.legal).map((d) => isoMonth(d.date))), stylesheet: 'company', search: { kind: 'legal' } },
    { ...page(paths.search, 'Search', `Search every page of ${site.company}: products, industries, case studies, posts, whitepapers and company pages, or browse them all by section.`, () => <SearchPage pages={pages} />), stylesheet: 'site-search', indexable: false, listsPages: true },
    { ...page(paths.notFound, 'Page not found', 'The page you asked for does not exist. Find our products, industries, case studies and contact details from here.', () => <NotFoundPage />), indexable: false, stylesheet: 'company' },
    ...serverErrorStatuses.map((status) => ({
      // Each status its own title and description, so no two pages share them.
      ...page(paths.serverError(status), `Unexpected application error! (${status})`, `The server could not complete the request (${status} ${STATUS_CODES[status]}). Please try again in a moment or return to the home page.`, () => <ServerErrorPage status={status} />),
      indexable: false,
    })),
  ];

  const productPath = (id: string) => paths.product(products.find((p) => p.id === id)!.slug);
  const aliases: Redirect[] = [
    ...Object.entries(legacyIndustryPaths).map(([from, slug]) => ({ from, to: paths.industry(slug) })),
    ...Object.entries(legacyProductPaths).map(([from, id]) => ({ from, to: productPath(id) })),
    ...products.map((p) => ({ from: paths.product(p.slug).toLowerCase(), to: paths.product(p.slug) })),
  ];
  // The resource centre's pages share its stylesheet.
  for (const p of pages) if (listingPaths.some((root) => p.path === root || p.path.startsWith(`${root}/`))) p.stylesheet = 'resources';
  // A listing's first page is searched; its later and filtered pages repeat its cards.
  for (const p of pages) if (listingPaths.includes(p.path)) p.search ??= { kind: 'page' };
  const taken = new Set(pages.map((p) => p.path));
  const own = aliases.filter((r) => !taken.has(r.from) && r.from !== r.to);
  const problems = movedPageProblems(content.movedPages, taken, own);
  if (problems.length) throw new ContentError(problems);
  return { pages, redirects: [...own, ...content.movedPages.redirects] };
}
