/**
 * The scene rules: an industry's scene (docs/content.md §4) is inlined in its page, so it follows
 * the site's theme, and what is inlined is markup the page's HTML parser reads. A scene may hold
 * only shapes (g, rect, circle, ellipse, path, polygon, polyline, line) whose colours are the
 * illustration palette's tokens (`fill="var(--ill-sky)"`, site/styles/illustration.css), with
 * geometry written in numbers: no text, style, id, class, link or reference, so nothing in it can
 * run, load, restyle the page or collide with its ids. The file is read as XML (saxes, the parser
 * jsdom uses) and the markup the page gets is written from what was checked, never copied.
 */
import { readFileSync } from 'node:fs';
import { SaxesParser, type SaxesTagNS } from 'saxes';

/** A scene's canvas (docs/design.md, "Illustration style") and its most markup. */
export const SCENE_VIEWBOX = '0 0 480 320';
export const SCENE_SIZE = { width: 480, height: 320 } as const;
export const SCENE_MAX_BYTES = 6 * 1024;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const SHAPES = ['g', 'rect', 'circle', 'ellipse', 'path', 'polygon', 'polyline', 'line'];
const NUMBERS = /^[-+0-9.eE,\s]*$/;
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9.eE,\s+-]*$/;
const TRANSFORM = /^\s*((translate|scale|rotate|skewX|skewY|matrix)\s*\([-+0-9.eE,\s]*\)\s*)*$/;
/** Each attribute a shape may have, and the values it may take. */
const ATTRIBUTES: Record<string, RegExp | 'colour'> = {
  ...Object.fromEntries(['x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'y1', 'x2', 'y2', 'points', 'opacity', 'fill-opacity', 'stroke-width'].map((name) => [name, NUMBERS])),
  d: PATH_DATA,
  transform: TRANSFORM,
  fill: 'colour',
  stroke: 'colour',
  'stroke-linecap': /^(butt|round|square)$/,
  'stroke-linejoin': /^(miter|round|bevel)$/,
  'fill-rule': /^(nonzero|evenodd)$/,
};
/** What the root may carry besides its namespace: its canvas (the page sets its own size and role). */
const ROOT_ATTRIBUTES: Record<string, RegExp> = { viewBox: /^0 0 480 320$/, width: /^480$/, height: /^320$/ };

let palette: Set<string> | undefined;
/** The illustration tokens, read from the stylesheet that defines them, so the two never differ. */
export const paletteTokens = () => (palette ??= new Set([...readFileSync(new URL('../styles/illustration.css', import.meta.url), 'utf8').matchAll(/(--ill-[a-z0-9-]+)\s*:/g)].map((m) => m[1])));

const STYLE_GUIDE = 'docs/design.md, "Illustration style"';
const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 37)}…` : value);

/** Why `value` may not be the colour of a shape, or undefined. */
function colourRefusal(value: string): string | undefined {
  if (value === 'none') return undefined;
  const token = /^var\((--ill-[a-z0-9-]+)\)$/.exec(value)?.[1];
  if (token && paletteTokens().has(token)) return undefined;
  return `a scene's colours are the palette's tokens, written like fill="var(--ill-sky)" (${[...paletteTokens()].join(', ')}), or "none", so that it follows the site's light and dark themes`;
}

/** The inner markup of the scene `text` (the shapes inside its <svg>), or why it is refused. */
export function checkScene(text: string): { markup: string } | { refused: string } {
  const bytes = Buffer.byteLength(text);
  if (bytes > SCENE_MAX_BYTES) return { refused: `is ${(bytes / 1024).toFixed(1)} KB, and a scene may be at most ${SCENE_MAX_BYTES / 1024} KB: draw it with fewer shapes, round its numbers to whole pixels, or remove comments (${STYLE_GUIDE})` };
  const parser = new SaxesParser({ xmlns: true, position: true });
  const out: string[] = [];
  let depth = 0;
  // The shape opened last, while it has nothing inside: closed as <rect … />.
  let empty = -1;
  let refused: string | undefined;
  const refuse = (why: string) => void (refused ??= why);
  parser.on('opentag', (tag: SaxesTagNS) => {
    const where = `<${tag.name}> (line ${parser.line})`;
    if (tag.uri !== SVG_NAMESPACE) return refuse(`has ${where}, outside the SVG namespace: a scene starts with <svg xmlns="http://www.w3.org/2000/svg" viewBox="${SCENE_VIEWBOX}"> and holds only SVG shapes`);
    if (depth++ === 0) {
      if (tag.local !== 'svg') return refuse(`starts with ${where}, where a scene starts with <svg xmlns="http://www.w3.org/2000/svg" viewBox="${SCENE_VIEWBOX}">`);
      if (tag.attributes.viewBox?.value !== SCENE_VIEWBOX) return refuse(`has no viewBox="${SCENE_VIEWBOX}" on its <svg>: every scene is drawn on that canvas (${STYLE_GUIDE})`);
      for (const attribute of Object.values(tag.attributes)) {
        if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
        if (!ROOT_ATTRIBUTES[attribute.name]?.test(attribute.value)) return refuse(`has ${attribute.name}="${shorten(attribute.value)}" on its <svg>, which may carry only xmlns and viewBox="${SCENE_VIEWBOX}" (the page sets its size and role): remove it`);
      }
      return;
    }
    if (!SHAPES.includes(tag.local)) return refuse(`has ${where}, and a scene holds only shapes (${SHAPES.join(', ')}) in the palette's colours, with no text, styles or references (${STYLE_GUIDE}): draw it with shapes, or remove it`);
    let written = `<${tag.local}`;
    for (const attribute of Object.values(tag.attributes)) {
      const rule = ATTRIBUTES[attribute.name];
      const value = attribute.value.trim();
      const why = !rule
        ? `a shape may have only ${Object.keys(ATTRIBUTES).join(', ')}`
        : rule === 'colour' ? colourRefusal(value) : rule.test(value) ? undefined : 'which is not a value that attribute takes as numbers';
      if (why) return refuse(`has ${attribute.name}="${shorten(attribute.value)}" on ${where}: ${why}`);
      // Every value allowed is numbers, letters, spaces and var(--ill-…): nothing to escape in an HTML attribute.
      written += ` ${attribute.name}="${value}"`;
    }
    empty = out.push(`${written}>`) - 1;
  });
  parser.on('closetag', (tag) => {
    if (--depth === 0 || refused) return;
    if (empty === out.length - 1) out[empty] = `${out[empty].slice(0, -1)}/>`;
    else out.push(`</${tag.local}>`);
    empty = -1;
  });
  parser.on('text', (text) => {
    if (text.trim()) refuse(`has the text "${shorten(text.trim())}" (line ${parser.line}), and a scene holds no text: the page's heading says what it shows`);
  });
  parser.on('cdata', () => refuse(`has a CDATA section (line ${parser.line}), and a scene holds only shapes: remove it`));
  parser.on('doctype', () => refuse('has a <!DOCTYPE …> declaration, which a scene needs none of: remove it'));
  parser.on('processinginstruction', (pi) => refuse(`has a processing instruction (<?${pi.target} …?>): remove it`));
  try {
    parser.write(text).close();
  } catch (error) {
    return { refused: `is not well-formed XML (${(error as Error).message.split('\n')[0]}): save it again as SVG` };
  }
  return refused ? { refused } : { markup: out.join('') };
}
