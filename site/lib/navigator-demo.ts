/**
 * The Navigator illustration (docs/site.md §14): a dealer leaderboard whose target bar
 * fills when it comes into view, and 500 ms later a burst of 30 confetti particles.
 */

export const CONFETTI_PARTICLES = 30;
export const CONFETTI_DELAY_MS = 500;
/** The bar fills in the same 500 ms, so the burst marks the moment it reaches its value. */
export const BAR_FILL_MS = CONFETTI_DELAY_MS;
/** How long the particles fly and fade; then the island removes them. */
export const CONFETTI_BURST_MS = 1400;

export interface Dealer {
  name: string;
  points: number;
  you?: boolean;
}

/** The leaderboard shown, highest first; the visitor's own row is marked `you`. */
export const LEADERBOARD: readonly Dealer[] = [
  { name: 'Sharma Traders', points: 9840 },
  { name: 'Gupta Agencies', points: 9450, you: true },
  { name: 'Patel Electricals', points: 9215 },
  { name: 'Reddy Distributors', points: 8120 },
  { name: 'Singh & Sons', points: 7480 },
];

/** Share of the monthly target reached, in per cent: the bar's value. */
export const TARGET_PERCENT = 90;

/** Points formatted the Indian way (9,840; 1,20,000). */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-IN');
}

/** The visually-hidden text that says what the decorative card shows. */
export function navigatorSummary(): string {
  const rank = LEADERBOARD.findIndex((d) => d.you) + 1;
  const you = LEADERBOARD[rank - 1];
  return `Illustration: a live dealer leaderboard of ${LEADERBOARD.length} dealers. You, ${you.name}, rank ${rank} with ${formatPoints(you.points)} points; the monthly target bar fills to ${TARGET_PERCENT}% and confetti celebrates the climb.`;
}

export interface Particle {
  x: number;
  y: number;
  rotation: number;
}

/**
 * Where particle `index` of `count` ends its flight, relative to the burst's origin, in px: a fan
 * opening upwards (within 70° of straight up), directions and distances spread by two
 * low-discrepancy sequences (golden ratio, plastic number), ending a little lower as if pulled by
 * gravity. Deterministic, so every burst looks the same and tests can rely on it.
 */
export function confettiParticle(index: number, count = CONFETTI_PARTICLES): Particle {
  const spread = (index * 0.618034) % 1;
  const reach = (index * 0.754878 + 0.3) % 1;
  const radians = ((-160 + 140 * spread) * Math.PI) / 180;
  const distance = 60 + 90 * reach;
  return {
    x: Math.round(Math.cos(radians) * distance),
    y: Math.round(Math.sin(radians) * distance + 30),
    rotation: Math.round((reach - 0.5) * 720 * (index < count / 2 ? 1 : -1)),
  };
}
