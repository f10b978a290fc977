import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  XDR_FIRST_PHASE, XDR_OUTER, XDR_PHASES, XDR_PHASE_MS, XDR_RING, XDR_STILL_PHASE, XDR_THREAT_ANGLES, nextPhase, threatPoint, xdrBadge,
} from '../../site/lib/xdr-demo.ts';

test('three phases of 1500 ms (docs/site.md §14)', () => {
  assert.is(XDR_PHASE_MS, 1500);
  assert.is(XDR_PHASES, 3);
});

test('nextPhase steps 0 → 1 → 2 and wraps to 0', () => {
  assert.is(nextPhase(0), 1);
  assert.is(nextPhase(1), 2);
  assert.is(nextPhase(2), 0);
  let phase = XDR_FIRST_PHASE;
  const seen: number[] = [phase];
  for (let i = 0; i < 6; i++) seen.push((phase = nextPhase(phase)));
  assert.equal(seen, [0, 1, 2, 0, 1, 2, 0]);
});

test('the badge reads THREATS in phases 0 and 1 and SECURED in phase 2', () => {
  assert.equal([0, 1, 2].map(xdrBadge), ['THREATS', 'THREATS', 'SECURED']);
});

test('the still frame is SECURED; the loop starts at the threats', () => {
  assert.is(XDR_STILL_PHASE, 2);
  assert.is(xdrBadge(XDR_STILL_PHASE), 'SECURED');
  assert.is(XDR_FIRST_PHASE, 0);
});

test('threats start outside the ring and stop on it, each from its own direction', () => {
  for (const angle of XDR_THREAT_ANGLES) {
    const outer = threatPoint(angle, XDR_OUTER);
    const ring = threatPoint(angle, XDR_RING);
    assert.ok(Math.hypot(outer.x, outer.y) > Math.hypot(ring.x, ring.y) + 15, `${angle}°`);
    assert.ok(Math.abs(Math.hypot(ring.x, ring.y) - XDR_RING.rx) < 0.2, `${angle}° is on the ring`);
    // Same direction: the threat flies straight at the centre.
    assert.is(Math.sign(outer.x), Math.sign(ring.x));
    assert.is(Math.sign(outer.y), Math.sign(ring.y));
  }
  assert.is(new Set(XDR_THREAT_ANGLES).size, XDR_THREAT_ANGLES.length);
});

test('threatPoint measures angles clockwise from 3 o’clock (SVG y points down)', () => {
  assert.equal(threatPoint(0, { rx: 10, ry: 5 }), { x: 10, y: 0 });
  assert.equal(threatPoint(90, { rx: 10, ry: 5 }), { x: 0, y: 5 });
  assert.equal(threatPoint(180, { rx: 10, ry: 5 }), { x: -10, y: 0 });
});

test.run();
