/**
 * The Navigator illustration: a dealer leaderboard with the visitor's own row and a monthly
 * target bar (docs/site.md §14). The HTML shows the bar full at its value, the
 * still frame for visitors without JavaScript or asking for reduced motion; the island refills it
 * from 0 and adds the confetti to the empty layer. The card is decorative (aria-hidden); the
 * paragraph before it says the same in words.
 */
import { island } from '../../islands/markup.ts';
import { Icon } from '../../icons/Icon.tsx';
import { LEADERBOARD, TARGET_PERCENT, formatPoints, navigatorSummary } from '../../lib/navigator-demo.ts';

const initials = (name: string) => name.split(' ').filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');

export function NavigatorDemo() {
  return (
    <div className="navigator-demo" {...island('navigator-demo', 'visible')}>
      <p className="visually-hidden">{navigatorSummary()}</p>
      <div className="navigator-demo__card" aria-hidden="true">
        <p className="navigator-demo__head">
          <Icon name="trophy" size={16} /> Dealer leaderboard <span className="navigator-demo__live">Live</span>
        </p>
        <ol className="navigator-demo__rows">
          {LEADERBOARD.map((dealer, i) => (
            <li key={dealer.name} className={`navigator-demo__row${dealer.you ? ' navigator-demo__row--you' : ''}`}>
              <span className="navigator-demo__rank">{i + 1}</span>
              <span className="navigator-demo__avatar">{initials(dealer.name)}</span>
              <span className="navigator-demo__name">{dealer.you ? 'You' : dealer.name}</span>
              {dealer.you && <span className="navigator-demo__up">▲ 1</span>}
              <span className="navigator-demo__points">{formatPoints(dealer.points)}</span>
            </li>
          ))}
        </ol>
        <div className="navigator-demo__target">
          <p className="navigator-demo__label"><span>Monthly target</span> <strong>{TARGET_PERCENT}%</strong></p>
          <svg className="navigator-demo__bar" viewBox="0 0 100 8" width="100" height="8" preserveAspectRatio="none">
            <rect className="navigator-demo__track" width="100" height="8" />
            <rect className="navigator-demo__fill" width={TARGET_PERCENT} height="8" data-navigator-fill />
          </svg>
        </div>
        <div className="navigator-demo__confetti" data-navigator-confetti />
      </div>
    </div>
  );
}
