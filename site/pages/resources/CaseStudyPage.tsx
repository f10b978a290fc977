/** Stub: being built (issue 5). */
import type { CaseStudy } from '../../model/resources.ts';
import { PageHero } from '../../layout/PageHero.tsx';

export function CaseStudyPage({ study }: { study: CaseStudy }) {
  return <PageHero eyebrow={study.industry} title={study.title} lead={study.description} />;
}
