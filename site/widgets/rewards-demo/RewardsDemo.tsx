/**
 * The Rewards card's illustration (docs/site.md §14): a gift box above a catalogue of 7 partner
 * brands, one highlighted at a time. The server renders the still frame (the first brand lit);
 * rewards-demo.client.ts moves the highlight every 800 ms and hops the lid. The picture is
 * aria-hidden; the visually-hidden summary names the figures and every brand.
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { REWARDS_BRANDS, REWARDS_FIGURES, REWARDS_STILL_INDEX, type PartnerBrand } from '../../lib/rewards-demo.ts';
import { DemoPause } from '../../components/demo-pause/DemoPause.tsx';

const TINTS = ['blue', 'pink', 'purple', 'orange', 'cyan', 'green', 'pink'] as const;

export function RewardsDemo() {
  const product = useSite().content.products.find((p) => p.id === 'rewards');
  const names = REWARDS_BRANDS.map((b) => b.name);
  const figures = REWARDS_FIGURES.map((f) => `${f.value} ${f.label}`).join(' and ');
  return (
    <div className="rewards-demo" {...island('rewards-demo', 'visible')}>
      <p className="visually-hidden">
        {`Illustration: the ${product?.name ?? 'Rewards'} catalogue, ${figures}, from partner brands such as ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`}
      </p>
      <div className="rewards-demo__card" aria-hidden="true">
        <div className="rewards-demo__head">
          <GiftBox />
          <ul className="rewards-demo__figures">
            {REWARDS_FIGURES.map((f) => (
              <li key={f.label}><strong>{f.value}</strong> {f.label}</li>
            ))}
          </ul>
        </div>
        <ul className="rewards-demo__brands">
          {REWARDS_BRANDS.map((brand, i) => (
            <li className={`rewards-demo__brand tint-${TINTS[i]}`} key={brand.name} data-brand={i} data-current={i === REWARDS_STILL_INDEX ? '' : undefined}>
              <BrandFace brand={brand} />
              <span className="rewards-demo__lit" data-lit=""><BrandFace brand={brand} /></span>
            </li>
          ))}
          <li className="rewards-demo__brand rewards-demo__brand--more">
            <span className="rewards-demo__more">+{parseInt(REWARDS_FIGURES[0].value, 10) - REWARDS_BRANDS.length}</span>
            <span className="rewards-demo__category">more</span>
          </li>
        </ul>
      </div>
      <DemoPause block="rewards-demo" label="Pause the rewards animation" />
    </div>
  );
}

/**
 * A brand's logo, name and category. The lit face repeats them in its own colours above the
 * plain one, so that lighting a tile is a change of opacity, which the compositor can run.
 */
function BrandFace({ brand }: { brand: PartnerBrand }) {
  return (
    <>
      <span className="rewards-demo__mono">{brand.name[0]}</span>
      <span className="rewards-demo__name">{brand.name}</span>
      <span className="rewards-demo__category">{brand.category}</span>
    </>
  );
}

/**
 * A gift box whose lid hops and whose sparkles twinkle on each rotation. The box, the lid and each
 * sparkle are <svg> roots of one 64-unit square, stacked: boxes of their own, which the compositor
 * can move (the shapes inside one SVG it cannot). The lid's origin and each sparkle's centre are
 * in rewards-demo.css.
 */
function GiftBox() {
  const square = { viewBox: '0 0 64 64', width: 64, height: 64 };
  return (
    <span className="rewards-demo__gift">
      <svg className="rewards-demo__box" {...square}>
        <defs>
          <linearGradient id="rewards-demo-box" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
          <linearGradient id="rewards-demo-ribbon" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
        </defs>
        <ellipse cx="32" cy="60" rx="21" ry="2.5" fill="#0f172a" opacity="0.12" />
        <rect x="11" y="29" width="42" height="29" rx="4" fill="url(#rewards-demo-box)" />
        <rect x="11" y="29" width="42" height="5" fill="#1e1b4b" opacity="0.18" />
        <rect x="28.5" y="29" width="7" height="29" fill="url(#rewards-demo-ribbon)" />
      </svg>
      <svg className="rewards-demo__lid" {...square} data-lid="">
        <path d="M32 20c-3-8-13-10-13-4 0 4 7 5 13 4zM32 20c3-8 13-10 13-4 0 4-7 5-13 4z" fill="url(#rewards-demo-ribbon)" />
        <rect x="7" y="19" width="50" height="11" rx="3.5" fill="url(#rewards-demo-box)" />
        <rect x="7" y="19" width="50" height="4" rx="2" fill="#fff" opacity="0.18" />
        <rect x="28.5" y="19" width="7" height="11" fill="url(#rewards-demo-ribbon)" />
      </svg>
      {SPARKLES.map((d) => (
        <svg className="rewards-demo__sparkle" {...square} key={d} data-sparkle=""><path d={d} /></svg>
      ))}
    </span>
  );
}

/** Three four-pointed stars, centred on (7, 12.5), (55, 6.5) and (59, 19.5). */
const SPARKLES = [
  'M7 8l1.2 3.3L11.5 12.5 8.2 13.7 7 17l-1.2-3.3L2.5 12.5l3.3-1.2z',
  'M55 3l.9 2.6 2.6.9-2.6.9L55 10l-.9-2.6-2.6-.9 2.6-.9z',
  'M59 17l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z',
];
