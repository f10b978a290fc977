/**
 * /case-studies and its pages (docs/site.md §8): hero, industry filter, a 2-column grid of cards
 * (4 a page, each page its own address: listing-routes.tsx),
 * the empty message, and a closing call to action. Each card links to the study's own page; the
 * listing island opens the study in a dialog instead, whose Download PDF downloads its PDF (site/pdf/).
 */
import type { CaseStudy } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { paths } from '../../paths.ts';
import { PageHero } from '../../layout/PageHero.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { StudyCover } from '../../components/drawn-cover/DrawnCover.tsx';
import { CoverImage } from '../../components/cover-image/CoverImage.tsx';
import { ClientStrip } from '../../components/client-strip/ClientStrip.tsx';
import { ClientIdentity, clientOf } from '../../components/client-strip/ClientMark.tsx';
import { ResourceCta } from '../../components/resource-document/ResourceDocument.tsx';
import { PdfDownload, pdfFacts } from '../../components/pdf-download/PdfDownload.tsx';
import { Listing, ListingDialog } from '../../widgets/listing/Listing.tsx';
import { resultIcon } from '../../widgets/listing/result-icon.ts';
import { ALL_INDUSTRIES, headlinePercent, splitTitle, CASE_STUDIES, type ListingView } from '../../lib/listing.ts';
import { truncate } from '../../lib/text.ts';
import type { ListingFilters } from './listing-routes.tsx';

const CHALLENGE_LENGTH = 120;
const titleId = (study: CaseStudy) => `case-study-${study.id}-title`;

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const { name, outcome } = splitTitle(study.title);
  const client = clientOf(useSite().content.company.clients, study.id);
  return (
    <li className={`cs-card tint-${study.color}`} data-listing-item="">
      <div className="cs-card__art">
        {study.cover ? <CoverImage cover={study.cover} layout="card" /> : <StudyCover study={study} />}
      </div>
      <div className="cs-card__body">
        <p className="cs-card__industry"><span className="listing-badge">{study.industry}</span></p>
        <h3 className="cs-card__name">{name}</h3>
        {client && <p className="cs-card__brand"><ClientIdentity client={client.client} index={client.index} size={40} /></p>}
        <p className="cs-card__client">{study.client}</p>
        <p className="cs-card__result">
          <span className="cs-card__percent">{headlinePercent(study.title)}</span>
          <span className="cs-card__outcome">{outcome}</span>
        </p>
        <p className="cs-card__challenge">{truncate(study.challenge[0], CHALLENGE_LENGTH)}</p>
        <a className="cs-card__link listing-card-link" href={paths.caseStudy(study.id)} data-listing-open={study.id} aria-haspopup="dialog">
          View Case Study<span className="visually-hidden">: {name}</span> <span aria-hidden="true">→</span>
        </a>
      </div>
    </li>
  );
}

/** A dialog's bulleted part: dots for the challenge, ticks for the solution, icons for results. */
function Bullets({ title, items, kind }: { title: string; items: string[]; kind: 'dots' | 'ticks' | 'icons' }) {
  const icon = kind === 'icons';
  return (
    <section className="cs-dialog__part">
      <h3>{title}</h3>
      <ul className={{ dots: 'cs-dialog__dots', ticks: 'check-list', icons: 'cs-dialog__results' }[kind]}>
        {items.map((item) => (
          <li key={item}>
            {icon && <span className="cs-dialog__icon"><Icon name={resultIcon(item)} size={18} /></span>}
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CaseStudyDialog({ study }: { study: CaseStudy }) {
  return (
    <ListingDialog
      id={study.id}
      color={study.color}
      badge={study.industry}
      label={titleId(study)}
      actions={
        study.pdf ? (
          <>
            <PdfDownload pdf={study.pdf} className="button button--primary" />
            <p className="listing-dialog__note">{pdfFacts(study.pdf)}. Or <a href={paths.caseStudy(study.id)}>read it as a page<span className="visually-hidden">: {study.title}</span></a>.</p>
          </>
        ) : (
          <a className="button button--primary" href={paths.caseStudy(study.id)}>Read the case study</a>
        )
      }
    >
      <h2 className="listing-dialog__title" id={titleId(study)}>{study.title}</h2>
      <p className="listing-dialog__meta">{study.client}</p>
      <Bullets title="Challenge" items={study.challenge} kind="dots" />
      <Bullets title="Solution" items={study.solution} kind="ticks" />
      <Bullets title="Results" items={study.results} kind="icons" />
      <section className="cs-dialog__takeaway">
        <h3><Icon name="lightbulb" size={20} /> Key takeaway</h3>
        <p>{study.takeaway}</p>
      </section>
    </ListingDialog>
  );
}

export function CaseStudiesPage({ view, filters, lead }: { view: ListingView<CaseStudy>; filters: ListingFilters; lead: string }) {
  const { route } = useSite();
  const studies = view.items;
  return (
    <>
      <PageHero eyebrow="Resources" title={route.title} lead={lead} data={{ 'data-listing-part': 'hero' }} />
      <ClientStrip title="The clients behind these results" />
      <Listing
        id="case-studies"
        root={paths.caseStudies}
        segment="industry"
        all={ALL_INDUSTRIES}
        filters={filters}
        view={view}
        filterLabel="Filter case studies by industry"
        heading="Customer results"
        noun={CASE_STUDIES}
        items={studies.map((study) => <CaseStudyCard study={study} key={study.id} />)}
        empty={<p className="listing__empty-text">No case studies found for this industry.</p>}
        dialogs={studies.map((study) => <CaseStudyDialog study={study} key={study.id} />)}
      />
      <div className="section listing-cta">
        <div className="container">
          <ResourceCta kind="caseStudies" />
        </div>
      </div>
    </>
  );
}
