/** The Navigator illustration's rules (docs/site.md §14) and its still server frame. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { BAR_FILL_MS, CONFETTI_BURST_MS, CONFETTI_DELAY_MS, CONFETTI_PARTICLES, LEADERBOARD, TARGET_PERCENT, confettiParticle, formatPoints, navigatorSummary } from '../../site/lib/navigator-demo.ts';
import { NavigatorDemo } from '../../site/widgets/navigator-demo/NavigatorDemo.tsx';

test('30 particles, 500 ms after the start; the bar arrives with them', () => {
  assert.is(CONFETTI_PARTICLES, 30);
  assert.is(CONFETTI_DELAY_MS, 500);
  assert.is(BAR_FILL_MS, CONFETTI_DELAY_MS);
  assert.ok(CONFETTI_BURST_MS > 0 && CONFETTI_BURST_MS < 5000, 'the burst is short motion, under 5 s');
});

test('a leaderboard of 4-5 dealers, highest first, with exactly one "You" row', () => {
  assert.ok(LEADERBOARD.length >= 4 && LEADERBOARD.length <= 5);
  assert.is(LEADERBOARD.filter((d) => d.you).length, 1);
  LEADERBOARD.slice(1).forEach((d, i) => assert.ok(d.points < LEADERBOARD[i].points, `${d.name} below ${LEADERBOARD[i].name}`));
  assert.ok(TARGET_PERCENT > 0 && TARGET_PERCENT <= 100);
});

test('points are written the Indian way; the summary says what the card shows', () => {
  assert.is(formatPoints(9840), '9,840');
  assert.is(formatPoints(120000), '1,20,000');
  assert.match(navigatorSummary(), /rank 2 with 9,450 points/);
  assert.match(navigatorSummary(), new RegExp(`${TARGET_PERCENT}%`));
});

test('every particle flies upwards-ish, within reach, and the same way each time', () => {
  const all = Array.from({ length: CONFETTI_PARTICLES }, (_, i) => confettiParticle(i));
  assert.equal(all, Array.from({ length: CONFETTI_PARTICLES }, (_, i) => confettiParticle(i)), 'deterministic');
  for (const p of all) {
    assert.ok(Math.hypot(p.x, p.y) <= 180, `${p.x},${p.y} stays near the card`);
    assert.ok(p.y < 60, 'none falls far below the burst');
  }
  assert.ok(all.filter((p) => p.x < 0).length >= 10 && all.filter((p) => p.x > 0).length >= 10, 'spread both ways');
  assert.ok(all.filter((p) => p.y < 0).length >= 20, 'most rise');
  assert.is(new Set(all.map((p) => `${p.x},${p.y}`)).size, CONFETTI_PARTICLES, 'no two land on one spot');
});

test('the server HTML: the bar full at its value, no particles, a summary in words', () => {
  const html = renderToString(createElement(NavigatorDemo));
  const { document } = parseHTML(`<html><body>${html}</body></html>`);
  const root = document.querySelector('.navigator-demo')!;
  assert.is(root.getAttribute('data-island'), 'navigator-demo');
  assert.is(root.getAttribute('data-load'), 'visible');
  assert.is(root.querySelector('[data-navigator-fill]')!.getAttribute('width'), String(TARGET_PERCENT));
  assert.is(root.querySelector('[data-navigator-confetti]')!.children.length, 0);
  assert.is(root.querySelector('.navigator-demo__card')!.getAttribute('aria-hidden'), 'true');
  assert.is(root.querySelector('.visually-hidden')!.textContent, navigatorSummary());
  assert.is(root.querySelectorAll('.navigator-demo__row').length, LEADERBOARD.length);
  assert.is(root.querySelector('.navigator-demo__row--you .navigator-demo__name')!.textContent, 'You');
  assert.not.match(html, /style=/);
});

test.run();
