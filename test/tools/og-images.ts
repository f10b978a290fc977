/**
 * npm run og: renders each section's Open Graph image (og-card.ts) to a 1200 × 630 PNG with
 * Chromium and writes it to static/og/<section>.png, which the build copies to /og/; and the
 * favicon to the PNG icons of site/document/app-icons.ts (app-icon.ts). Run it after changing the
 * company name, the tagline, the origin, the brand colours or the favicon; the output tests fail
 * while an image is out of date. Each PNG carries the hash of what it was drawn from and must stay
 * under 60 KB (an icon, 20 KB).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OG_IMAGE, socialImagePath, socialSections } from '../../site/document/social-card.ts';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { realContent } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';
import { OG_MAX_BYTES, SOURCE_KEYWORD, ogCardSvg, readPalette, sourceHash } from './og-card.ts';
import { withPngText } from './png.ts';
import { APP_ICONS } from '../../site/document/app-icons.ts';
import { APP_ICON_MAX_BYTES, appIconPage, readFavicon } from './app-icon.ts';

const { site } = await realContent();
const palette = await readPalette();
const browser = await launchBrowser({ build: 'full' });
if (!browser) throw new Error('npm run og needs Chromium (apt-get install -y chromium, or set CHROME_PATH).');

/** Draws the first <svg> of `html` to static/`file`, tagged with the hash of `source`; over `maxBytes` fails the command. */
async function drawPng(page: Page, html: string, source: string, file: string, maxBytes: number, clearBackground = false): Promise<void> {
  await page.setContent(html);
  const shot = await page.locator('svg').first().screenshot({ type: 'png', omitBackground: clearBackground });
  const png = withPngText(shot, SOURCE_KEYWORD, sourceHash(source));
  const target = path.join(projectRoot, 'static', file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, png);
  const over = png.length > maxBytes;
  console.log(`  ${`static${file}`.padEnd(26)} ${(png.length / 1024).toFixed(1)} KB${over ? `  over ${maxBytes / 1024} KB!` : ''}`);
  if (over) process.exitCode = 1;
}

try {
  const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
  for (const section of socialSections(site)) {
    const svg = ogCardSvg(section, site, palette);
    await drawPng(page, `<!DOCTYPE html><html><body style="margin:0">${svg}</body></html>`, svg, socialImagePath(section.id), OG_MAX_BYTES);
  }
  const favicon = await readFavicon();
  for (const icon of APP_ICONS) {
    const html = appIconPage(favicon, icon);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await drawPng(page, html, html, icon.path, APP_ICON_MAX_BYTES, !icon.fullBleed);
  }
} finally {
  await browser.close();
}
