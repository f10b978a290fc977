/**
 * /resources/whitepapers: every paper, in the order of content/navigation.yml, each card with its highlights and a download link. The
 * link goes straight to the paper's page (which links its PDF); with JavaScript it first opens the download dialog, which then
 * opens the PDF (site/pdf/), whose size and page count the card prints.
 */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { ClosingCall } from '../../components/demo-banner/DemoBanner.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { island } from '../../islands/markup.ts';
import { paths } from '../../paths.ts';
import { CoverImage } from '../../components/cover-image/CoverImage.tsx';
import { PaperCover } from '../../components/drawn-cover/PaperCover.tsx';
import { WhitepaperDownload } from '../../widgets/whitepaper-download/WhitepaperDownload.tsx';
import { pdfFacts } from '../../components/pdf-download/PdfDownload.tsx';

export function WhitepapersPage() {
  const { content, route } = useSite();
  return (
    <>
      <PageHero eyebrow="Resources" title={route.title} lead={route.description} />
      <section className="section whitepapers" aria-label="Whitepapers">
        <div className="container">
          <ul className="whitepaper-cards card-rows" {...island('reveal')}>
            {content.whitepapers.map((paper) => (
              <li key={paper.id} className={`whitepaper-card tint-${paper.color}`}>
                {paper.cover ? (
                  <div className="whitepaper-card__cover">
                    <CoverImage cover={paper.cover} layout="paper" />
                    <span className="whitepaper-card__length" aria-hidden="true">{paper.readTime}</span>
                  </div>
                ) : (
                  <div className="whitepaper-card__cover whitepaper-card__cover--drawn" aria-hidden="true">
                    <PaperCover paper={paper} company={content.site.company} />
                    <span className="whitepaper-card__length">{paper.readTime}</span>
                  </div>
                )}
                <h2 className="whitepaper-card__title">{paper.title}</h2>
                <p className="whitepaper-card__description">{paper.description}</p>
                <ul className="check-list">
                  {paper.highlights.map((h) => <li key={h}>{h}</li>)}
                </ul>
                <a className="button button--primary whitepaper-card__download" href={paths.whitepaper(paper.id)} data-whitepaper-link={paper.title} data-whitepaper-pdf={paper.pdf?.path}>
                  <Icon name="file" size={20} /> {paper.downloadText}<span className="visually-hidden">: {paper.title}</span>
                </a>
                {paper.pdf && <p className="whitepaper-card__pdf">{pdfFacts(paper.pdf)}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <WhitepaperDownload />
      <ClosingCall kind="whitepapers" />
    </>
  );
}
