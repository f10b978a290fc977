/** The validator: each exact count, a missing field and every part of a structured document that would not be shown fail with a named error. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { loadContent, type RawContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import { UNGROUPED_INDUSTRIES } from '../../site/model/content.ts';
import { ContentError, formatProblem, type Problem } from '../../site/errors.ts';
import { anIndustry, contentDir } from '../helpers/content.ts';
import { projectRoot } from '../helpers/server.ts';

const pristine = await loadContent(contentDir, { root: projectRoot });

/** Validates a copy of the real content after `change`, returning its problems. */
function problemsOf(change: (raw: RawContent) => void): Problem[] {
  const raw = structuredClone(pristine);
  change(raw);
  try {
    validateContent(raw);
    return [];
  } catch (error) {
    assert.instance(error, ContentError);
    return (error as ContentError).problems;
  }
}

/** The problems after `change`, as "file field: message". */
const problemsAfter = (change: (raw: RawContent) => void): string[] =>
  problemsOf(change).map((p) => `${p.file.replace(/^.*content\//, '')} ${p.field ?? ''}: ${p.message}`);

const records = (loaded: { value: unknown }) => loaded.value as Record<string, any>;

test('the real content is valid', () => {
  assert.equal(problemsAfter(() => {}), []);
});

test('an industry page needs exactly 3 challenges and 4 solutions', () => {
  const { slug } = anIndustry('standard');
  const problems = problemsAfter((raw) => {
    const industry = records(raw.industries.find((i) => i.file.endsWith(`/${slug}.yml`))!);
    industry.page.challenges.pop();
    industry.page.solutions.pop();
  });
  assert.ok(problems.some((p) => p.startsWith(`industries/${slug}.yml page.challenges: must have exactly 3 items (has 2)`)), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith(`industries/${slug}.yml page.solutions: must have exactly 4 items (has 3)`)), problems.join('\n'));
});

test('a product needs exactly 4 features and 4 benefits', () => {
  const problems = problemsAfter((raw) => {
    const [first] = records(raw.products) as any[];
    first.features.items.pop();
    first.benefits.items.push(first.benefits.items[0]);
  });
  assert.ok(problems.some((p) => p.startsWith('products.yml products[0].features.items: must have exactly 4 items (has 3)')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('products.yml products[0].benefits.items: must have exactly 4 items (has 5)')), problems.join('\n'));
});

test('partners need 5 types and 4 benefits, said with what to do instead', () => {
  const problems = problemsAfter((raw) => {
    const company = records(raw.company);
    company.partners.types.pop();
    company.partners.benefits.pop();
  });
  assert.ok(problems.some((p) => p.startsWith('company.yml partners.types: must have exactly 5 items (has 4)')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('company.yml partners.benefits: must have exactly 4 items (has 3)')), problems.join('\n'));
  assert.match(problems.find((p) => p.startsWith('company.yml partners.types'))!, /replacing/, 'says what to do instead of removing one');
});

test('careers take any number of openings from one; none is refused', () => {
  const keeping = (count: number) => problemsAfter((raw) => {
    const { openings } = records(raw.company).careers;
    const kept = Array.from({ length: count }, (_, i) => ({ ...openings[i % openings.length], title: `Opening ${i + 1}` }));
    openings.splice(0, openings.length, ...kept);
  });
  assert.equal(keeping(1), []);
  assert.equal(keeping(25), []);
  assert.equal(keeping(0), ['company.yml careers.openings: must have at least 1 item (has 0)']);
});

test('testimonials take a range, said whole in the message with its reason', () => {
  const keeping = (count: number) => problemsAfter((raw) => {
    const home = records(raw.home);
    home.testimonials = Array.from({ length: count }, (_, i) => ({ ...home.testimonials[i % home.testimonials.length], author: `Client ${i + 1}` }));
  });
  assert.equal(keeping(8), []);
  assert.equal(keeping(18), []);
  for (const count of [7, 19]) {
    const [problem, ...more] = keeping(count);
    assert.equal(more, []);
    assert.ok(problem.startsWith(`home.yml testimonials: must have 8 to 18 items (has ${count}): the row scrolls one lap in a fixed time`), problem);
  }
});

test('whitepapers: a new file takes its place in the navigation list, or comes last while the list lacks it; one listed twice, or listed with no file, is named; the list sets the order', () => {
  const id = (loaded: { file: string }) => path.basename(loaded.file, '.md');
  const newPaper = (raw: RawContent) => ({ ...raw.whitepapers[0], file: raw.whitepapers[0].file.replace(/[^/]+\.md$/, 'a-new-paper.md'), value: String(raw.whitepapers[0].value).replace(/^title: .*$/m, 'title: A new paper') });
  const listed = (raw: RawContent) => (raw.navigation.value as { whitepapers: string[] }).whitepapers;
  const added = structuredClone(pristine);
  added.whitepapers.push(newPaper(added));
  listed(added).unshift('a-new-paper');
  assert.is(validateContent(added).whitepapers[0].id, 'a-new-paper');
  const removed = id(pristine.whitepapers.at(-1)!);
  const problems = problemsAfter((raw) => {
    raw.whitepapers = raw.whitepapers.filter((w) => id(w) !== removed);
    raw.whitepapers.push(newPaper(raw));
  });
  assert.ok(problems.some((p) => /^navigation\.yml whitepapers\[\d+\]: /.test(p) && p.includes(`"${removed}" is not a whitepaper`) && p.includes('remove it from the list')), problems.join('\n'));
  assert.not.ok(problems.some((p) => p.includes('"a-new-paper"')), problems.join('\n'));
  // Not listed yet: shown after the listed ones. Listed twice: refused.
  const unlisted = structuredClone(pristine);
  unlisted.whitepapers.unshift(newPaper(unlisted));
  assert.is(validateContent(unlisted).whitepapers.at(-1)!.id, 'a-new-paper');
  const twice = problemsAfter((raw) => listed(raw).push(listed(raw)[0]));
  assert.ok(twice.some((p) => p.includes(`whitepapers: must list the whitepaper "${listed(pristine)[0]}" once, where /resources/whitepapers shows it (found 2)`)), twice.join('\n'));
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
  assert.ok(problems.includes('company.yml about.vision: is missing'), problems.join('\n'));
  assert.ok(problems.includes('legal/terms.md effective: is missing from the metadata header'), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('pages/about.md : contains raw HTML')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('pages/about.md : uses the unknown token {{founder}}')), problems.join('\n'));
});


test('resources: an unknown category or industry and a typed reading time are named', () => {
  const study = pristine.caseStudies[0].file.replace(/^.*content\//, '');
  const problems = problemsAfter((raw) => {
    const post = raw.blog[0];
    post.value = String(post.value).replace(/category: .*\n/, 'category: Gossip\n').replace(/author: .*\n/, 'author: A. Writer\nreadTime: 6 min read\n');
    raw.caseStudies[0].value = String(raw.caseStudies[0].value).replace(/industry: .*\n/, 'industry: Aerospace\n');
    raw.whitepapers[0].value = String(raw.whitepapers[0].value).replace(/^color: /m, 'pages: 16\ncolor: ');
  });
  const post = pristine.blog[0].file.replace(/^.*content\//, '');
  assert.ok(problems.some((p) => p.startsWith(`${post} category: is "Gossip", which is not a category of the blog`) && p.endsWith('or list a new one in content/blog-categories.yml')), problems.join('\n'));
  assert.ok(problems.includes(`${post} readTime: is worked out from the post's words now (about 200 a minute): delete this line`), problems.join('\n'));
  assert.not.ok(problems.some((p) => p.includes('readTime: is not a known field')), 'one message for the old field, not two');
  const paper = pristine.whitepapers[0].file.replace(/^.*content\//, '');
  assert.ok(problems.some((p) => p.startsWith(`${paper} pages: is not typed any more`) && p.endsWith('delete this line')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith(`${study} industry: must be one of the case-study industries`)), problems.join('\n'));
});

test('an industry whose slug differs from its file name is named once, at its slug, and not blamed on the menu', () => {
  const problems = problemsAfter((raw) => {
    const [first, second] = raw.industries;
    records(second).slug = records(first).slug;
  });
  const file = pristine.industries[1].file.replace(/^.*content\//, '');
  assert.equal(problems, [`${file} slug: must match the file name ("${path.basename(file, path.extname(file))}"), got "${records(pristine.industries[0]).slug}"`]);
});

test('industries: one in no menu group yet is no problem and is shown in a last group of its own, in file-name order; one in two groups, or a listed one with no file, is named', () => {
  const slugOf = (loaded: { file: string }) => path.basename(loaded.file, '.yml');
  const groups = (raw: RawContent) => (raw.navigation.value as { industryGroups: { title: string; industries: string[] }[] }).industryGroups;
  // A new industry: a copy of one without a home-page block, under a new file name (as the editor's New button makes it).
  const added = (raw: RawContent, slug: string) => {
    const source = raw.industries.find((loaded) => !records(loaded).home)!;
    const value = { ...structuredClone(records(source)), slug };
    raw.industries.push({ ...source, file: source.file.replace(/[^/]+\.yml$/, `${slug}.yml`), value });
  };
  const raw = structuredClone(pristine);
  added(raw, 'zz-new-industry');
  added(raw, 'aa-new-industry');
  const listed = groups(raw).map((group) => ({ ...group, industries: [...group.industries] }));
  const content = validateContent(raw);
  assert.equal(content.industryGroups.slice(0, -1), listed, 'the listed groups as they are');
  assert.equal(content.industryGroups.at(-1), { title: UNGROUPED_INDUSTRIES, industries: ['aa-new-industry', 'zz-new-industry'] });
  assert.equal(validateContent(structuredClone(pristine)).industryGroups.map((group) => group.title), groups(pristine).map((group) => group.title), 'no group of its own when every industry is listed');

  const grouped = groups(pristine)[0].industries[0];
  const twice = problemsAfter((raw) => groups(raw).at(-1)!.industries.push(grouped));
  assert.ok(twice.some((p) => p.includes(`industryGroups: must list the industry "${grouped}" in one group only`)), twice.join('\n'));
  const removed = slugOf(pristine.industries.find((loaded) => !records(loaded).home)!);
  const gone = problemsAfter((raw) => (raw.industries = raw.industries.filter((loaded) => slugOf(loaded) !== removed)));
  assert.ok(gone.some((p) => /^navigation\.yml industryGroups\[\d+\]\.industries\[\d+\]: /.test(p) && p.includes(`"${removed}" is not an industry`)), gone.join('\n'));
});

test('case studies: a file the navigation does not list yet is no problem, a listed one with no file is named; the list sets the order', () => {
  const id = (loaded: { file: string }) => path.basename(loaded.file, '.md');
  const removed = id(pristine.caseStudies[1]);
  const [first] = (pristine.navigation.value as { caseStudies: string[] }).caseStudies;
  const problems = problemsAfter((raw) => {
    raw.caseStudies = raw.caseStudies.filter((s) => s !== raw.caseStudies[1]);
    raw.caseStudies.push({ ...raw.caseStudies[0], file: raw.caseStudies[0].file.replace(/[^/]+\.md$/, 'a-new-study.md'), value: String(raw.caseStudies[0].value).replace(/^title: .*$/m, 'title: A new study – sales up by 10%') });
  });
  assert.ok(problems.some((p) => /^navigation\.yml caseStudies\[\d+\]: /.test(p) && p.includes(`"${removed}" is not a case study`) && p.includes('remove it from the list')), problems.join('\n'));
  assert.not.ok(problems.some((p) => p.includes('"a-new-study"')), 'a case study not listed yet is no problem: it is shown last');
  const raw = structuredClone(pristine);
  const navigation = raw.navigation.value as { caseStudies: string[] };
  navigation.caseStudies.push(navigation.caseStudies.shift()!);
  const content = validateContent(raw);
  assert.is(content.caseStudies.at(-1)!.id, first);
});

test('a post, case study or whitepaper file name must be an address of its own: dashed lower-case words, none the listings use', () => {
  const renamed = <T extends { file: string }>(loaded: T, name: string): T => ({ ...loaded, file: loaded.file.replace(/[^/]+\.md$/, name) });
  const problems = problemsAfter((raw) => {
    raw.blog = [renamed(raw.blog[0], 'page.md'), renamed(raw.blog[1], 'Diwali Gifts.md'), ...raw.blog.slice(2)];
    raw.caseStudies = [renamed(raw.caseStudies[0], 'industry.md'), ...raw.caseStudies.slice(1)];
    raw.whitepapers = [renamed(raw.whitepapers[0], 'AI Paper.md'), ...raw.whitepapers.slice(1)];
  });
  assert.ok(problems.some((p) => p.startsWith('whitepapers/AI Paper.md : file name must be lower-case words joined by dashes')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('blog/page.md : file name "page" is an address the site uses itself')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('blog/Diwali Gifts.md : file name must be lower-case words joined by dashes')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith('case-studies/industry.md : file name "industry" is an address the site uses itself')), problems.join('\n'));
});

/** The problems after `change`, as printed (`file:line: "field" message`). */
const printedAfter = (change: (raw: RawContent) => void): string[] => problemsOf(change).map(formatProblem);

/** The file's line holding `fragment`. */
const lineOf = (loaded: { value: unknown }, fragment: string | RegExp) => {
  const text = String(loaded.value);
  const at = typeof fragment === 'string' ? text.indexOf(fragment) : text.search(fragment);
  assert.ok(at >= 0, `${fragment} is not in the file`);
  return text.slice(0, at).split('\n').length;
};

const titleOf = (loaded: { value: unknown }) => /^title: (.*)$/m.exec(String(loaded.value))![1];
const withTitle = (loaded: { value: unknown }, title: string) => (loaded.value = String(loaded.value).replace(/^title: .*$/m, `title: ${title}`));

test('two posts, two case studies or two whitepapers with one title are refused, naming both files', () => {
  const [a, b] = pristine.blog;
  const [s1, s2] = pristine.caseStudies;
  const [w, w2] = pristine.whitepapers;
  const problems = printedAfter((raw) => {
    withTitle(raw.blog[1], ` ${titleOf(a).toUpperCase()} `);
    const [first, second] = raw.caseStudies.filter((l) => l.file === s1.file || l.file === s2.file);
    withTitle(second, titleOf(first));
    withTitle(raw.whitepapers.find((l) => l.file === w2.file)!, titleOf(w));
  });
  assert.ok(problems.includes(`${b.file}:${lineOf(b, /^title:/m)}: "title" is also the title of ${a.file}: every post needs a title of its own (readers and search engines could not tell them apart)`), problems.join('\n'));
  assert.ok(problems.some((p) => p.includes('"title" is also the title of content/case-studies/')), problems.join('\n'));
  assert.ok(problems.some((p) => p.startsWith(`${w2.file}:`) && p.includes(`is also the title of ${w.file}`)), problems.join('\n'));
  assert.is(problems.length, 3, problems.join('\n'));
});

test('a header problem carries the line of its field; a key given twice is placed at the second', () => {
  const post = pristine.blog[2];
  const problems = printedAfter((raw) => {
    raw.blog[2].value = String(raw.blog[2].value).replace(/^date: .*$/m, 'date: 2025-03-01').replace(/^author: /m, 'author: A. Writer\nauthor: ');
  });
  assert.ok(problems.some((p) => p.startsWith(`${post.file}:${lineOf(post, /^date:/m) + 1}: "date" must be a month and year like "March 2025"`)), problems.join('\n'));
  assert.ok(problems.includes(`${post.file}:${lineOf(post, /^author:/m) + 1}: "author" is given twice (first on line ${lineOf(post, /^author:/m)}): keep one of them`), problems.join('\n'));
});

test('raw HTML in a blog post is refused during validation, at its line', () => {
  const post = pristine.blog[0];
  const lines = String(post.value).trimEnd().split('\n').length;
  const problems = printedAfter((raw) => {
    raw.blog[0].value = `${String(raw.blog[0].value).trimEnd()}\n\nBook a demo: <a href="/contact" onclick="track()">here</a>.\n`;
  });
  assert.equal(problems, [`${post.file}:${lines + 2}: contains raw HTML, which is not allowed in content: <a href="/contact" onclick="track()"> … </a> (write it as Markdown or plain text)`]);
});

test('every post is rendered during validation: its HTML is a plain field, kept by a copy as another thread gets it', () => {
  const content = validateContent(structuredClone(pristine));
  for (const post of content.blog) assert.match(post.html, /<p>/, post.slug);
  assert.equal(structuredClone(content.blog), content.blog);
  assert.ok(Object.keys(content.blog[0]).includes('html'));
});

test.run();
