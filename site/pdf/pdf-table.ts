/// <reference path="./pdfkit.d.ts" />
/**
 * A Markdown table in a PDF: Table > Caption, then TR > TH (scope Column) for the header row and
 * TR > TD for the rest, each cell's words drawn with the same runs as a paragraph (so ₹ and other
 * latin-ext letters come from their own font file). pdfkit's own table takes one font a cell, which
 * Fontsource's split files cannot give. Columns share the width by how much each holds; a row that
 * does not fit starts a new page, where the header row is drawn again as an artifact.
 */
import type { PDFStructureElement } from 'pdfkit';
import type { PdfBlock } from './pdf-blocks.ts';
import { BODY_SIZE, LINE_GAP, drawRuns, keepSpace, type Pen } from './pdf-pen.ts';

type TableBlock = Extract<PdfBlock, { kind: 'table' }>;

const SIZE = BODY_SIZE - 1.5;
const PAD = 5;

/** Each column's width: a share of `total` by the square root of its longest cell, at least a tenth each. */
export function columnWidths(block: Pick<TableBlock, 'header' | 'rows'>, total: number): number[] {
  const weights = block.header.map((_, c) => Math.max(...[block.header, ...block.rows].map((row) => Math.sqrt((row[c] ?? '').length)), 3));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w / sum) * total);
}

export function drawTable(pen: Pen, parent: PDFStructureElement, block: TableBlock): void {
  const { doc, settings } = pen;
  const widths = columnWidths(block, pen.width);
  const table = doc.struct('Table');
  parent.add(table);
  if (block.caption) {
    keepSpace(doc, BODY_SIZE * 6);
    const caption = doc.struct('Caption');
    table.add(caption);
    drawRuns(pen, caption, [{ text: block.caption, bold: true }], BODY_SIZE);
    caption.end();
    doc.moveDown(0.3);
  }
  const rowHeight = (cells: string[], bold: boolean) => Math.max(...cells.map((text, c) => doc.font(bold ? 'bold-0' : 'regular-0').fontSize(SIZE).heightOfString(text || ' ', { width: widths[c] - 2 * PAD, lineGap: LINE_GAP }))) + 2 * PAD;
  const headerHeight = rowHeight(block.header, true);

  /** One row at the pen's height: its backgrounds and rules as artifacts, its cells as elements of `row` (or, with no row, as artifacts). */
  const drawRow = (cells: string[], header: boolean, row: PDFStructureElement | undefined) => {
    const height = header ? headerHeight : rowHeight(cells, false);
    const top = doc.y;
    doc.markContent('Artifact', { type: 'Layout' });
    if (header) doc.rect(pen.left, top, pen.width, height).fill(settings.colours.soft);
    doc.moveTo(pen.left, top + height).lineTo(pen.left + pen.width, top + height).lineWidth(0.5).strokeColor(settings.colours.rule).stroke();
    doc.endMarkedContent();
    let x = pen.left;
    cells.forEach((text, c) => {
      const cell = { ...pen, left: x + PAD, width: widths[c] - 2 * PAD };
      doc.y = top + PAD;
      const runs = [{ text: text || ' ', bold: header }];
      if (row) {
        const element = doc.struct(header ? 'TH' : 'TD', header ? { scope: 'Column' } : {});
        row.add(element);
        drawRuns(cell, element, runs, SIZE);
        element.end();
      } else {
        doc.markContent('Artifact', { type: 'Pagination' });
        doc.font('bold-0').fontSize(SIZE).fillColor(settings.colours.ink).text(text, cell.left, doc.y, { width: cell.width, lineGap: LINE_GAP });
        doc.endMarkedContent();
      }
      x += widths[c];
    });
    doc.x = pen.left;
    doc.y = top + height;
  };

  keepSpace(doc, headerHeight * 2.5);
  const structuredRow = (cells: string[], header: boolean) => {
    const row = doc.struct('TR');
    table.add(row);
    drawRow(cells, header, row);
    row.end();
  };
  structuredRow(block.header, true);
  for (const cells of block.rows) {
    const height = rowHeight(cells, false);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(block.header, true, undefined);
    }
    structuredRow(cells, false);
  }
  table.end();
  doc.moveDown(0.8);
}
