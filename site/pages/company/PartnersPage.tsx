/** Partners: the five partner types, the four benefits, and how to get in touch. */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { IconCards } from '../../components/icon-cards/IconCards.tsx';
import { paths } from '../../paths.ts';

export function PartnersPage() {
  const { content } = useSite();
  const { partners } = content.company;
  return (
    <>
      <PageHero eyebrow="Partners" title={partners.title} lead={partners.lead} />
      <section className="section" aria-labelledby="types-title">
        <div className="container">
          <SectionHeading id="types-title" eyebrow="Ways to partner" title="Partner types" />
          <IconCards items={partners.types} columns={3} color="cyan" />
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="partner-benefits-title">
        <div className="container">
          <SectionHeading id="partner-benefits-title" eyebrow="What you get" title="Partner benefits" />
          <IconCards items={partners.benefits} columns={4} color="blue" />
        </div>
      </section>
      <section className="section" aria-labelledby="partner-cta-title">
        <div className="container cta-panel">
          <h2 id="partner-cta-title">{partners.cta.title}</h2>
          <p>{partners.cta.text}</p>
          <p className="page-hero__actions">
            <a className="button button--primary" href={paths.contact}>Become a partner</a>
            <a className="button button--secondary" href={`mailto:${content.site.email}?subject=${encodeURIComponent('Partnership enquiry')}`}>E-mail {content.site.email}</a>
          </p>
        </div>
      </section>
    </>
  );
}
