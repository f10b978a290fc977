/** The home page. Issue 4 builds its full showcase; this frame already carries the sections menus link to. */
import { useSite } from '../site-context.tsx';
import { paths, sectionIds } from '../paths.ts';
import { ExternalLink } from '../widgets/external-link/ExternalLink.tsx';

export function HomePage() {
  const { content } = useSite();
  const { site, home, products, industries } = content;
  const homeIndustries = industries.filter((i) => i.home).sort((a, b) => a.home!.order - b.home!.order);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{home.hero.eyebrow}</p>
          <h1 className="page-hero__title">{home.hero.title}</h1>
          <p className="lead">{home.hero.lead}</p>
          <p>
            <ExternalLink className="button button--primary" href={site.demoUrl}>Book a Demo</ExternalLink>
          </p>
        </div>
      </section>
      <section className="section" id={sectionIds.solutions} aria-labelledby="solutions-title">
        <div className="container">
          <h2 id="solutions-title">Our solutions</h2>
          <ul className="card-grid">
            {products.map((p) => (
              <li className="card" key={p.id}>
                <h3><a href={paths.product(p.slug)}>{p.name}</a></h3>
                <p>{p.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" id={sectionIds.industries} aria-labelledby="industries-title">
        <div className="container">
          <h2 id="industries-title">Industries we serve</h2>
          <ul className="card-grid">
            {homeIndustries.map((i) => (
              <li className="card" key={i.slug}>
                <h3><a href={paths.industry(i.slug)}>{i.name}</a></h3>
                <p>{i.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
