/**
 * The five products, one card each: name, summary, headline claims and link (the section menus
 * call #solutions). The card leaves out the product page's eyebrow: most summaries open with the
 * same words, since the summary is also the page's meta description.
 */
import { useSite } from '../../site-context.tsx';
import { paths, sectionIds } from '../../paths.ts';
import { island } from '../../islands/markup.ts';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { IconBadge } from '../../components/icon-cards/IconCards.tsx';

export function SolutionsOverview() {
  const { products, home } = useSite().content;
  return (
    <section className="section home-solutions" id={sectionIds.solutions} aria-labelledby="solutions-title">
      <div className="container">
        <SectionHeading id="solutions-title" {...home.headings.solutions} centered />
        <ul className="card-rows solution-overview" {...island('reveal')}>
          {products.map((p) => (
            <li key={p.id} className={`overview-card tint-${p.color}`}>
              <IconBadge name={p.icon} size={26} />
              <h3 className="overview-card__name">{p.name}</h3>
              <p className="overview-card__summary">{p.summary}</p>
              <ul className="overview-card__claims">
                {p.claims.slice(0, 2).map((c) => <li key={c}>{c}</li>)}
              </ul>
              <a className="overview-card__link" href={paths.product(p.slug)}>
                Learn more<span className="visually-hidden"> about {p.name}</span> <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
