/**
 * The social cards' typeface: Plus Jakarta Sans, regular and bold, from the npm package
 * @fontsource/plus-jakarta-sans (SIL Open Font License; its LICENSE ships in the package), laid
 * out by fontkit (kerning and ligatures as the font defines them) and turned into SVG outlines, so
 * a card's pixels never depend on the fonts a machine has installed. Each weight is Fontsource's
 * latin subset, then its latin-ext subset for what latin lacks (₹, Ł, ő …), chosen character by
 * character.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, Glyph } from 'fontkit';
import type { CardFace, CardFaces } from '../document/social-card-svg.ts';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext'];
/** A weight's font files (the PDFs use them too: site/pdf/pdf-fonts.ts), latin first. */
export const weightFiles = (weight: number, style: 'normal' | 'italic' = 'normal') => SUBSETS.map((subset) => require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-${style}.woff`));
/** The font files, by weight; their bytes are part of each card's cache key. */
export const CARD_FONT_FILES = { regular: weightFiles(400), bold: weightFiles(700) };

/** Each run of characters that one font of `fonts` draws (the first that has them), in order. */
function runs(text: string, fonts: Font[]): { font: Font; text: string }[] {
  const out: { font: Font; text: string }[] = [];
  for (const char of text) {
    const font = fonts.find((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!)) ?? fonts[0];
    const last = out.at(-1);
    if (last?.font === font) last.text += char;
    else out.push({ font, text: char });
  }
  return out;
}

function cardFace(fonts: Font[]): CardFace {
  const [first] = fonts;
  /** Walks the glyphs of `text` at `size`, giving each one's outline set at the origin and where it stands; returns the width. */
  const each = (text: string, size: number, glyph: (outline: Glyph['path'], dx: number, dy: number) => void) => {
    let x = 0;
    for (const run of runs(text, fonts)) {
      const scale = size / run.font.unitsPerEm;
      const { glyphs, positions } = run.font.layout(run.text);
      glyphs.forEach((g, i) => {
        glyph(g.path.scale(scale, -scale), x + positions[i].xOffset * scale, -positions[i].yOffset * scale);
        x += positions[i].xAdvance * scale;
      });
    }
    return x;
  };
  return {
    ascent: first.ascent / first.unitsPerEm,
    descent: -first.descent / first.unitsPerEm,
    width: (text, size) => each(text, size, () => {}),
    path(text, x, y, size) {
      const paths: string[] = [];
      each(text, size, (outline, dx, dy) => paths.push(outline.translate(x + dx, y + dy).toSVG()));
      return paths.join('');
    },
    missing: (text) => [...new Set([...text].filter((char) => !/\s/.test(char) && !fonts.some((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!))))],
  };
}

/** Loads fontkit and reads the font files: only when a card is drawn, not when every card comes from the cache. */
export async function loadCardFaces(): Promise<CardFaces> {
  const fontkit = await import('fontkit');
  const open = (file: string) => {
    const font = fontkit.create(readFileSync(file));
    if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
    return font;
  };
  return { regular: cardFace(CARD_FONT_FILES.regular.map(open)), bold: cardFace(CARD_FONT_FILES.bold.map(open)) };
}
