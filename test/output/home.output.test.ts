/** The home page as built: every section of docs/site.md §5, in order, with its facts. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPage } from '../helpers/built-pages.ts';
import { realContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';

const content = await realContent();
const doc = await loadPage('/');
const main = doc.querySelector('main')!;
const text = main.textContent!.replace(/\s+/g, ' ');

test('the headline is the one h1 and needs no script', () => {
  assert.is(doc.querySelectorAll('h1').length, 1);
  assert.match(doc.querySelector('h1')!.textContent!, /command centre/i);
});

test('sections follow the order of docs/site.md §5: solutions, industries, why choose, infrastructure, ESG, testimonials, statistics, showcase, banner', () => {
  const headings = Array.from(main.querySelectorAll('h2'), (h) => h.textContent!);
  const titles = content.home.headings;
  const order = [titles.solutions.title, titles.industries.title, content.home.whyChoose.heading, content.home.infrastructure.heading, content.home.esg.heading, 'What Our Clients Say', titles.statistics.title, content.home.showcase.heading, 'Ready to Transform Your Business?'];
  const positions = order.map((h) => headings.indexOf(h));
  assert.ok(positions.every((p) => p >= 0), `missing: ${order.filter((_, i) => positions[i] < 0)}`);
  assert.equal([...positions].sort((a, b) => a - b), positions);
});

test('solutions overview: five products, each linking to its canonical page in the same tab', () => {
  const cards = Array.from(doc.querySelectorAll('#solutions .overview-card'));
  assert.is(cards.length, 5);
  for (const [i, p] of content.products.entries()) {
    const link = cards[i].querySelector('a.overview-card__link')!;
    assert.is(link.getAttribute('href'), paths.product(p.slug));
    assert.is(link.getAttribute('target'), null);
  }
});

test('industries: all 12 cards are in the HTML with name, description, Challenge, How We Help, Impact and Learn more', () => {
  const cards = Array.from(doc.querySelectorAll('#industries .industry-card'));
  assert.is(cards.length, 12);
  const homeIndustries = content.industries.filter((i) => i.home).sort((a, b) => a.home!.order - b.home!.order);
  cards.forEach((card, i) => {
    const industry = homeIndustries[i];
    assert.is(card.querySelector('h3')!.textContent, industry.name);
    assert.equal(Array.from(card.querySelectorAll('dt'), (d) => d.textContent), ['Challenge', 'How We Help', 'Impact']);
    assert.is(card.querySelector('a')!.getAttribute('href'), paths.industry(industry.slug));
  });
  assert.match(doc.querySelector('[data-industry-toggle]')!.textContent!, 'View More Industries');
});

test('why choose badges, the three infrastructure claims and ESG are present', () => {
  for (const badge of ['3X Efficiency', '60% Faster', '45% Growth']) assert.match(text, badge);
  for (const claim of [/API-first/i, /millions of transactions/, /99\.9% uptime/]) assert.match(text, claim);
  assert.match(text, /ESG/);
  assert.match(text, /Join hundreds of companies/);
});

test.run();
