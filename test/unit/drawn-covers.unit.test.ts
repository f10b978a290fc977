/**
 * The drawn covers (site/components/drawn-cover/): every published post, case study and whitepaper
 * without a photo has one of its own, drawn from its motif, small, and passing the drawing check.
 * Everything expected is derived from the content and the rules, never from today's list.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { SiteProvider } from '../../site/site-context.tsx';
import { buildRouteTable } from '../../site/routes.tsx';
import { PostCover, StudyCover } from '../../site/components/drawn-cover/DrawnCover.tsx';
import { PaperCover } from '../../site/components/drawn-cover/PaperCover.tsx';
import { VARIANTS } from '../../site/components/drawn-cover/compose.ts';
import { MOTIFS, PAPER_MOTIF } from '../../site/model/motifs.ts';
import { INDUSTRY_MOTIFS } from '../../site/model/resources.ts';
import { loadDrawingCheck } from '../../site/generator/drawing-check.ts';
import { publishedContent } from '../helpers/content.ts';

const content = await publishedContent();
const route = buildRouteTable(content).pages[0];
const render = (element: ReactElement) => renderToStaticMarkup(createElement(SiteProvider, { value: { content, route }, children: element }));

/** Every scene cover the site shows: its item's name, the motif its header or its category or industry asks for, its markup. */
const scenes = [
  ...content.blog.filter((post) => !post.cover).map((post) => ({
    name: `content/blog/${post.slug}.md`,
    motif: post.motif ?? content.blogCategories.find((c) => c.name === post.category)!.motif,
    markup: render(createElement(PostCover, { post })),
  })),
  ...content.caseStudies.filter((study) => !study.cover).map((study) => ({
    name: `content/case-studies/${study.id}.md`,
    motif: study.motif ?? INDUSTRY_MOTIFS[study.industry],
    markup: render(createElement(StudyCover, { study })),
  })),
];
const papers = content.whitepapers.filter((paper) => !paper.cover).map((paper) => ({ paper, markup: render(createElement(PaperCover, { paper, company: content.site.company })) }));
const svgOf = (markup: string) => parseHTML(`<body>${markup}</body>`).document.querySelector('svg')!;

test('each cover shows the motif its header, category or industry asks for', () => {
  assert.ok(scenes.length > 0, 'the content has items without a photo');
  for (const { name, motif, markup } of scenes) assert.is(svgOf(markup).getAttribute('data-motif'), motif, name);
  for (const { paper, markup } of papers) assert.is(svgOf(markup).getAttribute('data-motif'), paper.motif ?? PAPER_MOTIF, paper.id);
});

test('no two covers are alike, and covers with one motif share out its layouts', () => {
  const all = [...scenes.map((s) => s.markup), ...papers.map((p) => p.markup)];
  assert.is(new Set(all).size, all.length, 'every cover\'s markup is its own');
  // Up to VARIANTS covers of one motif each have a layout of their own; beyond that (a category
  // that keeps growing) the layouts come round again, each used as evenly as the count allows.
  for (const motif of MOTIFS) {
    const sharing = scenes.filter((s) => s.motif === motif);
    const uses = new Map<string | null, number>();
    for (const s of sharing) {
      const layout = svgOf(s.markup).getAttribute('data-layout');
      uses.set(layout, (uses.get(layout) ?? 0) + 1);
    }
    const most = Math.ceil(sharing.length / VARIANTS);
    for (const [layout, count] of uses) assert.ok(count <= most, `${count} of the ${sharing.length} covers showing "${motif}" have layout ${layout}; at most ${most} may`);
  }
});

test('a whitepaper\'s cover is a document: its label and title are text', () => {
  for (const { paper, markup } of papers) {
    const { document } = parseHTML(`<body>${markup}</body>`);
    assert.is(document.querySelector('.pc__kind')!.textContent, 'Whitepaper', paper.id);
    assert.is(document.querySelector('.pc__title')!.textContent, paper.title, paper.id);
    assert.is(document.querySelector('.pc')!.getAttribute('aria-hidden'), 'true', 'the page says the same in its own text');
  }
});

test('each cover is small, decorative, and a drawing the build\'s check passes', async () => {
  const check = await loadDrawingCheck();
  for (const { name, markup } of [...scenes, ...papers.map((p) => ({ name: p.paper.id, markup: p.markup }))]) {
    const svg = svgOf(markup);
    assert.ok(markup.length < 4096, `${name}: ${markup.length} characters`);
    assert.is(svg.getAttribute('aria-hidden') ?? svg.closest('[aria-hidden]')?.getAttribute('aria-hidden'), 'true', name);
    assert.ok(svg.getAttribute('width') && svg.getAttribute('height'), `${name}: its size is known before it is drawn`);
    assert.not.ok(/\sid=/.test(markup), `${name}: no ids, so a card and its dialog may show the same cover`);
    const drawing = svg.outerHTML.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
    assert.is(check(drawing), undefined, name);
  }
});

test.run();
