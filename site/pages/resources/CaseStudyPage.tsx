/**
 * A case study as its own page (docs/site.md §8): the 'Download PDF' target of the listing's
 * dialog, so it is also a print-ready document (resources.css, `@media print`). Printing is left
 * to the browser's own command, explained in a line of text rather than a window.print() button:
 * a button would add an island script to 12 pages that otherwise load only the header's, would do
 * nothing without JavaScript, and the sentence also tells phone users (no Ctrl+P) where to look.
 */
import type { CaseStudy } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { StudyCover } from '../../components/drawn-cover/DrawnCover.tsx';
import { CoverImage } from '../../components/cover-image/CoverImage.tsx';
import { ClientIdentity, ClientQuote, clientOf } from '../../components/client-strip/ClientMark.tsx';
import { DocumentBrand, MoreLinks, PrintHint, ResourceCta } from '../../components/resource-document/ResourceDocument.tsx';
import { related } from '../../lib/related.ts';
import { StructuredData, canonicalUrl, organizationRef } from '../../components/structured-data/StructuredData.tsx';
import { headlinePercent, splitTitle } from '../../lib/listing.ts';
import { paths } from '../../paths.ts';
import { socialImage } from '../../document/social-card.ts';

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
  // A post that tells this story (or cites it) links here in its text; the study links back to it.
  const client = clientOf(content.company.clients, study.id);
  const citedBy = content.blog.filter((post) => post.html.includes(`href="${paths.caseStudy(study.id)}"`));

  const headline = (
    <figure className="headline-figure">
      {study.cover ? <CoverImage cover={study.cover} layout="figure" /> : <StudyCover study={study} />}
      <figcaption className="headline-figure__caption">
        <span className="headline-figure__value">{figure}</span>
        <span className="headline-figure__label">{outcomeLabel}</span>
      </figcaption>
    </figure>
  );

  return (
    <div className={`resource-page resource-page--study tint-${study.color}`}>
      <StructuredData
        data={{
          '@type': 'Article',
          headline: study.title,
          description: study.description,
          url,
          mainEntityOfPage: url,
          image: socialImage(route, site).url,
          genre: 'Case study',
          about: { '@type': 'Thing', name: study.industry },
          author: organizationRef(site),
          publisher: organizationRef(site),
        }}
      />
      <DocumentBrand position="top" />
      <PageHero eyebrow={study.industry} title={study.title} lead={study.description} art={headline}>
        <dl className="resource-facts">
          <div><dt>Client</dt><dd>{client && <ClientIdentity client={client.client} index={client.index} size={40} />}{study.client}</dd></div>
          <div><dt>Industry</dt><dd>{study.industry}</dd></div>
        </dl>
      </PageHero>

      <div className="container long-read">
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
            <h2 id="takeaway" className="resource-section__title"><Icon name="star" size={22} /> Key takeaway</h2>
            <p className="takeaway__text">{study.takeaway}</p>
          </div>
        </article>

        <aside className="resource-aside" aria-label="About this case study">
          {client && <ClientQuote client={client.client} />}
          <PrintHint what="case study" pdf={study.pdf} />
          {citedBy.length > 0 && (
            <MoreLinks title="In the blog" links={citedBy.map((post) => ({ href: paths.blogPost(post.slug), label: post.title, note: post.category, lang: post.lang }))} />
          )}
          <MoreLinks
            title="More case studies"
            links={related(content.caseStudies, study, (s) => s.industry === study.industry).map((s) => ({ href: paths.caseStudy(s.id), label: s.title, note: s.industry }))}
          />
          <p className="resource-back"><a href={paths.caseStudies}><span aria-hidden="true">←</span> All case studies</a></p>
        </aside>
      </div>

      <div className="container resource-end">
        <ResourceCta kind="caseStudy" />
      </div>
      <DocumentBrand position="bottom" />
    </div>
  );
}
