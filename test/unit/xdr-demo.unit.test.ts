import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  XDR_CYCLE_MS, XDR_OUTER, XDR_PHASES, XDR_PHASE_MS, XDR_RING, XDR_STAGGER_MS, XDR_STILL_PHASE, XDR_THREAT_ANGLES, lookFrames, threatPoint, xdrBadge,
} from '../../site/lib/xdr-demo.ts';

test('three phases of 1500 ms (docs/site.md §14), a cycle of 4500 ms; threats fly in 70 ms apart', () => {
  assert.is(XDR_PHASE_MS, 1500);
  assert.is(XDR_PHASES, 3);
  assert.is(XDR_CYCLE_MS, 4500);
  assert.is(XDR_STAGGER_MS, 70);
  // Every threat has flown in well before the threats converge.
  assert.ok((XDR_THREAT_ANGLES.length - 1) * XDR_STAGGER_MS + 500 < XDR_PHASE_MS);
});

/** The opacity `frames` give at `ms` into the cycle: a step-end frame holds until the next one. */
const opacityAt = (frames: ReturnType<typeof lookFrames>, ms: number) => frames.filter((f) => f.at <= ms).at(-1)!.opacity;

test('a look shows in its phases only, switching at once as each phase begins', () => {
  const threats = lookFrames([0, 1]);
  const secured = lookFrames([2]);
  for (const [ms, phase] of [[0, 0], [1499, 0], [1500, 1], [2999, 1], [3000, 2], [4499, 2]]) {
    assert.is(opacityAt(threats, ms), phase === 2 ? 0 : 1, `THREATS at ${ms} ms`);
    assert.is(opacityAt(secured, ms), phase === 2 ? 1 : 0, `SECURED at ${ms} ms`);
  }
  assert.ok([...threats, ...secured].every((f) => f.easing === 'step-end'), 'no fade between looks');
  assert.equal(lookFrames([1]).map((f) => f.at), [0, 1500, 3000], 'a frame at each phase’s start, none past the cycle');
});

test('the badge reads THREATS in phases 0 and 1 and SECURED in phase 2', () => {
  assert.equal([0, 1, 2].map(xdrBadge), ['THREATS', 'THREATS', 'SECURED']);
});

test('the still frame is SECURED', () => {
  assert.is(XDR_STILL_PHASE, 2);
  assert.is(xdrBadge(XDR_STILL_PHASE), 'SECURED');
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
