/**
 * The twelve home industries as short tiles: the trade's problem in one line and the one impact
 * figure, linking to the industry page, where the detail is (docs/site.md §5).
 */
import { useSite } from '../../site-context.tsx';
import { paths, sectionIds } from '../../paths.ts';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { IndustryToggle } from '../../widgets/industry-toggle/IndustryToggle.tsx';
import { IconBadge } from '../../components/icon-cards/IconCards.tsx';

/** "40% higher dealer engagement" as its figure and the words after it; a line with no leading figure stays whole. */
export function splitFigure(impact: string): { figure: string; rest: string } {
  const match = /^([0-9][0-9.,]*\s?(?:%|[xX]\b)?)\s+(.+)$/.exec(impact);
  return match ? { figure: match[1], rest: match[2] } : { figure: '', rest: impact };
}

export function HomeIndustries() {
  const { industries, home } = useSite().content;
  const shown = industries.filter((i) => i.home).sort((a, b) => a.home!.order - b.home!.order);
  return (
    <section className="section section--tinted home-industries" id={sectionIds.industries} aria-labelledby="industries-title">
      <div className="container">
        <SectionHeading id="industries-title" {...home.headings.industries} centered />
        <IndustryToggle listId="home-industry-list">
          {shown.map((industry) => {
            const { figure, rest } = splitFigure(industry.home!.impact);
            return (
              <li key={industry.slug} className="industry-card">
                <div className="industry-card__head">
                  <IconBadge name={industry.icon} tint="purple" />
                  <h3 className="industry-card__name">
                    <a href={paths.industry(industry.slug)}>{industry.name}</a>
                  </h3>
                </div>
                <p className="industry-card__line">{industry.home!.challenge}</p>
                <p className="industry-card__impact">
                  {figure && <strong className="industry-card__figure">{figure}</strong>} {rest}
                </p>
              </li>
            );
          })}
        </IndustryToggle>
      </div>
    </section>
  );
}
