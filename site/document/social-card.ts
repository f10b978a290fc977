/**
 * The Open Graph card of a page: its cover photo's preview when it has one, otherwise its
 * section's image, decided by its path. The build draws each section's image from the headings
 * below (site/generator/social-images.ts, site/document/social-card-svg.ts) to /og/<section>.png.
 */
import type { Site } from '../model/content.ts';
import { COVER_PREVIEW, type Cover } from '../model/cover-images.ts';
import { listingPaths, paths } from '../paths.ts';

export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;
/** Social networks fetch the image on every share: keep each small. */
export const OG_MAX_BYTES = 60 * 1024;

export type SocialSectionId = 'home' | 'solutions' | 'industries' | 'resources' | 'company';

export interface SocialSection {
  id: SocialSectionId;
  /** The large line of the image; also its alt text, after the company name. */
  heading: string;
  subheading: string;
}

export function socialSections(site: Site): SocialSection[] {
  return [
    { id: 'home', heading: site.tagline, subheading: 'AI-driven software for Indian enterprises' },
    { id: 'solutions', heading: 'Solutions', subheading: 'Loyalty, channel incentives, rewards, observability and security' },
    { id: 'industries', heading: 'Industries', subheading: 'How Indian businesses sell, serve and grow' },
    { id: 'resources', heading: 'Insights & resources', subheading: 'Case studies, blog posts and whitepapers' },
    { id: 'company', heading: 'Company', subheading: 'About us, careers, partners, contact and legal' },
  ];
}

const under = (root: string, path: string) => path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`);

const companyPaths: string[] = [paths.about, paths.careers, paths.partners, paths.contact, paths.terms];

/** The section a page belongs to. The 404 and error pages, which stand for any address, get the home card. */
export function socialSectionId(path: string): SocialSectionId {
  if (under(paths.product(''), path)) return 'solutions';
  if (under(paths.industry(''), path)) return 'industries';
  if (listingPaths.some((root) => under(root, path))) return 'resources';
  if (companyPaths.some((root) => under(root, path))) return 'company';
  return 'home';
}

export const socialImagePath = (id: SocialSectionId): string => `/og/${id}.png`;

export interface SocialImage {
  /** Absolute, as previews need. */
  url: string;
  alt: string;
  width: number;
  height: number;
  type: string;
}

export function socialImage({ path, cover }: { path: string; cover?: Cover }, site: Site): SocialImage {
  if (cover) return { url: `${site.origin}${cover.preview}`, alt: cover.alt, ...COVER_PREVIEW };
  const section = socialSections(site).find((s) => s.id === socialSectionId(path))!;
  return { url: `${site.origin}${socialImagePath(section.id)}`, alt: `${site.company}: ${section.heading}`, ...OG_IMAGE };
}

/** A post, a case study or a whitepaper is an article; every other page is a website page. */
export function ogType(path: string): 'article' | 'website' {
  const items = [paths.blogPost(''), paths.caseStudy(''), paths.whitepaper('')];
  return items.some((prefix) => path.startsWith(prefix) && path.length > prefix.length) ? 'article' : 'website';
}
