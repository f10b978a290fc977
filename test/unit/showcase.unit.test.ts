/**
 * The showcase's rules (docs/site.md §14), and its server HTML: four complete cards
 * without any script, the first one active, the Pause button hidden until the island works.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { SHOWCASE_BUTTON, SHOWCASE_LOOP_S, SHOWCASE_ROTATION_MS, PAUSED_SCOPE, remainingAfter, showcaseRuns, type ShowcaseFlags } from '../../site/lib/showcase.ts';
import { indexAfter, nextIndex } from '../../site/lib/cycle.ts';
import { Showcase } from '../../site/widgets/showcase/Showcase.tsx';
import { SiteProvider, type SiteContextValue } from '../../site/site-context.tsx';
import { realContent } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';
import { paths } from '../../site/paths.ts';

const running: ShowcaseFlags = { onScreen: true, hovered: false, focused: false, stopped: false };

test('the active card changes every 3500 ms and the decorative loop lasts 7 s (docs/site.md §14)', () => {
  assert.is(SHOWCASE_ROTATION_MS, 3500);
  assert.is(SHOWCASE_LOOP_S, 7);
});

test('the CSS uses the same two durations, from a class, as custom properties', async () => {
  const css = await readFile(path.join(projectRoot, 'site/widgets/showcase/showcase.css'), 'utf8');
  const block = css.match(/\.showcase \{([^}]*)\}/)?.[1] ?? '';
  assert.match(block, new RegExp(`--showcase-rotation:\\s*${SHOWCASE_ROTATION_MS}ms;`));
  assert.match(block, new RegExp(`--showcase-loop:\\s*${SHOWCASE_LOOP_S}s;`));
  assert.match(css, /animation: showcase-progress var\(--showcase-rotation\) linear/);
  assert.match(css, /var\(--showcase-loop\) ease-in-out infinite/);
});

test('the active card cycles 0, 1, 2, 3 and back to 0', () => {
  let index = 0;
  assert.equal(Array.from({ length: 5 }, () => (index = nextIndex(index, 4))), [1, 2, 3, 0, 1]);
  assert.is(indexAfter(4, 4), 0);
});

test('the rotation runs only on screen and while nothing holds it', () => {
  assert.is(showcaseRuns(running), true);
  for (const key of ['hovered', 'focused', 'stopped'] as const) assert.is(showcaseRuns({ ...running, [key]: true }), false, `${key} holds it`);
  assert.is(showcaseRuns({ ...running, onScreen: false }), false, 'off screen holds it');
});

test('a pause keeps the time the active card had left', () => {
  assert.is(remainingAfter(SHOWCASE_ROTATION_MS, 1000), 2500);
  assert.is(remainingAfter(2500, 2500), 0);
  assert.is(remainingAfter(2500, 9000), 0, 'never negative');
  assert.is(remainingAfter(SHOWCASE_ROTATION_MS, -5), SHOWCASE_ROTATION_MS, 'never more than a full turn');
});

test('the button says what it will do; the pause scope is the paused root', () => {
  assert.equal(SHOWCASE_BUTTON, { pause: 'Pause', play: 'Play' });
  assert.is(PAUSED_SCOPE, '[data-motion="paused"]');
});

test('the server HTML: four complete cards, each with its illustration and product link', async () => {
  const content = await realContent();
  const value: SiteContextValue = { content, route: { path: '/' } as SiteContextValue['route'] };
  const html = renderToString(createElement(SiteProvider, { value, children: createElement(Showcase) }));
  const { document } = parseHTML(`<html><body>${html}</body></html>`);
  const root = document.querySelector('section.showcase')!;
  assert.is(root.getAttribute('data-island'), 'showcase');
  assert.is(root.getAttribute('data-load'), 'visible');
  assert.is(root.getAttribute('data-active'), '0');
  assert.is(root.hasAttribute('data-motion'), false, 'no motion until the island runs');
  assert.is(root.querySelector('h2')!.textContent, content.home.showcase.heading);
  assert.is(root.querySelector('[data-showcase-toggle]')!.hasAttribute('hidden'), true);
  assert.not.match(html, /style=/, 'no inline style (CSP)');

  const cards = Array.from(root.querySelectorAll('.showcase__card'));
  assert.is(cards.length, 4);
  const islands = { gratify: 'gratify-demo', navigator: 'navigator-demo' } as Record<string, string>;
  content.home.showcase.items.forEach((item, i) => {
    const card = cards[i];
    const product = content.products.find((p) => p.id === item.product)!;
    assert.is(card.querySelector('h3')!.textContent, item.title);
    assert.is(card.querySelector('.showcase__verb')!.textContent, item.verb);
    assert.is(card.querySelector('.showcase__text')!.textContent, item.description);
    assert.equal(Array.from(card.querySelectorAll('.showcase__points li'), (li) => li.textContent), item.points);
    assert.is(card.querySelector('a')!.getAttribute('href'), paths.product(product.slug));
    if (islands[item.product]) assert.ok(card.querySelector(`[data-island="${islands[item.product]}"]`), `${item.product} illustration`);
  });
});

test.run();
