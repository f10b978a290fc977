/**
 * The drawn marks of site/components/ (a client's industry mark, a leader's monogram, a
 * certification's or recognition's badge), for every client, leader and fact of the content:
 * small, decorative, sized before they are drawn, free of ids, and drawings the build's check passes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { realContent } from '../helpers/content.ts';
import { loadDrawingCheck } from '../../site/generator/drawing-check.ts';
import { IndustryMark } from '../../site/components/client-strip/ClientMark.tsx';
import { LeaderPicture } from '../../site/components/monogram/Monogram.tsx';
import { initialsOf } from '../../site/model/portraits.ts';
import { FactBadge } from '../../site/components/fact-badge/FactBadge.tsx';

const { company } = await realContent();
const marks: { name: string; element: ReactElement }[] = [
  ...company.clients.map((client, index) => ({ name: client.description, element: createElement(IndustryMark, { client, index }) })),
  ...company.facts.leadership.map((leader) => ({ name: leader.name, element: createElement(LeaderPicture, { leader }) })),
  ...company.facts.certifications.map((c) => ({ name: c.name, element: createElement(FactBadge, { ...c, kind: 'certification' as const }) })),
  ...company.facts.recognitions.map((r) => ({ name: r.name, element: createElement(FactBadge, { ...r, kind: 'recognition' as const }) })),
];

test('each mark is small, decorative, sized, without ids, and a drawing the build\'s check passes', async () => {
  const check = await loadDrawingCheck();
  for (const { name, element } of marks) {
    const markup = renderToStaticMarkup(element);
    const svg = parseHTML(`<body>${markup}</body>`).document.querySelector('svg')!;
    assert.ok(svg.outerHTML.length < 2048, `${name}: ${svg.outerHTML.length} characters`);
    assert.is(svg.getAttribute('aria-hidden'), 'true', name);
    assert.ok(svg.getAttribute('width') && svg.getAttribute('height'), `${name}: its size is known before it is drawn`);
    assert.not.ok(/\sid=/.test(markup), `${name}: no ids, so a mark may appear twice on a page`);
    assert.is(check(svg.outerHTML.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')), undefined, name);
  }
});

test('a monogram holds the initials of the first and last words of a name', () => {
  assert.is(initialsOf('Aditya Khanna'), 'AK');
  assert.is(initialsOf('Nandini Venkatesan Iyer'), 'NI');
  assert.is(initialsOf('Meera'), 'M');
  assert.is(initialsOf('  Ésha   de Souza '), 'ÉS');
});

test.run();
