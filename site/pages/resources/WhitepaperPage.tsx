/**
 * A whitepaper as its own page: what the download form opens (docs/site.md §16), with its
 * author, dates and reading time, a list of its sections (beside the paper from 64rem, staying in
 * view; above it on a narrower screen; the long-read layout of resources.css), and a readable
 * document that prints as one (resources.css, `@media print`).
 */
import type { Whitepaper } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { StructuredData, canonicalUrl, organizationRef } from '../../components/structured-data/StructuredData.tsx';
import { paths, resourcePageIds } from '../../paths.ts';
import { socialImage } from '../../document/social-card.ts';
import { longDate } from '../../lib/text.ts';
import { CoverImage } from '../../components/cover-image/CoverImage.tsx';
import { PaperCover } from '../../components/drawn-cover/PaperCover.tsx';
import { PaperContents } from '../../widgets/paper-contents/PaperContents.tsx';
import { DocumentBrand, MoreLinks, PrintHint, ResourceCta } from '../../components/resource-document/ResourceDocument.tsx';

export function WhitepaperPage({ paper }: { paper: Whitepaper }) {
  const { content, route } = useSite();
  const { site } = content;
  const url = canonicalUrl(site, route.path);
  return (
    <div className={`resource-page tint-${paper.color}`}>
      <StructuredData
        data={{
          '@type': 'Article',
          genre: 'Whitepaper',
          headline: paper.title,
          description: paper.description,
          url,
          mainEntityOfPage: url,
          image: socialImage(route, site).url,
          author: { '@type': 'Person', name: paper.author, jobTitle: paper.role, worksFor: organizationRef(site) },
          datePublished: paper.published,
          ...(paper.updated && { dateModified: paper.updated }),
          publisher: organizationRef(site),
        }}
      />
      <DocumentBrand position="top" />
      <PageHero eyebrow="Whitepaper" title={paper.title} lead={paper.description} art={paper.cover ? <CoverImage cover={paper.cover} layout="page" /> : <PaperCover paper={paper} company={site.company} className="paper-cover" />}>
        <p className="article-byline">
          <span className="article-byline__author">By <strong>{paper.author}</strong>, {paper.role}, {site.company}</span>
        </p>
        <dl className="resource-facts">
          <div><dt>Published</dt><dd><time dateTime={paper.published}>{longDate(paper.published)}</time></dd></div>
          {paper.updated && <div><dt>Updated</dt><dd><time dateTime={paper.updated}>{longDate(paper.updated)}</time></dd></div>}
          <div><dt>Length</dt><dd>{paper.readTime}</dd></div>
        </dl>
      </PageHero>

      <div className="container long-read">
        {paper.contents.length > 1 && <PaperContents contents={paper.contents} />}
        <article className="resource-body">
          <section className="paper-highlights" aria-labelledby={resourcePageIds.paperHighlights}>
            <h2 id={resourcePageIds.paperHighlights} className="resource-section__title"><Icon name="sparkles" size={22} /> Highlights</h2>
            <ul className="check-list">
              {paper.highlights.map((h) => <li key={h}>{h}</li>)}
            </ul>
          </section>
          <div className="prose paper-text" dangerouslySetInnerHTML={{ __html: paper.html }} />
        </article>

        <aside className="resource-aside" aria-label="About this whitepaper">
          <PrintHint what="whitepaper" pdf={paper.pdf} />
          <MoreLinks
            title="Other whitepapers"
            links={content.whitepapers.filter((w) => w !== paper).map((w) => ({ href: paths.whitepaper(w.id), label: w.title, note: w.readTime }))}
          />
          <p className="resource-back"><a href={paths.whitepapers}><span aria-hidden="true">←</span> All whitepapers</a></p>
        </aside>
      </div>

      <div className="container resource-end">
        <ResourceCta kind="whitepaper" />
      </div>
      <DocumentBrand position="bottom" />
    </div>
  );
}
