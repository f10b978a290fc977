/**
 * Brand tokens in the YAML content files: filled from content/site.yml when the content is
 * checked, so that text naming the company or the XDR product follows a rename.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import { brandTokens } from '../../site/content-loader/front-matter.ts';
import type { Site } from '../../site/model/content.ts';
import { contentDir, printedProblems } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const pristine = await loadContent(contentDir, { root: projectRoot });
const site = pristine.site.value as Site;

function changed(change: (raw: RawContent) => void): RawContent {
  const raw = structuredClone(pristine);
  change(raw);
  return raw;
}
const records = (loaded: { value: unknown }) => loaded.value as Record<string, any>;

test('every token in the text of a YAML file is filled, in site.yml and the other files alike', () => {
  const raw = changed((raw) => {
    records(raw.site).tagline = 'Made by {{company}}, maker of {{xdr}}';
    records(raw.home).hero.lead = 'Write to {{ email }} or call {{phone}}.';
  });
  const content = validateContent(raw);
  assert.is(content.site.tagline, `Made by ${site.company}, maker of ${site.xdrName}`);
  assert.is(content.home.hero.lead, `Write to ${site.email} or call ${site.phone}.`);
  // The page tokens ({{name}} in a product's or industry's closing) are left for the page to fill: any other is filled.
  const checked = validateContent(structuredClone(pristine));
  const closings = { ...checked.home.closings, product: undefined, industry: undefined };
  assert.not.match(JSON.stringify({ ...checked, home: { ...checked.home, closings } }), /\{\{\s*\w+\s*\}\}/, 'no token is left in the checked content');
});

test('{{name}} is left for the page in the closings that name their product or industry, and refused anywhere else', () => {
  const raw = changed((raw) => {
    records(raw.home).closings.product.title = 'See {{ name }} at work';
    records(raw.home).closings.industry.text = 'For {{name}}, by {{company}}.';
  });
  const content = validateContent(raw);
  assert.is(content.home.closings.product.title, 'See {{name}} at work');
  assert.is(content.home.closings.industry.text, `For {{name}}, by ${site.company}.`);
  const elsewhere = changed((raw) => void (records(raw.home).closings.home.title = 'See {{name}} at work'));
  assert.throws(() => validateContent(elsewhere), (error: Error) => error.message.includes('closings.home.title') && error.message.includes('unknown token {{name}}'));
});

test('a company renamed in site.yml leaves its old name in none of the brand (the legal name aside, which is written out)', () => {
  const raw = changed((raw) => void (records(raw.site).company = "Zed's Labs"));
  const { site: renamed } = validateContent(raw);
  assert.not.match(JSON.stringify({ ...renamed, legalName: '' }), site.company);
});

test('an unknown token is named at its field and line, with the known ones', () => {
  const problems = printedProblems(changed((raw) => void (records(raw.company).careers.lead = 'Join {{founder}}.')));
  const known = Object.keys(brandTokens(site)).map((t) => `{{${t}}}`).join(', ');
  assert.equal(problems, [`${pristine.company.file}:${pristine.company.lines!['careers.lead']}: "careers.lead" uses the unknown token {{founder}} (known: ${known})`]);
});

test('a field a token stands for may not hold one', () => {
  const problems = printedProblems(changed((raw) => void (records(raw.site).company = '{{xdr}} Corp')));
  assert.equal(problems, [`${pristine.site.file}:${pristine.site.lines!.company}: "company" is what a brand token stands for, so it can't hold one: write it out`]);
});

test('the loaded data is left as written (the house style reads the text as written)', () => {
  const raw = changed((raw) => void (records(raw.site).tagline = 'By {{company}}'));
  validateContent(raw);
  assert.is(records(raw.site).tagline, 'By {{company}}');
});

test.run();
