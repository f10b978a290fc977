/**
 * The home page's statistics panel (docs/site.md §5, §14): the four figures of
 * `home.statistics`, one of them active. The server renders every card in full with the first one
 * active (data-active on the root, data-current on the card), so without JavaScript, or under
 * reduced motion, it is a complete still frame. The island rotates the active card every 3.5 s, turns each
 * card's heading into a button that makes it active, and reveals the Pause/Play button.
 */
import type { Statistic } from '../../model/content.ts';
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { Icon } from '../../icons/Icon.tsx';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { STATS_FIRST, toggleLabel, trendWord } from '../../lib/stats-panel.ts';

/** The products behind the four figures, in content order: Navigator, Gratify, PulseWatch, XDR. */
const TINTS = ['blue', 'pink', 'cyan', 'green'] as const;

/** An up or down arrow; decorative, the direction is also in the text beside it. */
function Arrow({ down }: { down?: boolean }) {
  return (
    <svg className="stats__arrow" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {down ? <path d="M12 5v14M5 12l7 7 7-7" /> : <path d="M12 19V5M5 12l7-7 7 7" />}
    </svg>
  );
}

function StatCard({ stat, index }: { stat: Statistic; index: number }) {
  return (
    <li className={`stats__card tint-${TINTS[index % TINTS.length]}`} data-stats-card data-current={index === STATS_FIRST ? '' : undefined}>
      {/* The label comes first for screen readers and heading navigation; CSS shows the figure on top. */}
      <h3 className="stats__label" data-stats-label>{stat.label}</h3>
      <p className="stats__value">
        <span className="visually-hidden">{`${trendWord(stat)} `}</span>
        {stat.value}
      </p>
      <p className="stats__text">{stat.description}</p>
      <span className="stats__top" aria-hidden="true">
        <span className="stats__icon"><Icon name={stat.icon} size={22} /></span>
        <span className={`stats__trend${stat.arrowDown ? ' stats__trend--down' : ''}`}><Arrow down={stat.arrowDown} /></span>
      </span>
      <span className="stats__wash" aria-hidden="true" />
      <span className="stats__ring" aria-hidden="true" />
      <span className="stats__bar" aria-hidden="true" />
    </li>
  );
}

export function StatsPanel() {
  const { home } = useSite().content;
  const { statistics } = home;
  return (
    <section className="stats section" aria-labelledby="stats-title" data-active={STATS_FIRST} {...island('stats-panel', 'visible')}>
      <div className="container">
        <div className="stats__head">
          <SectionHeading
            id="stats-title"
            {...home.headings.statistics}
          />
          {/* Shown by the island when the cards rotate; without JavaScript nothing moves, so nothing to pause. */}
          <button type="button" className="stats__toggle" data-stats-toggle hidden>
            <svg className="stats__toggle-icon" viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true" focusable="false">
              <path className="stats__pause-shape" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
              <path className="stats__play-shape" d="M8 5.5v13l10.5-6.5z" />
            </svg>
            <span data-stats-toggle-label>{toggleLabel(false)}</span>
            <span className="visually-hidden"> the rotating statistics</span>
          </button>
        </div>
        <ul className="stats__list" data-stats-list>
          {statistics.map((stat, i) => <StatCard key={stat.label} stat={stat} index={i} />)}
        </ul>
      </div>
    </section>
  );
}
