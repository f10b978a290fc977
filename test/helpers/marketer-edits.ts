/**
 * The edits README.md and docs/content.md describe, made together on one scratch copy of the
 * project (test/build/marketer-edits.build.test.ts then runs the copy's own tests). Each edit is
 * derived from the copy's content (its newest post, its first industry, a case study nothing links
 * to), never from today's names, so the list holds whatever the content becomes. Structured
 * records are changed by code added before the module's `export default`, with the values written
 * out as literals: the records come out as a marketer's hand edit would leave them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import type { Content } from '../../site/model/content.ts';
import { paths } from '../../site/paths.ts';
import { gradientPhoto } from './gradient-photo.ts';
import type { ScratchSite } from './scratch-site.ts';

export interface MarketerEdits {
  /** What was done, one line an edit, for the test's report. */
  done: string[];
  /** Old address → new one, for what was renamed (the redirects to list when the build names them gone). */
  moved: Map<string, string>;
}

const literal = (value: unknown) => JSON.stringify(value);

/** Adds `code` to a content module just before its `export default <name>;`, with `$` standing for that name. */
async function amend(site: ScratchSite, file: string, code: string): Promise<void> {
  const text = await site.read(file);
  const match = /^export default (\w+);$/m.exec(text);
  if (!match) throw new Error(`${file} does not end with "export default <name>;"`);
  await site.write(file, `${text.slice(0, match.index)}${code.replaceAll('$', match[1])}\n${text.slice(match.index)}`);
}

/** Replaces a Markdown header field's value (adding the field after `title` when it is missing). */
function withHeader(text: string, field: string, value: string): string {
  const line = new RegExp(`^${field}:.*$`, 'm');
  return line.test(text) ? text.replace(line, `${field}: ${value}`) : text.replace(/^title:.*$/m, (title) => `${title}\n${field}: ${value}`);
}

/** Every address written anywhere in content/ (links from one text to another): what may not simply be deleted. */
function linkedAddresses(contentDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(md|ts)$/.test(entry.name)) for (const [address] of readFileSync(file, 'utf8').matchAll(/\/(blog|case-studies|resources\/whitepapers)\/[a-z0-9-]+/g)) found.add(address);
    }
  };
  walk(contentDir);
  return found;
}

const NEW_TEXT = [
  'Dealers in smaller towns judge a scheme by how quickly its payouts arrive, not by its brochure.',
  'This note follows one distributor through a quarter, from the first target letter to the last credit note.',
  'It ends with three questions a sales head can ask before the next scheme is announced.',
];

/** Makes every edit on `site` (its content as it is now) and says what it did. */
export async function makeMarketerEdits(site: ScratchSite): Promise<MarketerEdits> {
  const contentDir = path.join(site.root, 'content');
  const content: Content = validateContent(await loadContent(contentDir, { root: site.root }));
  const done: string[] = [];
  const moved = new Map<string, string>();
  const linked = linkedAddresses(contentDir);
  const postFile = (slug: string) => `content/blog/${slug}.md`;
  const free = <T>(items: T[], address: (item: T) => string) => items.filter((item) => !linked.has(address(item)));

  // Blog: a category emptied (its posts are nowhere linked), a new category with a post, a post with a cover photo.
  const posts = content.blog.filter((p) => !p.draft);
  const categoryOf = (name: string) => posts.filter((p) => p.category === name);
  // The newest post's header is the template of the new ones (read before any post is removed).
  const first = posts[0];
  const firstText = await site.read(postFile(first.slug));
  const emptied = [...new Set(posts.map((p) => p.category))]
    .filter((name) => free(categoryOf(name), (p) => paths.blogPost(p.slug)).length === categoryOf(name).length)
    .sort((a, b) => categoryOf(a).length - categoryOf(b).length)[0];
  if (!emptied) throw new Error('no category whose posts are all unlinked: the edits need one to empty');
  for (const post of categoryOf(emptied)) await rm(path.join(site.root, postFile(post.slug)));
  done.push(`removed the last post${categoryOf(emptied).length > 1 ? 's' : ''} of "${emptied}": ${categoryOf(emptied).map((p) => p.slug).join(', ')}`);

  const [removed, renamed, drafted] = free(posts.filter((p) => p.category !== emptied), (p) => paths.blogPost(p.slug));
  if (!drafted) throw new Error('fewer than three unlinked posts outside the emptied category');
  await rm(path.join(site.root, postFile(removed.slug)));
  done.push(`removed the post ${removed.slug}`);
  await rename(path.join(site.root, postFile(renamed.slug)), path.join(site.root, postFile(`${renamed.slug}-revisited`)));
  moved.set(paths.blogPost(renamed.slug), paths.blogPost(`${renamed.slug}-revisited`));
  done.push(`renamed the post ${renamed.slug} to ${renamed.slug}-revisited`);
  await site.edit(postFile(drafted.slug), /^title:/m, 'draft: true\ntitle:');
  done.push(`made the post ${drafted.slug} a draft`);

  const header = /^---\n[\s\S]*?\n---\n/.exec(firstText)![0];
  await site.write('content/images/marketer-cover.jpg', await gradientPhoto(1600, 900));
  let photoPost = withHeader(header, 'title', `${first.title}: the photographs`);
  photoPost = withHeader(withHeader(photoPost, 'image', 'marketer-cover.jpg'), 'imageAlt', 'A colour gradient standing in for a photo of a dealer meet');
  await site.write(postFile(`${first.slug}-photographs`), `${photoPost}${NEW_TEXT.join(' ')}\n`);
  done.push(`added the post ${first.slug}-photographs with a cover photo`);

  const newCategory = { name: 'Field Notes', icon: content.blogCategories[0].icon };
  await amend(site, 'content/blog-categories.ts', `$.push(${literal(newCategory)});`);
  const inCategory = withHeader(withHeader(header, 'title', `${first.title}: notes from the field`), 'category', newCategory.name);
  await site.write(postFile(`${first.slug}-field-notes`), `${inCategory}${NEW_TEXT.slice(1).join(' ')}\n`);
  done.push(`added the category "${newCategory.name}" with the post ${first.slug}-field-notes`);

  // Case studies: one added (a copy of the first, retitled), one removed and one renamed (neither linked from anywhere).
  const studies = content.caseStudies;
  const studyFile = (id: string) => `content/case-studies/${id}.md`;
  const [gone, movedStudy] = free(studies.slice(1), (s) => paths.caseStudy(s.id));
  if (!movedStudy) throw new Error('fewer than two unlinked case studies after the first');
  const copied = (await site.read(studyFile(studies[0].id))).replace(/^title: (.*?) – /m, 'title: $1, Second Region – ');
  await site.write(studyFile(`${studies[0].id}-second-region`), copied);
  await rm(path.join(site.root, studyFile(gone.id)));
  await rename(path.join(site.root, studyFile(movedStudy.id)), path.join(site.root, studyFile(`${movedStudy.id}-story`)));
  moved.set(paths.caseStudy(movedStudy.id), paths.caseStudy(`${movedStudy.id}-story`));
  await amend(site, 'content/navigation.ts', [
    `$.caseStudies.splice(1, 0, ${literal(`${studies[0].id}-second-region`)});`,
    `$.caseStudies.splice($.caseStudies.indexOf(${literal(gone.id)}), 1);`,
    `$.caseStudies[$.caseStudies.indexOf(${literal(movedStudy.id)})] = ${literal(`${movedStudy.id}-story`)};`,
  ].join('\n'));
  done.push(`added the case study ${studies[0].id}-second-region, removed ${gone.id}, renamed ${movedStudy.id} to ${movedStudy.id}-story`);

  // Whitepapers: one added (a copy of the first, retitled), one removed and one renamed (neither linked from anywhere).
  const papers = content.whitepapers;
  const paperFile = (id: string) => `content/whitepapers/${id}.md`;
  const [goneP, movedPaper] = free(papers.slice(1), (w) => paths.whitepaper(w.id));
  if (!movedPaper) throw new Error('fewer than two unlinked whitepapers after the first');
  await site.write(paperFile(`${papers[0].id}-second-edition`), (await site.read(paperFile(papers[0].id))).replace(/^title: (.*)$/m, 'title: $1, Second Edition'));
  await rm(path.join(site.root, paperFile(goneP.id)));
  await rename(path.join(site.root, paperFile(movedPaper.id)), path.join(site.root, paperFile(`${movedPaper.id}-revised`)));
  moved.set(paths.whitepaper(movedPaper.id), paths.whitepaper(`${movedPaper.id}-revised`));
  await amend(site, 'content/navigation.ts', [
    `$.whitepapers.push(${literal(`${papers[0].id}-second-edition`)});`,
    `$.whitepapers.splice($.whitepapers.indexOf(${literal(goneP.id)}), 1);`,
    `$.whitepapers[$.whitepapers.indexOf(${literal(movedPaper.id)})] = ${literal(`${movedPaper.id}-revised`)};`,
  ].join('\n'));
  done.push(`added the whitepaper ${papers[0].id}-second-edition, removed ${goneP.id}, renamed ${movedPaper.id} to ${movedPaper.id}-revised`);

  // An industry: a copy of the first, with its own slug, names and title, and no home-page block (docs/content.md §4).
  const industry = content.industries[0];
  const newSlug = `${industry.slug}-services`;
  const industryText = await site.read(`content/industries/${industry.slug}.ts`);
  const copy = { slug: newSlug, name: `${industry.name} Services`, navLabel: `${industry.navLabel} Services`, summary: `${industry.summary} Now for service businesses too.` };
  await site.write(`content/industries/${newSlug}.ts`, industryText);
  await amend(site, `content/industries/${newSlug}.ts`, `const { home: _home, ...copied } = $;\nObject.assign($, { home: undefined, ...${literal(copy)}, page: { ...copied.page, title: ${literal(`${industry.page.title} for services`)} } });`);
  await amend(site, 'content/navigation.ts', `$.industryGroups[0].industries.push(${literal(newSlug)});`);
  done.push(`added the industry ${newSlug} (a copy of ${industry.slug})`);

  // Company: a job removed and two added; home: a testimonial removed and two added.
  const [job] = content.company.careers.openings;
  const jobs = [{ ...job, title: `${job.title}, Payments` }, { ...job, title: `${job.title}, Data Platform` }];
  await amend(site, 'content/company.ts', `$.careers.openings.splice(0, 1);\n$.careers.openings.push(...${literal(jobs)});`);
  done.push('removed the first job opening and added two');
  const [quote] = content.home.testimonials;
  const quotes = [{ ...quote, author: 'Nandita Bose', title: `${quote.title}, again` }, { ...quote, author: 'Harish Menon', title: `${quote.title}, and more` }];
  await amend(site, 'content/home.ts', `$.testimonials.splice(0, 1);\n$.testimonials.push(...${literal(quotes)});`);
  done.push('removed the first testimonial and added two');

  // The brand: the company renamed (with an apostrophe) and the XDR product renamed; a text cut to one word, another lengthened.
  const company = content.site.company.replace(/^(\S+)/, "$1's");
  const xdrName = `${content.site.xdrName}One`;
  // Its longest word, with a capital: "Enterprise".
  const word = content.site.tagline.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  const tagline = word[0].toUpperCase() + word.slice(1);
  await amend(site, 'content/site.ts', `Object.assign($, ${literal({ company, xdrName, tagline })});`);
  moved.set(paths.product(content.site.xdrName), paths.product(xdrName));
  done.push(`renamed the company to "${company}" and the XDR product to ${xdrName}; cut the tagline to "${tagline}"`);
  const product = content.products[0];
  await amend(site, 'content/products.ts', `Object.assign($[0], { summary: ${literal([product.summary, ...NEW_TEXT].join(' '))} });`);
  done.push(`lengthened the summary of ${product.id} to ${NEW_TEXT.length + 1} sentences`);
  return { done, moved };
}

/** The redirects for the pages a build named gone: a renamed page to its new address, a removed one to its listing. */
export function redirectsFor(gone: string[], moved: Map<string, string>): { from: string; to: string }[] {
  const listing = (address: string) => [paths.blog, paths.caseStudies, paths.whitepapers].find((root) => address.startsWith(`${root}/`)) ?? paths.home;
  return gone.map((from) => ({ from, to: moved.get(from) ?? listing(from) }));
}

/** The pages a build's output names gone (site/generator/gone-pages.ts), or none. */
export function gonePagesIn(buildOutput: string): string[] {
  const [, list] = /of the previous build (?:is|are) gone: (.*?)\. If one moved/.exec(buildOutput) ?? [];
  return list ? list.split(', ') : [];
}

/** Lists `redirects` in the copy's content/redirects.ts, after those already there. */
export async function addRedirects(site: ScratchSite, redirects: { from: string; to: string }[]): Promise<void> {
  await amend(site, 'content/redirects.ts', `$.push(...${literal(redirects)});`);
}
