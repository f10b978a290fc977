/**
 * The little of pdfkit that site/pdf/ uses (pdfkit ships no types; @types/pdfkit lags behind its
 * tagged-PDF and table API). Names and options as in pdfkit 0.20's documentation.
 */
declare module 'pdfkit' {
  export interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    continued?: boolean;
    lineGap?: number;
    paragraphGap?: number;
    link?: string;
    underline?: boolean;
    lineBreak?: boolean;
    height?: number;
    ellipsis?: boolean | string;
  }

  export interface StructOptions {
    alt?: string;
    lang?: string;
    title?: string;
    /** A header cell's reach (a PDF name: Column, Row or Both). */
    scope?: 'Column' | 'Row' | 'Both';
  }

  /** A node of the structure tree; a function child is drawn at once when the element is in the tree, inside marked content of its type. */
  export interface PDFStructureElement {
    add(child: PDFStructureElement | (() => void)): this;
    end(): void;
  }

  export interface OutlineItem {
    addItem(title: string, options?: { expanded?: boolean }): OutlineItem;
  }

  export interface TableCell {
    text: string;
    type?: 'TH' | 'TD';
    scope?: 'column' | 'row';
    font?: { src?: string; size?: number };
    backgroundColor?: string;
    textColor?: string;
  }

  export interface TableOptions {
    data: (TableCell | string)[][];
    structParent?: PDFStructureElement;
    position?: { x?: number; y?: number };
    maxWidth?: number;
    columnStyles?: unknown;
    rowStyles?: unknown;
    defaultStyle?: {
      font?: { src?: string; size?: number };
      border?: number | number[];
      borderColor?: string;
      padding?: number | number[];
      textColor?: string;
    };
  }

  export interface DocumentOptions {
    size?: string | [number, number];
    margins?: { top: number; bottom: number; left: number; right: number };
    tagged?: boolean;
    lang?: string;
    displayTitle?: boolean;
    pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7' | '1.7ext3';
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    compress?: boolean;
    font?: string | null;
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string; Creator?: string; Producer?: string; CreationDate?: Date; ModDate?: Date };
  }

  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } };
    info: Record<string, string | Date | undefined>;
    outline: OutlineItem;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end' | 'pageAdded', listener: () => void): this;
    registerFont(name: string, source: Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string, opacity?: number): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    widthOfString(text: string, options?: TextOptions): number;
    heightOfString(text: string, options?: TextOptions): number;
    currentLineHeight(includeGap?: boolean): number;
    moveDown(lines?: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    roundedRect(x: number, y: number, w: number, h: number, r: number): this;
    circle(x: number, y: number, r: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(): this;
    image(source: Buffer, x: number, y: number, options?: { width?: number; height?: number; fit?: [number, number] }): this;
    openImage(source: Buffer): { width: number; height: number };
    addPage(): this;
    switchToPage(index: number): this;
    bufferedPageRange(): { start: number; count: number };
    struct(type: string, options?: StructOptions | (() => void) | PDFStructureElement[], children?: (() => void) | PDFStructureElement[]): PDFStructureElement;
    addStructure(element: PDFStructureElement): this;
    markContent(tag: string, options?: { type?: 'Pagination' | 'Layout' | 'Page'; attached?: string[] }): this;
    endMarkedContent(): this;
    table(options: TableOptions): this;
    end(): void;
    /** Writes the XMP metadata from `info` (called by end()). */
    endMetadata(): void;
  }
}
