/**
 * The hero diagram's rules (site/lib/hero-diagram.ts): stage timings, the geometry shared by the
 * SVG lines and the CSS that places the nodes, and the server markup (the final stage, complete).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import {
  CORE_POINT, FINAL_STAGE, FIRST_STAGE, PRODUCT_POINTS, SOURCE_POINTS, STAGE_AT_MS, feedPath, msUntilNextStage, spokePath, type Point,
} from '../../site/lib/hero-diagram.ts';
import { HeroDiagram } from '../../site/widgets/hero-diagram/HeroDiagram.tsx';
import { SiteProvider } from '../../site/site-context.tsx';
import type { PageRoute } from '../../site/routes.tsx';
import { paths } from '../../site/paths.ts';
import { realContent } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';
import { escapeRegExp } from '../../site/lib/text.ts';

test('three stages, 0 first and 2 last; stage 1 at 800 ms and stage 2 at 1800 ms', () => {
  assert.is(FIRST_STAGE, 0);
  assert.is(FINAL_STAGE, 2);
  assert.equal([...STAGE_AT_MS], [0, 800, 1800]);
});

test('each stage lasts until the next begins; the final stage never ends', () => {
  assert.is(msUntilNextStage(0), 800);
  assert.is(msUntilNextStage(1), 1000);
  assert.is(msUntilNextStage(2), null);
  assert.is(msUntilNextStage(3), null);
  assert.is(msUntilNextStage(-1), null);
  const total = [0, 1].reduce((sum, stage) => sum + (msUntilNextStage(stage) ?? 0), 0);
  assert.is(total, STAGE_AT_MS[2], 'the steps add up to the final stage time');
});

test('the timeline ends well within 5 s (no pause control needed, WCAG 2.2.2)', () => {
  assert.ok(STAGE_AT_MS[2] < 5000);
});

/** The numbers a path starts and ends on. */
function ends(d: string): [Point, Point] {
  const n = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  return [{ x: n[0], y: n[1] }, { x: n[n.length - 2], y: n[n.length - 1] }];
}

test('feeds run from each source into the core; spokes from the core out to each product', () => {
  for (const source of SOURCE_POINTS) assert.equal(ends(feedPath(source)), [source, CORE_POINT]);
  for (const product of PRODUCT_POINTS) assert.equal(ends(spokePath(product)), [CORE_POINT, product]);
  assert.is(SOURCE_POINTS.length, 4);
  assert.is(PRODUCT_POINTS.length, 5);
});

test('every point lies inside the graph, and no two nodes share a place', () => {
  const all = [...SOURCE_POINTS, CORE_POINT, ...PRODUCT_POINTS];
  for (const p of all) assert.ok(p.x > 0 && p.x < 100 && p.y > 0 && p.y < 100, JSON.stringify(p));
  assert.is(new Set(all.map((p) => `${p.x},${p.y}`)).size, all.length);
});

test('hero-diagram.css places the HTML nodes on the same points as the SVG lines', async () => {
  const css = await readFile(path.join(projectRoot, 'site/widgets/hero-diagram/hero-diagram.css'), 'utf8');
  const placed = (selector: string): Point => {
    const rule = css.match(new RegExp(`${escapeRegExp(selector)} \\{ --x: ([\\d.]+); --y: ([\\d.]+); \\}`));
    assert.ok(rule, `no --x/--y rule for ${selector}`);
    return { x: Number(rule![1]), y: Number(rule![2]) };
  };
  SOURCE_POINTS.forEach((p, i) => assert.equal(placed(`.hd-source:nth-child(${i + 1})`), p, `source ${i + 1}`));
  PRODUCT_POINTS.forEach((p, i) => assert.equal(placed(`.hd-product:nth-child(${i + 1})`), p, `product ${i + 1}`));
  assert.equal(placed('.hd-core'), CORE_POINT, 'core');
});

test('the server renders the final stage, complete: sources, core, five product links, six figures', async () => {
  const content = await realContent();
  const html = renderToString(createElement(SiteProvider, { value: { content, route: { path: '/' } as PageRoute }, children: createElement(HeroDiagram) }));
  const { document } = parseHTML(html);
  const root = document.querySelector('[data-island="hero-diagram"]')!;
  assert.ok(root, 'the island root');
  assert.is(root.getAttribute('data-load'), 'visible');
  assert.is(root.getAttribute('data-stage'), String(FINAL_STAGE));
  assert.is(root.tagName, 'FIGURE');
  assert.ok(document.getElementById(root.getAttribute('aria-labelledby')!)?.textContent?.includes(content.home.diagram.core));

  const { diagram } = content.home;
  assert.equal(Array.from(document.querySelectorAll('.hd-source'), (el) => el.textContent), diagram.sources.map((s) => s.name));
  assert.is(document.querySelector('.hd-core__label')?.textContent, diagram.core);

  const products = content.products.slice(0, 5);
  const links = Array.from(document.querySelectorAll('.hd-product__link'));
  assert.equal(links.map((a) => a.getAttribute('href')), products.map((p) => paths.product(p.slug)));
  assert.equal(links.map((a) => a.textContent), products.map((p) => p.name));
  links.forEach((a, i) => {
    assert.is(document.getElementById(a.getAttribute('aria-describedby')!)?.textContent, products[i].summary, 'described by its summary');
  });
  assert.equal(Array.from(document.querySelectorAll('.hd-tip__link'), (a) => a.getAttribute('href')), products.map((p) => paths.product(p.slug)));

  const figures = Array.from(document.querySelectorAll('.hd-dash__grid > div'), (div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent]);
  assert.equal(figures, diagram.dashboard.map((f) => [f.label, f.value]));
  // Each figure says what it counts, and whose figures they are, under one disclosure.
  const notes = Array.from(document.querySelectorAll('.hd-dash__about dl > div'), (div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent]);
  assert.equal(notes, diagram.dashboard.map((f) => [`${f.label} ${f.value}`, f.note]));
  assert.is(document.querySelector('.hd-dash__about > p')?.textContent, diagram.dashboardSource);
  assert.ok(document.querySelector('.hd-lines')?.getAttribute('aria-hidden') === 'true', 'lines are decorative');
  assert.ok(document.querySelector('[data-hero-diagram-replay]')?.hasAttribute('hidden'), 'Replay appears only with the island');
  assert.not.match(html, /style="/, 'no inline styles (CSP)');
});

test.run();
