/** The validator: each of SPEC.md's exact counts, and a missing field, fail with a named error. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadContent, type RawContent } from '../../site/build/load.ts';
import { validateContent } from '../../site/build/validate.ts';
import { ContentError } from '../../site/build/errors.ts';
import { contentDir } from '../helpers/content.ts';

const pristine = await loadContent(contentDir);

/** Validates a copy of the real content after `change`, returning the problems as "file field: message". */
function problemsAfter(change: (raw: RawContent) => void): string[] {
  const raw = structuredClone(pristine);
  change(raw);
  try {
    validateContent(raw);
    return [];
  } catch (error) {
    assert.instance(error, ContentError);
    return (error as ContentError).problems.map((p) => `${p.file.replace(/^.*content\//, '')} ${p.field ?? ''}: ${p.message}`);
  }
}

const records = (loaded: { value: unknown }) => loaded.value as Record<string, any>;

test('the real content is valid', () => {
  assert.equal(problemsAfter(() => {}), []);
});

test('an industry page needs exactly 3 challenges and 4 solutions', () => {
  const problems = problemsAfter((raw) => {
    const nbfc = records(raw.industries.find((i) => i.file.endsWith('nbfc.ts'))!);
    nbfc.page.challenges.pop();
    nbfc.page.solutions.pop();
  });
  assert.ok(problems.includes('industries/nbfc.ts page.challenges: must have exactly 3 items (has 2)'), problems.join('\n'));
  assert.ok(problems.includes('industries/nbfc.ts page.solutions: must have exactly 4 items (has 3)'), problems.join('\n'));
});

test('a product needs exactly 4 features and 4 benefits', () => {
  const problems = problemsAfter((raw) => {
    const [first] = records(raw.products) as any[];
    first.features.items.pop();
    first.benefits.items.push(first.benefits.items[0]);
  });
  assert.ok(problems.includes('products.ts products[0].features.items: must have exactly 4 items (has 3)'), problems.join('\n'));
  assert.ok(problems.includes('products.ts products[0].benefits.items: must have exactly 4 items (has 5)'), problems.join('\n'));
});

test('careers needs 6 openings; partners 5 types and 4 benefits', () => {
  const problems = problemsAfter((raw) => {
    const company = records(raw.company);
    company.careers.openings.pop();
    company.partners.types.pop();
    company.partners.benefits.pop();
  });
  assert.ok(problems.includes('company.ts careers.openings: must have exactly 6 items (has 5)'), problems.join('\n'));
  assert.ok(problems.includes('company.ts partners.types: must have exactly 5 items (has 4)'), problems.join('\n'));
  assert.ok(problems.includes('company.ts partners.benefits: must have exactly 4 items (has 3)'), problems.join('\n'));
});

test('the privacy policy needs 12 numbered sections and the terms 16', () => {
  const problems = problemsAfter((raw) => {
    raw.legal.privacy.value = String(raw.legal.privacy.value).replace(/\n## 12\.[\s\S]*$/, '\n');
    raw.legal.terms.value = `${raw.legal.terms.value}\n## 17. One Too Many\nText.\n`;
  });
  assert.ok(problems.includes('legal/privacy.md sections: must have exactly 12 numbered "## N. Title" sections (has 11)'), problems.join('\n'));
  assert.ok(problems.includes('legal/terms.md sections: must have exactly 16 numbered "## N. Title" sections (has 17)'), problems.join('\n'));
});

test('a missing field, a missing date, raw HTML and an unknown token are named', () => {
  const problems = problemsAfter((raw) => {
    delete records(raw.company).about.vision;
    raw.legal.terms.value = String(raw.legal.terms.value).replace(/effective: .*\n/, '');
    raw.about.value = `${raw.about.value}\n<script>alert(1)</script>\n\nWritten by {{founder}}.\n`;
  });
  assert.ok(problems.includes('company.ts about.vision: is missing'), problems.join('\n'));
  assert.ok(problems.includes('legal/terms.md effective: is missing from the metadata header'), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('pages/about.md : contains raw HTML')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('pages/about.md : uses the unknown token {{founder}}')), problems.join('\n'));
});


test('resources: an unknown category or industry, a missing field and a missing case study are named', () => {
  const problems = problemsAfter((raw) => {
    const post = raw.blog[0];
    post.value = String(post.value).replace(/category: .*\n/, 'category: Gossip\n').replace(/readTime: .*\n/, '');
    const study = raw.caseStudies.find((s) => s.file.endsWith('bfsi-growth.md'))!;
    study.value = String(study.value).replace(/industry: .*\n/, 'industry: Aerospace\n');
    raw.caseStudies = raw.caseStudies.filter((s) => !s.file.endsWith('b2b-saas.md'));
  });
  const post = pristine.blog[0].file.replace(/^.*content\//, '');
  assert.ok(problems.some((p) => p.startsWith(`${post} category: must be one of the categories`)), problems.join('\n'));
  assert.ok(problems.includes(`${post} readTime: is missing`), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('case-studies/bfsi-growth.md industry: must be one of the case-study industries')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('case-studies/b2b-saas.md : is missing')), problems.join('\n'));
});

test.run();
