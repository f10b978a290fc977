/** The home page as built: every section of docs/site.md §5, in order, with its facts. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPage, text } from '../helpers/built-pages.ts';
import { publishedContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';

const content = await publishedContent();
const doc = await loadPage('/');
const main = doc.querySelector('main')!;
const mainText = text(main);

test('the headline is the one h1 and needs no script', () => {
  assert.is(doc.querySelectorAll('h1').length, 1);
  assert.is(text(doc.querySelector('h1')), content.home.hero.title);
});

test('sections follow the order of docs/site.md §5: solutions, industries, why choose, infrastructure, ESG, testimonials, statistics, showcase, closing call', () => {
  const headings = Array.from(main.querySelectorAll('h2'), (h) => h.textContent!);
  const titles = content.home.headings;
  const order = [titles.solutions.title, titles.industries.title, content.home.whyChoose.heading, content.home.infrastructure.heading, content.home.esg.heading, titles.testimonials.title, titles.statistics.title, content.home.showcase.heading, content.home.closings.home.title];
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

test('industries: all 12 cards are in the HTML, each its name linking to its page, its one line and its impact figure', () => {
  const cards = Array.from(doc.querySelectorAll('#industries .industry-card'));
  assert.is(cards.length, 12);
  const homeIndustries = content.industries.filter((i) => i.home).sort((a, b) => a.home!.order - b.home!.order);
  cards.forEach((card, i) => {
    const industry = homeIndustries[i];
    assert.is(card.querySelector('h3')!.textContent, industry.name);
    assert.is(card.querySelector('h3 a')!.getAttribute('href'), paths.industry(industry.slug));
    assert.equal(Array.from(card.querySelectorAll('p'), (p) => text(p)), [industry.home!.challenge, industry.home!.impact]);
  });
  assert.match(doc.querySelector('[data-industry-toggle]')!.textContent!, 'View more industries');
});

test('why choose badges, the three infrastructure claims and ESG are present', () => {
  const { whyChoose, infrastructure, esg, closings } = content.home;
  for (const item of whyChoose.items) assert.match(mainText, item.badge);
  for (const claim of infrastructure.items) {
    assert.match(mainText, claim.title);
    assert.match(mainText, claim.description);
  }
  for (const block of esg.blocks) assert.match(mainText, block.title);
  assert.match(mainText, closings.home.text);
  assert.match(mainText, /99\.9% uptime/);
});

test.run();
