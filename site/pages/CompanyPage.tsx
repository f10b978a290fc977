/** About, Careers, Partners and Contact. Issue 3 fills their bodies. */
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { ContactForm } from '../widgets/contact-form/ContactForm.tsx';

export function CompanyPage({ kind }: { kind: 'about' | 'careers' | 'partners' | 'contact' }) {
  const { content } = useSite();
  const page = content.company[kind];
  const hero = <PageHero eyebrow="Company" title={page.title} lead={page.lead} />;
  if (kind !== 'contact') return hero;
  // Temporary, for the contact form's browser tests: the lead places the form on the Contact page.
  return (
    <>
      {hero}
      <div className="container section">
        <ContactForm email={content.site.email} endpoint={content.site.forms.contact} />
      </div>
    </>
  );
}
