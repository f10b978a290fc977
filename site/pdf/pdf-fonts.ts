/**
 * The PDFs' typeface: Plus Jakarta Sans (the WOFF files of @fontsource/plus-jakarta-sans, as the
 * social cards use), embedded by pdfkit as subsets of the glyphs used. Fontsource splits each face
 * into a latin file and a latin-ext file (₹, Ł …), so text is cut into runs, each drawn with the
 * first file that has its characters, as card-fonts.ts does for the cards.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';
import { weightFiles } from '../generator/card-fonts.ts';

export type FaceName = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** Each face's files, latin first; their bytes are part of each PDF's cache key. */
export const PDF_FONT_FILES: Record<FaceName, string[]> = {
  regular: weightFiles(400),
  bold: weightFiles(700),
  italic: weightFiles(400, 'italic'),
  boldItalic: weightFiles(700, 'italic'),
};

export interface PdfFonts {
  /** Registers every file with `doc`, named `<face>-<n>`. */
  register(doc: PDFDocument): void;
  /** `text` cut into runs, each with the registered name of the file that draws it. */
  runs(text: string, face: FaceName): { font: string; text: string }[];
  /** The characters none of a face's files has (white space aside). */
  missing(text: string, face?: FaceName): string[];
}

export function loadPdfFonts(): PdfFonts {
  const bytes = Object.fromEntries(Object.entries(PDF_FONT_FILES).map(([face, files]) => [face, files.map((file) => readFileSync(file))])) as Record<FaceName, Buffer[]>;
  const fonts = Object.fromEntries(Object.entries(bytes).map(([face, files]) => [face, files.map((b) => fontkit.create(b) as fontkit.Font)])) as Record<FaceName, fontkit.Font[]>;
  const fileFor = (char: string, face: FaceName) => {
    const code = char.codePointAt(0)!;
    const index = fonts[face].findIndex((font) => font.hasGlyphForCodePoint(code));
    return index < 0 || /\s/.test(char) ? 0 : index;
  };
  return {
    register(doc) {
      for (const [face, files] of Object.entries(bytes)) files.forEach((file, n) => doc.registerFont(`${face}-${n}`, file));
    },
    runs(text, face) {
      const out: { font: string; text: string }[] = [];
      for (const char of text) {
        const font = `${face}-${fileFor(char, face)}`;
        const last = out.at(-1);
        if (last?.font === font) last.text += char;
        else out.push({ font, text: char });
      }
      return out;
    },
    missing(text, face = 'regular') {
      return [...new Set([...text].filter((char) => !/\s/.test(char) && !fonts[face].some((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!))))];
    },
  };
}
