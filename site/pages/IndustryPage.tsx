/** An industry page: banner, challenges and solutions. Issue 3 completes it. */
import type { Industry } from '../model/content.ts';
import { PageHero } from '../layout/PageHero.tsx';

export function IndustryPage({ industry }: { industry: Industry }) {
  const { page } = industry;
  return <PageHero eyebrow={industry.name} title={page.title} lead={page.subtitle} />;
}
