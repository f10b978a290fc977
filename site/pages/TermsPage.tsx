/** Terms & Privacy: the three documents the footer and the quick navigation link to. Issue 3 fills them. */
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { sectionIds } from '../paths.ts';

export function TermsPage() {
  const { content } = useSite();
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms & Privacy" lead={`How ${content.site.legalName} handles your data, and the terms on which we provide our services.`} />
      <div className="container section">
        <section id={sectionIds.privacyPolicy} aria-labelledby="privacy-title"><h2 id="privacy-title">Privacy Policy</h2></section>
        <section id={sectionIds.termsOfUse} aria-labelledby="terms-title"><h2 id="terms-title">Terms of Use</h2></section>
        <section id={sectionIds.legalDisclaimer} aria-labelledby="disclaimer-title"><h2 id="disclaimer-title">Legal Disclaimer</h2></section>
      </div>
    </>
  );
}
