/** The content fields that become an href or src: each refuses what its element cannot safely use, naming the field. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validate } from '../../site/model/schema.ts';
import { industrySchema, siteSchema } from '../../site/model/content.ts';
import { contentAsBuilt } from '../helpers/content.ts';

const { site, industries: [industry] } = await contentAsBuilt();
const siteIssues = (change: Record<string, unknown>) => validate(siteSchema, { ...structuredClone(site), ...change });
const sceneIssues = (scene: string) => validate(industrySchema, { ...industry, scene });

test('the real site record and an industry pass', () => {
  assert.equal(validate(siteSchema, site), []);
  assert.equal(sceneIssues(industry.scene), []);
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

test('an industry scene is a drawing under content/images/, named as written there: never an address, a path out or another kind', () => {
  assert.equal(sceneIssues('industries/retail-2.svg'), []);
  assert.equal(sceneIssues('retail.svg'), []);
  for (const scene of ['https://cdn.example/retail.svg', '//cdn.example/retail.svg', 'data:image/svg+xml,<svg/>', '/images/retail.svg', '../site/retail.svg', 'industries/../retail.svg', 'industries/retail.png', 'Industries/Retail.svg', 'a/b/retail.svg']) {
    const issues = sceneIssues(scene);
    assert.equal(issues.map((i) => i.path), ['scene'], scene);
    assert.match(issues[0].message, "like 'industries/retail.svg'", scene);
  }
});

test.run();
