/**
 * The XDR card's illustration (docs/site.md §14): a security console where red threats close in
 * on a shielded endpoint, are stopped at the shield's ring, and the badge turns from THREATS to
 * SECURED. The server renders the final frame (every threat blocked, SECURED), which is also the
 * still frame under reduced motion; xdr-demo.client.ts loops the three phases. Whatever looks
 * different in a phase (the badge's word and colour, the lit step, the ring, the shield, the
 * threats' halos) is drawn once per look, as a layer marked with the phases it shows in (`look`),
 * so that a phase changes only opacity. The console is aria-hidden; the visually-hidden summary
 * says what it shows.
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { XDR_PHASES, XDR_RING, XDR_STEPS, XDR_STILL_PHASE, XDR_THREAT_ANGLES, threatPoint, xdrBadge } from '../../lib/xdr-demo.ts';
import { DemoPause } from '../../components/demo-pause/DemoPause.tsx';

/** The scene's coordinates: the endpoint at 0,0, in the middle of every layer. */
const SCENE = { viewBox: '-160 -84 320 168', width: 320, height: 168 };
const SHIELD = 'M0-30 24-21V-3C24 13 13 24 0 30-13 24-24 13-24-3V-21Z';
const PHASES = Array.from({ length: XDR_PHASES }, (_, phase) => phase);
/** Each phase's tone, named after its step: the badge's colour and the lit step's dot. */
const tone = (phase: number) => XDR_STEPS[phase].toLowerCase();

/** A part shown only in `phases`: the island loops its opacity; the server frame shows it if the still phase is one. */
const look = (...phases: number[]) => ({ 'data-look': phases.join(' '), 'data-still': phases.includes(XDR_STILL_PHASE) ? '' : undefined });

export function XdrDemo() {
  const { xdrName } = useSite().content.site;
  return (
    <div className="xdr-demo" {...island('xdr-demo', 'visible')}>
      <p className="visually-hidden">
        {`Illustration: ${xdrName} detects threats closing in on an endpoint, intercepts them at its shield and reports the endpoint secured.`}
      </p>
      <div className="xdr-demo__console" aria-hidden="true">
        <div className="xdr-demo__bar">
          <span className="xdr-demo__host">
            <span className="xdr-demo__name">{xdrName}</span>
            <span className="xdr-demo__device">endpoint DEL-LT-042</span>
          </span>
          <span className="xdr-demo__badge" data-xdr-badge="">
            {PHASES.map((phase) => <span className={`xdr-demo__pill xdr-demo__pill--${tone(phase)}`} key={phase} {...look(phase)}>{xdrBadge(phase)}</span>)}
          </span>
        </div>
        {/* Layers of one scene: each moving part is an <svg> root of its own, a box the compositor can move. */}
        <div className="xdr-demo__scene">
          <svg className="xdr-demo__backdrop" {...SCENE}>
            <defs>
              <radialGradient id="xdr-demo-glow">
                <stop offset="0" stopColor="#6366f1" stopOpacity="0.55" />
                <stop offset="1" stopColor="#6366f1" stopOpacity="0" />
              </radialGradient>
              <radialGradient id="xdr-demo-glow-ok">
                <stop offset="0" stopColor="#10b981" stopOpacity="0.6" />
                <stop offset="1" stopColor="#10b981" stopOpacity="0" />
              </radialGradient>
              <linearGradient id="xdr-demo-shield" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#818cf8" />
                <stop offset="1" stopColor="#4338ca" />
              </linearGradient>
              <linearGradient id="xdr-demo-shield-ok" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#34d399" />
                <stop offset="1" stopColor="#047857" />
              </linearGradient>
            </defs>
            <ellipse className="xdr-demo__orbit" rx="122" ry="66" />
            <ellipse className="xdr-demo__orbit" rx="84" ry="52" />
            <circle r="78" fill="url(#xdr-demo-glow)" />
          </svg>
          <svg className="xdr-demo__layer" {...SCENE} {...look(0, 1)}>
            <circle className="xdr-demo__ring" r={XDR_RING.rx} />
          </svg>
          <svg className="xdr-demo__layer" {...SCENE} {...look(2)}>
            <circle r="78" fill="url(#xdr-demo-glow-ok)" />
            <circle className="xdr-demo__ring xdr-demo__ring--ok" r={XDR_RING.rx} />
          </svg>
          <svg className="xdr-demo__layer xdr-demo__wave" {...SCENE} data-wave="">
            <circle r={XDR_RING.rx} />
          </svg>
          {XDR_THREAT_ANGLES.map((angle) => {
            const { x, y } = threatPoint(angle, XDR_RING);
            return (
              <span className="xdr-demo__layer" key={angle} data-threat={angle}>
                <svg className="xdr-demo__layer" {...SCENE} {...look(0)}>
                  <circle className="xdr-demo__halo" cx={x} cy={y} r="9" />
                </svg>
                <svg className="xdr-demo__layer" {...SCENE}>
                  <circle className="xdr-demo__core" cx={x} cy={y} r="4.5" />
                </svg>
                <svg className="xdr-demo__layer xdr-demo__blocked" {...SCENE} data-blocked="">
                  <path transform={`translate(${x} ${y})`} d="M-2.6-2.6 2.6 2.6M2.6-2.6-2.6 2.6" />
                </svg>
              </span>
            );
          })}
          <svg className="xdr-demo__layer" {...SCENE} {...look(0, 1)}>
            <Shield />
            <path className="xdr-demo__mark" d="M0-12V3M0 10v.5" />
          </svg>
          <svg className="xdr-demo__layer" {...SCENE} {...look(2)} data-shield="">
            <Shield ok />
            <path className="xdr-demo__mark" d="M-9 0-2.5 6.5 10-6" />
          </svg>
        </div>
        <ol className="xdr-demo__steps">
          {XDR_STEPS.map((step, phase) => (
            <li className="xdr-demo__step" key={step}>
              <span className="xdr-demo__face" {...look(...PHASES.filter((p) => p !== phase))}>{step}</span>
              <span className={`xdr-demo__face xdr-demo__face--lit xdr-demo__face--${tone(phase)}`} {...look(phase)}>{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <DemoPause block="xdr-demo" label="Pause the security animation" />
    </div>
  );
}

/** The shield, indigo, or green over the indigo once the endpoint is secured, with its sheen. */
function Shield({ ok = false }: { ok?: boolean }) {
  return (
    <>
      <path d={SHIELD} fill="url(#xdr-demo-shield)" />
      {ok && <path d={SHIELD} fill="url(#xdr-demo-shield-ok)" />}
      <path d="M0-26 20-18.5V-3C20 10 11 19.5 0 25" fill="none" stroke="#fff" strokeOpacity="0.25" strokeWidth="1.5" />
    </>
  );
}
