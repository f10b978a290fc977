/** The house style (Indian English): which words hit, which stay, and how the build names each hit. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { houseSpelling, houseStyleHits, KEEP_AS_WRITTEN } from '../../site/model/house-style.ts';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { houseStyleProblems } from '../../site/content-loader/house-style-check.ts';
import { formatProblem } from '../../site/errors.ts';
import { A_POST, contentDir } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const found = (text: string) => houseStyleHits(text).map((hit) => `${hit.found}->${hit.write}`);

test('US spellings hit, each with the house spelling in the same case', () => {
  assert.equal(found('A loyalty program for the Organization, to personalize offers.'), ['program->programme', 'Organization->Organisation', 'personalize->personalise']);
  assert.equal(found('PROGRAMS at the command center; enrollment, catalog, color, behavior'), [
    'PROGRAMS->PROGRAMMES', 'center->centre', 'enrollment->enrolment', 'catalog->catalogue', 'color->colour', 'behavior->behaviour',
  ]);
  assert.equal(found('optimizing, prioritized, recognizes, analyzed, utilization'), [
    'optimizing->optimising', 'prioritized->prioritised', 'recognizes->recognises', 'analyzed->analysed', 'utilization->utilisation',
  ]);
  assert.equal(houseStyleHits('the new program')[0].index, 8);
});

test('the house spellings themselves, and words the same in both, do not hit', () => {
  assert.equal(found('Programmes, organisations, personalised, centre, catalogue, enrolled, enrolment, colour.'), []);
  assert.equal(found('size, prize, seize, citizen, sized, capsize, realistic, authority'), []);
});

test('only whole words: a longer word that starts with a listed one does not hit', () => {
  assert.equal(found('programmed, programmer, programmatic, centerpiece, colorway'), []);
  // A hyphen joins words in prose; each is still a word.
  assert.equal(found('a loyalty-program design'), ['program->programme']);
});

test('addresses, paths, file names, tokens and code are not prose', () => {
  assert.equal(found('Read /blog/real-economics-of-loyalty-programs first.'), []);
  assert.equal(found('See [the economics](/blog/real-economics-of-loyalty-programs) and https://example.com/program.'), []);
  assert.equal(found('Write to program@acme.example or open color-guide.md; run `optimize --all`; {{program}}'), []);
  assert.equal(found('[loyalty programs](/blog/x)'), ['programs->programmes'], 'the text of a link is prose');
});

test('proper names, the specification\'s labels and the computer sense of "program" stay as written', () => {
  for (const phrase of KEEP_AS_WRITTEN) assert.equal(found(`We cite the ${phrase} here.`), [], phrase);
  assert.equal(found('opens your own E-mail Program with the message'), []);
  assert.equal(found('the e-mail program, and the dealer program'), ['program->programme']);
});

test('houseSpelling: undefined for words not on the list', () => {
  assert.is(houseSpelling('programme'), undefined);
  assert.is(houseSpelling('Center'), 'Centre');
});

const pristine = await loadContent(contentDir, { root: projectRoot });
const problemsAfter = (change: (raw: RawContent) => void) => {
  const raw = structuredClone(pristine);
  change(raw);
  return houseStyleProblems(raw).map(formatProblem);
};
const markdown = (raw: RawContent, file: string) => raw.blog.find((l) => l.file.endsWith(file)) ?? raw.caseStudies.find((l) => l.file.endsWith(file))!;

test('a Markdown file: each hit at its line, header and body; the settings, link targets and fenced code are not checked', () => {
  const problems = problemsAfter((raw) => {
    const post = markdown(raw, `${A_POST.slug}.md`);
    const lines = String(post.value).split('\n');
    const body = lines.indexOf('---', 1) + 1;
    lines[1] = 'title: A dealer program that pays on time';
    lines.splice(body, 0, 'Our program, see [the post](/blog/real-economics-of-loyalty-programs).', '```', 'program = optimize()', '```', 'We analyze and prioritize.');
    post.value = lines.join('\n').replace(/^color: .*$/m, 'color: blue');
  });
  const file = A_POST.source;
  const body = String(markdown(pristine, `${A_POST.slug}.md`).value).split('\n').indexOf('---', 1) + 2;
  assert.equal(problems, [
    `${file}:2: "program" -> write "programme" (house style: Indian English; docs/content.md §16)`,
    `${file}:${body}: "program" -> write "programme" (house style: Indian English; docs/content.md §16)`,
    `${file}:${body + 4}: "analyze" -> write "analyse" (house style: Indian English; docs/content.md §16)`,
    `${file}:${body + 4}: "prioritize" -> write "prioritise" (house style: Indian English; docs/content.md §16)`,
  ]);
});

test('a YAML file: each hit named by its field; identifiers and addresses are not checked', () => {
  const problems = problemsAfter((raw) => {
    const company = raw.company.value as { about: { values: { description: string; icon: string }[] } };
    company.about.values[1].description = 'Honest timelines for every program.';
    const products = raw.products.value as { slug: string; hero: { lead: string } }[];
    products[0].hero.lead = 'Customize rewards by colour and behavior.';
    products[0].slug = 'Customize';
  });
  assert.equal(problems.map((p) => p.replace(/ \(house style.*$/, '')), [
    'content/products.yml: "products[0].hero.lead" "Customize" -> write "Customise"',
    'content/products.yml: "products[0].hero.lead" "behavior" -> write "behaviour"',
    'content/company.yml: "about.values[1].description" "program" -> write "programme"',
  ]);
});

test.run();
