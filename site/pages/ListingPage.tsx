/** The resource listings (case studies, blog, whitepapers). Issue 5 fills them. */
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';

export function ListingPage({ kind }: { kind: 'case-studies' | 'blog' | 'whitepapers' }) {
  const { route } = useSite();
  return <PageHero eyebrow="Resources" title={route.title} lead={route.description} key={kind} />;
}
