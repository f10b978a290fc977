/** Issue 3's pages as built: counts, anchors, and the published figures of docs/content.md §6. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { productOf, productPage, publishedContent } from '../helpers/content.ts';
import { loadPage, text } from '../helpers/built-pages.ts';
import { paths } from '../../site/paths.ts';
import type { ProductId } from '../../site/model/content.ts';

const content = await publishedContent();
const mainText = (doc: Document) => doc.querySelector('main')!.textContent!.replace(/\s+/g, ' ');

/** docs/content.md §6, industries: each published figure, with its key words, on its page. */
const impactFigures: Record<string, RegExp[]> = {
  nbfc: [/45% \w+ loan conversion/, /60% faster onboarding/, /3X agent productivity/],
  ecommerce: [/40% \w+ repeat sales/, /25% more referrals/],
  retail: [/2\.3x repeat purchases/, /60% \w+ engagement/],
  healthcare: [/35% \w+ patient retention/, /40% \w+ employee satisfaction/],
  manufacturing: [/30% more partner sales/, /20% faster supply chain turnover/],
  automotive: [/40% \w+ dealer engagement/, /3X test-drive bookings/],
  education: [/50% \w+ course completion/, /65% \w+ participation/],
  hospitality: [/40% \w+ guest satisfaction/, /30% \w+ operational cost/],
  telecom: [/25% less churn/, /50% faster resolution/],
  insurance: [/60% faster claims/, /35% \w+ (customer )?satisfaction/],
  'it-saas': [/70% faster support response time/, /45% faster onboarding/],
  'public-sector': [/30% gain in delivery speed/, /20% lower cost/],
  'real-estate': [/\+35% lead-to-site conversions/, /\+50% broker retention/],
};

test('every standard industry page: banner, 3 challenges, 4 solutions in order, each with features and impact', async () => {
  // The four products in the order docs/content.md §2 requires, by the names content/products.yml gives them.
  const solutionNames = (['gratify', 'navigator', 'pulsewatch', 'xdr'] as const).map((id) => productOf(content, id).name);
  for (const industry of content.industries) {
    const { page } = industry;
    if (page.template !== 'standard') continue;
    const doc = await loadPage(paths.industry(industry.slug));
    assert.is(doc.querySelector('h1')!.textContent, page.title);
    const challenges = doc.querySelector('[aria-labelledby="challenges-title"]')!;
    assert.is(challenges.querySelector('h2')!.textContent, 'Industry challenges');
    assert.is(challenges.querySelectorAll('.icon-card').length, 3, industry.slug);
    const solutions = doc.querySelector('[aria-labelledby="solutions-title"]')!;
    assert.is(solutions.querySelector('h2')!.textContent, 'Our solutions');
    const cards = Array.from(solutions.querySelectorAll('.solution-card'));
    assert.equal(cards.map((c) => c.querySelector('h3')!.textContent), solutionNames, industry.slug);
    cards.forEach((card, i) => {
      assert.match(card.textContent!, 'Key features');
      assert.equal(Array.from(card.querySelectorAll('.check-list li'), (li) => li.textContent), page.solutions[i].features, `${industry.slug}: features`);
      assert.is(card.querySelector('.impact-box__text')!.textContent, page.solutions[i].impact, `${industry.slug}: impact`);
    });
    assert.ok(doc.querySelector('.demo-banner'), `${industry.slug}: demo banner`);
  }
});

test('each industry shows its published impact figures', async () => {
  // An industry removed or renamed since docs/content.md §6 was written has no page of that name to check.
  const published = Object.entries(impactFigures).filter(([slug]) => content.industries.some((i) => i.slug === slug));
  for (const [slug, figures] of published) {
    const page = mainText(await loadPage(paths.industry(slug)));
    for (const figure of figures) assert.match(page, figure, `${slug}: ${figure}`);
  }
});

test('an industry on the simple template (today Real Estate): description, four named features, results', async () => {
  const simple = content.industries.filter((i) => i.page.template === 'simple');
  assert.ok(simple.length > 0, 'an industry on the simple template');
  for (const { slug, page } of simple) {
    if (page.template !== 'simple') continue;
    const doc = await loadPage(paths.industry(slug));
    assert.match(mainText(doc), page.description, `${slug}: description`);
    const features = Array.from(doc.querySelectorAll('.icon-card h3'), (h) => text(h));
    assert.is(features.length, 4, slug);
    assert.equal(features, page.features.map((f) => f.title), `${slug}: features`);
    assert.equal(Array.from(doc.querySelectorAll('.result-list li'), (li) => text(li)), page.results, `${slug}: results`);
  }
});

test('each product page: anchors #features and #benefits with 4 cards each, the demo banner', async () => {
  for (const product of content.products) {
    const doc = await loadPage(paths.product(product.slug));
    assert.is(doc.querySelectorAll('#features .icon-card').length, 4, product.slug);
    assert.is(doc.querySelectorAll('#benefits .icon-card').length, 4, product.slug);
    assert.ok(doc.querySelector('.demo-banner'));
    assert.is(doc.querySelector('#features h2')!.textContent, product.features.heading, product.slug);
    assert.is(doc.querySelector('#benefits h2')!.textContent, product.benefits.heading, product.slug);
  }
});

test('the products\' published claims are on their pages, and who each is for', async () => {
  const page = async (id: ProductId) => mainText(await loadPage(productPage(content, id)));
  const rewards = await page('rewards');
  for (const claim of ['400+ gift cards', '4,000+ merchandise', 'hampers']) assert.match(rewards, claim);
  const pulse = await page('pulsewatch');
  for (const claim of [/2 hours to 12 minutes/, /30% cloud cost sav/]) assert.match(pulse, claim);
  assert.match(await page('gratify'), /45% customer retention/);
  assert.match(await page('navigator'), /35% sales increase/);
  assert.match(await page('xdr'), /40% reduced incidents/);
  const navigator = await loadPage(productPage(content, 'navigator'));
  assert.equal(Array.from(navigator.querySelectorAll('.counters__number'), (n) => text(n)), ['40%', '100+', '250%'], 'Navigator\'s counters');
  for (const product of content.products) {
    if (!product.audience) continue;
    const doc = await loadPage(paths.product(product.slug));
    for (const card of product.audience.items) assert.match(mainText(doc), card.title, `${product.slug}: ${card.title}`);
  }
});

test('terms: quick navigation, 12 privacy and 16 terms sections, the legal constants, links home and to top', async () => {
  const doc = await loadPage(paths.terms);
  const nav = Array.from(doc.querySelectorAll('.legal-nav a'), (a) => a.getAttribute('href'));
  assert.equal(nav, ['#privacy-policy', '#terms-of-use', '#legal-disclaimer', '/contact']);
  assert.is(doc.querySelectorAll('#privacy-policy .legal-doc__section').length, 12);
  assert.is(doc.querySelectorAll('#terms-of-use .legal-doc__section').length, 16);
  assert.ok(doc.querySelector('#legal-disclaimer'));
  const page = mainText(doc);
  for (const constant of [/Last updated: May 2025/, /Effective: May 2025/, /18 years/, /7 days/, /60 days/, /one calendar month/, /GST/, /prepaid/, /refund/, /[Aa]rbitration and Conciliation Act/, /courts (at|in) (New )?Delhi/, /DPDP|Digital Personal Data Protection Act/, /CERT-In/]) {
    assert.match(page, constant, String(constant));
  }
  assert.ok(doc.querySelector('main a[href="/"]'), 'back to home');
  assert.ok(doc.querySelectorAll('main a[href="#top"]').length >= 1, 'back to top');
});

test('about, careers and partners have their parts', async () => {
  const about = await loadPage(paths.about);
  assert.match(mainText(about), 'Our vision');
  assert.match(mainText(about), 'Our mission');
  const careers = await loadPage(paths.careers);
  const jobs = Array.from(careers.querySelectorAll('.job'));
  assert.equal(jobs.map((job) => job.querySelector('.job__title')?.textContent), content.company.careers.openings.map((o) => o.title), 'each opening of content/company.yml, in order');
  for (const job of jobs) assert.match(job.querySelector('.job__meta')!.textContent!, /Full-time.*(Delhi NCR|Remote)/);
  assert.is(careers.querySelector('.cv-line a')?.getAttribute('href'), `mailto:${content.site.email}`, 'the CV line links the address it names');
  const partners = await loadPage(paths.partners);
  assert.is(partners.querySelectorAll('[aria-labelledby="types-title"] .icon-card').length, content.company.partners.types.length);
  assert.is(partners.querySelectorAll('[aria-labelledby="partner-benefits-title"] .icon-card').length, content.company.partners.benefits.length);
});

test('about: every fact of content/company.yml, in a fact list, the leadership, and offices with their addresses', async () => {
  const about = await loadPage(paths.about);
  const { facts } = content.company;
  const terms = Object.fromEntries(Array.from(about.querySelectorAll('main dl dt'), (dt) => [text(dt), text(dt.nextElementSibling!)]));
  assert.is(terms.Founded, String(facts.founded));
  assert.match(terms.Team, new RegExp(`^${facts.teamSize.qualifier ?? ''}\\s*${facts.teamSize.people} people$`, 'i'));
  assert.is(terms['Head office'], facts.offices.find((o) => o.headOffice)!.city);
  for (const office of facts.offices) assert.match(terms.Offices, office.city);
  for (const c of facts.certifications) assert.match(terms.Certifications, c.name);
  const leaders = Array.from(about.querySelectorAll('main ul li'), text);
  for (const person of facts.leadership) {
    assert.ok(leaders.some((l) => l.includes(person.name) && l.includes(person.role) && l.includes(person.background)), person.name);
  }
  const addresses = Array.from(about.querySelectorAll('main address'), text);
  assert.equal(addresses, facts.offices.map((o) => o.address));
  for (const c of facts.certifications) assert.match(mainText(about), c.scope);
  const organization = JSON.parse(about.querySelector('head script[type="application/ld+json"]')!.textContent!)['@graph'][0];
  assert.is(organization.foundingDate, String(facts.founded));
  assert.is(organization.numberOfEmployees.value, facts.teamSize.people);
});

test.run();
