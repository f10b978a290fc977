/**
 * The Open Graph image of a section, as SVG: the logo and company name, the section's heading and
 * subheading, the site's host, in the brand colours of site/styles/tokens.css. Flat colours only,
 * so the PNG stays small. `npm run og` (og-images.ts) renders it; the output test re-creates it to
 * prove the committed PNGs are current.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '../../site/model/content.ts';
import { OG_IMAGE, type SocialSection, type SocialSectionId } from '../../site/document/social-card.ts';
import { logoMark } from '../../site/widgets/logo/Logo.tsx';
import { projectRoot } from '../helpers/server.ts';
import { xmlEscape } from '../../site/lib/xml.ts';

export interface Palette {
  background: string;
  text: string;
  muted: string;
  brand: string;
  accent: Record<SocialSectionId, string>;
  font: string;
}

/** Colours and font from the design tokens, so the images follow a change of brand colour. */
export async function readPalette(): Promise<Palette> {
  const css = await readFile(path.join(projectRoot, 'site/styles/tokens.css'), 'utf8');
  const token = (name: string) => {
    const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
    if (!match) throw new Error(`site/styles/tokens.css has no --${name}`);
    // A colour with a value per scheme, `var(--if-light, <light>) var(--if-dark, <dark>)`: a card is drawn in the light one.
    const value = match[1].trim();
    return /^var\(--if-light,\s*([^)]+)\)/.exec(value)?.[1].trim() ?? value;
  };
  return {
    background: token('dark'),
    text: token('on-dark'),
    muted: token('on-dark-2'),
    brand: token('brand'),
    accent: { home: token('brand'), solutions: token('blue'), industries: token('green'), resources: token('purple'), company: token('cyan') },
    font: token('font'),
  };
}

/** The font list keeps its quotes as written: the images' hashes are of this exact text. */
const escapeXml = (text: string) => xmlEscape(text, { keepApostrophes: true });

/** Words into lines of at most `max` characters: SVG text does not wrap by itself. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

interface TextBlock {
  rows: string[];
  size: number;
  lineHeight: number;
  bold: boolean;
  fill: string;
}

/**
 * Text wrapped to `width`. Characters are taken as 0.62 em wide (bold) or 0.55 em: about DejaVu
 * Sans, the widest of the fonts system-ui resolves to, so no line runs into the mark.
 */
function block(text: string, size: number, width: number, bold: boolean, fill: string): TextBlock {
  return { rows: wrap(text, Math.floor(width / (size * (bold ? 0.62 : 0.55)))), size, lineHeight: Math.round(size * 1.15), bold, fill };
}

const blockHeight = (b: TextBlock) => b.rows.length * b.lineHeight;

/** `top` is the top of the block's first line box; SVG places text by its baseline, about 0.8 em lower. */
function textSvg(b: TextBlock, x: number, top: number): string {
  const tspans = b.rows.map((row, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : b.lineHeight}">${escapeXml(row)}</tspan>`).join('');
  const weight = b.bold ? ' font-weight="700"' : '';
  const baseline = Math.round(top + (b.lineHeight - b.size) / 2 + b.size * 0.8);
  return `<text x="${x}" y="${baseline}" font-size="${b.size}"${weight} fill="${b.fill}">${tspans}</text>`;
}

export function ogCardSvg(section: SocialSection, site: Site, palette: Palette): string {
  const { width, height } = OG_IMAGE;
  const accent = palette.accent[section.id];
  // A short heading is set large; a sentence (the home page's tagline) smaller, on up to three lines.
  const heading = block(section.heading, section.heading.length > 24 ? 56 : 88, 780, true, palette.text);
  const sub = block(section.subheading, 32, 760, false, palette.muted);
  // Heading and subheading centred together between the logo (ends at 136) and the host line (starts at 520).
  const gap = 20;
  const top = Math.round((136 + 520 - (blockHeight(heading) + gap + blockHeight(sub))) / 2);
  const mark = (x: number, y: number, size: number, fill: string) =>
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32"><path d="${logoMark.hexagon}" fill="${fill}"/>` +
    `<path d="${logoMark.links}" stroke="#fff" stroke-width="2" stroke-linecap="round" fill="none"/>` +
    logoMark.nodes.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="2.2" fill="#fff"/>`).join('') +
    '</svg>';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(palette.font)}">`,
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    // The mark again, large and cut by the right edge, in the section's colour.
    `<svg x="880" y="115" width="400" height="400" viewBox="0 0 32 32"><path d="${logoMark.hexagon}" fill="${accent}"/></svg>`,
    mark(80, 72, 64, palette.brand),
    `<text x="164" y="116" font-size="36" font-weight="700" fill="${palette.text}">${escapeXml(site.company)}</text>`,
    textSvg(heading, 80, top),
    textSvg(sub, 80, top + blockHeight(heading) + gap),
    `<rect x="80" y="${height - 82}" width="72" height="6" fill="${accent}"/>`,
    `<text x="170" y="${height - 70}" font-size="26" fill="${palette.muted}">${escapeXml(new URL(site.origin).host)}</text>`,
    '</svg>',
  ].join('');
}

/** Social networks fetch the image on every share: keep each small. */
export const OG_MAX_BYTES = 60 * 1024;

/** The PNG's tEXt keyword holding the SHA-256 of the SVG it was rendered from. */
export const SOURCE_KEYWORD = 'og-source-sha256';
export const sourceHash = (svg: string): string => createHash('sha256').update(svg).digest('hex');
