/** A product page: hero, four key features (#features), four benefits (#benefits). Issue 3 completes it. */
import type { Card, Product } from '../model/content.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { sectionIds } from '../paths.ts';

function CardSection({ id, heading, intro, items }: { id: string; heading: string; intro: string; items: readonly Card[] }) {
  return (
    <section className="section" id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section-heading">
          <h2 id={`${id}-title`}>{heading}</h2>
          <p>{intro}</p>
        </div>
        <ul className="card-grid">
          {items.map((item) => (
            <li className="card" key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ProductPage({ product }: { product: Product }) {
  return (
    <>
      <PageHero eyebrow={product.hero.eyebrow} title={product.hero.title} lead={product.hero.lead} />
      <CardSection id={sectionIds.features} {...product.features} />
      <CardSection id={sectionIds.benefits} {...product.benefits} />
    </>
  );
}
