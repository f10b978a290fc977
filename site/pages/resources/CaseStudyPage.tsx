/**
 * A case study as its own page (DESIGN.md section 4): the 'Download PDF' target of the listing's
 * dialog, so it is also a print-ready document (resources.css, `@media print`). Printing is left
 * to the browser's own command, explained in a line of text rather than a window.print() button:
 * a button would add an island script to 12 pages that otherwise load only the header's, would do
 * nothing without JavaScript, and the sentence also tells phone users (no Ctrl+P) where to look.
 *
 * DocumentBrand, PrintHint, ResourceCta, MoreLinks and related() also serve the blog post and
 * whitepaper pages.
 */
import type { CaseStudy } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { Logo } from '../../widgets/logo/Logo.tsx';
import { ExternalLink } from '../../widgets/external-link/ExternalLink.tsx';
import { CaseStudyArt } from '../../components/resource-art/ResourceArt.tsx';
import { StructuredData, canonicalUrl, organizationRef } from '../../components/structured-data/StructuredData.tsx';
import { headlinePercent, splitTitle } from '../../lib/listing.ts';
import { paths } from '../../paths.ts';

/**
 * The brand line a printed page carries at its top and bottom (hidden on screen, where the header
 * and footer do this). Plain text, not links: on paper the address itself is what counts.
 */
export function DocumentBrand({ position }: { position: 'top' | 'bottom' }) {
  const { content, route } = useSite();
  const { site } = content;
  const host = new URL(site.origin).host;
  return (
    <div className={`document-brand document-brand--${position}`}>
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

/** How to keep a copy: the browser's print command, which also saves a PDF. */
export function PrintHint({ what }: { what: string }) {
  return (
    <div className="print-hint">
      <p className="print-hint__title"><Icon name="file" size={20} /> Print or save as PDF</p>
      <p className="print-hint__text">
        This {what} is laid out for A4 paper. Press <kbd>Ctrl</kbd>+<kbd>P</kbd> (<kbd>⌘</kbd>+<kbd>P</kbd> on a Mac) and choose
        ‘Save as PDF’ as the printer. On a phone, use your browser’s Share or Print option.
      </p>
    </div>
  );
}

/**
 * Up to `count` other items: first those `near` the current one (same category or industry), then
 * the rest, each group closest in the listing first (ties: the earlier), so neighbouring pages link
 * to each other rather than all to the newest. A small group (Gift Guides has one post) is topped
 * up with the others, so every page offers a next read.
 */
export function related<T>(items: readonly T[], current: T, near: (item: T) => boolean, count = 2): T[] {
  const at = items.indexOf(current);
  const alike: T[] = [];
  const others: T[] = [];
  // Outwards from the current item, the earlier neighbour first; it stops once enough alike
  // items are found, so a blog of thousands of posts does not sort them all for every post.
  for (let distance = 1; alike.length < count && distance < items.length; distance++) {
    for (const i of [at - distance, at + distance]) {
      if (i < 0 || i >= items.length || items[i] === current) continue;
      if (near(items[i])) alike.push(items[i]);
      else if (others.length < count) others.push(items[i]);
    }
  }
  return [...alike, ...others].slice(0, count);
}

/** A short list of links to further reading, for the aside. */
export function MoreLinks({ title, links }: { title: string; links: { href: string; label: string; note: string }[] }) {
  return (
    <nav className="more-links" aria-label={title}>
      <p className="more-links__title">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
            <span className="more-links__note">{link.note}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The closing call to action, with the listing's labels (SPEC.md section 2). */
export function ResourceCta({ title, text }: { title: string; text: string }) {
  const { content } = useSite();
  return (
    <section className="cta-panel resource-cta" aria-labelledby="resource-cta-title">
      <h2 id="resource-cta-title">{title}</h2>
      <p>{text}</p>
      <p className="page-hero__actions">
        <ExternalLink className="button button--primary" href={content.site.demoUrl}>Book a Demo</ExternalLink>
        <a className="button button--secondary" href={paths.contact}>Talk to an Expert</a>
      </p>
    </section>
  );
}

const SECTIONS = [
  { id: 'challenge', title: 'Challenge', icon: 'alert' },
  { id: 'solution', title: 'Solution', icon: 'lightbulb' },
] as const;

export function CaseStudyPage({ study }: { study: CaseStudy }) {
  const { content, route } = useSite();
  const { site } = content;
  const { outcome } = splitTitle(study.title);
  const figure = headlinePercent(study.title);
  // 'Repeat loans up by 28%' → 'Repeat loans up': the figure is shown beside it.
  const outcomeLabel = outcome.replace(/\s+by\s+[\d.]+%$/, '');
  const url = canonicalUrl(site, route.path);

  const headline = (
    <figure className="headline-figure">
      <CaseStudyArt industry={study.industry} color={study.color} />
      <figcaption className="headline-figure__caption">
        <span className="headline-figure__value">{figure}</span>
        <span className="headline-figure__label">{outcomeLabel}</span>
      </figcaption>
    </figure>
  );

  return (
    <div className={`resource-page tint-${study.color}`}>
      <StructuredData
        data={{
          '@type': 'Article',
          headline: study.title,
          description: study.description,
          url,
          mainEntityOfPage: url,
          genre: 'Case study',
          about: { '@type': 'Thing', name: study.industry },
          author: organizationRef(site),
          publisher: organizationRef(site),
        }}
      />
      <DocumentBrand position="top" />
      <PageHero eyebrow={study.industry} title={study.title} lead={study.description} art={headline}>
        <dl className="resource-facts">
          <div><dt>Client</dt><dd>{study.client}</dd></div>
          <div><dt>Industry</dt><dd>{study.industry}</dd></div>
        </dl>
      </PageHero>

      <div className="container resource-layout">
        {/* Divs, not sections: the h2s then head the article itself (and are not a dozen landmarks). */}
        <article className="resource-body">
          {SECTIONS.map((s) => (
            <div className="resource-section" key={s.id}>
              <h2 id={s.id} className="resource-section__title"><Icon name={s.icon} size={22} /> {s.title}</h2>
              <ul className="resource-list">
                {study[s.id].map((item) => <li key={item}>{item}</li>)}
              </ul>
            </div>
          ))}
          <div className="resource-section">
            <h2 id="results" className="resource-section__title"><Icon name="trend-up" size={22} /> Results</h2>
            <ul className="result-list resource-results">
              {study.results.map((item) => <li key={item}>{item}</li>)}
            </ul>
          </div>
          <div className="resource-section takeaway">
            <h2 id="takeaway" className="resource-section__title"><Icon name="star" size={22} /> Key Takeaway</h2>
            <p className="takeaway__text">{study.takeaway}</p>
          </div>
        </article>

        <aside className="resource-aside" aria-label="About this case study">
          <PrintHint what="case study" />
          <MoreLinks
            title="More case studies"
            links={related(content.caseStudies, study, (s) => s.industry === study.industry).map((s) => ({ href: paths.caseStudy(s.id), label: s.title, note: s.industry }))}
          />
          <p className="resource-back"><a href={paths.caseStudies}>← All case studies</a></p>
        </aside>
      </div>

      <div className="container resource-end">
        <ResourceCta title="Want results like these?" text={`See how ${site.company} would work for your customers, partners and teams in a 30-minute demo, or talk to an expert about your numbers.`} />
      </div>
      <DocumentBrand position="bottom" />
    </div>
  );
}
