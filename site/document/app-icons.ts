/**
 * The site's icon as PNG, for the two readers that take no SVG: iOS, for a page saved to the home
 * screen, and search engines, for the company's logo (the Organization's `logo` in JSON-LD). The
 * build draws both from static/favicon.svg (site/generator/social-images.ts).
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

export const FAVICON = 'static/favicon.svg';
/** An icon this small needs no more: a flat mark, a few colours. */
export const APP_ICON_MAX_BYTES = 20 * 1024;

/** Text in a drawing is set in whatever fonts the machine has, so the same favicon would give other pixels elsewhere. */
const TEXT_ELEMENT = /<(?:[\w-]+:)?(?:text|tspan|textPath)\b/i;

/**
 * The favicon redrawn at the icon's size, with the colour to fill its corners with (a full-bleed
 * icon takes its first <rect>'s fill), or why it cannot be drawn, said as a fix.
 */
export function appIconSvg(favicon: string, icon: AppIcon): { svg: string; background?: string } | { refused: string } {
  if (TEXT_ELEMENT.test(favicon)) {
    return { refused: 'holds text (<text>), which each machine would draw in its own fonts: convert the text to outlines (paths) in the drawing program and save it again' };
  }
  const svg = favicon.replace(/<\?xml[^>]*>/, '').replace(/<svg([^>]*?) width="[\d.]+(?:px)?" height="[\d.]+(?:px)?"/, `<svg$1 width="${icon.size}" height="${icon.size}"`);
  if (svg === favicon.replace(/<\?xml[^>]*>/, '')) return { refused: `needs width and height attributes on its <svg> (e.g. width="32" height="32"), to be drawn at ${icon.size} px for ${icon.path}` };
  if (!icon.fullBleed) return { svg };
  const background = /<rect[^>]* fill="(#[0-9a-f]{3,8})"/i.exec(favicon)?.[1];
  if (!background) return { refused: `needs a <rect> with a fill="#rrggbb" colour, the background ${icon.path} fills its corners with` };
  return { svg, background };
}
