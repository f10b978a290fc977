/**
 * The components docs/design.md shows, each cropped from a built page by its selector: the first
 * match on the page, at the given width (default 1280 px). A component whose selector matches
 * nothing is reported and left out; update the selector when the markup changes.
 */
export interface ComponentPicture { name: string; path: string; selector: string; width?: number }

export const componentPictures: ComponentPicture[] = [
  { name: 'header', path: '/', selector: '.site-header' },
  { name: 'home-hero', path: '/', selector: 'main > section:first-of-type' },
  { name: 'product-hero', path: '/solutions/gratify', selector: '.page-hero' },
  { name: 'industry-hero', path: '/industries/automotive', selector: '.page-hero' },
  { name: 'buttons', path: '/solutions/gratify', selector: '.page-hero__actions' },
  { name: 'icon-cards', path: '/solutions/gratify', selector: '.icon-card' },
  { name: 'showcase-card', path: '/', selector: '.showcase__card' },
  { name: 'blog-card', path: '/blog', selector: 'main article, main li article, main .listing li' },
  { name: 'demo-banner', path: '/solutions/gratify', selector: '.demo-banner' },
  { name: 'footer', path: '/', selector: '.site-footer' },
  { name: 'header-mobile', path: '/', selector: '.site-header', width: 375 },
];
