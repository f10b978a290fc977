/** A case study's title (site/model/resources.ts): "Name – outcome by N%", which its page splits into a figure and a label. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { caseStudyHeader } from '../../site/model/resources.ts';
import { validate } from '../../site/model/schema.ts';

const titleProblems = (title: string) => validate(caseStudyHeader.shape.title, title).map((issue) => issue.message);

test('a name, an en dash, an outcome and "by N%" last is a title', () => {
  assert.equal(titleProblems('NBFC – Repeat loans up by 28%'), []);
  assert.equal(titleProblems('Payments Platform – Mean time to resolve down by 90.5%'), []);
});

test('a figure anywhere but last, or no figure, is refused with the form to follow', () => {
  for (const title of ['HR-Tech SaaS Provider – Cloud spend fell 30% in two quarters', 'NBFC – Repeat loans up', 'NBFC – by 28%', 'NBFC - Repeat loans up']) {
    assert.match(titleProblems(title)[0] ?? '', 'like "Name – outcome by N%"', title);
  }
});

test('a hyphen typed for the dash is named as such', () => {
  for (const title of ['NBFC - Repeat loans up by 28%', 'HR-Tech SaaS Provider - Cloud spend down by 30%']) {
    assert.match(titleProblems(title)[0] ?? '', 'write an en dash (–) between the name and the outcome, not a hyphen (-)', title);
  }
});

test.run();
