/**
 * The company pages' drawings (About, Careers, Partners, Contact, Terms & Privacy, the 404 page), in the illustration style of
 * docs/design.md: flat shapes on a 480 × 320 canvas, colours only from the --ill-* tokens
 * (site/styles/illustration.css), so they follow the site's theme. Decorative: each page's heading
 * and text say what it is about, so they are hidden from screen readers.
 */
import type { ReactNode } from 'react';

const ill = (name: string) => `var(--ill-${name})`;

function Scene({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg className={`company-scene company-scene--${name}`} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="480" height="320" fill={ill('sky')} />
      {children}
    </svg>
  );
}

/** A simple rounded figure: head, hair and body; `seated` figures are cut by the table in front. */
function Person({ x, y, skin, shirt, tall = 70 }: { x: number; y: number; skin: string; shirt: string; tall?: number }) {
  return (
    <g>
      <rect x={x - 22} y={y + 20} width="44" height={tall} rx="20" fill={ill(shirt)} />
      <circle cx={x} cy={y} r="16" fill={ill(skin)} />
      <path d={`M${x - 16} ${y - 2}a16 16 0 0 1 32 0c-8-7-22-7-32 0z`} fill={ill('ink')} />
    </g>
  );
}

/** About: the team at work in its office, a city through the window, a dashboard on the wall. */
export function AboutScene() {
  return (
    <Scene name="about">
      <circle cx="330" cy="100" r="110" fill={ill('glow')} />
      <rect x="36" y="40" width="156" height="124" rx="12" fill={ill('light')} />
      <rect x="50" y="98" width="22" height="52" rx="4" fill={ill('mid')} />
      <rect x="78" y="74" width="28" height="76" rx="4" fill={ill('ground-2')} />
      <rect x="112" y="108" width="20" height="42" rx="4" fill={ill('mid')} />
      <rect x="138" y="64" width="30" height="86" rx="4" fill={ill('ground-2')} />
      <circle cx="160" cy="58" r="10" fill={ill('accent')} />
      <rect x="226" y="36" width="212" height="128" rx="12" fill={ill('ink')} />
      <rect x="246" y="54" width="84" height="8" rx="4" fill={ill('mid')} />
      <rect x="246" y="106" width="18" height="40" rx="4" fill={ill('brand')} />
      <rect x="272" y="90" width="18" height="56" rx="4" fill={ill('mid')} />
      <rect x="298" y="74" width="18" height="72" rx="4" fill={ill('accent-2')} />
      <rect x="324" y="96" width="18" height="50" rx="4" fill={ill('brand')} />
      <circle cx="394" cy="100" r="26" fill={ill('accent')} />
      <circle cx="394" cy="100" r="13" fill={ill('ink')} />
      <rect y="250" width="480" height="70" fill={ill('ground')} />
      <Person x={240} y={170} skin="skin-3" shirt="accent-3" tall={48} />
      <Person x={170} y={178} skin="skin-1" shirt="mid" tall={40} />
      <rect x="110" y="214" width="264" height="16" rx="8" fill={ill('deep')} />
      <rect x="130" y="228" width="12" height="40" rx="4" fill={ill('deep')} />
      <rect x="342" y="228" width="12" height="40" rx="4" fill={ill('deep')} />
      <rect x="206" y="192" width="60" height="24" rx="4" fill={ill('light')} />
      <rect x="302" y="198" width="16" height="16" rx="4" fill={ill('light')} />
      <Person x={78} y={168} skin="skin-2" shirt="brand" tall={78} />
      <Person x={420} y={166} skin="skin-1" shirt="accent-2" tall={80} />
      <rect x="424" y="126" width="12" height="50" rx="6" fill={ill('accent-2')} transform="rotate(-30 430 176)" />
      <rect x="14" y="232" width="30" height="30" rx="6" fill={ill('accent')} />
      <ellipse cx="22" cy="216" rx="9" ry="20" fill={ill('accent-2')} />
      <ellipse cx="37" cy="212" rx="9" ry="24" fill={ill('accent-2')} />
    </Scene>
  );
}

/** Contact: a phone with a conversation, a letter, a map pin, and someone answering at a desk. */
export function ContactScene() {
  return (
    <Scene name="contact">
      <circle cx="170" cy="130" r="120" fill={ill('glow')} />
      <rect y="262" width="480" height="58" fill={ill('ground')} />
      <rect x="70" y="44" width="124" height="216" rx="18" fill={ill('ink')} />
      <rect x="80" y="62" width="104" height="184" rx="10" fill={ill('light')} />
      <rect x="90" y="80" width="66" height="22" rx="11" fill={ill('mid')} />
      <rect x="108" y="110" width="66" height="22" rx="11" fill={ill('brand')} />
      <rect x="90" y="140" width="54" height="22" rx="11" fill={ill('mid')} />
      <rect x="120" y="170" width="54" height="22" rx="11" fill={ill('accent-2')} />
      <circle cx="102" cy="212" r="5" fill={ill('mid')} />
      <circle cx="118" cy="212" r="5" fill={ill('mid')} />
      <circle cx="134" cy="212" r="5" fill={ill('mid')} />
      <rect x="300" y="52" width="128" height="84" rx="10" fill={ill('light')} />
      <path d="M304 60l60 40 60-40z" fill={ill('ground-2')} />
      <circle cx="364" cy="100" r="10" fill={ill('accent')} />
      <circle cx="246" cy="74" r="20" fill={ill('accent-3')} />
      <path d="M230 84l16 30 16-30z" fill={ill('accent-3')} />
      <circle cx="246" cy="74" r="8" fill={ill('light')} />
      <Person x={362} y={184} skin="skin-2" shirt="brand" tall={60} />
      <rect x="272" y="220" width="62" height="36" rx="6" fill={ill('mid')} />
      <rect x="256" y="252" width="196" height="12" rx="6" fill={ill('deep')} />
      <rect x="430" y="226" width="16" height="26" rx="5" fill={ill('accent')} />
    </Scene>
  );
}

/** The 404 page: a signpost in an empty field, one arm pointing back home. */
export function LostScene() {
  return (
    <Scene name="lost">
      <circle cx="240" cy="120" r="120" fill={ill('glow')} />
      <circle cx="380" cy="70" r="22" fill={ill('accent')} />
      <rect y="240" width="480" height="80" fill={ill('ground')} />
      <ellipse cx="120" cy="246" rx="70" ry="14" fill={ill('ground-2')} />
      <ellipse cx="380" cy="250" rx="80" ry="12" fill={ill('ground-2')} />
      <rect x="232" y="80" width="16" height="176" rx="6" fill={ill('deep')} />
      <path d="M250 96h96l20 18-20 18h-96z" fill={ill('brand')} />
      <path d="M230 140h-96l-20 18 20 18h96z" fill={ill('mid')} />
      <rect x="264" y="110" width="60" height="8" rx="4" fill={ill('light')} />
      <rect x="150" y="154" width="60" height="8" rx="4" fill={ill('light')} />
      <Person x={330} y={196} skin="skin-3" shirt="accent-2" tall={50} />
      <ellipse cx="70" cy="226" rx="10" ry="22" fill={ill('accent-2')} />
      <ellipse cx="88" cy="222" rx="10" ry="28" fill={ill('accent-2')} />
    </Scene>
  );
}

/** Careers: two colleagues celebrating a launch beside a desk, with a star and confetti. */
export function CareersScene() {
  return (
    <Scene name="careers">
      <circle cx="250" cy="120" r="112" fill={ill('glow')} />
      <rect y="252" width="480" height="68" fill={ill('ground')} />
      <rect x="300" y="150" width="140" height="84" rx="10" fill={ill('ink')} />
      <rect x="316" y="168" width="60" height="8" rx="4" fill={ill('mid')} />
      <rect x="316" y="186" width="92" height="8" rx="4" fill={ill('accent-2')} />
      <rect x="316" y="204" width="40" height="8" rx="4" fill={ill('brand')} />
      <rect x="286" y="232" width="168" height="12" rx="6" fill={ill('deep')} />
      <rect x="300" y="244" width="12" height="26" rx="4" fill={ill('deep')} />
      <rect x="428" y="244" width="12" height="26" rx="4" fill={ill('deep')} />
      <Person x={140} y={150} skin="skin-3" shirt="brand" tall={96} />
      <rect x="150" y="100" width="14" height="56" rx="7" fill={ill('brand')} transform="rotate(28 157 156)" />
      <Person x={226} y={156} skin="skin-1" shirt="accent-3" tall={90} />
      <rect x="200" y="104" width="14" height="56" rx="7" fill={ill('accent-3')} transform="rotate(-28 207 160)" />
      <path d="M184 52l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3z" fill={ill('accent')} />
      <circle cx="110" cy="80" r="6" fill={ill('accent-2')} />
      <circle cx="262" cy="70" r="5" fill={ill('mid')} />
      <circle cx="96" cy="124" r="4" fill={ill('accent-3')} />
      <circle cx="276" cy="110" r="6" fill={ill('accent')} />
      <rect x="40" y="222" width="30" height="32" rx="6" fill={ill('accent')} />
      <ellipse cx="48" cy="204" rx="9" ry="22" fill={ill('accent-2')} />
      <ellipse cx="63" cy="200" rx="9" ry="26" fill={ill('accent-2')} />
    </Scene>
  );
}

/** Partners: two companies' buildings joined by a path, their people meeting halfway. */
export function PartnersScene() {
  return (
    <Scene name="partners">
      <circle cx="240" cy="110" r="110" fill={ill('glow')} />
      <rect y="240" width="480" height="80" fill={ill('ground')} />
      <rect x="40" y="96" width="110" height="150" rx="10" fill={ill('brand')} />
      <rect x="330" y="120" width="110" height="126" rx="10" fill={ill('mid')} />
      <rect x="58" y="116" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="104" y="116" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="58" y="154" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="104" y="154" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="348" y="140" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="394" y="140" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="348" y="178" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="394" y="178" width="28" height="22" rx="4" fill={ill('light')} />
      <rect x="80" y="270" width="320" height="18" rx="9" fill={ill('ground-2')} />
      <Person x={206} y={176} skin="skin-2" shirt="accent-2" tall={80} />
      <Person x={274} y={176} skin="skin-1" shirt="accent-3" tall={80} />
      <rect x="214" y="212" width="52" height="12" rx="6" fill={ill('skin-2')} />
      <circle cx="240" cy="92" r="22" fill={ill('accent')} />
      <circle cx="240" cy="92" r="10" fill={ill('light')} />
    </Scene>
  );
}

/** Terms & Privacy: a signed document beside a shield and a padlock. */
export function LegalScene() {
  return (
    <Scene name="legal">
      <circle cx="240" cy="130" r="112" fill={ill('glow')} />
      <rect y="256" width="480" height="64" fill={ill('ground')} />
      <rect x="96" y="44" width="160" height="212" rx="12" fill={ill('light')} />
      <rect x="118" y="72" width="96" height="10" rx="5" fill={ill('deep')} />
      <rect x="118" y="100" width="116" height="8" rx="4" fill={ill('mid')} />
      <rect x="118" y="120" width="104" height="8" rx="4" fill={ill('mid')} />
      <rect x="118" y="140" width="116" height="8" rx="4" fill={ill('mid')} />
      <rect x="118" y="160" width="84" height="8" rx="4" fill={ill('mid')} />
      <rect x="118" y="212" width="60" height="8" rx="4" fill={ill('brand')} />
      <path d="M300 84l60-22 60 22v56c0 44-30 72-60 86-30-14-60-42-60-86z" fill={ill('brand')} />
      <rect x="338" y="132" width="16" height="40" rx="8" fill={ill('light')} transform="rotate(-40 346 152)" />
      <rect x="350" y="112" width="16" height="64" rx="8" fill={ill('light')} transform="rotate(35 358 144)" />
      <rect x="250" y="196" width="56" height="48" rx="10" fill={ill('accent')} />
      <path d="M262 198v-12a16 16 0 0 1 32 0v12h-8v-12a8 8 0 0 0-16 0v12z" fill={ill('deep')} />
      <circle cx="278" cy="220" r="6" fill={ill('ink')} />
    </Scene>
  );
}
