/**
 * The About page's facts, each from content/company.yml (`facts`): founding year, team size,
 * offices and certifications in a fact panel beside the story, then the leadership, the offices
 * with their addresses and what each certification covers.
 * Leaders show their photo or a drawn monogram; certifications and recognitions are drawn badges.
 */
import type { CompanyFacts } from '../../model/content.ts';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { LeaderPicture } from '../../components/monogram/Monogram.tsx';
import { FactBadge } from '../../components/fact-badge/FactBadge.tsx';

/** "About 140 people", "140 people". */
export const teamSizeText = ({ people, qualifier }: CompanyFacts['teamSize']): string =>
  `${qualifier ? `${qualifier[0].toUpperCase()}${qualifier.slice(1)} ` : ''}${people.toLocaleString('en-IN')} people`;

/** The company in brief, a panel beside the About story: founded, team, offices, certifications. */
export function FactPanel({ facts }: { facts: CompanyFacts }) {
  const head = facts.offices.find((o) => o.headOffice)!;
  return (
    <section className="fact-panel" aria-labelledby="facts-title">
      <h3 id="facts-title" className="fact-panel__title">The company in brief</h3>
      <dl className="fact-list">
        <div><dt>Founded</dt><dd>{facts.founded}</dd></div>
        <div><dt>Team</dt><dd>{teamSizeText(facts.teamSize)}</dd></div>
        <div><dt>Head office</dt><dd>{head.city}</dd></div>
        <div><dt>Offices</dt><dd>{facts.offices.map((o) => o.city).join(', ')}</dd></div>
        <div><dt>Certifications</dt><dd>{facts.certifications.map((c) => c.name).join(', ')}</dd></div>
      </dl>
    </section>
  );
}

/** The sections after the story: the leadership, then the offices beside the certifications. */
export function AboutFacts({ facts }: { facts: CompanyFacts }) {
  return (
    <>
      <section className="section section--tinted" aria-labelledby="leadership-title">
        <div className="container">
          <SectionHeading id="leadership-title" eyebrow="Leadership" title="The people who run the company" />
          <ul className="leader-list">
            {facts.leadership.map((person) => (
              <li key={person.name} className="leader">
                <LeaderPicture leader={person} />
                <h3 className="leader__name">{person.name}</h3>
                <p className="leader__role">{person.role}</p>
                <p className="leader__background">{person.background}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {/* A <section> like the page's others, so it too is laid out as it nears the viewport. */}
      <section className="section" aria-label="Offices and certifications">
        <div className="container split split--text">
          <section aria-labelledby="offices-title">
            <SectionHeading id="offices-title" eyebrow="Where we work" title="Offices" />
            <ul className="office-list">
              {facts.offices.map((office) => (
                <li key={office.city} className="office">
                  <h3 className="office__city">{office.city}{office.headOffice && <span className="office__head"> (head office)</span>}</h3>
                  <p className="office__purpose">{office.purpose}</p>
                  <address>{office.address}</address>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="certifications-title">
            <SectionHeading id="certifications-title" eyebrow="Security" title="Certifications and recognition" />
            <ul className="certification-list">
              {facts.certifications.map((c) => <li key={c.name} className="certification"><FactBadge kind="certification" {...c} /></li>)}
              {facts.recognitions.map((r) => <li key={r.name} className="certification"><FactBadge kind="recognition" {...r} /></li>)}
            </ul>
          </section>
        </div>
      </section>
    </>
  );
}
