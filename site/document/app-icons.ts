/**
 * The site's icon as PNG, for the two readers that take no SVG: iOS, for a page saved to the home
 * screen, and search engines, for the company's logo (the Organization's `logo` in JSON-LD). Both
 * are committed files under static/, drawn from static/favicon.svg by `npm run og`; the output
 * tests fail while one is older than the favicon.
 */
export interface AppIcon {
  path: string;
  size: number;
  /** Paint the square's corners too: iOS rounds the icon itself, and shows clear corners black. */
  fullBleed: boolean;
}

export const APPLE_TOUCH_ICON: AppIcon = { path: '/apple-touch-icon.png', size: 180, fullBleed: true };
/** 512 px: Google asks for at least 112 px, and a square. */
export const LOGO: AppIcon = { path: '/logo.png', size: 512, fullBleed: false };
export const APP_ICONS: AppIcon[] = [APPLE_TOUCH_ICON, LOGO];
