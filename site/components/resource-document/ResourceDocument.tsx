/**
 * The parts every resource page shares (case study, blog post, whitepaper): the brand line a
 * printout carries, how to print or save a PDF, links to further reading, and the closing call
 * to action.
 */
import { useSite } from '../../site-context.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { Logo } from '../../widgets/logo/Logo.tsx';
import { canonicalUrl } from '../structured-data/StructuredData.tsx';
import { resourcePageIds } from '../../paths.ts';
import { ClosingActions, useClosing, type ClosingKind } from '../demo-banner/DemoBanner.tsx';
import { inLanguage } from '../../model/language.ts';
import type { PdfFile } from '../../model/resources.ts';
import { PdfDownload, pdfFacts } from '../pdf-download/PdfDownload.tsx';

/**
 * The brand line a printed page carries at its top and bottom (hidden on screen, where the header
 * and footer do this). Plain text, not links: on paper the address itself is what counts.
 */
export function DocumentBrand({ position }: { position: 'top' | 'bottom' }) {
  const { content, route } = useSite();
  const { site } = content;
  const host = new URL(site.origin).host;
  return (
    <div className={`document-brand document-brand--${position}`} data-pagefind-ignore="">
      <Logo name={site.company} />
      <p className="document-brand__contact">
        {position === 'bottom' ? canonicalUrl(site, route.path) : host}
        <span aria-hidden="true"> · </span>
        {site.email}
        {position === 'bottom' && <><span aria-hidden="true"> · </span>© {site.copyrightYear} {site.legalName}</>}
      </p>
    </div>
  );
}

/** How to keep a copy: its PDF (site/pdf/), with its size and page count, or the browser's print command. */
export function PrintHint({ what, pdf }: { what: string; pdf?: PdfFile }) {
  const keys = <><kbd>Ctrl</kbd>+<kbd>P</kbd> (<kbd>⌘</kbd>+<kbd>P</kbd> on a Mac)</>;
  return (
    <div className="print-hint" data-pagefind-ignore="">
      {pdf ? (
        <>
          <p className="print-hint__title"><PdfDownload pdf={pdf} /></p>
          <p className="print-hint__text">{pdfFacts(pdf)}, A4. This page prints on A4 too: press {keys}.</p>
        </>
      ) : (
        <>
          <p className="print-hint__title"><Icon name="file" size={20} /> Print or save as PDF</p>
          <p className="print-hint__text">
            This {what} is laid out for A4 paper. Press {keys} and choose ‘Save as PDF’ as the printer. On a phone, use your browser’s Share or Print option.
          </p>
        </>
      )}
    </div>
  );
}

/** A short list of links to further reading, for the aside (each in its own language, if not the site's). */
export function MoreLinks({ title, links }: { title: string; links: { href: string; label: string; note: string; lang?: string }[] }) {
  return (
    <nav className="more-links" aria-label={title} data-pagefind-ignore="">
      <p className="more-links__title">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} {...inLanguage(link.lang)}>{link.label}</a>
            <span className="more-links__note">{link.note}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The closing call to action of a resource page, as a panel: the kind's own words and actions (DemoBanner.tsx). */
export function ResourceCta({ kind }: { kind: ClosingKind }) {
  const { title, text } = useClosing(kind);
  return (
    <section className="cta-panel resource-cta" aria-labelledby={resourcePageIds.resourceCta} data-closing={kind} data-pagefind-ignore="">
      <h2 id={resourcePageIds.resourceCta}>{title}</h2>
      <p>{text}</p>
      <p className="page-hero__actions"><ClosingActions kind={kind} /></p>
    </section>
  );
}
