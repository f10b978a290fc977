/** The content fields that become an href or src: each refuses what its element cannot safely use, naming the field. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validate } from '../../site/model/schema.ts';
import { industrySchema, siteSchema } from '../../site/model/content.ts';
import site from '../../content/site.ts';
import { anIndustry, realContent } from '../helpers/content.ts';

const siteIssues = (change: Record<string, unknown>) => validate(siteSchema, { ...structuredClone(site), ...change });
/** The first industry on the simple template, as its module exports it. */
const simple = (await realContent()).industries.find((i) => i.slug === anIndustry('simple').slug)!;
const heroIssues = (heroImage: string) => validate(industrySchema, { ...simple, page: { ...simple.page, heroImage } });

test('the real site record and a simple industry page pass', () => {
  assert.equal(validate(siteSchema, site), []);
  if (simple.page.template !== 'simple') throw new Error(`${simple.slug} is not on the simple template`);
  assert.equal(heroIssues(simple.page.heroImage), []);
});

test('a demo link with a script, file or relative address is refused at "demoUrl", quoting it', () => {
  for (const demoUrl of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'jav&#x61;script:alert(1)', ' \u0001javascript:alert(1)', 'file:///C:/demo.html', 'meet.acme.example/demo', '/contact']) {
    const issues = siteIssues({ demoUrl });
    assert.equal(issues.map((i) => i.path), ['demoUrl'], demoUrl);
    assert.match(issues[0].message, `is ${JSON.stringify(demoUrl)}, which`);
  }
  assert.equal(siteIssues({ demoUrl: 'mailto:sales@acme.example' }), [], 'an e-mail link may book a demo');
});

test('a social link must be a web page: not mail, not a script', () => {
  const issues = siteIssues({ social: { ...site.social, x: 'javascript:alert(1)', youtube: 'mailto:a@b.example' } });
  assert.equal(issues.map((i) => i.path), ['social.youtube', 'social.x']);
  assert.match(issues[0].message, 'uses the "mailto:" scheme');
  assert.match(issues[1].message, 'uses the "javascript:" scheme');
});

test('a form endpoint must be https (the page posts to it and the security policy names its origin)', () => {
  assert.equal(siteIssues({ forms: { contact: 'https://forms.example/contact' } }), []);
  for (const contact of ['http://forms.example/contact', 'mailto:a@b.example', 'javascript:void(0)']) {
    const issues = siteIssues({ forms: { contact } });
    assert.equal(issues.map((i) => i.path), ['forms.contact'], contact);
  }
  assert.equal(siteIssues({ forms: { whitepaper: 'https://crm.example/leads' } }), []);
  assert.equal(siteIssues({ forms: { whitepaper: 'http://crm.example/leads' } }).map((i) => i.path), ['forms.whitepaper']);
});

test('an industry hero image must be an SVG on this site: never another host, "//host" or data:', () => {
  const cases: [string, string][] = [
    ['https://cdn.example/real-estate.svg', 'a path to a file in static/'],
    ['//cdn.example/real-estate.svg', 'starts with "//"'],
    ['data:image/svg+xml,<svg/>', '"data:" scheme'],
    ['images/real-estate.svg', 'like /images/real-estate.svg'],
    ['/images/real-estate.png', 'a path to an SVG in static/'],
  ];
  for (const [heroImage, says] of cases) {
    const issues = heroIssues(heroImage);
    assert.equal(issues.map((i) => i.path), ['page.heroImage'], heroImage);
    assert.match(issues[0].message, says, heroImage);
  }
});

test.run();
