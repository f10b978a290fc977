/** Partners: the five partner types, the four benefits, and how to get in touch. */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { PartnersScene } from './CompanyScenes.tsx';
import { CardsSection } from '../../components/icon-cards/CardsSection.tsx';
import { ClosingCall } from '../../components/demo-banner/DemoBanner.tsx';

export function PartnersPage() {
  const { content } = useSite();
  const { partners } = content.company;
  return (
    <>
      <PageHero eyebrow="Partners" title={partners.title} lead={partners.lead} art={<PartnersScene />} />
      <CardsSection titleId="types-title" eyebrow="Ways to partner" title="Partner types" items={partners.types} columns={3} color="cyan" />
      <CardsSection tinted titleId="partner-benefits-title" eyebrow="What you get" title="Partner benefits" items={partners.benefits} columns={4} color="blue" />
      <ClosingCall kind="partners" />
    </>
  );
}
