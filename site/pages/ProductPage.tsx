/**
 * A product page: hero with its headline claims and the product's own interface (the showcase's
 * mock-up, drawn large), the count-up figures (Gratify, Navigator, PulseWatch), four key features
 * (#features), a client's pull quote where a testimonial names the product, the audience section
 * where a product has one, four benefits (#benefits), the other solutions, and the demo banner. After the features, sections alternate tinted and plain, so two
 * plain sections never meet (their paddings made a band of empty page between them).
 */
import type { Product } from '../model/content.ts';
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { SectionHeading } from '../components/section-heading/SectionHeading.tsx';
import { CardsSection } from '../components/icon-cards/CardsSection.tsx';
import { ACTION_LABELS, ClosingCall } from '../components/demo-banner/DemoBanner.tsx';
import { ProductHeroDemo } from '../components/product-demo/ProductDemo.tsx';
import { Icon } from '../icons/Icon.tsx';
import { paths, sectionIds } from '../paths.ts';
import { Counters } from '../widgets/counter/Counters.tsx';
import { ExternalLink } from '../widgets/external-link/ExternalLink.tsx';
import { StructuredData } from '../components/structured-data/StructuredData.tsx';
import { productData } from '../components/structured-data/product.ts';
import { IconBadge } from '../components/icon-cards/IconCards.tsx';
import { PullQuote, usePullQuote } from '../components/pull-quote/PullQuote.tsx';

/** Tinted or plain for each section in `present` order, alternating over those present, the first tinted. */
function alternating(present: boolean[]): boolean[] {
  let shown = 0;
  return present.map((here) => (here ? shown++ % 2 === 0 : false));
}

function OtherSolutions({ current, tinted }: { current: Product; tinted: boolean }) {
  const { content } = useSite();
  return (
    <section className={`section${tinted ? ' section--tinted' : ''}`} aria-labelledby="other-solutions-title">
      <div className="container">
        <SectionHeading id="other-solutions-title" eyebrow="One platform" title="Works better together" intro={`${current.name} shares its data, rewards catalogue and security with the rest of the ${content.site.company} platform.`} />
        <ul className="card-rows product-links">
          {content.products.filter((p) => p.id !== current.id).map((p) => (
            <li key={p.id} className={`product-link tint-${p.color}`}>
              <a href={paths.product(p.slug)}>
                <IconBadge name={p.icon} />
                <span className="product-link__name">{p.name}</span>
                <span className="product-link__summary">{p.hero.eyebrow}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ProductPage({ product }: { product: Product }) {
  const { content, route } = useSite();
  const { features, benefits, audience } = product;
  const quote = usePullQuote(product);
  // After the features, the sections there are alternate tinted and plain, starting tinted.
  const [quoteTinted, audienceTinted, benefitsTinted, othersTinted] = alternating([Boolean(quote), Boolean(audience), true, true]);
  return (
    <>
      <StructuredData data={productData(product, content.site, route.path)} />
      <PageHero eyebrow={product.hero.eyebrow} title={product.hero.title} lead={product.hero.lead} art={<ProductHeroDemo product={product} />}>
        <ul className="claims" aria-label={`${product.name} results`}>
          {product.claims.map((claim) => <li key={claim} className={`claim tint-${product.color}`}><Icon name="trend-up" size={18} /> {claim}</li>)}
        </ul>
        <p className="page-hero__actions">
          <ExternalLink className="button button--primary" href={content.site.demoUrl}>{ACTION_LABELS.demo}</ExternalLink>
          <a className="button button--secondary" href={`#${sectionIds.features}`}>Explore features</a>
        </p>
      </PageHero>
      {product.counters && <Counters items={product.counters} label={`${product.name} in numbers`} />}
      <CardsSection anchor={sectionIds.features} titleId="features-title" eyebrow="Key features" title={features.heading} intro={features.intro} items={features.items} columns={4} color={product.color} />
      {quote && <PullQuote product={product} source={quote} tinted={quoteTinted} />}
      {audience && (
        <CardsSection tinted={audienceTinted} titleId="audience-title" eyebrow="Who it is for" title={audience.heading} intro={audience.intro} items={audience.items} columns={audience.items.length === 3 ? 3 : 2} color="blue" />
      )}
      <CardsSection tinted={benefitsTinted} anchor={sectionIds.benefits} titleId="benefits-title" eyebrow="Benefits" title={benefits.heading} intro={benefits.intro} items={benefits.items} columns={4} color={product.color} />
      <OtherSolutions current={product} tinted={othersTinted} />
      <ClosingCall kind="product" name={product.name} />
    </>
  );
}
