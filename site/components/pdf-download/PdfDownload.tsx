/**
 * A link to a case study's or whitepaper's PDF (made by the build's pdf stage, site/pdf/), and
 * what it is: "PDF, 84 KB, 3 pages", from the file the build wrote.
 */
import type { PdfFile } from '../../model/resources.ts';
import { Icon } from '../../icons/Icon.tsx';

/** "PDF, 84 KB, 3 pages" (kilobytes of 1,024 bytes, rounded, at least 1). */
export const pdfFacts = ({ bytes, pages }: PdfFile) => `PDF, ${Math.max(1, Math.round(bytes / 1024))} KB, ${pages} page${pages === 1 ? '' : 's'}`;

/** The link itself: it downloads the file (same origin, so `download` applies), named after the document's address. */
export function PdfDownload({ pdf, className }: { pdf: PdfFile; className?: string }) {
  return (
    <a className={className} href={pdf.path} download="" data-pdf-link="">
      <Icon name="file" size={20} /> Download PDF
    </a>
  );
}
