/**
 * The XDR card of the home showcase (SPEC.md sections 4 and 9): a loop of three 1500 ms phases:
 * 0 threats appear around the endpoint, 1 they converge and are intercepted, 2 SECURED. The badge
 * reads THREATS in phases 0 and 1. Shared by the server frame and the island.
 */
import { nextIndex } from './cycle.ts';

export const XDR_PHASE_MS = 1500;
export const XDR_PHASES = 3;
export type XdrPhase = 0 | 1 | 2;

/** The server frame (no JavaScript, reduced motion): everything blocked, SECURED. */
export const XDR_STILL_PHASE: XdrPhase = 2;

export const nextPhase = (phase: number): XdrPhase => nextIndex(phase, XDR_PHASES) as XdrPhase;

export type XdrBadge = 'THREATS' | 'SECURED';
export const xdrBadge = (phase: number): XdrBadge => (phase === 2 ? 'SECURED' : 'THREATS');

/** What the console's status line says in each phase. */
export const XDR_STATUS = ['Threats detected', 'Intercepting', 'All endpoints protected'] as const;
export const XDR_STEPS = ['Detect', 'Intercept', 'Secure'] as const;

/** Threats around the shield: the angle (degrees, clockwise from 3 o'clock) each comes from. */
export const XDR_THREAT_ANGLES = [-150, -95, -35, 20, 75, 140, 195] as const;
/** Where threats appear (outer) and where the shield stops them (ring), in SVG units from the centre. */
export const XDR_OUTER_RADIUS = 92;
export const XDR_RING_RADIUS = 50;

/** A point `radius` away from the centre at `angle` degrees, rounded for stable markup. */
export function threatPoint(angle: number, radius: number): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 10) / 10 || 0;
  return { x: round(Math.cos(rad) * radius), y: round(Math.sin(rad) * radius) };
}
