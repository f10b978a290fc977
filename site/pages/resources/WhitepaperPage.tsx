/** Stub: being built (issue 5). */
import type { Whitepaper } from '../../model/resources.ts';
import { PageHero } from '../../layout/PageHero.tsx';

export function WhitepaperPage({ paper }: { paper: Whitepaper }) {
  return <PageHero eyebrow="Whitepaper" title={paper.title} lead={paper.description} />;
}
