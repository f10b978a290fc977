/**
 * An industry page. The standard template: banner, 'Industry challenges' (3 cards), 'Our
 * solutions' (the four products, each with key features and an impact box), demo banner. The
 * simple template: description, key features, results. Both show the industry's scene in the hero.
 */
import type { Industry, Product } from '../model/content.ts';
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { SectionHeading } from '../components/section-heading/SectionHeading.tsx';
import { CardsSection } from '../components/icon-cards/CardsSection.tsx';
import { ACTION_LABELS, ClosingCall } from '../components/demo-banner/DemoBanner.tsx';
import { Icon } from '../icons/Icon.tsx';
import { IndustryScene } from '../components/industry-scene/IndustryScene.tsx';
import { island } from '../islands/markup.ts';
import { paths } from '../paths.ts';
import { ExternalLink } from '../widgets/external-link/ExternalLink.tsx';
import { IconBadge } from '../components/icon-cards/IconCards.tsx';

type StandardPage = Extract<Industry['page'], { template: 'standard' }>;
type SimplePage = Extract<Industry['page'], { template: 'simple' }>;

/** The hero's art: the industry's scene (absent only where the images stage has not run). */
const sceneOf = (industry: Industry) => industry.sceneMarkup && <IndustryScene markup={industry.sceneMarkup} />;

function HeroActions() {
  const { content } = useSite();
  return (
    <p className="page-hero__actions">
      <ExternalLink className="button button--primary" href={content.site.demoUrl}>{ACTION_LABELS.demo}</ExternalLink>
      <a className="button button--secondary" href={paths.contact}>Talk to an expert</a>
    </p>
  );
}

function SolutionCard({ product, features, impact }: { product: Product; features: readonly string[]; impact: string }) {
  return (
    <li className={`solution-card tint-${product.color}`}>
      <div className="solution-card__head">
        <IconBadge name={product.icon} size={26} />
        <h3 className="solution-card__name"><a href={paths.product(product.slug)}>{product.name}</a></h3>
      </div>
      <p className="solution-card__label">Key features</p>
      <ul className="check-list">
        {features.map((f) => <li key={f}>{f}</li>)}
      </ul>
      <div className="impact-box">
        <p className="impact-box__label"><Icon name="trend-up" size={18} /> Impact</p>
        <p className="impact-box__text">{impact}</p>
      </div>
    </li>
  );
}

function StandardIndustry({ industry, page }: { industry: Industry; page: StandardPage }) {
  const { content } = useSite();
  const product = (id: string) => content.products.find((p) => p.id === id)!;
  return (
    <>
      <PageHero eyebrow={industry.name} title={page.title} lead={page.subtitle} art={sceneOf(industry)}>
        <HeroActions />
      </PageHero>
      <CardsSection titleId="challenges-title" eyebrow={industry.navLabel} title="Industry challenges" intro={`What holds ${industry.name} businesses back, and what we set out to fix.`} items={page.challenges} columns={3} color="orange" />
      <section className="section section--tinted" aria-labelledby="solutions-title">
        <div className="container">
          <SectionHeading id="solutions-title" eyebrow="How we help" title="Our solutions" intro={`Four products, configured for ${industry.name}, each measured by the result it moves.`} />
          <ul className="solution-cards card-rows" {...island('reveal')}>
            {page.solutions.map((s) => <SolutionCard key={s.product} product={product(s.product)} features={s.features} impact={s.impact} />)}
          </ul>
        </div>
      </section>
      <ClosingCall kind="industry" name={industry.name} />
    </>
  );
}

function SimpleIndustry({ industry, page }: { industry: Industry; page: SimplePage }) {
  return (
    <>
      <PageHero eyebrow={industry.name} title={page.title} lead={page.subtitle} art={sceneOf(industry)}>
        <HeroActions />
      </PageHero>
      <section className="section" aria-labelledby="overview-title">
        <div className="container overview-split">
          <SectionHeading id="overview-title" title="What changes for your sales team" intro={page.description} />
          <ul className="result-list" aria-label="Results">
            {page.results.map((r) => {
              const [figure, ...rest] = r.split(' ');
              return (
                <li key={r}><strong className="result-list__figure">{figure}</strong> {rest.join(' ')}</li>
              );
            })}
          </ul>
        </div>
      </section>
      <CardsSection tinted titleId="features-title" title="Key features" items={page.features} columns={4} color="purple" />
      <ClosingCall kind="industry" name={industry.name} />
    </>
  );
}

export function IndustryPage({ industry }: { industry: Industry }) {
  return industry.page.template === 'standard'
    ? <StandardIndustry industry={industry} page={industry.page} />
    : <SimpleIndustry industry={industry} page={industry.page} />;
}
