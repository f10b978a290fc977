/** The home hero: the headline (the largest paint, no script needed) beside the product diagram. */
import { useSite } from '../../site-context.tsx';
import { paths } from '../../paths.ts';
import { ExternalLink } from '../../widgets/external-link/ExternalLink.tsx';
import { ACTION_LABELS } from '../../components/demo-banner/DemoBanner.tsx';
import { HeroDiagram } from '../../widgets/hero-diagram/HeroDiagram.tsx';

export function HomeHero() {
  const { content } = useSite();
  const { hero } = content.home;
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero__grid">
        <div className="home-hero__text">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="home-title" className="home-hero__title">{hero.title}</h1>
          <p className="lead">{hero.lead}</p>
          <p className="page-hero__actions">
            <ExternalLink className="button button--primary" href={content.site.demoUrl}>{ACTION_LABELS.demo}</ExternalLink>
            <a className="button button--secondary" href={paths.homeSolutions}>Explore solutions</a>
          </p>
        </div>
        <HeroDiagram />
      </div>
    </section>
  );
}
