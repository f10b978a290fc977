/**
 * The Open Graph image of a section, as SVG: the logo and company name, the section's heading and
 * subheading, the site's host, in the brand colours of site/styles/tokens.css. Every letter is an
 * outline of the card typeface (site/generator/card-fonts.ts), never <text>, so the image looks the
 * same on every machine; lines are measured with the font's own advance widths. Text that would not
 * fit is cut with "…" (the heading after three lines, the subheading after two, the name and host
 * after one), so no text runs into the mark or off the card. Flat colours only, so the PNG stays
 * small. The images stage (site/generator/social-images.ts) rasterises it.
 */
import type { Site } from '../model/content.ts';
import { logoMark } from '../widgets/logo/Logo.tsx';
import { xmlEscape } from '../lib/xml.ts';
import { OG_IMAGE, type SocialSection, type SocialSectionId } from './social-card.ts';

/** One weight of the card typeface: measures and outlines text at a size in pixels. */
export interface CardFace {
  /** Above and below the baseline, in em. */
  ascent: number;
  descent: number;
  width(text: string, size: number): number;
  /** SVG path data of `text`, its baseline starting at (x, y). */
  path(text: string, x: number, y: number, size: number): string;
  /** The characters of `text` (other than spaces) the typeface has no letter for. */
  missing(text: string): string[];
}

export interface CardFaces {
  regular: CardFace;
  bold: CardFace;
}

export interface Palette {
  background: string;
  text: string;
  muted: string;
  brand: string;
  accent: Record<SocialSectionId, string>;
}

export const TOKENS_FILE = 'site/styles/tokens.css';

/** A colour of the design tokens (the text of tokens.css) as drawn on paper or a card: its light value. */
export function lightToken(css: string, name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`${TOKENS_FILE} has no --${name}`);
  // A colour with a value per scheme, `var(--if-light, <light>) var(--if-dark, <dark>)`: the light one.
  const value = match[1].trim();
  return /^var\(--if-light,\s*([^)]+)\)/.exec(value)?.[1].trim() ?? value;
}

/** Colours from the design tokens (the text of tokens.css), so the images follow a change of brand colour. */
export function readPalette(css: string): Palette {
  const token = (name: string) => lightToken(css, name);
  return {
    background: token('dark'),
    text: token('on-dark'),
    muted: token('on-dark-2'),
    brand: token('brand'),
    accent: { home: token('brand'), solutions: token('blue'), industries: token('green'), resources: token('purple'), company: token('cyan') },
  };
}

type Measure = (text: string) => number;

/** `text` cut to fit `max` with "…" after it (at least the ellipsis); the longest start that fits is found by halving. */
const TRAILING = /[\s,;:.–—-]+$/;

function cut(text: string, max: number, measure: Measure): string {
  const chars = [...text];
  const start = (n: number) => chars.slice(0, n).join('').replace(TRAILING, '');
  let [fits, over] = [0, chars.length + 1];
  while (over - fits > 1) {
    const n = Math.floor((fits + over) / 2);
    if (measure(`${start(n)}…`) <= max) fits = n;
    else over = n;
  }
  return `${start(fits)}…`;
}

/** `text` on one line no wider than `max`, cut with "…" if it is wider. */
export const fitLine = (text: string, max: number, measure: Measure): string => (measure(text) <= max ? text : cut(text, max, measure));

/**
 * Words into at most `lines` lines no wider than `max`, as measured: a word too long for a line
 * is cut, and when the words need more lines the last one ends with "…".
 */
export function wrapText(text: string, max: number, lines: number, measure: Measure): string[] {
  const rows: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (rows.length > lines) break;
    const last = rows.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= max) rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  const kept = rows.slice(0, lines).map((row) => fitLine(row, max, measure));
  if (rows.length > lines) {
    // The last line ends with "…" after its last whole word that leaves room for it.
    const words = kept[lines - 1].split(' ');
    while (words.length > 1 && measure(`${words.join(' ').replace(TRAILING, '')}…`) > max) words.pop();
    const ended = `${words.join(' ').replace(TRAILING, '')}…`;
    // One word with no room for "…" after it is cut short instead.
    kept[lines - 1] = measure(ended) <= max ? ended : cut(ended, max, measure);
  }
  return kept;
}

interface TextBlock {
  face: CardFace;
  rows: string[];
  size: number;
  lineHeight: number;
  fill: string;
}

function block(face: CardFace, rows: string[], size: number, fill: string): TextBlock {
  return { face, rows, size, lineHeight: Math.round(size * 1.15), fill };
}

const blockHeight = (b: TextBlock) => b.rows.length * b.lineHeight;

/** The block's lines as one path; `top` is the top of its first line box, each line's letters centred in it. */
function textPath(b: TextBlock, x: number, top: number): string {
  const inBox = (b.lineHeight - (b.face.ascent + b.face.descent) * b.size) / 2 + b.face.ascent * b.size;
  const d = b.rows.map((row, i) => b.face.path(row, x, Math.round(top + i * b.lineHeight + inBox), b.size)).join('');
  return `<path d="${d}" fill="${xmlEscape(b.fill)}"/>`;
}

/** Where things stand on the 1200 × 630 card. */
export const CARD_LAYOUT = {
  margin: 80,
  /** The company name beside the small mark: baseline, left edge, size. */
  name: { x: 164, baseline: 116, size: 36 },
  heading: { width: 780, large: 88, small: 56, lines: 3 },
  sub: { width: 760, size: 32, lines: 2 },
  /** Heading and subheading are centred together between the logo (ends at 136) and the host line (starts at 520). */
  text: { top: 136, bottom: 520, gap: 20 },
  host: { x: 170, size: 26 },
};

export function socialCardSvg(section: SocialSection, site: Site, palette: Palette, faces: CardFaces): string {
  const { width, height } = OG_IMAGE;
  const { margin, name, heading: h, sub: s, text, host } = CARD_LAYOUT;
  const accent = xmlEscape(palette.accent[section.id]);
  const measure = (face: CardFace, size: number): Measure => (t) => face.width(t, size);
  // A short heading is set large, on one line; a longer one (the home page's tagline) smaller, on up to three.
  const headingSize = faces.bold.width(section.heading, h.large) <= h.width ? h.large : h.small;
  const heading = block(faces.bold, wrapText(section.heading, h.width, h.lines, measure(faces.bold, headingSize)), headingSize, palette.text);
  const sub = block(faces.regular, wrapText(section.subheading, s.width, s.lines, measure(faces.regular, s.size)), s.size, palette.muted);
  const top = Math.round((text.top + text.bottom - (blockHeight(heading) + text.gap + blockHeight(sub))) / 2);
  const company = fitLine(site.company, width - name.x - margin, measure(faces.bold, name.size));
  const hostName = fitLine(new URL(site.origin).host, width - host.x - margin, measure(faces.regular, host.size));
  const mark = (x: number, y: number, size: number, fill: string) =>
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32"><path d="${logoMark.hexagon}" fill="${xmlEscape(fill)}"/>` +
    `<path d="${logoMark.links}" stroke="#fff" stroke-width="2" stroke-linecap="round" fill="none"/>` +
    logoMark.nodes.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="2.2" fill="#fff"/>`).join('') +
    '</svg>';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${xmlEscape(palette.background)}"/>`,
    // The mark again, large and cut by the right edge, in the section's colour.
    `<svg x="880" y="115" width="400" height="400" viewBox="0 0 32 32"><path d="${logoMark.hexagon}" fill="${accent}"/></svg>`,
    mark(margin, 72, 64, palette.brand),
    `<path d="${faces.bold.path(company, name.x, name.baseline, name.size)}" fill="${xmlEscape(palette.text)}"/>`,
    textPath(heading, margin, top),
    textPath(sub, margin, top + blockHeight(heading) + text.gap),
    `<rect x="${margin}" y="${height - 82}" width="72" height="6" fill="${accent}"/>`,
    `<path d="${faces.regular.path(hostName, host.x, height - 70, host.size)}" fill="${xmlEscape(palette.muted)}"/>`,
    '</svg>',
  ].join('');
}
