import { slugify } from './lib/text.ts';

/**
 * Every URL path of the site, written once. The route table, the header, the footer and the
 * pages all build their links from here; the link checker proves each one resolves.
 */
export const paths = {
  home: '/',
  caseStudies: '/case-studies',
  blog: '/blog',
  whitepapers: '/resources/whitepapers',
  about: '/about',
  careers: '/careers',
  partners: '/partners',
  contact: '/contact',
  terms: '/terms',
  /** Every content page by section, and the search widget's page without JavaScript (site/pages/SearchPage.tsx). */
  search: '/search',
  notFound: '/404.html',
  serverError: (status: number) => (status === 500 ? '/error.html' : `/error-${status}.html`),
  product: (slug: string) => `/solutions/${slug}`,
  industry: (slug: string) => `/industries/${slug}`,
  caseStudy: (id: string) => `/case-studies/${id}`,
  blogPost: (slug: string) => `/blog/${slug}`,
  whitepaper: (id: string) => `/resources/whitepapers/${id}`,
  /** The PDF of a case study or whitepaper, beside its page (site/pdf/). */
  caseStudyPdf: (id: string) => `/case-studies/${id}.pdf`,
  whitepaperPdf: (id: string) => `/resources/whitepapers/${id}.pdf`,
  blogFeed: '/blog/feed.xml',
  /** A page of the blog listing: a category (by name, or undefined for every post) and a page number. */
  blogListing: (category: string | undefined, page = 1) => listingPagePath('/blog', 'category', category, page),
  caseStudiesListing: (industry: string | undefined, page = 1) => listingPagePath('/case-studies', 'industry', industry, page),
  /** Sections of pages that menus link to. */
  homeSolutions: '/#solutions',
  homeIndustries: '/#industries',
  privacyPolicy: '/terms#privacy-policy',
  termsOfUse: '/terms#terms-of-use',
  legalDisclaimer: '/terms#legal-disclaimer',
} as const;

/** The resource listings. Each one's pages live under its path; they share a stylesheet and a script budget. */
export const listingPaths: readonly string[] = [paths.caseStudies, paths.blog, paths.whitepapers];

/**
 * A listing page's path: page 1 of everything is the listing itself (`/blog`), a filter has its
 * own folder by the slug of its name (`/blog/category/gift-guides`), later pages add
 * `/page/<n>`. Page 1 never has a /page/ address.
 */
export function listingPagePath(root: string, segment: string, filter: string | undefined, page: number): string {
  const base = filter ? `${root}/${segment}/${slugify(filter)}` : root;
  return page > 1 ? `${base}/page/${page}` : base;
}

const LISTING_PAGE = new RegExp(`^(${listingPaths.join('|')})(/(category|industry)/[a-z0-9-]+)?(/page/\\d+)?$`);
/** Whether `path` is a page of a listing (not an item's own page): those share the listing script budget. */
export function isListingPage(path: string): boolean {
  return LISTING_PAGE.test(path);
}

/** The ids those section links point at; pages put them on their sections. */
export const sectionIds = {
  solutions: 'solutions',
  industries: 'industries',
  privacyPolicy: 'privacy-policy',
  termsOfUse: 'terms-of-use',
  legalDisclaimer: 'legal-disclaimer',
  features: 'features',
  benefits: 'benefits',
  main: 'main',
} as const;

/** Ids the post and whitepaper pages give their own headings; a heading in the text never takes one. */
export const resourcePageIds = {
  paperHighlights: 'paper-inside',
  paperContents: 'paper-contents-title',
  postContents: 'post-contents-title',
  resourceCta: 'resource-cta-title',
  related: 'related-title',
} as const;

/** Older spellings still in circulation (links, print, the original footer); each answers with a 301. */
export const legacyProductPaths: Record<string, 'gratify' | 'navigator' | 'rewards' | 'pulsewatch' | 'xdr'> = {
  '/solutions/loyalty-engagement': 'gratify',
  '/solutions/rewards-recognition': 'rewards',
};
export const legacyIndustryPaths: Record<string, string> = {
  '/industries/itsaas': 'it-saas',
};

/** The address a built file answers: `index.html` → `/`, `about/index.html` → `/about`, `404.html` → `/404.html`. */
export function pathForFile(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`;
}

/** `/` → `index.html`, `/about` → `about/index.html`, `/404.html` → `404.html`. */
export function fileForPath(urlPath: string): string {
  if (urlPath.endsWith('.html')) return urlPath.slice(1);
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
