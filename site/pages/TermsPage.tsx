/**
 * Terms & privacy: a sticky quick navigation beside the privacy policy (12 numbered sections),
 * the terms of use (16) and the legal disclaimer; each with its date, and links back to the top.
 */
import type { LegalDocument } from '../model/content.ts';
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { LegalScene } from './company/CompanyScenes.tsx';
import { paths, sectionIds } from '../paths.ts';

const TOP_ID = 'top';

function LegalDoc({ id, doc, numbered }: { id: string; doc: LegalDocument; numbered: boolean }) {
  return (
    <section className="legal-doc" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{doc.title}</h2>
      <p className="legal-doc__date">{doc.dateLabel}: {doc.date}</p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: doc.intro }} />
      {numbered && (
        <nav className="legal-doc__toc" aria-label={`${doc.title} sections`}>
          <ol>
            {doc.sections.map((s) => <li key={s.id}><a href={`#${s.id}`}>{s.title}</a></li>)}
          </ol>
        </nav>
      )}
      {doc.sections.map((s) => (
        <section className="legal-doc__section" id={s.id} key={s.id} aria-labelledby={`${s.id}-title`}>
          <h3 id={`${s.id}-title`}><span className="legal-doc__number">{`${s.number}. `}</span>{s.title}</h3>
          <div className="prose" dangerouslySetInnerHTML={{ __html: s.html }} />
        </section>
      ))}
      <p className="legal-doc__top"><a href={`#${TOP_ID}`}>Back to top</a></p>
    </section>
  );
}

export function TermsPage() {
  const { content } = useSite();
  const { privacy, terms, disclaimer } = content.legal;
  const quickLinks = [
    { id: sectionIds.privacyPolicy, label: 'Privacy policy' },
    { id: sectionIds.termsOfUse, label: 'Terms of use' },
    { id: sectionIds.legalDisclaimer, label: 'Legal disclaimer' },
  ];
  return (
    <>
      <div id={TOP_ID}>
        <PageHero eyebrow="Legal" title="Terms & privacy" lead={`How ${content.site.legalName} handles personal data, the terms on which we provide our services, and the limits of what this website promises.`} art={<LegalScene />} />
      </div>
      <div className="container section legal-layout">
        <aside className="legal-nav" aria-labelledby="legal-nav-title">
          <h2 id="legal-nav-title" className="legal-nav__title">On this page</h2>
          <ul>
            {quickLinks.map((l) => <li key={l.id}><a href={`#${l.id}`}>{l.label}</a></li>)}
          </ul>
          <div className="legal-nav__help">
            <p><strong>Need help?</strong> Questions about these terms or your data?</p>
            <a className="button button--secondary" href={paths.contact}>Contact us</a>
          </div>
        </aside>
        <div className="legal-body">
          <LegalDoc id={sectionIds.privacyPolicy} doc={privacy} numbered />
          <LegalDoc id={sectionIds.termsOfUse} doc={terms} numbered />
          <section className="legal-doc" id={sectionIds.legalDisclaimer} aria-labelledby="disclaimer-title">
            <h2 id="disclaimer-title">{disclaimer.title}</h2>
            <p className="legal-doc__date">{disclaimer.dateLabel}: {disclaimer.date}</p>
            <div className="prose" dangerouslySetInnerHTML={{ __html: disclaimer.intro }} />
          </section>
          <p className="legal-doc__top">
            <a href={`#${TOP_ID}`}>Back to top</a> · <a href={paths.home}>Back to home</a>
          </p>
        </div>
      </div>
    </>
  );
}
