/**
 * The page `npm run og` screenshots for each PNG icon (site/document/app-icons.ts): the favicon
 * alone at the icon's size, its square filled with the favicon's own background colour where the
 * icon must have no clear corners. The output test hashes the same page to prove the committed
 * PNGs are current.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppIcon } from '../../site/document/app-icons.ts';
import { projectRoot } from '../helpers/server.ts';

export const FAVICON = 'static/favicon.svg';
export const readFavicon = (): Promise<string> => readFile(path.join(projectRoot, FAVICON), 'utf8');
/** An icon this small needs no more: a flat mark, a few colours. */
export const APP_ICON_MAX_BYTES = 20 * 1024;

export function appIconPage(favicon: string, icon: AppIcon): string {
  const sized = favicon.replace(/<svg([^>]*?) width="\d+" height="\d+"/, `<svg$1 width="${icon.size}" height="${icon.size}"`);
  if (sized === favicon) throw new Error(`${FAVICON}: the <svg> needs width and height attributes, to be drawn at ${icon.size} px`);
  const fill = /<rect[^>]* fill="([^"]+)"/.exec(favicon)?.[1];
  if (icon.fullBleed && !fill) throw new Error(`${FAVICON}: no <rect fill> to take the background colour of ${icon.path} from`);
  const background = icon.fullBleed ? fill : 'transparent';
  return `<!DOCTYPE html><html><body style="margin:0;background:${background}">${sized.replace(/<\?xml[^>]*>/, '')}</body></html>`;
}
