/**
 * The PulseWatch card beside the infrastructure claims (docs/site.md §14): a dark glass
 * dashboard of four metrics, each a percentage, a status shown by colour and by word, a sparkline
 * and a meter with the 60% and 80% thresholds marked. The server renders the initial readings,
 * which are also the still frame; pulsewatch-demo.client.ts drifts them every 1500 ms. The live
 * numbers are aria-hidden (no live region for a 1.5 s refresh); the summary text says what it shows.
 */
import type { IconName } from '../../model/icons.ts';
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { Icon } from '../../icons/Icon.tsx';
import { DemoPause } from '../../components/demo-pause/DemoPause.tsx';
import {
  CRITICAL_ABOVE, INITIAL_METRICS, PULSE_REFRESH_MS, STATUS_LABELS, WARNING_ABOVE,
  initialHistory, metricStatus, sparkArea, sparkPoints,
} from '../../lib/pulsewatch-demo.ts';

const ICONS: Record<string, IconName> = { CPU: 'cpu', Memory: 'layers', Network: 'wifi', Storage: 'database' };

export function PulsewatchDemo() {
  const name = useSite().content.products.find((p) => p.id === 'pulsewatch')?.name ?? 'PulseWatch';
  const seconds = PULSE_REFRESH_MS / 1000;
  const metricNames = INITIAL_METRICS.map((m) => m.name);
  return (
    <div className="pulsewatch-demo" {...island('pulsewatch-demo', 'visible')}>
      <p className="visually-hidden">
        {`Illustration: a ${name} dashboard tracking ${metricNames.slice(0, -1).join(', ')} and ${metricNames.at(-1)} use, refreshed every ${seconds} seconds, each marked normal, warning (above ${WARNING_ABOVE}%) or critical (above ${CRITICAL_ABOVE}%).`}
      </p>
      <div className="pulsewatch-demo__panel" aria-hidden="true">
        <div className="pulsewatch-demo__head">
          <span className="pulsewatch-demo__logo"><Icon name="activity" size={18} /></span>
          <span className="pulsewatch-demo__title">
            <strong>{name}</strong>
            <span>prod · ap-south-1</span>
          </span>
          <span className="pulsewatch-demo__live">Live</span>
        </div>
        <ul className="pulsewatch-demo__metrics">
          {INITIAL_METRICS.map(({ name: metric, value }) => {
            const status = metricStatus(value);
            const history = initialHistory(value);
            return (
              <li className="pulsewatch-demo__metric" key={metric} data-metric={metric} data-value={value} data-status={status}>
                <span className="pulsewatch-demo__label"><Icon name={ICONS[metric] ?? 'activity'} size={15} /><span className="pulsewatch-demo__name">{metric}</span></span>
                <span className="pulsewatch-demo__pill" data-pill="">{STATUS_LABELS[status]}</span>
                <span className="pulsewatch-demo__value"><span data-value-text="">{value}</span>%</span>
                <svg className="pulsewatch-demo__spark" viewBox="0 0 100 32" width="100" height="32" preserveAspectRatio="none">
                  <polygon className="pulsewatch-demo__area" points={sparkArea(history)} data-spark-area="" />
                  <polyline className="pulsewatch-demo__line" points={sparkPoints(history)} data-spark-line="" />
                </svg>
                <svg className="pulsewatch-demo__meter" viewBox="0 0 100 4" width="100" height="4" preserveAspectRatio="none">
                  <rect className="pulsewatch-demo__track" width="100" height="4" rx="2" />
                  <rect className="pulsewatch-demo__fill" width="100" height="4" rx="2" transform={`scale(${value / 100} 1)`} data-bar="" />
                  <rect className="pulsewatch-demo__tick" x={WARNING_ABOVE} width="0.8" height="4" />
                  <rect className="pulsewatch-demo__tick" x={CRITICAL_ABOVE} width="0.8" height="4" />
                </svg>
              </li>
            );
          })}
        </ul>
        <div className="pulsewatch-demo__foot">
          <span><strong>99.9%</strong> uptime</span>
          <span>Refreshed every {seconds} s</span>
        </div>
      </div>
      <DemoPause block="pulsewatch-demo" label="Pause the monitoring animation" />
    </div>
  );
}
