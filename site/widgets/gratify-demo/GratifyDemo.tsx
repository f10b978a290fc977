/**
 * The Gratify illustration: a phone walking through a QR campaign (docs/site.md
 * §14). Every screen is in the HTML, stacked; CSS shows step 0 and the island's loops take over.
 * Whatever changes from step to step is a layer of its own (the lit step dot, each prize's text),
 * so that the loops only change opacity and transform. Without JavaScript, and under reduced
 * motion, CSS composes a still instead: the wheel, landed on 500, with the reward card over it.
 * The phone is decorative (aria-hidden); the paragraph before it says the same in words. The
 * Spin & win button is real, so it sits outside the hidden part, and stays hidden until the
 * island can make it work. Outside the showcase (a product page's hero) its own Pause toggle
 * holds the loops (WCAG 2.2.2); inside, the showcase's does and the CSS hides this one.
 */
import { island } from '../../islands/markup.ts';
import { Icon } from '../../icons/Icon.tsx';
import { DemoPause } from '../../components/demo-pause/DemoPause.tsx';
import { DEMO_MOBILE, GRATIFY_STEPS, LOOP_PRIZES, SEGMENT_DEG, SPIN_STEP, STILL_SEGMENT, WHEEL_SEGMENTS, prizeText } from '../../lib/gratify-demo.ts';

const SUMMARY = `Illustration: a shopper's phone going through a Gratify campaign: enter a mobile number, earn 50 points, spin a prize wheel (segments ${WHEEL_SEGMENTS.join(', ')}), receive the reward, then get it on WhatsApp while the brand watches the campaign analytics.`;
const FILLS = ['#db2777', '#7c3aed', '#2563eb', '#0e7490', '#c2410c', '#fbbf24', '#047857'];
const R = 96;

/** A point on the wheel's rim, `deg` degrees clockwise from the top. */
const rim = (deg: number, r = R) => {
  const rad = (deg * Math.PI) / 180;
  return `${(100 + r * Math.sin(rad)).toFixed(2)} ${(100 - r * Math.cos(rad)).toFixed(2)}`;
};

function Wheel() {
  return (
    <svg className="gratify-demo__wheel" viewBox="0 0 200 200" width="150" height="150" data-gratify-wheel>
      {WHEEL_SEGMENTS.map((label, i) => {
        const from = (i - 0.5) * SEGMENT_DEG;
        const to = (i + 0.5) * SEGMENT_DEG;
        return (
          <g key={label}>
            <path d={`M100 100 L${rim(from)} A${R} ${R} 0 0 1 ${rim(to)} Z`} fill={FILLS[i]} />
            {/* Labels run along the radius, read from the rim inwards, like a printed wheel. */}
            <text x="100" y="44" transform={`rotate(${i * SEGMENT_DEG} 100 100) rotate(90 100 44)`} className={label === 'JACKPOT' ? 'gratify-demo__jackpot' : undefined}>{label}</text>
          </g>
        );
      })}
      <circle cx="100" cy="100" r={R} className="gratify-demo__rim" />
      <circle cx="100" cy="100" r="16" className="gratify-demo__hub" />
    </svg>
  );
}

export function GratifyDemo() {
  return (
    <div className="gratify-demo" {...island('gratify-demo', 'visible')}>
      <p className="visually-hidden">{SUMMARY}</p>
      <div className="gratify-demo__phone">
        <div className="gratify-demo__screens" aria-hidden="true">
          <div className="gratify-demo__screen gratify-demo__screen--0" data-gratify-screen>
            <p className="gratify-demo__title"><Icon name="qr" size={16} /> {GRATIFY_STEPS[0]}</p>
            <p className="gratify-demo__hint">Scan done: enter your number to play</p>
            <p className="gratify-demo__field">
              <span className="gratify-demo__prefix">+91</span>
              <span className="gratify-demo__typed">{DEMO_MOBILE}<span className="gratify-demo__cover" data-gratify-cover /></span>
              <span className="gratify-demo__caret" data-gratify-caret />
            </p>
            <p className="gratify-demo__cta">Continue</p>
          </div>
          <div className="gratify-demo__screen gratify-demo__screen--1" data-gratify-screen>
            <p className="gratify-demo__title"><Icon name="star" size={16} /> {GRATIFY_STEPS[1]}</p>
            <p className="gratify-demo__burst">
              <span className="gratify-demo__ring" data-gratify-ring />
              <span className="gratify-demo__ring gratify-demo__ring--outer" data-gratify-ring />
              <span className="gratify-demo__points" data-gratify-points>+50</span>
            </p>
            <p className="gratify-demo__hint">points added to your wallet</p>
          </div>
          <div className="gratify-demo__screen gratify-demo__screen--2" data-gratify-screen>
            <p className="gratify-demo__title"><Icon name="sparkles" size={16} /> {GRATIFY_STEPS[2]}</p>
            <div className="gratify-demo__wheel-box">
              <span className="gratify-demo__pointer" />
              <Wheel />
            </div>
          </div>
          <div className="gratify-demo__screen gratify-demo__screen--3" data-gratify-screen>
            <div className="gratify-demo__reward" data-gratify-reward>
              <span className="gratify-demo__gift"><Icon name="gift" size={22} /></span>
              <div>
                <p className="gratify-demo__won">{GRATIFY_STEPS[3]}</p>
                {/* One layer per prize of the loop, in its order; the still frame's alone without the island. */}
                <p className="gratify-demo__prize" data-gratify-prize>
                  {LOOP_PRIZES.map((segment) => (
                    <span key={segment} className={segment === STILL_SEGMENT ? 'gratify-demo__prize-text gratify-demo__prize-text--still' : 'gratify-demo__prize-text'} data-gratify-won={segment}>{prizeText(segment)}</span>
                  ))}
                </p>
                <p className="gratify-demo__hint">Sent by UPI to 98•••••210</p>
              </div>
            </div>
          </div>
          <div className="gratify-demo__screen gratify-demo__screen--4" data-gratify-screen>
            <div className="gratify-demo__chat">
              <p className="gratify-demo__chat-head"><Icon name="message" size={14} /> WhatsApp</p>
              <p className="gratify-demo__bubble" data-gratify-bubble>Your reward is ready. Reply REDEEM to claim it.</p>
            </div>
            <div className="gratify-demo__stats">
              <p className="gratify-demo__chat-head"><Icon name="chart" size={14} /> Campaign analytics</p>
              {/* Boxes, not SVG shapes, so that the compositor grows them; their heights are in the CSS. */}
              <span className="gratify-demo__bars">
                {[1, 2, 3, 4, 5].map((bar) => <span className="gratify-demo__bar" key={bar} data-gratify-bar />)}
              </span>
            </div>
          </div>
          <ol className="gratify-demo__dots">
            {GRATIFY_STEPS.map((s) => <li key={s}><span className="gratify-demo__dot" data-gratify-dot /></li>)}
          </ol>
        </div>
        <div className="gratify-demo__action">
          <button type="button" className="gratify-demo__spin" data-gratify-spin hidden>
            <Icon name="refresh" size={16} /> {GRATIFY_STEPS[SPIN_STEP]}<span className="visually-hidden">: spin the demo wheel again</span>
          </button>
          <DemoPause block="gratify-demo" label="Pause the campaign animation" />
        </div>
      </div>
    </div>
  );
}
