/**
 * The case-study listing as built (/case-studies and its pages): every study is in the pages of
 * everything exactly once, as a real link to its own page, in the content's order, four a page;
 * filters in the order of docs/site.md §8, as links; each card's figure and name; a dialog per
 * study on the page that lists it; the empty message and the closing call to action.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { content, studies, all, caseStudies, chain, cardsOf } from '../helpers/built-listings.ts';
import { text } from '../helpers/built-pages.ts';
import { industryFilters, PER_PAGE } from '../helpers/listing-rules.ts';
import { paths } from '../../site/paths.ts';
import { ACTION_LABELS } from '../../site/components/demo-banner/DemoBanner.tsx';
import { INDUSTRY_MOTIFS } from '../../site/model/resources.ts';

test('case studies: every study is in the pages of everything once, four a page, each card a link to its own page', () => {
  const chained = chain(paths.caseStudies);
  assert.is(chained.length, Math.ceil(studies.length / PER_PAGE));
  for (const doc of chained) assert.ok(all(doc, '.listing [data-listing-item]').length <= PER_PAGE);
  const cards = cardsOf(chained);
  assert.equal(cards.map((c) => c.querySelector('a')!.getAttribute('href')), studies.map((s) => `/case-studies/${s.id}`));
  for (const card of cards) assert.is(text(card.querySelector('a')).replace(/:.*/, ''), 'View Case Study');
});

test('case studies: filter links in the documented order, All industries current; each card shows its figure, name, client, industry', () => {
  // A filter no study matches has no link (docs/content.md §9).
  const filters = industryFilters.filter((filter, i) => i === 0 || studies.some((s) => s.industry.includes(filter)));
  assert.equal(all(caseStudies, '[data-listing-filter]').map(text), filters);
  assert.equal(all(caseStudies, '[data-listing-filter]').map((b) => b.getAttribute('aria-current')), filters.map((_, i) => (i === 0 ? 'page' : null)));
  const cards = cardsOf(chain(paths.caseStudies));
  studies.forEach((study, i) => {
    const [name, outcome] = study.title.split(' – ');
    const card = cards[i];
    assert.is(text(card.querySelector('h3')), name, study.id);
    assert.is(text(card.querySelector('.cs-card__percent')), /\d+(\.\d+)?%/.exec(outcome)![0], study.id);
    assert.is(text(card.querySelector('.cs-card__outcome')), outcome, study.id);
    assert.match(text(card), study.client);
    assert.is(text(card.querySelector('.listing-badge')), study.industry);
    const challenge = text(card.querySelector('.cs-card__challenge'));
    assert.ok(challenge.length <= 120 && study.challenge[0].startsWith(challenge.replace(/…$/, '')), `${study.id}: first challenge, truncated`);
    // A photo, or the drawn cover of its motif (its header's, else its industry's).
    if (study.image) return void assert.ok(card.querySelector('.cs-card__art picture img[alt]'), `${study.id}: its photo`);
    const art = card.querySelector('.cs-card__art svg.dc')!;
    assert.is(art.getAttribute('aria-hidden'), 'true');
    assert.ok(art.getAttribute('width') && art.getAttribute('height'), `${study.id}: art has its size`);
    assert.is(art.getAttribute('data-motif'), study.motif ?? INDUSTRY_MOTIFS[study.industry], study.id);
  });
  const drawings = cards.flatMap((c) => all(c, 'svg.dc')).map((svg) => svg.outerHTML);
  assert.is(new Set(drawings).size, drawings.length, 'no two drawings alike');
});

test('case studies: a dialog for each study on the page that lists it, with badge, title, client, the three lists, takeaway, Close, X and Download PDF', () => {
  const docs = chain(paths.caseStudies);
  for (const doc of docs) assert.is(all(doc, 'dialog[data-listing-dialog]').length, all(doc, '[data-listing-item]').length, 'only its own studies\' dialogs');
  for (const study of studies) {
    const dialog = docs.map((doc) => doc.querySelector(`dialog[data-listing-dialog="${study.id}"]`)).find(Boolean)!;
    assert.ok(dialog, study.id);
    assert.is(dialog.children.length, 1, 'one child holds the content (backdrop clicks land on the dialog itself)');
    const title = dialog.querySelector('h2')!;
    assert.is(text(title), study.title);
    assert.is(dialog.getAttribute('aria-labelledby'), title.id);
    assert.is(text(dialog.querySelector('.listing-badge')), study.industry);
    assert.match(text(dialog), study.client);
    const parts = all(dialog, 'section');
    assert.equal(parts.map((p) => text(p.querySelector('h3'))), ['Challenge', 'Solution', 'Results', 'Key takeaway']);
    assert.equal(all(parts[0], 'li').map(text), study.challenge);
    assert.equal(all(parts[1], 'li').map(text), study.solution);
    assert.equal(all(parts[2], 'li').map(text), study.results);
    assert.is(all(parts[2], 'li svg').length, study.results.length, 'an icon by each result');
    assert.is(text(parts[3].querySelector('p')), study.takeaway);
    assert.is(dialog.querySelector('a.button')!.getAttribute('href'), `/case-studies/${study.id}.pdf`);
    assert.ok(dialog.querySelector('a.button')!.hasAttribute('download'), 'the button downloads the PDF');
    assert.is(text(dialog.querySelector('a.button')), 'Download PDF');
    assert.ok(dialog.querySelector(`.listing-dialog__note a[href="/case-studies/${study.id}"]`), 'the note links the study\'s page');
    const closers = all(dialog, 'button[data-dialog-close]');
    assert.equal(closers.map((b) => b.getAttribute('aria-label') ?? text(b)), ['Close', 'Close'], 'the X and the Close button');
  }
});

test('case studies: the empty message is in the page, hidden; the closing call to action', () => {
  const empty = caseStudies.querySelector('[data-listing-empty]')!;
  assert.ok(empty.hasAttribute('hidden'));
  assert.is(text(empty), 'No case studies found for this industry.');
  assert.is(text(caseStudies.querySelector('[data-closing="caseStudies"] h2')), content.home.closings.caseStudies.title);
  const demo = all(caseStudies, 'main a').find((a) => text(a).startsWith(ACTION_LABELS.demo))!;
  assert.is(demo.getAttribute('href'), content.site.demoUrl);
  assert.is(demo.getAttribute('target'), '_blank');
  assert.is(demo.getAttribute('rel'), 'noopener noreferrer');
  const expert = all(caseStudies, 'main a').find((a) => text(a) === ACTION_LABELS.expert)!;
  assert.is(expert.getAttribute('href'), '/contact');
});

test.run();
