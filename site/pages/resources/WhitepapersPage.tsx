/** Stub: being built (issue 5). */
import { PageHero } from '../../layout/PageHero.tsx';
import { useSite } from '../../site-context.tsx';

export function WhitepapersPage() {
  const { route } = useSite();
  return <PageHero eyebrow="Resources" title={route.title} lead={route.description} />;
}
