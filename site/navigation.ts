/** The menus of the header and the columns of the footer, built from the content and the paths. */
import type { Content } from './model/content.ts';
import { paths } from './paths.ts';
import { ACTION_LABELS } from './components/demo-banner/DemoBanner.tsx';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
  /** Opens in a new tab (and gets rel="noopener noreferrer"). */
  external?: boolean;
}

export interface NavGroup {
  title?: string;
  links: NavLink[];
}

export interface NavMenu {
  id: 'solutions' | 'industries' | 'resources' | 'company';
  label: string;
  /** The wide, three-column panel (Industries); the others are a narrow list. */
  wide: boolean;
  groups: NavGroup[];
}

export function headerMenus({ products, industries, industryGroups }: Content): NavMenu[] {
  const industry = (slug: string) => industries.find((i) => i.slug === slug)!;
  return [
    {
      id: 'solutions',
      label: 'Solutions',
      wide: false,
      groups: [{ links: [...products.map((p) => ({ label: p.name, href: paths.product(p.slug), description: p.hero.eyebrow })), { label: 'All solutions', href: paths.homeSolutions }] }],
    },
    {
      id: 'industries',
      label: 'Industries',
      wide: true,
      groups: [
        ...industryGroups.map((g) => ({ title: g.title, links: g.industries.map((slug) => ({ label: industry(slug).navLabel, href: paths.industry(slug) })) })),
      ],
    },
    {
      id: 'resources',
      label: 'Resources',
      wide: false,
      groups: [{ links: [{ label: 'Case studies', href: paths.caseStudies }, { label: 'Blog', href: paths.blog }, { label: 'Whitepapers', href: paths.whitepapers }] }],
    },
    {
      id: 'company',
      label: 'Company',
      wide: false,
      groups: [{ links: [{ label: 'About us', href: paths.about }, { label: 'Careers', href: paths.careers }, { label: 'Partners', href: paths.partners }, { label: 'Contact', href: paths.contact }, { label: 'Terms & privacy', href: paths.terms }] }],
    },
  ];
}

export function footerColumns({ site, products }: Content): { title: string; links: NavLink[] }[] {
  return [
    {
      title: 'Company',
      links: [
        { label: 'About us', href: paths.about },
        { label: 'Careers', href: paths.careers },
        { label: 'Partners', href: paths.partners },
        { label: 'Contact', href: paths.contact },
        { label: ACTION_LABELS.demo, href: site.demoUrl, external: true },
      ],
    },
    { title: 'Products', links: products.map((p) => ({ label: p.name, href: paths.product(p.slug) })) },
    { title: 'Resources', links: [{ label: 'Case studies', href: paths.caseStudies }, { label: 'Blog & insights', href: paths.blog }, { label: 'Whitepapers', href: paths.whitepapers }] },
    { title: 'Legal & compliance', links: [{ label: 'Privacy policy', href: paths.privacyPolicy }, { label: 'Terms of use', href: paths.termsOfUse }, { label: 'Legal disclaimer', href: paths.legalDisclaimer }] },
  ];
}

export function socialLinks({ site }: Content): NavLink[] {
  const digits = site.whatsapp.replace(/\D/g, '');
  return [
    { label: 'LinkedIn', href: site.social.linkedin, external: true },
    { label: 'Instagram', href: site.social.instagram, external: true },
    { label: 'YouTube', href: site.social.youtube, external: true },
    { label: 'Facebook', href: site.social.facebook, external: true },
    { label: 'WhatsApp', href: `https://wa.me/${digits}`, external: true },
    { label: 'X (Twitter)', href: site.social.x, external: true },
  ];
}
