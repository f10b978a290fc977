/** Careers: why join, the six open positions (title, type, location), and the CV-by-e-mail line. */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { CareersScene } from './CompanyScenes.tsx';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { CardsSection } from '../../components/icon-cards/CardsSection.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { island } from '../../islands/markup.ts';
import { EmailAddress } from '../../components/email-address/EmailAddress.tsx';
import { ClosingCall } from '../../components/demo-banner/DemoBanner.tsx';

/** The line as written, its mention of the site's address a mail link. */
function WithMailLink({ text, email }: { text: string; email: string }) {
  const at = text.indexOf(email);
  if (at < 0) return <>{text}</>;
  return <>{text.slice(0, at)}<a href={`mailto:${email}`}><EmailAddress address={email} /></a>{text.slice(at + email.length)}</>;
}

export function CareersPage() {
  const { content } = useSite();
  const { careers } = content.company;
  const { email } = content.site;
  return (
    <>
      <PageHero eyebrow="Careers" title={careers.title} lead={careers.lead} art={<CareersScene />} />
      <CardsSection titleId="benefits-title" eyebrow="Life here" title="Why you will like working with us" items={careers.benefits} columns={3} color="green" />
      <section className="section section--tinted" aria-labelledby="openings-title">
        <div className="container">
          <SectionHeading id="openings-title" eyebrow={`${careers.openings.length} open position${careers.openings.length === 1 ? '' : 's'}`} title="Open positions" />
          <ul className="job-list" {...island('reveal')}>
            {careers.openings.map((job) => (
              <li className="job" key={job.title}>
                <div className="job__main">
                  <h3 className="job__title">{job.title}</h3>
                  <p className="job__summary">{job.summary}</p>
                  <p className="job__meta">
                    <span><Icon name="briefcase" size={18} /> {job.type}</span>
                    <span><Icon name="map-pin" size={18} /> {job.location}</span>
                  </p>
                </div>
                <a className="button button--secondary job__apply" href={`mailto:${email}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}>
                  Apply by e-mail<span className="visually-hidden">: {job.title}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="cv-line"><Icon name="mail" /> <span><WithMailLink text={careers.cvLine} email={email} /></span></p>
        </div>
      </section>
      <ClosingCall kind="careers" />
    </>
  );
}
