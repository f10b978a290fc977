/** The company's facts (content/company.yml `facts`): a missing or malformed fact is refused, naming the file and the field. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import type { CompanyFacts } from '../../site/model/content.ts';
import { teamSizeText } from '../../site/pages/company/AboutFacts.tsx';
import { CONTENT_FILES, contentDir, printedProblems, whereField } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const pristine = await loadContent(contentDir, { root: projectRoot });
/** How the build names `field` of the company's file: with its line there (a field deleted here is still in the file). */
const named = (field: string) => whereField(CONTENT_FILES.company, field);

/** The problems after changing a copy of the real facts. */
function problemsAfter(change: (facts: { -readonly [K in keyof CompanyFacts]: any }, raw: RawContent) => void): string[] {
  const raw = structuredClone(pristine);
  change((raw.company.value as { facts: CompanyFacts }).facts, raw);
  return printedProblems(raw);
}

test('the real facts are valid', () => {
  assert.equal(problemsAfter(() => {}), []);
});

test('a missing fact is named with its field', () => {
  assert.equal(problemsAfter((facts) => delete facts.founded), [`${named('facts.founded')} is missing`]);
  // A list item is also named by its own name, so that nobody has to count to it.
  const certificate = (pristine.company.value as { facts: CompanyFacts }).facts.certifications[0].name;
  assert.equal(problemsAfter((facts) => delete facts.certifications[0].scope), [`${named('facts.certifications[0].scope')} is missing (facts.certifications[0] is "${certificate}")`]);
});

test('malformed facts: a year that is not a whole year, too few leaders, a team size in words', () => {
  assert.equal(problemsAfter((facts) => (facts.founded = 2016.5)), [`${named('facts.founded')} must be a whole number, got 2016.5`]);
  assert.equal(problemsAfter((facts) => (facts.founded = 16)), [`${named('facts.founded')} must be at least 1900, got 16`]);
  assert.equal(problemsAfter((facts) => (facts.leadership = facts.leadership.slice(0, 2))), [`${named('facts.leadership')} must have 3 to 6 items (has 2)`]);
  assert.match(problemsAfter((facts) => (facts.teamSize.people = 'about 140'))[0], `${named('facts.teamSize.people')} must be a number`);
  assert.match(problemsAfter((facts) => (facts.teamSize.qualifier = 'roughly'))[0], '"facts.teamSize.qualifier" must be a qualifier: "about", "more than"');
});

test('exactly one head office, and no founding after the copyright year', () => {
  assert.equal(problemsAfter((facts) => delete facts.offices[0].headOffice), [`${named('facts.offices')} must mark exactly one office "headOffice: true" (found 0)`]);
  assert.equal(problemsAfter((facts) => (facts.offices[1].headOffice = true)), [`${named('facts.offices')} must mark exactly one office "headOffice: true" (found 2)`]);
  assert.match(problemsAfter((facts, raw) => (facts.founded = (raw.site.value as { copyrightYear: number }).copyrightYear + 1))[0], '"facts.founded" is ');
});

test('the team size as read: with its qualifier, counted the Indian way', () => {
  assert.is(teamSizeText({ people: 140, qualifier: 'about' }), 'About 140 people');
  assert.is(teamSizeText({ people: 1200, qualifier: 'more than' }), 'More than 1,200 people');
  assert.is(teamSizeText({ people: 140000 }), '1,40,000 people');
});

test.run();
