/**
 * The XDR card's illustration (docs/site.md §14): a security console where red threats close in
 * on a shielded endpoint, are stopped at the shield's ring, and the badge turns from THREATS to
 * SECURED. The server renders the final frame (every threat blocked, SECURED), which is also the
 * still frame under reduced motion; xdr-demo.client.ts loops the three phases. The console is
 * aria-hidden; the visually-hidden summary says what it shows.
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { XDR_RING, XDR_STEPS, XDR_STILL_PHASE, XDR_THREAT_ANGLES, threatPoint, xdrBadge } from '../../lib/xdr-demo.ts';
import { DemoPause } from '../../components/demo-pause/DemoPause.tsx';

/** The scene's coordinates: the endpoint at 0,0, in the middle of every layer. */
const SCENE = { viewBox: '-160 -84 320 168', width: 320, height: 168 };
const SHIELD = 'M0-30 24-21V-3C24 13 13 24 0 30-13 24-24 13-24-3V-21Z';

export function XdrDemo() {
  const { xdrName } = useSite().content.site;
  return (
    <div className="xdr-demo" {...island('xdr-demo', 'visible')} data-phase={XDR_STILL_PHASE}>
      <p className="visually-hidden">
        {`Illustration: ${xdrName} detects threats closing in on an endpoint, intercepts them at its shield and reports the endpoint secured.`}
      </p>
      <div className="xdr-demo__console" aria-hidden="true">
        <div className="xdr-demo__bar">
          <span className="xdr-demo__host">
            <span className="xdr-demo__name">{xdrName}</span>
            <span className="xdr-demo__device">endpoint DEL-LT-042</span>
          </span>
          <span className="xdr-demo__badge" data-xdr-badge="">{xdrBadge(XDR_STILL_PHASE)}</span>
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
            <circle className="xdr-demo__ok" r="78" fill="url(#xdr-demo-glow-ok)" />
            <circle className="xdr-demo__ring" r={XDR_RING.rx} />
          </svg>
          <svg className="xdr-demo__layer xdr-demo__wave" {...SCENE} data-wave="">
            <circle r={XDR_RING.rx} />
          </svg>
          {XDR_THREAT_ANGLES.map((angle) => {
            const { x, y } = threatPoint(angle, XDR_RING);
            return (
              <span className="xdr-demo__layer" key={angle} data-threat={angle}>
                <svg className="xdr-demo__layer" {...SCENE}>
                  <g className="xdr-demo__threat" transform={`translate(${x} ${y})`}>
                    <circle className="xdr-demo__halo" r="9" />
                    <circle className="xdr-demo__core" r="4.5" />
                  </g>
                </svg>
                <svg className="xdr-demo__layer xdr-demo__blocked" {...SCENE} data-blocked="">
                  <path transform={`translate(${x} ${y})`} d="M-2.6-2.6 2.6 2.6M2.6-2.6-2.6 2.6" />
                </svg>
              </span>
            );
          })}
          <svg className="xdr-demo__layer" {...SCENE} data-shield="">
            <path d={SHIELD} fill="url(#xdr-demo-shield)" />
            <path className="xdr-demo__ok" d={SHIELD} fill="url(#xdr-demo-shield-ok)" />
            <path d="M0-26 20-18.5V-3C20 10 11 19.5 0 25" fill="none" stroke="#fff" strokeOpacity="0.25" strokeWidth="1.5" />
            <path className="xdr-demo__alert" d="M0-12V3M0 10v.5" />
            <path className="xdr-demo__check xdr-demo__ok" d="M-9 0-2.5 6.5 10-6" />
          </svg>
        </div>
        <ol className="xdr-demo__steps">
          {XDR_STEPS.map((step) => <li className="xdr-demo__step" key={step}>{step}</li>)}
        </ol>
      </div>
      <DemoPause block="xdr-demo" label="Pause the security animation" />
    </div>
  );
}
