/**
 * The PulseWatch card (docs/site.md §14): four metrics that drift by up to ±10 points
 * every 1500 ms, kept within 10-95; critical above 80, warning above 60, normal otherwise. The
 * server renders the initial values; the island drifts them with the same rules.
 */
export const PULSE_REFRESH_MS = 1500;
export const METRIC_MIN = 10;
export const METRIC_MAX = 95;
const METRIC_DRIFT = 10;
export const WARNING_ABOVE = 60;
export const CRITICAL_ABOVE = 80;

export type MetricStatus = 'normal' | 'warning' | 'critical';
export const STATUS_LABELS: Record<MetricStatus, string> = { normal: 'Normal', warning: 'Warning', critical: 'Critical' };

/** The first frame: one metric in each state, so the three colours and labels are all on show. */
export const INITIAL_METRICS = [
  { name: 'CPU', value: 42 },
  { name: 'Memory', value: 68 },
  { name: 'Network', value: 31 },
  { name: 'Storage', value: 83 },
] as const;

export const clampMetric = (value: number): number => Math.min(METRIC_MAX, Math.max(METRIC_MIN, value));

/** The next reading: a whole number within ±10 of `value` and within 10-95. `random` is in [0, 1), like Math.random. */
export function driftMetric(value: number, random: () => number): number {
  return clampMetric(Math.round(value + (random() * 2 - 1) * METRIC_DRIFT));
}

export function metricStatus(value: number): MetricStatus {
  if (value > CRITICAL_ABOVE) return 'critical';
  if (value > WARNING_ABOVE) return 'warning';
  return 'normal';
}

/** Readings kept for each sparkline, the newest last. */
export const HISTORY_LENGTH = 12;
// A plausible recent past for the first frame, ending on the initial value (offsets in points).
const PAST = [-9, -4, 3, -2, 6, 1, -5, 4, 8, 2, -3, 0];

export const initialHistory = (value: number): number[] => PAST.map((offset) => clampMetric(value + offset));

/** Appends a reading, keeping the last HISTORY_LENGTH. */
export const pushReading = (history: readonly number[], value: number): number[] => [...history, value].slice(-HISTORY_LENGTH);

/**
 * SVG polyline points of a sparkline in a 100 × 32 box, oldest reading on the left. Like any
 * sparkline it is scaled to its own readings (at least 20 points tall, so calm stays flat).
 */
export function sparkPoints(history: readonly number[]): string {
  const low = Math.min(...history);
  const high = Math.max(...history);
  const span = Math.max(high - low, 20);
  const base = (low + high - span) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return history.map((v, i) => `${round((i * 100) / (history.length - 1))},${round(30 - ((v - base) / span) * 28)}`).join(' ');
}

/** The same line closed along the bottom of the box: the shaded area under it. */
export const sparkArea = (history: readonly number[]): string => `${sparkPoints(history)} 100,32 0,32`;
