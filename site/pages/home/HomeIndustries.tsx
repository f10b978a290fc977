/** The twelve home industries: challenge, how we help, impact, and a link to each industry page. */
import { useSite } from '../../site-context.tsx';
import { paths, sectionIds } from '../../paths.ts';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { IndustryToggle } from '../../widgets/industry-toggle/IndustryToggle.tsx';
import { IconBadge } from '../../components/icon-cards/IconCards.tsx';

export function HomeIndustries() {
  const { industries, home } = useSite().content;
  const shown = industries.filter((i) => i.home).sort((a, b) => a.home!.order - b.home!.order);
  return (
    <section className="section section--tinted home-industries" id={sectionIds.industries} aria-labelledby="industries-title">
      <div className="container">
        <SectionHeading id="industries-title" {...home.headings.industries} centered />
        <IndustryToggle listId="home-industry-list">
          {shown.map((industry) => (
            <li key={industry.slug} className="industry-card">
              <div className="industry-card__head">
                <IconBadge name={industry.icon} tint="purple" />
                <h3 className="industry-card__name">{industry.name}</h3>
              </div>
              <p className="industry-card__summary">{industry.summary}</p>
              <dl className="industry-card__facts">
                <dt>Challenge</dt>
                <dd>{industry.home!.challenge}</dd>
                <dt>How We Help</dt>
                <dd><ul>{industry.home!.solutions.map((s) => <li key={s}>{s}</li>)}</ul></dd>
                <dt>Impact</dt>
                <dd><ul className="industry-card__impact">{industry.home!.impact.map((s) => <li key={s}>{s}</li>)}</ul></dd>
              </dl>
              <a className="overview-card__link" href={paths.industry(industry.slug)}>
                Learn more<span className="visually-hidden"> about {industry.name}</span> <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </IndustryToggle>
      </div>
    </section>
  );
}
