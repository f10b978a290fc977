/**
 * The drawn motifs (site/model/motifs.ts), flat geometric: each in a box of 120 × 100 standing on
 * its foot (y = 100), built from rounded rectangles, circles and short paths, no outlines. The
 * one-letter classes are the illustration palette (drawn-cover.css): l light, m mid, d deep,
 * k ink, b brand, a the cover's accent, y amber, e green, p pink, h glow, t1–t3 skin tones.
 */
import type { ReactNode } from 'react';
import type { Motif } from '../../model/motifs.ts';

const wheel = (cx: number, cy: number, r: number) => (
  <>
    <circle className="k" cx={cx} cy={cy} r={r} />
    <circle className="m" cx={cx} cy={cy} r={r * 0.42} />
  </>
);

/** Rows and columns of windows: `cols` x positions, `rows` y positions, all `w` × `h`. */
const windows = (cols: number[], rows: number[], w: number, h: number, className = 'h') =>
  rows.flatMap((y) => cols.map((x) => <rect key={`${x},${y}`} className={className} x={x} y={y} width={w} height={h} rx="2" />));

/** A standing figure: head, hair, a rounded body in `shirt`; its feet at `y`. */
export const figure = (x: number, y: number, skin: string, shirt: string) => (
  <>
    <rect className={shirt} x={x - 10} y={y - 40} width="20" height="40" rx="10" />
    <circle className={skin} cx={x} cy={y - 50} r="8" />
    <path className="k" d={`M${x - 8} ${y - 50}a8 8 0 0 1 16 0q-8-4-16 0Z`} />
  </>
);

export const motifDrawings: Record<Motif, ReactNode> = {
  'two-wheeler': (
    <>
      {wheel(26, 86, 14)}
      {wheel(96, 86, 14)}
      <rect className="a" x="10" y="58" width="50" height="22" rx="11" />
      <rect className="k" x="16" y="49" width="36" height="9" rx="4.5" />
      <rect className="d" x="40" y="72" width="48" height="8" rx="4" />
      <rect className="a" x="84" y="26" width="10" height="60" rx="5" transform="rotate(-14 89 56)" />
      <rect className="k" x="70" y="20" width="22" height="6" rx="3" />
      <circle className="y" cx="91" cy="36" r="4" />
      <path className="l" d="M34 61l-6 9h5l-2 7 8-10h-5l2-6Z" />
    </>
  ),
  car: (
    <>
      <path className="a" d="M28 62l12-20q3-5 9-5h28q6 0 10 5l16 20Z" />
      <path className="h" d="M44 60l7-14q2-3 5-3h8v17Zm26 0V43h8q3 0 5 3l9 14Z" />
      <rect className="a" x="4" y="58" width="112" height="26" rx="12" />
      <rect className="y" x="106" y="64" width="8" height="6" rx="3" />
      <rect className="d" x="52" y="68" width="14" height="4" rx="2" />
      {wheel(30, 86, 12)}
      {wheel(90, 86, 12)}
    </>
  ),
  truck: (
    <>
      <rect className="l" x="2" y="28" width="76" height="56" rx="6" />
      <rect className="a" x="2" y="48" width="76" height="10" />
      <rect className="a" x="80" y="44" width="36" height="40" rx="8" />
      <rect className="h" x="90" y="50" width="20" height="14" rx="3" />
      <rect className="d" x="2" y="80" width="114" height="8" rx="4" />
      {wheel(22, 88, 11)}
      {wheel(58, 88, 11)}
      {wheel(98, 88, 11)}
    </>
  ),
  storefront: (
    <>
      <rect className="l" x="8" y="26" width="104" height="74" rx="4" />
      <rect className="b" x="34" y="4" width="52" height="16" rx="5" />
      <rect className="a" x="2" y="20" width="116" height="14" rx="5" />
      {[0, 1, 2, 3, 4, 5].map((i) => <path key={i} className={i % 2 ? 'l' : 'a'} d={`M${2 + i * 19.33} 33a9.67 9.67 0 0 0 19.33 0Z`} />)}
      <rect className="h" x="16" y="52" width="48" height="34" rx="3" />
      <rect className="y" x="22" y="70" width="10" height="16" rx="2" />
      <rect className="e" x="36" y="64" width="10" height="22" rx="2" />
      <rect className="p" x="50" y="74" width="10" height="12" rx="2" />
      <rect className="m" x="74" y="52" width="28" height="48" rx="3" />
      <circle className="l" cx="96" cy="78" r="2.5" />
    </>
  ),
  factory: (
    <>
      <rect className="d" x="86" y="8" width="14" height="40" rx="4" />
      <circle className="h" cx="104" cy="4" r="7" />
      <path className="m" d="M4 54V34l28 20V34l28 20V34l28 20V34l28 20Z" />
      <rect className="l" x="4" y="52" width="112" height="48" rx="4" />
      {windows([14, 40, 66], [64], 18, 12, 'k')}
      <rect className="a" x="94" y="68" width="16" height="32" rx="3" />
    </>
  ),
  phone: (
    <>
      <rect className="k" x="34" y="2" width="54" height="98" rx="10" />
      <rect className="l" x="39" y="10" width="44" height="80" rx="5" />
      <rect className="m" x="44" y="16" width="28" height="9" rx="4.5" />
      <rect className="h" x="50" y="30" width="28" height="9" rx="4.5" />
      <circle className="a" cx="61" cy="62" r="14" />
      <path className="l" d="M55 62l4 4 8-9 3 3-11 12-7-7Z" />
      <rect className="b" x="84" y="14" width="32" height="18" rx="9" />
      <circle className="l" cx="94" cy="23" r="2" /><circle className="l" cx="100" cy="23" r="2" /><circle className="l" cx="106" cy="23" r="2" />
    </>
  ),
  laptop: (
    <>
      <rect className="k" x="14" y="22" width="92" height="64" rx="6" />
      <rect className="l" x="20" y="28" width="80" height="52" rx="3" />
      <rect className="m" x="28" y="60" width="10" height="14" rx="2" />
      <rect className="b" x="44" y="48" width="10" height="26" rx="2" />
      <rect className="a" x="60" y="38" width="10" height="36" rx="2" />
      <rect className="h" x="76" y="36" width="18" height="8" rx="4" />
      <rect className="d" x="2" y="86" width="116" height="10" rx="5" />
    </>
  ),
  shield: (
    <>
      <path className="d" d="M60 2l42 14v32c0 28-18 44-42 52-24-8-42-24-42-52V16Z" />
      <path className="a" d="M60 14l30 10v24c0 20-12 33-30 40-18-7-30-20-30-40V24Z" />
      <path className="l" d="M46 50l9 9 19-21 6 6-25 27-15-15Z" />
    </>
  ),
  server: (
    <>
      <circle className="l" cx="86" cy="14" r="12" /><circle className="l" cx="102" cy="18" r="9" /><rect className="l" x="72" y="16" width="42" height="12" rx="6" />
      {[32, 54, 76].map((y, i) => (
        <g key={y}>
          <rect className="d" x="20" y={y} width="72" height="20" rx="5" />
          <circle className={i === 1 ? 'a' : 'e'} cx="32" cy={y + 10} r="3.5" />
          <rect className="m" x="50" y={y + 8} width="32" height="4" rx="2" />
        </g>
      ))}
    </>
  ),
  chart: (
    <>
      <rect className="d" x="56" y="84" width="8" height="16" rx="3" />
      <rect className="l" x="6" y="6" width="108" height="82" rx="8" />
      <rect className="m" x="20" y="54" width="14" height="24" rx="3" />
      <rect className="m" x="42" y="42" width="14" height="36" rx="3" />
      <rect className="b" x="64" y="30" width="14" height="48" rx="3" />
      <rect className="a" x="86" y="18" width="14" height="60" rx="3" />
      <path className="a" d="M20 36l14-10 8 6 14-12 4 4-18 15-8-6-10 8Z" />
    </>
  ),
  gift: (
    <>
      <rect className="a" x="20" y="46" width="80" height="54" rx="6" />
      <rect className="a" x="12" y="32" width="96" height="18" rx="5" />
      <rect className="d" x="12" y="44" width="96" height="6" />
      <rect className="l" x="54" y="32" width="12" height="68" />
      <path className="b" d="M60 32c-8-20-32-20-28-6 3 8 16 8 28 6Zm0 0c8-20 32-20 28-6-3 8-16 8-28 6Z" />
    </>
  ),
  coins: (
    <>
      {[88, 76, 64, 52].map((y) => <rect key={y} className="y" x="8" y={y} width="44" height="12" rx="6" />)}
      {[88, 76, 64, 52].map((y) => <rect key={`s${y}`} className="h" x="12" y={y + 4} width="36" height="2" rx="1" />)}
      <circle className="y" cx="86" cy="60" r="30" />
      <circle className="h" cx="86" cy="60" r="22" />
      <path className="d" d="M76 47h20v4h-6q2 1.5 2.6 4H96v4h-3.4q-1.6 6-9 6.6L95 77h-7l-12-11.6V61h7q3.2 0 4.6-2H76v-4h11.6q-1.4-2-4.6-2H76Z" />
    </>
  ),
  handshake: (
    <>
      {figure(24, 100, 't1', 'b')}
      {figure(96, 100, 't3', 'a')}
      <rect className="b" x="30" y="64" width="34" height="10" rx="5" transform="rotate(-12 30 69)" />
      <rect className="a" x="56" y="57" width="34" height="10" rx="5" transform="rotate(12 90 62)" />
      <circle className="t2" cx="60" cy="60" r="7" />
      <path className="y" d="M60 16l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1Z" />
    </>
  ),
  field: (
    <>
      <circle className="y" cx="104" cy="12" r="10" />
      <path className="p" d="M2 100V50l22-20 22 20v50Z" />
      <rect className="l" x="16" y="70" width="16" height="30" rx="2" />
      <rect className="m" x="48" y="34" width="14" height="66" rx="7" />
      {[74, 90, 106].map((x) => (
        <g key={x}>
          <rect className="e" x={x - 1.5} y="50" width="3" height="50" rx="1.5" />
          <path className="e" d={`M${x} 86c-10-2-14-10-12-16 6 2 11 8 12 16Zm0-14c10-2 14-10 12-16-6 2-11 8-12 16Z`} />
          <rect className="y" x={x - 2.5} y="40" width="5" height="14" rx="2.5" />
        </g>
      ))}
    </>
  ),
  hospital: (
    <>
      <rect className="l" x="10" y="28" width="100" height="72" rx="4" />
      <rect className="m" x="4" y="24" width="112" height="8" rx="4" />
      <circle className="p" cx="60" cy="18" r="16" />
      <path className="l" d="M56 8h8v6h6v8h-6v6h-8v-6h-6v-8h6Z" />
      {windows([20, 36, 74, 90], [44, 62], 10, 10, 'h')}
      <rect className="b" x="48" y="70" width="24" height="30" rx="3" />
    </>
  ),
  school: (
    <>
      <rect className="k" x="59" y="0" width="2" height="16" />
      <rect className="a" x="61" y="0" width="14" height="8" rx="2" />
      <path className="d" d="M6 46l54-30 54 30Z" />
      <circle className="l" cx="60" cy="35" r="7" />
      <rect className="l" x="14" y="46" width="92" height="54" rx="2" />
      {[22, 40, 72, 90].map((x) => <rect key={x} className="m" x={x} y="54" width="8" height="46" rx="3" />)}
      <rect className="b" x="52" y="68" width="16" height="32" rx="3" />
    </>
  ),
  hotel: (
    <>
      <rect className="d" x="28" y="6" width="64" height="94" rx="4" />
      <rect className="a" x="38" y="12" width="44" height="10" rx="3" />
      {windows([38, 55, 72], [30, 44, 58], 10, 8, 'h')}
      <rect className="y" x="55" y="44" width="10" height="8" rx="2" />
      <rect className="a" x="40" y="78" width="40" height="8" rx="4" />
      <rect className="l" x="50" y="86" width="20" height="14" rx="2" />
    </>
  ),
  tower: (
    <>
      <path className="d" d="M56 22h8l22 78h-10L60 40 44 100H34Z" />
      <rect className="d" x="44" y="58" width="32" height="5" rx="2.5" />
      <rect className="d" x="38" y="80" width="44" height="5" rx="2.5" />
      <circle className="a" cx="60" cy="18" r="7" />
      <path className="a" d="M78 4a22 22 0 0 1 0 28l-5-4a15 15 0 0 0 0-20ZM42 4a22 22 0 0 0 0 28l5-4a15 15 0 0 1 0-20Z" />
    </>
  ),
  building: (
    <>
      <rect className="m" x="10" y="14" width="54" height="86" rx="4" />
      {[24, 38, 52, 66, 80].map((y) => <rect key={y} className="l" x="18" y={y} width="38" height="6" rx="3" />)}
      <rect className="l" x="58" y="38" width="52" height="62" rx="4" />
      {windows([66, 82, 98], [48, 62, 76], 6, 8, 'a')}
      <rect className="d" x="76" y="86" width="16" height="14" rx="2" />
    </>
  ),
  bank: (
    <>
      <path className="d" d="M4 34L60 4l56 30Z" />
      <circle className="y" cx="60" cy="22" r="6" />
      <rect className="d" x="8" y="34" width="104" height="8" rx="2" />
      {[16, 41, 67, 92].map((x) => <rect key={x} className="l" x={x} y="44" width="12" height="44" rx="3" />)}
      <rect className="a" x="4" y="88" width="112" height="12" rx="3" />
    </>
  ),
  bulb: (
    <>
      <circle className="h" cx="52" cy="38" r="38" />
      <circle className="y" cx="52" cy="38" r="26" />
      <rect className="l" x="42" y="58" width="20" height="14" rx="3" />
      <rect className="m" x="42" y="74" width="20" height="6" rx="3" />
      <rect className="m" x="44" y="82" width="16" height="6" rx="3" />
      <rect className="l" x="92" y="56" width="24" height="36" rx="5" />
      <rect className="a" x="100" y="62" width="8" height="14" rx="4" />
      <rect className="d" x="102" y="92" width="4" height="8" />
    </>
  ),
  gem: (
    <>
      <path className="a" d="M34 32h52l20 22-46 46-46-46Z" />
      <path className="l" d="M14 54h92L86 32H34Z" opacity="0.5" />
      <path className="d" d="M46 54l14 46 14-46Z" opacity="0.35" />
      <path className="y" d="M104 8l3 7 7 3-7 3-3 7-3-7-7-3 7-3ZM16 14l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" />
    </>
  ),
};
