/**
 * Refreshes the PulseWatch readings every 1500 ms (docs/site.md §14) while the card is on screen,
 * not hovered or focused, and not paused with its button: each metric drifts by the shared rules
 * (driftMetric, metricStatus), its number, pill, data-value and data-status and sparkline follow,
 * and GSAP, fetched once the card is near, eases the meter to the new level. Under reduced motion
 * the server's initial readings stay as they are.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplay } from '../../islands/autoplay.ts';
import { loadGsap, type Gsap } from '../../islands/gsap.ts';
import { PULSE_REFRESH_MS, STATUS_LABELS, driftMetric, initialHistory, metricStatus, pushReading, sparkArea, sparkPoints } from '../../lib/pulsewatch-demo.ts';


defineIsland('pulsewatch-demo', (root) => {
  if (prefersReducedMotion()) return;
  let gsap: Gsap | undefined;
  loadGsap().then((g) => (gsap = g), () => {});
  const metrics = Array.from(root.querySelectorAll<HTMLElement>('[data-metric]'), (el) => {
    const value = Number(el.dataset.value);
    const part = (hook: string) => el.querySelector(`[data-${hook}]`)!;
    return { el, value, history: initialHistory(value), text: part('value-text'), pill: part('pill'), line: part('spark-line'), area: part('spark-area'), bar: part('bar') };
  });

  autoplay(root, PULSE_REFRESH_MS, () => {
    for (const m of metrics) {
      m.value = driftMetric(m.value, Math.random);
      m.history = pushReading(m.history, m.value);
      const status = metricStatus(m.value);
      m.el.dataset.value = String(m.value);
      m.el.dataset.status = status;
      m.text.textContent = String(m.value);
      m.pill.textContent = STATUS_LABELS[status];
      m.line.setAttribute('points', sparkPoints(m.history));
      m.area.setAttribute('points', sparkArea(m.history));
      if (gsap) gsap.to(m.bar, { scaleX: m.value / 100, svgOrigin: '0 0', duration: 0.6, ease: 'power2.out' });
      else m.bar.setAttribute('transform', `scale(${m.value / 100} 1)`);
    }
  });
});
