/// <reference path="./pdfkit.d.ts" />
/**
 * Draws a document's blocks (pdf-blocks.ts) as a tagged A4 PDF with pdfkit: a cover band with the
 * title, then the text, every block a node of the structure tree in reading order (H1–H6, P, L >
 * LI > Lbl + LBody, Table > TR > TH/TD, Figure with its Alt, BlockQuote, Code), bookmarks for the
 * headings, and the running header and page numbers marked as artifacts. Nothing in it reads the
 * clock or the machine: its dates come from the content, so the same text gives the same bytes.
 */
import PDFDocument, { type OutlineItem, type PDFStructureElement } from 'pdfkit';
import { xmlEscape } from '../lib/xml.ts';
import type { PdfBlock, PdfDocumentText, Run } from './pdf-blocks.ts';
import { drawTable } from './pdf-table.ts';
import { BODY_SIZE, HEADING_SIZE, LINE_GAP, MARGIN, drawRuns, keepSpace, type Pen, type PdfColours, type PdfSettings } from './pdf-pen.ts';

export type { PdfColours, PdfSettings };

function drawHeading(pen: Pen, parent: PDFStructureElement, level: number, text: string, outline: { item?: OutlineItem; root: OutlineItem }): void {
  const { doc } = pen;
  const size = HEADING_SIZE[level] ?? BODY_SIZE;
  doc.moveDown(level <= 2 ? 0.9 : 0.6);
  keepSpace(doc, size * 5);
  // Bookmarks: each "##" heading, and the "###" under it.
  if (level === 2) outline.item = outline.root.addItem(text);
  else if (level === 3) (outline.item ?? outline.root).addItem(text);
  const element = doc.struct(`H${Math.min(level, 6)}`);
  parent.add(element);
  drawRuns(pen, element, [{ text, bold: true }], size, level <= 2 ? pen.settings.colours.accent : pen.settings.colours.ink);
  element.end();
  doc.moveDown(0.35);
}

function drawParagraph(pen: Pen, parent: PDFStructureElement, runs: Run[], type = 'P'): void {
  const element = pen.doc.struct(type);
  parent.add(element);
  drawRuns(pen, element, runs);
  element.end();
  pen.doc.moveDown(0.55);
}

function drawList(pen: Pen, parent: PDFStructureElement, block: Extract<PdfBlock, { kind: 'list' }>, outline: Outline): void {
  const { doc, settings } = pen;
  const list = doc.struct('L');
  parent.add(list);
  const indent = 16;
  block.items.forEach((blocks, i) => {
    keepSpace(doc, BODY_SIZE * 2);
    const item = doc.struct('LI');
    list.add(item);
    const top = doc.y;
    item.add(doc.struct('Lbl', () => {
      if (block.ordered) {
        doc.font('bold-0').fontSize(BODY_SIZE).fillColor(settings.colours.accent).text(`${block.start + i}.`, pen.left, top, { width: indent, lineBreak: false });
      } else {
        doc.circle(pen.left + 4, top + BODY_SIZE * 0.62, 2.2).fill(settings.colours.accent);
      }
    }));
    doc.x = pen.left + indent;
    doc.y = top;
    const body = doc.struct('LBody');
    item.add(body);
    const inner = { ...pen, left: pen.left + indent, width: pen.width - indent };
    const [first, ...rest] = blocks;
    // An item of one paragraph is its LBody's own text; an item with more holds them as elements.
    if (first?.kind === 'paragraph' && !rest.length) {
      drawRuns(inner, body, first.runs);
      doc.moveDown(0.3);
    } else {
      drawBlocks(inner, body, blocks, outline);
    }
    body.end();
    item.end();
  });
  list.end();
  doc.x = pen.left;
  doc.moveDown(0.3);
}

function drawFigure(pen: Pen, parent: PDFStructureElement, block: Extract<PdfBlock, { kind: 'figure' }>): void {
  const { doc } = pen;
  const bytes = pen.settings.picture(block.name);
  const { width, height } = doc.openImage(bytes);
  const shown = Math.min(pen.width, width);
  const tall = (height * shown) / width;
  keepSpace(doc, tall + 24);
  const top = doc.y;
  parent.add(doc.struct('Figure', { alt: block.alt }, () => doc.image(bytes, pen.left, top, { width: shown, height: tall })));
  doc.y = top + tall + 6;
  if (block.caption) drawParagraph(pen, parent, [{ text: block.caption, italic: true }], 'Caption');
  else doc.moveDown(0.5);
}

function drawCode(pen: Pen, parent: PDFStructureElement, text: string): void {
  const { doc, settings } = pen;
  const element = doc.struct('Code');
  parent.add(element);
  const inner = { ...pen, left: pen.left + 10, width: pen.width - 20 };
  drawRuns(inner, element, [{ text }], BODY_SIZE - 1, settings.colours.ink);
  element.end();
  doc.moveDown(0.55);
}

type Outline = { item?: OutlineItem; root: OutlineItem };

export function drawBlocks(pen: Pen, parent: PDFStructureElement, blocks: PdfBlock[], outline: Outline): void {
  const { doc, settings } = pen;
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading': drawHeading(pen, parent, block.level, block.text, outline); break;
      case 'paragraph': drawParagraph(pen, parent, block.runs); break;
      case 'facts':
        for (const [label, value] of block.facts) drawParagraph(pen, parent, [{ text: `${label}: `, bold: true }, { text: value }]);
        break;
      case 'list': drawList(pen, parent, block, outline); break;
      case 'table': drawTable(pen, parent, block); break;
      case 'figure': drawFigure(pen, parent, block); break;
      case 'code': drawCode(pen, parent, block.text); break;
      case 'quote': {
        const quote = doc.struct('BlockQuote');
        parent.add(quote);
        drawBlocks({ ...pen, left: pen.left + 18, width: pen.width - 18 }, quote, block.blocks, outline);
        quote.end();
        break;
      }
      case 'rule':
        doc.markContent('Artifact', { type: 'Layout' });
        doc.moveTo(pen.left, doc.y).lineTo(pen.left + pen.width, doc.y).lineWidth(0.5).strokeColor(settings.colours.rule).stroke();
        doc.endMarkedContent();
        doc.moveDown(1);
        break;
    }
  }
}

/** The running header and footer of every page, drawn once the page count is known; artifacts, not text of the document. */
function drawPageFrames(doc: PDFDocument, text: PdfDocumentText, settings: PdfSettings): void {
  const { count, start } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    // Drawn in the bottom margin: without this, pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font('regular-0').fontSize(8).fillColor(settings.colours.muted);
    if (i > start) doc.text(`${settings.company} · ${text.eyebrow}`, MARGIN.left, 30, { width: width - MARGIN.left - MARGIN.right, lineBreak: false });
    doc.text(settings.url, MARGIN.left, height - 40, { width: width - MARGIN.left - MARGIN.right, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN.left, height - 40, { width: width - MARGIN.left - MARGIN.right, align: 'right', lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

/** The cover band across the top of the first page: a decorative artifact (the title drawn over it is the H1). */
function drawCoverBand(doc: PDFDocument, colours: PdfColours, height: number): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, doc.page.width, 8).fill(colours.accent);
  doc.rect(0, 8, doc.page.width, height - 8).fill(colours.soft);
  doc.endMarkedContent();
}

/** Stands in for a creation date in the file ID's hash only. */
const UNDATED = new Date(0);

/**
 * pdfkit 0.20 writes the document's properties into its XMP metadata as they are, so a title with
 * "&" or "<" would make that XML unreadable, and it needs a creation date there. Here they are
 * escaped first; a document without a date (a case study) gets no XMP (it is optional; the
 * properties dictionary has the title).
 */
class Document extends PDFDocument {
  endMetadata(): void {
    if (!this.info.CreationDate) return;
    for (const [key, value] of Object.entries(this.info)) if (typeof value === 'string') this.info[key] = xmlEscape(value);
    super.endMetadata();
  }
}

/** The PDF of one document, as bytes. */
export async function drawPdf(text: PdfDocumentText, settings: PdfSettings): Promise<Buffer> {
  const doc = new Document({
    size: 'A4',
    margins: MARGIN,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    font: null,
    // pdfkit derives the file's ID from these, CreationDate included: fixed, as the clock is never read.
    info: { Title: text.title, Author: text.author, Subject: text.subject, Creator: settings.company, Producer: 'PDFKit', CreationDate: settings.created ?? UNDATED, ...(settings.modified && { ModDate: settings.modified }) },
  });
  // A document with no date of its own (a case study) says none.
  if (!settings.created) delete doc.info.CreationDate;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  settings.fonts.register(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const pen: Pen = { doc, settings, left: MARGIN.left, width: doc.page.width - MARGIN.left - MARGIN.right };

  const titleHeight = doc.font('bold-0').fontSize(HEADING_SIZE[1]).heightOfString(text.title, { width: pen.width, lineGap: LINE_GAP });
  drawCoverBand(doc, settings.colours, 88 + titleHeight);
  doc.y = 40;
  const eyebrow = doc.struct('P');
  root.add(eyebrow);
  drawRuns(pen, eyebrow, [{ text: `${settings.company} · ${text.eyebrow}`, bold: true }], 9, settings.colours.accent);
  eyebrow.end();
  doc.moveDown(0.6);
  const title = doc.struct('H1');
  root.add(title);
  drawRuns(pen, title, [{ text: text.title, bold: true }], HEADING_SIZE[1], settings.colours.ink);
  title.end();
  doc.y = 88 + titleHeight + 24;

  drawBlocks(pen, root, text.blocks, { root: doc.outline });
  root.end();
  drawPageFrames(doc, text, settings);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

