/**
 * The drawn cover of a post or case study without a photo (docs/content.md §12): a 16:9 scene in
 * the illustration style (illustration.css), its motif standing on a ground band in one of five
 * layouts, mirrored or not (compose.ts). Decorative (aria-hidden), as the card's text says what
 * the item is; no ids inside, so a card and its dialog may show the same drawing.
 */
import type { ReactNode } from 'react';
import type { Motif } from '../../model/motifs.ts';
import type { BlogPost, CaseStudy } from '../../model/resources.ts';
import { useSite } from '../../site-context.tsx';
import { LAYOUTS, postKey, postMotif, seeded, studyKey, studyMotif, variantOf } from './compose.ts';
import { figure, motifDrawings } from './motifs.tsx';

const GROUND = 148;
const ACCENTS = ['b', 'y', 'e', 'p'] as const;
const SKINS = ['t1', 't2', 't3'] as const;
const SHIRTS = ['b', 'm', 'p', 'e', 'd'] as const;

const tree = (x: number) => (
  <>
    <rect className="d" x={x - 3} y={GROUND - 26} width="6" height="26" rx="3" />
    <circle className="e" cx={x} cy={GROUND - 36} r="15" />
  </>
);
const plant = (x: number) => (
  <>
    <path className="e" d={`M${x} ${GROUND - 12}c-12-6-12-18-2-22 6 6 6 16 2 22Zm0 0c12-6 12-18 2-22-6 6-6 16-2 22Z`} />
    <rect className="a" x={x - 8} y={GROUND - 13} width="16" height="13" rx="3" />
  </>
);
const parcel = (x: number) => (
  <>
    <rect className="y" x={x - 14} y={GROUND - 24} width="28" height="24" rx="3" />
    <rect className="l" x={x - 3} y={GROUND - 24} width="6" height="24" />
  </>
);
const cloud = (x: number, y: number) => <path className="l" d={`M${x} ${y}h40a6 6 0 0 0 0-12h-6a10 10 0 0 0-18-4 8 8 0 0 0-16 4 6 6 0 0 0 0 12Z`} />;
/** A floating card of an app: a header bar in the accent, an avatar and lines. */
const panel = (
  <>
    <rect className="l" x="184" y="26" width="108" height="78" rx="10" />
    <rect className="a" x="196" y="38" width="50" height="8" rx="4" />
    <circle className="h" cx="204" cy="66" r="8" />
    <rect className="m" x="218" y="60" width="60" height="5" rx="2.5" />
    <rect className="h" x="218" y="70" width="42" height="5" rx="2.5" />
    <rect className="m" x="196" y="86" width="84" height="6" rx="3" />
  </>
);

/** A scene: `variant` picks the layout (and whether it is mirrored); `seed` the details. */
export function DrawnCover({ motif, seed, variant, className }: { motif: Motif; seed: string; variant: number; className?: string }) {
  const random = seeded(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const within = (min: number, max: number) => Math.round(min + random() * (max - min));
  const accent = pick(ACCENTS);
  const person = (x: number) => figure(x, GROUND, pick(SKINS), pick(SHIRTS));
  const mirrored = variant >= LAYOUTS;
  // In a mirrored layout the motif is turned back, so a tick, a ₹ or a vehicle never reads backwards.
  const drawing = (x: number, y: number, scale = 1) => (
    <g transform={`translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}${mirrored ? ' matrix(-1 0 0 1 120 0)' : ''}`}>{motifDrawings[motif]}</g>
  );
  const clouds = cloud(within(20, 70), within(28, 50));

  const layouts: ReactNode[] = [
    // Stage: the motif in the middle, in its glow, a person beside it and a tree.
    <>
      <circle className="h" cx="160" cy="84" r={within(56, 68)} />
      {clouds}
      {drawing(100, GROUND - 100)}
      {person(within(56, 76))}
      {tree(within(252, 270))}
    </>,
    // Side: the motif at one side, an app's card floating at the other with a person before it.
    <>
      <circle className="h" cx={within(84, 100)} cy="76" r={within(52, 60)} />
      {panel}
      {drawing(36, GROUND - 100)}
      {person(within(200, 214))}
      {plant(within(270, 284))}
    </>,
    // Hill: a sun over two trees, the motif on the rise.
    <>
      <path className="q" d={`M110 ${GROUND}q80-${within(56, 74)} 210-36V${GROUND}Z`} />
      <circle className="h" cx={within(60, 86)} cy="44" r="26" />
      <circle className="y" cx={within(60, 86)} cy="44" r="13" />
      {tree(44)}
      {tree(within(74, 84))}
      {drawing(172, GROUND - 88, 0.88)}
    </>,
    // Close: the motif large, a wide glow behind it, a parcel and a plant beside.
    <>
      <circle className="h" cx={within(230, 260)} cy="44" r={within(78, 92)} />
      {[0, 1, 2].map((i) => <circle key={i} className="l" cx={24 + i * 12} cy={within(20, 30)} r="3" />)}
      {drawing(64, GROUND - 125, 1.25)}
      {parcel(within(244, 252))}
      {plant(286)}
    </>,
    // Window: the motif framed by an arch, a person outside and a cloud.
    <>
      <path className="h" d={`M84 ${GROUND}V44q0-24 24-24h104q24 0 24 24v${GROUND - 44}Z`} />
      {cloud(within(246, 262), within(34, 48))}
      {drawing(104, GROUND - 92, 0.92)}
      {person(within(44, 60))}
      {plant(within(262, 282))}
    </>,
  ];
  return (
    <svg
      className={`dc a-${accent}${className ? ` ${className}` : ''}`}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      width="320"
      height="180"
      aria-hidden="true"
      data-motif={motif}
      data-layout={variant}
    >
      <rect className="s" width="320" height="180" />
      <rect className="g" y={GROUND} width="320" height={180 - GROUND} />
      <rect className="q" y={GROUND} width="320" height="4" />
      <g transform={mirrored ? 'matrix(-1 0 0 1 320 0)' : undefined}>{layouts[variant % LAYOUTS]}</g>
    </svg>
  );
}

/** A post's drawn cover. */
export function PostCover({ post, className }: { post: BlogPost; className?: string }) {
  const { content } = useSite();
  return <DrawnCover motif={postMotif(post, content)} seed={post.slug} variant={variantOf(content, postKey(post))} className={className} />;
}

/** A case study's drawn cover. */
export function StudyCover({ study, className }: { study: CaseStudy; className?: string }) {
  const { content } = useSite();
  return <DrawnCover motif={studyMotif(study)} seed={study.id} variant={variantOf(content, studyKey(study))} className={className} />;
}
