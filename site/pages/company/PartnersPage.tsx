/** Partners: the five partner types, the four benefits, and how to get in touch. */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { CardsSection } from '../../components/icon-cards/CardsSection.tsx';
import { paths } from '../../paths.ts';
import { EmailAddress } from '../../components/email-address/EmailAddress.tsx';

export function PartnersPage() {
  const { content } = useSite();
  const { partners } = content.company;
  return (
    <>
      <PageHero eyebrow="Partners" title={partners.title} lead={partners.lead} />
      <CardsSection titleId="types-title" eyebrow="Ways to partner" title="Partner types" items={partners.types} columns={3} color="cyan" />
      <CardsSection tinted titleId="partner-benefits-title" eyebrow="What you get" title="Partner benefits" items={partners.benefits} columns={4} color="blue" />
      <section className="section" aria-labelledby="partner-cta-title">
        <div className="container cta-panel">
          <h2 id="partner-cta-title">{partners.cta.title}</h2>
          <p>{partners.cta.text}</p>
          <p className="page-hero__actions">
            <a className="button button--primary" href={paths.contact}>Become a partner</a>
            <a className="button button--secondary" href={`mailto:${content.site.email}?subject=${encodeURIComponent('Partnership enquiry')}`}><span>E-mail <EmailAddress address={content.site.email} /></span></a>
          </p>
        </div>
      </section>
    </>
  );
}
