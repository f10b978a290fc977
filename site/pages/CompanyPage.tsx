/** About, Careers, Partners and Contact. Issue 3 fills their bodies. */
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';

export function CompanyPage({ kind }: { kind: 'about' | 'careers' | 'partners' | 'contact' }) {
  const { content } = useSite();
  const page = content.company[kind];
  return <PageHero eyebrow="Company" title={page.title} lead={page.lead} />;
}
