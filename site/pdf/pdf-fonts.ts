/**
 * The PDFs' typeface: Plus Jakarta Sans (the WOFF files of @fontsource/plus-jakarta-sans, as the
 * social cards use, unwrapped to TrueType once: woffToSfnt), embedded by pdfkit as subsets of the
 * glyphs used. Fontsource splits each face
 * into a latin file and a latin-ext file (₹, Ł …), so text is cut into runs, each drawn with the
 * first file that has its characters, as card-fonts.ts does for the cards. fontkit is loaded
 * only when the fonts are, that is when a PDF is drawn (not read from the cache).
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type * as Fontkit from 'fontkit';
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

/**
 * A WOFF 1.0 file as the plain TrueType (sfnt) file it wraps: the same tables, each inflated once
 * with Node's zlib. fontkit reads WOFF itself, but inflates a table (in JavaScript) at every read
 * of it, once per glyph while pdfkit subsets the font: most of a PDF's drawing time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + 20 * i;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  // WOFF lists its tables by tag, as an sfnt must; each table starts on a 4-byte boundary.
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + 16 * i;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

export async function loadPdfFonts(): Promise<PdfFonts> {
  const fontkit = await import('fontkit');
  const bytes = Object.fromEntries(Object.entries(PDF_FONT_FILES).map(([face, files]) => [face, files.map((file) => woffToSfnt(readFileSync(file)))])) as Record<FaceName, Buffer[]>;
  const fonts = Object.fromEntries(Object.entries(bytes).map(([face, files]) => [face, files.map((b) => fontkit.create(b) as Fontkit.Font)])) as Record<FaceName, Fontkit.Font[]>;
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
