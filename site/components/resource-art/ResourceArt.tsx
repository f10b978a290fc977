/**
 * Generated artwork for case-study and blog cards (docs/decisions.md §11): inline SVG drawn
 * for this site, tinted by the record's colour through the .tint-<colour> classes, so one drawing
 * serves every colour. Decorative (aria-hidden): the card's text carries the information.
 *
 * No ids inside the SVG (no gradients or clip paths by reference): the same art can appear twice
 * on a page (card and dialog) without duplicate ids; gradients are CSS backgrounds instead.
 * Case-study art moves a little (resource-art.css), from and back to its still frame: in the
 * listings only while on screen (the island switches data-art-play), never under reduced motion,
 * never for more than 5 s.
 */
import type { ReactNode } from 'react';
import type { colors } from '../../model/content.ts';
import type { IconName } from '../../model/icons.ts';
import { iconPaths } from '../../icons/paths.ts';
import { illustrationFor } from '../../lib/listing.ts';
import { useSite } from '../../site-context.tsx';

type Color = (typeof colors)[number];
type Illustration = ReturnType<typeof illustrationFor>;

/** A gear of `teeth` teeth centred on 0,0: the outline as one path (drawn once, at module load). */
function gearPath(teeth: number, outer: number, inner: number): string {
  const step = (Math.PI * 2) / teeth;
  const points: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [angle, r] of [[a, inner], [a + step * 0.2, outer], [a + step * 0.5, outer], [a + step * 0.7, inner]] as const) {
      points.push(`${(Math.cos(angle) * r).toFixed(1)} ${(Math.sin(angle) * r).toFixed(1)}`);
    }
  }
  return `M${points.join('L')}Z`;
}
const bigGear = gearPath(12, 38, 31);
const smallGear = gearPath(9, 25, 19);

/** Each industry's drawing on a 320×180 canvas. Classes: t tint, s soft tint, w white, a* animated. */
const drawings: Record<Illustration, ReactNode> = {
  banking: (
    <>
      <path className="ra-t" d="M44 74 110 40l66 34Z" />
      <rect className="ra-t" x="50" y="74" width="120" height="8" rx="2" />
      {[60, 86, 112, 138].map((x) => <rect key={x} className="ra-w ra-line" x={x} y="86" width="18" height="42" rx="3" />)}
      <rect className="ra-t" x="44" y="130" width="132" height="8" rx="2" />
      <rect className="ra-t ra-fade" x="36" y="140" width="148" height="7" rx="2" />
      <circle className="ra-w" cx="110" cy="62" r="7" />
      <rect className="ra-t ra-fade ra-grow" x="204" y="112" width="16" height="35" rx="3" />
      <rect className="ra-t ra-fade ra-grow ra-d1" x="228" y="96" width="16" height="51" rx="3" />
      <rect className="ra-t ra-grow ra-d2" x="252" y="76" width="16" height="71" rx="3" />
      <g className="ra-bob">
        <ellipse className="ra-t" cx="276" cy="48" rx="16" ry="16" />
        <ellipse className="ra-w" cx="276" cy="48" rx="10" ry="10" />
        <path className="ra-stroke" d="M271 42h10M271 47h10M274 42c6 0 6 9 0 9l7 6" />
      </g>
    </>
  ),
  retail: (
    <>
      <rect className="ra-w ra-line" x="40" y="70" width="128" height="78" rx="6" />
      <path className="ra-t" d="M34 48h140l-6 24H40Z" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => <path key={i} className={i % 2 ? 'ra-w' : 'ra-t'} d={`M${40 + i * 18.3} 72a9.15 9.15 0 0 0 18.3 0Z`} />)}
      <rect className="ra-s ra-line" x="54" y="96" width="44" height="30" rx="3" />
      <rect className="ra-t" x="112" y="96" width="40" height="52" rx="3" />
      <circle className="ra-w" cx="144" cy="124" r="2.5" />
      <g className="ra-swing">
        <path className="ra-stroke ra-thick" d="M226 74v-8a16 16 0 0 1 32 0v8" />
        <path className="ra-t" d="M210 74h64l6 74h-76Z" />
        <path className="ra-w" d="M231 104l5-10 5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5Z" />
      </g>
      <g className="ra-blink">
        <path className="ra-t" d="M290 40l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" />
        <path className="ra-t ra-fade" d="M196 44l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" />
      </g>
    </>
  ),
  technology: (
    <>
      <rect className="ra-t" x="36" y="38" width="156" height="100" rx="8" />
      <rect className="ra-dark" x="44" y="46" width="140" height="84" rx="4" />
      <g className="ra-type">
        <rect className="ra-t" x="54" y="58" width="44" height="6" rx="3" />
        <rect className="ra-w" x="104" y="58" width="28" height="6" rx="3" />
        <rect className="ra-code" x="66" y="72" width="64" height="6" rx="3" />
        <rect className="ra-t" x="66" y="86" width="36" height="6" rx="3" />
        <rect className="ra-w" x="108" y="86" width="50" height="6" rx="3" />
        <rect className="ra-code" x="54" y="100" width="54" height="6" rx="3" />
        <rect className="ra-t" x="54" y="114" width="24" height="6" rx="3" />
      </g>
      <path className="ra-t" d="M100 138h28l6 14h-40Z" />
      <rect className="ra-t" x="84" y="150" width="60" height="5" rx="2.5" />
      {[46, 80, 114].map((y, i) => (
        <g key={y}>
          <rect className="ra-w ra-line" x="214" y={y} width="76" height="28" rx="6" />
          <rect className="ra-s" x="224" y={y + 11} width="34" height="6" rx="3" />
          <circle className={`ra-t ra-blink ra-d${i}`} cx="272" cy={y + 14} r="4" />
          <circle className="ra-t ra-fade" cx="282" cy={y + 14} r="3" />
        </g>
      ))}
    </>
  ),
  automotive: (
    <>
      <rect className="ra-dark" x="0" y="140" width="320" height="40" />
      <g className="ra-road">
        {[-40, 20, 80, 140, 200, 260, 320].map((x) => <rect key={x} className="ra-w" x={x} y="158" width="30" height="4" rx="2" />)}
      </g>
      <g className="ra-bob">
        <path className="ra-t" d="M58 128v-18c0-6 4-10 10-11l26-4 20-20c4-4 9-6 15-6h52c6 0 11 2 15 6l22 22 22 4c6 1 10 6 10 12v15Z" />
        <path className="ra-s" d="M120 74h30v24h-52Zm38 0h20c3 0 6 1 8 3l19 21h-47Z" />
        <rect className="ra-w" x="236" y="108" width="14" height="6" rx="3" />
      </g>
      {[96, 222].map((cx) => (
        <g key={cx}>
          <circle className="ra-dark" cx={cx} cy="130" r="17" />
          <g className="ra-spin">
            <circle className="ra-w" cx={cx} cy="130" r="9" />
            <path className="ra-stroke" d={`M${cx - 9} 130h18M${cx} 121v18`} />
          </g>
        </g>
      ))}
      <g className="ra-blink">
        <circle className="ra-w ra-line" cx="272" cy="40" r="18" />
        <path className="ra-t" d="M274 27l-10 15h7l-3 11 11-16h-7Z" />
      </g>
    </>
  ),
  healthcare: (
    <>
      <rect className="ra-w ra-line" x="150" y="62" width="140" height="76" rx="10" />
      <path className="ra-stroke ra-thick" d="M162 104h26l8-20 12 40 10-30 6 10h56" />
      <g className="ra-beat">
        <path className="ra-t" d="M92 146 46 100c-14-14-10-38 8-44 12-4 26 0 38 14 12-14 26-18 38-14 18 6 22 30 8 44Z" />
        <path className="ra-w ra-fade" d="M62 74c4-6 12-8 18-5" />
      </g>
      <g className="ra-blink">
        <circle className="ra-t" cx="262" cy="38" r="18" />
        <path className="ra-w" d="M257 27h10v6h6v10h-6v6h-10v-6h-6V33h6Z" />
      </g>
    </>
  ),
  generic: (
    <>
      <g transform="translate(122 92)">
        <g className="ra-gear1">
          <path className="ra-t" d={bigGear} />
          <circle className="ra-w" r="12" />
        </g>
      </g>
      <g transform="translate(182 130)">
        <g className="ra-gear2">
          <path className="ra-t ra-fade" d={smallGear} />
          <circle className="ra-w" r="8" />
        </g>
      </g>
      <rect className="ra-w ra-line" x="216" y="40" width="76" height="52" rx="8" />
      <path className="ra-stroke ra-thick" d="M228 78l14-12 12 8 24-20" />
      <g className="ra-blink">
        <circle className="ra-t" cx="278" cy="54" r="4" />
      </g>
      <rect className="ra-s ra-line" x="30" y="36" width="52" height="26" rx="6" />
      <rect className="ra-t" x="40" y="46" width="30" height="6" rx="3" />
    </>
  ),
};

/** The card illustration of a case study: one of six drawings, chosen by its industry. */
export function CaseStudyArt({ industry, color }: { industry: string; color: Color }) {
  const kind = illustrationFor(industry);
  return (
    <svg className={`ra ra--${kind} tint-${color}`} viewBox="0 0 320 180" width="320" height="180" aria-hidden="true" focusable="false" data-art="">
      <rect className="ra-bg" width="320" height="180" />
      <circle className="ra-halo" cx="300" cy="10" r="70" />
      <circle className="ra-halo" cx="18" cy="176" r="50" />
      {drawings[kind]}
    </svg>
  );
}

/** A small deterministic generator (mulberry32) seeded from the title, so a post's art never changes between builds. */
function seeded(text: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A blog post's picture: a gradient in its colour, shapes placed by its title, its category's glyph (content/blog-categories.ts). */
export function PostArt({ color, category, title }: { color: Color; category: string; title: string }) {
  const icon: IconName = useSite().content.blogCategories.find((c) => c.name === category)?.icon ?? 'sparkles';
  const random = seeded(title);
  const at = (min: number, max: number) => Math.round(min + random() * (max - min));
  const rings = Array.from({ length: 3 }, () => ({ cx: at(300, 620), cy: at(20, 340), r: at(60, 150) }));
  const dots = Array.from({ length: 5 }, () => ({ cx: at(260, 620), cy: at(30, 330), r: at(6, 18) }));
  // A wave across the foot: points every 160 units joined by curves with level tangents.
  const heights = Array.from({ length: 5 }, () => at(230, 320));
  const wave = heights.slice(1).map((y, i) => `C${i * 160 + 80} ${heights[i]} ${i * 160 + 80} ${y} ${(i + 1) * 160} ${y}`).join('');
  // In a box taller than 16:9 (the featured card's panel) the drawing covers it, cut at the right, far from the tile.
  return (
    <svg className={`pa tint-${color}`} viewBox="0 0 640 360" preserveAspectRatio="xMinYMid slice" width="640" height="360" aria-hidden="true" focusable="false">
      {rings.map((c, i) => <circle key={`r${i}`} className="pa-ring" cx={c.cx} cy={c.cy} r={c.r} />)}
      {dots.map((c, i) => <circle key={`d${i}`} className="pa-dot" cx={c.cx} cy={c.cy} r={c.r} />)}
      <path className="pa-wave" d={`M0 360V${heights[0]}${wave}V360Z`} />
      <rect className="pa-tile" x="64" y="96" width="128" height="128" rx="28" />
      <g className="pa-glyph" transform="translate(88 120) scale(3.333)" dangerouslySetInnerHTML={{ __html: iconPaths[icon] }} />
    </svg>
  );
}
