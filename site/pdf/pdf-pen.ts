/// <reference path="./pdfkit.d.ts" />
/**
 * What every part of a PDF draws with: the page's measures, the pen (the column it writes in), and
 * runs of text drawn as one flowing paragraph inside a structure element.
 */
import type PDFDocument from 'pdfkit';
import type { PDFStructureElement } from 'pdfkit';
import type { FaceName, PdfFonts } from './pdf-fonts.ts';
import type { Run } from './pdf-blocks.ts';

export interface PdfColours {
  ink: string;
  muted: string;
  accent: string;
  soft: string;
  rule: string;
}

export interface PdfSettings {
  fonts: PdfFonts;
  colours: PdfColours;
  company: string;
  /** The document's address on the site, printed in the footer. */
  url: string;
  /** The dates the PDF's properties give: from the content, never the clock. */
  created?: Date;
  modified?: Date;
  /** A picture of content/images/ as PNG or JPEG bytes, for a figure. */
  picture: (name: string) => Buffer;
}

export const MARGIN = { top: 64, bottom: 64, left: 62, right: 62 };
export const BODY_SIZE = 10.5;
export const LINE_GAP = 3.5;
export const HEADING_SIZE: Record<number, number> = { 1: 24, 2: 15, 3: 12.5, 4: 11, 5: 11, 6: 11 };

export interface Pen {
  doc: PDFDocument;
  settings: PdfSettings;
  /** The left edge and width of the text column where the pen is now (lists and quotes indent it). */
  left: number;
  width: number;
}

const faceOf = (run: Run): FaceName => (run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular');

/**
 * Draws runs as one flowing paragraph inside `element` (its content is marked as that element's;
 * a link's words become a Link element holding its annotation). Starts at the pen's column.
 */
export function drawRuns(pen: Pen, element: PDFStructureElement, runs: Run[], size = BODY_SIZE, colour = pen.settings.colours.ink, style: Omit<Run, 'text'> = {}): void {
  const { doc, settings } = pen;
  const pieces = runs.flatMap((run) => settings.fonts.runs(run.text, faceOf({ ...style, ...run })).map((piece) => ({ ...piece, run })));
  doc.x = pen.left;
  pieces.forEach((piece, i) => {
    const continued = i < pieces.length - 1;
    const draw = () => {
      doc.font(piece.font).fontSize(size).fillColor(piece.run.link ? settings.colours.accent : piece.run.code ? settings.colours.muted : colour);
      doc.text(piece.text, { width: pen.width, continued, lineGap: LINE_GAP, ...(piece.run.link && { link: piece.run.link, underline: true }) });
    };
    element.add(piece.run.link ? doc.struct('Link', draw) : draw);
  });
}

/** Starts a new page when fewer than `height` points are left, so a heading or row is not stranded at a page's foot. */
export function keepSpace(doc: PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN.bottom) doc.addPage();
}

