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
  notFound: '/404.html',
  serverError: (status: number) => (status === 500 ? '/error.html' : `/error-${status}.html`),
  product: (slug: string) => `/solutions/${slug}`,
  industry: (slug: string) => `/industries/${slug}`,
  caseStudy: (id: string) => `/case-studies/${id}`,
  blogPost: (slug: string) => `/blog/${slug}`,
  whitepaper: (id: string) => `/resources/whitepapers/${id}`,
  blogFeed: '/blog/feed.xml',
  /** Sections of pages that menus link to. */
  homeSolutions: '/#solutions',
  homeIndustries: '/#industries',
  privacyPolicy: '/terms#privacy-policy',
  termsOfUse: '/terms#terms-of-use',
  legalDisclaimer: '/terms#legal-disclaimer',
} as const;

/** The resource listings. Each one's pages live under its path; they share a stylesheet and a script budget. */
export const listingPaths: readonly string[] = [paths.caseStudies, paths.blog, paths.whitepapers];

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

/** Older spellings still in circulation (links, print, the original footer); each answers with a 301. */
export const legacyProductPaths: Record<string, 'gratify' | 'navigator' | 'rewards' | 'pulsewatch' | 'xdr'> = {
  '/solutions/loyalty-engagement': 'gratify',
  '/solutions/rewards-recognition': 'rewards',
};
export const legacyIndustryPaths: Record<string, string> = {
  '/industries/itsaas': 'it-saas',
};
