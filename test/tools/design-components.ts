/**
 * The components docs/design.md shows, each cropped from a built page by its selector: the first
 * match on the page, at the given width (default 1280 px). A component whose selector matches
 * nothing is reported and left out; update the selector when the markup changes.
 */
import type { Content } from '../../site/model/content.ts';
import { paths } from '../../site/paths.ts';

/** A page given by its path, or found in the content (the first post, the first product, …). */
export interface ComponentPicture {
  name: string;
  path: string | ((content: Content) => string);
  selector: string;
  width?: number;
  /** Clicked first (a menu to open); the picture is then the window, not the element. */
  open?: string;
}

const product = (c: Content) => paths.product(c.products[0].slug);
const industry = (c: Content) => paths.industry(c.industries[0].slug);

export const componentPictures: ComponentPicture[] = [
  { name: 'header', path: '/', selector: '.site-header' },
  { name: 'home-hero', path: '/', selector: 'main > section:first-of-type' },
  { name: 'product-hero', path: product, selector: '.page-hero' },
  { name: 'industry-hero', path: industry, selector: '.page-hero' },
  { name: 'client-strip', path: '/', selector: '.client-strip' },
  { name: 'overview-card', path: '/', selector: '.overview-card' },
  { name: 'industry-card', path: '/', selector: '.industry-card' },
  { name: 'stat-row', path: '/', selector: '.stat-row' },
  { name: 'icon-card', path: product, selector: '.icon-card' },
  { name: 'pull-quote', path: product, selector: '.pull-quote' },
  { name: 'post-card', path: '/blog', selector: '.post-card' },
  { name: 'case-study-card', path: '/case-studies', selector: '.cs-card' },
  { name: 'whitepaper-card', path: '/resources/whitepapers', selector: '.whitepaper-card' },
  { name: 'long-read', path: (c) => paths.blogPost(c.blog[0].slug), selector: '.long-read' },
  { name: 'fact-badge', path: '/about', selector: '.fact-badge' },
  { name: 'leader', path: '/about', selector: '.leader' },
  { name: 'closing-call', path: product, selector: '.demo-banner' },
  { name: 'footer', path: '/', selector: '.site-footer' },
  { name: 'mobile-menu', path: '/', selector: '.site-header', width: 375, open: '.mobile-nav summary' },
];
