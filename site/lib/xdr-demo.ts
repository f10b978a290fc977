/**
 * The XDR card of the home showcase (docs/site.md §14): a loop of three 1500 ms phases:
 * 0 threats appear around the endpoint, 1 they converge and are intercepted, 2 SECURED. The badge
 * reads THREATS in phases 0 and 1. Shared by the server frame and the island.
 */
export const XDR_PHASE_MS = 1500;
export const XDR_PHASES = 3;
/** One turn of the story; the island's loops start it at phase 0. */
export const XDR_CYCLE_MS = XDR_PHASE_MS * XDR_PHASES;
/** In phase 0 the threats fly in one after another, this far apart. */
export const XDR_STAGGER_MS = 70;
export type XdrPhase = 0 | 1 | 2;

/** The server frame (no JavaScript, reduced motion): everything blocked, SECURED. */
export const XDR_STILL_PHASE: XdrPhase = 2;

export type XdrBadge = 'THREATS' | 'SECURED';
export const xdrBadge = (phase: number): XdrBadge => (phase === 2 ? 'SECURED' : 'THREATS');

/** The three steps named under the console; the current phase's step is lit. */
export const XDR_STEPS = ['Detect', 'Intercept', 'Secure'] as const;

/**
 * The opacity over one cycle of a part shown only in `phases` (a "look": the badge's colour and
 * word, the lit step, the green shield): 1 in those phases, 0 in the others, switching at once as
 * a phase begins (a fade there was never part of the design).
 */
export function lookFrames(phases: readonly number[]): { at: number; opacity: number; easing: 'step-end' }[] {
  return Array.from({ length: XDR_PHASES }, (_, phase) => ({ at: phase * XDR_PHASE_MS, opacity: phases.includes(phase) ? 1 : 0, easing: 'step-end' }));
}

/** Threats around the shield: the angle each comes from (degrees, clockwise from 3 o'clock). */
export const XDR_THREAT_ANGLES = [-160, -112, -62, -14, 34, 118, 162] as const;
/** Where threats appear (an ellipse filling the wide scene) and where the shield stops them (a ring), in SVG units. */
export const XDR_OUTER = { rx: 122, ry: 66 } as const;
export const XDR_RING = { rx: 46, ry: 46 } as const;

/** A point on the ellipse `radii` at `angle` degrees from the centre, rounded for stable markup. */
export function threatPoint(angle: number, radii: { rx: number; ry: number }): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 10) / 10 || 0;
  return { x: round(Math.cos(rad) * radii.rx), y: round(Math.sin(rad) * radii.ry) };
}
