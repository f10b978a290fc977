/**
 * Refreshes the PulseWatch readings every 1500 ms (docs/site.md §14) while the card is on screen,
 * not hovered or focused, and not paused with its button: each metric drifts by the shared rules
 * (driftMetric, metricStatus), and its number, pill, data-value and data-status, sparkline and
 * meter follow, all in one frame: a reading is a step, like the numbers beside it (a tween of the
 * meter, an SVG shape, cost the main thread every frame of its 600 ms). Under reduced motion the
 * server's initial readings stay as they are.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { prefersReducedMotion } from '../../islands/motion.ts';
import { autoplay } from '../../islands/autoplay.ts';
import { PULSE_REFRESH_MS, STATUS_LABELS, driftMetric, initialHistory, metricStatus, pushReading, sparkArea, sparkPoints } from '../../lib/pulsewatch-demo.ts';


defineIsland('pulsewatch-demo', (root) => {
  if (prefersReducedMotion()) return;
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
      m.bar.setAttribute('transform', `scale(${m.value / 100} 1)`);
    }
  });
});
