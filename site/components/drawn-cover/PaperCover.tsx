/**
 * A whitepaper's drawn cover, on its card and at the top of its page: the cover page of a report
 * (a sheet with a spine and a folded corner, a second sheet behind), the "Whitepaper" label and the
 * title as real text in the brand typeface, over a picture of its motif (the header's `motif:`, or
 * PAPER_MOTIF), its spine in one of four accents. Decorative (aria-hidden): the card and the page say the same in their own text.
 * The text scales with the cover's width (container units, drawn-cover.css).
 */
import { PAPER_MOTIF } from '../../model/motifs.ts';
import type { Whitepaper } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { seeded } from './compose.ts';
import { motifDrawings } from './motifs.tsx';

const ACCENTS = ['b', 'e', 'p', 'y'] as const;

export function PaperCover({ paper, company, className }: { paper: Whitepaper; company: string; className?: string }) {
  // The spine's colour goes round the accents in the order of the papers' addresses, so neighbours differ.
  const rank = useSite().content.whitepapers.map((w) => w.id).sort().indexOf(paper.id);
  const accent = ACCENTS[(rank + ACCENTS.length) % ACCENTS.length];
  const glowX = Math.round(80 + seeded(paper.id)() * 80);
  return (
    <div className={`pc${className ? ` ${className}` : ''}`} aria-hidden="true">
      <svg className={`pc__art a-${accent}`} viewBox="0 0 240 320" width="240" height="320" data-motif={paper.motif ?? PAPER_MOTIF}>
        <path className="l" d="M12 0h188l40 40v268q0 12-12 12H12Q0 320 0 308V12Q0 0 12 0Z" />
        <path className="m" d="M200 0v28q0 12 12 12h28Z" />
        <path className="a" d="M14 0v320h-2Q0 320 0 308V12Q0 0 12 0Z" />
        <rect className="s" x="30" y="164" width="186" height="122" rx="10" />
        <circle className="h" cx={glowX} cy="214" r="38" />
        <path className="g" d="M30 256h186v20q0 10-10 10H40q-10 0-10-10Z" />
        <g transform="translate(69 167) scale(0.9)">{motifDrawings[paper.motif ?? PAPER_MOTIF]}</g>
      </svg>
      <p className="pc__kind">Whitepaper</p>
      <p className="pc__title">{paper.title}</p>
      <p className="pc__foot">{company}</p>
    </div>
  );
}
