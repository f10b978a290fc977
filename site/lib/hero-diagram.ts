/**
 * The home hero's diagram (docs/site.md §5, §14): its stages, when each begins, and
 * where its nodes sit. What advances the stages is our decision: one timeline, played when the
 * hero is first shown (and again on Replay), 0 → 1 → 2. The server renders the final stage, so
 * visitors without JavaScript or asking for reduced motion see the whole picture at once.
 */
export type Stage = 0 | 1 | 2;

/** Sources feeding the AI core, product nodes hidden. */
export const FIRST_STAGE: Stage = 0;
/** Products and the LIVE dashboard shown: what the HTML carries. */
export const FINAL_STAGE: Stage = 2;

/** When each stage begins, in ms after the timeline starts: products at 0.8 s, dashboard at 1.8 s. */
export const STAGE_AT_MS: readonly [0, number, number] = [0, 800, 1800];

/** How long `stage` lasts before the next one, or null once the final stage is reached. */
export function msUntilNextStage(stage: number): number | null {
  if (stage < FIRST_STAGE || stage >= FINAL_STAGE) return null;
  return STAGE_AT_MS[stage + 1] - STAGE_AT_MS[stage];
}

/**
 * Geometry, in percent of the diagram's width (x) and height (y). The SVG lines are drawn from
 * these points; hero-diagram.css places the HTML nodes on the same numbers (a unit test keeps the
 * two in step): sources across the top, the core below them, the products on a shallow arc. The
 * dashboard sits under this box, in the normal flow.
 */
export interface Point {
  x: number;
  y: number;
}

export const SOURCE_POINTS: readonly Point[] = [
  { x: 12.5, y: 9 },
  { x: 37.5, y: 9 },
  { x: 62.5, y: 9 },
  { x: 87.5, y: 9 },
];
export const CORE_POINT: Point = { x: 50, y: 38 };
export const PRODUCT_POINTS: readonly Point[] = [
  { x: 12, y: 68 },
  { x: 31, y: 75 },
  { x: 50, y: 78 },
  { x: 69, y: 75 },
  { x: 88, y: 68 },
];

const round = (n: number) => Math.round(n * 100) / 100;

/** A source's feed into the core: leaves the chip downwards and bends into the core's top. */
export function feedPath(from: Point, to: Point = CORE_POINT): string {
  const midY = round((from.y + to.y) / 2);
  return `M${from.x} ${from.y} C${from.x} ${midY} ${to.x} ${round(midY - 4)} ${to.x} ${to.y}`;
}

/** A line from the core out to a product: a gentle curve that leaves the core sideways. */
export function spokePath(to: Point, from: Point = CORE_POINT): string {
  const bendX = round(from.x + (to.x - from.x) * 0.6);
  return `M${from.x} ${from.y} Q${bendX} ${from.y} ${to.x} ${to.y}`;
}
