/**
 * The edits README.md and docs/content.md describe, made together on one scratch copy of the
 * project (test/build/marketer-edits.build.test.ts then runs the copy's own tests). Each edit is
 * derived from the copy's content (its newest post, its first industry, a case study nothing links
 * to, an industry without a home card), never from today's names, so the list holds whatever the content becomes. Files are
 * edited as a marketer (or the editor at /admin) edits them: Markdown as text, the YAML files field
 * by field (yaml-edits.ts).
 */
import { CARD_LIMITS } from '../../site/model/card-text.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../site/content-loader/load.ts';
import { validateContent } from '../../site/content-loader/validate.ts';
import type { Content, Industry } from '../../site/model/content.ts';
import { paths } from '../../site/paths.ts';
import { gradientPhoto } from './gradient-photo.ts';
import type { ScratchSite } from './scratch-site.ts';
import { CONTENT_FILES } from './content.ts';
import { deleteField, editList, extendText, findItem, replaceItem, setField, valueAt } from './yaml-edits.ts';

export interface MarketerEdits {
  /** What was done, one line an edit, for the test's report. */
  done: string[];
  /** Old address → new one, for what was renamed (the redirects to list when the build names them gone). */
  moved: Map<string, string>;
}

/** Replaces a Markdown header field's value (adding the field after `title` when it is missing). */
function withHeader(text: string, field: string, value: string): string {
  const line = new RegExp(`^${field}:.*$`, 'm');
  // In double quotes, as YAML reads any text in them (a title may hold ": ").
  const written = `${field}: ${JSON.stringify(value)}`;
  return line.test(text) ? text.replace(line, written) : text.replace(/^title:.*$/m, (title) => `${title}\n${written}`);
}

/** A YAML file with each field path of `fields` set to its value. */
const withFields = (text: string, fields: Record<string, unknown>) => Object.entries(fields).reduce((edited, [field, value]) => setField(edited, field, value), text);

/** An industry's file, by its slug. */
const industryFile = (slug: string) => `content/industries/${slug}.yml`;

/** The path of the list of industries, in the Industries menu's groups of content/navigation.yml, that holds `slug`. */
function groupOf(navigation: string, slug: string): string {
  const group = findItem(navigation, 'industryGroups', (item) => ((item as { industries?: string[] }).industries ?? []).includes(slug));
  if (group < 0) throw new Error(`no group of the Industries menu lists "${slug}"`);
  return `industryGroups[${group}].industries`;
}

/** Every address written anywhere in content/ (links from one text to another): what may not simply be deleted. */
function linkedAddresses(contentDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(md|yml)$/.test(entry.name)) for (const [address] of readFileSync(file, 'utf8').matchAll(/\/(blog|case-studies|resources\/whitepapers|industries)\/[a-z0-9-]+/g)) found.add(address);
    }
  };
  walk(contentDir);
  return found;
}

/** The sentences of a new text, each different (no copy repeated from page to page). */
/** The words of `text` from the start, as many as fit in `limit` characters (a card text's limit). */
function upTo(text: string, limit: number): string {
  let kept = '';
  for (const word of text.split(/\s+/)) {
    const longer = kept ? `${kept} ${word}` : word;
    if ([...longer].length > limit) break;
    kept = longer;
  }
  return kept;
}

const NEW_TEXT = [
  'Dealers in smaller towns judge a scheme by how quickly its payouts arrive, not by its brochure.',
  'This note follows one distributor through a quarter, from the first target letter to the last credit note.',
  'It ends with three questions a sales head can ask before the next scheme is announced.',
];

/**
 * Case studies or whitepapers (Markdown listed in content/navigation.yml): one added (a copy of the
 * first, with its own title and description), one removed and one renamed, neither linked from
 * anywhere; `moved` learns the renamed one's new address.
 */
async function editListedDocuments(site: ScratchSite, kind: 'caseStudies' | 'whitepapers', ids: string[], free: (ids: string[]) => string[], moved: Map<string, string>): Promise<string> {
  const [folder, address] = kind === 'caseStudies' ? ['case-studies', paths.caseStudy] : ['whitepapers', paths.whitepaper];
  const file = (id: string) => `content/${folder}/${id}.md`;
  const [gone, renamed] = free(ids.slice(1));
  if (!renamed) throw new Error(`fewer than two unlinked ${kind} after the first`);
  const [added, newName] = [`${ids[0]}-second-edition`, `${renamed}-revised`];
  const copy = (await site.read(file(ids[0])))
    .replace(/^title: (.*?)( – |$)/m, (_, name: string, dash: string) => `title: ${name}, second edition${dash}`)
    .replace(/^description: .*$/m, `description: ${kind === 'caseStudies' ? 'The same programme rolled out in a second region, with its own figures.' : 'The second edition of the paper, revised with this year\'s figures.'}`);
  await site.write(file(added), copy);
  await rm(path.join(site.root, file(gone)));
  await rename(path.join(site.root, file(renamed)), path.join(site.root, file(newName)));
  moved.set(address(renamed), address(newName));
  await site.change(CONTENT_FILES.navigation, (text) => replaceItem(replaceItem(editList(text, kind, { add: [added] }), kind, gone), kind, renamed, newName));
  // A client in content/company.yml names its case study by file name: it loses the removed one and follows the renamed one (docs/content.md §9).
  const clientOf = (text: string, id: string) => findItem(text, 'clients', (client) => (client as { caseStudy?: string }).caseStudy === id);
  const unlinked = (text: string) => (clientOf(text, gone) < 0 ? text : deleteField(text, `clients[${clientOf(text, gone)}].caseStudy`));
  const followed = (text: string) => (clientOf(text, renamed) < 0 ? text : setField(text, `clients[${clientOf(text, renamed)}].caseStudy`, newName));
  if (kind === 'caseStudies') await site.change(CONTENT_FILES.company, (text) => followed(unlinked(text)));
  return `added ${file(added)}, removed ${file(gone)}, renamed ${file(renamed)} to ${newName}.md`;
}

/**
 * Industries (docs/content.md §4): one without a home card removed, another renamed (new file,
 * slug, name and menu label; its home card, if it has one, moves with it), both taken out of or
 * renamed in their menu group. Only standard pages, none linked from a text: the simple template's
 * page stays for the tests of that template. `moved` learns the renamed one's new address.
 */
async function removeAndRenameIndustries(site: ScratchSite, industries: Industry[], moved: Map<string, string>): Promise<string> {
  const standard = industries.filter((i) => i.page.template === 'standard');
  const removed = standard.find((i) => !i.home);
  const others = standard.filter((i) => i !== removed);
  const renamed = others.find((i) => i.home) ?? others[0];
  if (!removed || !renamed) throw new Error('no two unlinked standard industries (one without a home card) after the first');
  await rm(path.join(site.root, industryFile(removed.slug)));
  const slug = `${renamed.slug}-sector`;
  const text = withFields(await site.read(industryFile(renamed.slug)), { slug, name: `${renamed.name} sector`, navLabel: `${renamed.navLabel} sector` });
  await site.write(industryFile(slug), text);
  await rm(path.join(site.root, industryFile(renamed.slug)));
  moved.set(paths.industry(renamed.slug), paths.industry(slug));
  await site.change(CONTENT_FILES.navigation, (nav) => replaceItem(replaceItem(nav, groupOf(nav, removed.slug), removed.slug), groupOf(nav, renamed.slug), renamed.slug, slug));
  return `removed ${industryFile(removed.slug)}, renamed ${industryFile(renamed.slug)} to ${path.basename(industryFile(slug))} (named "${renamed.name} sector")`;
}

/** Makes every edit on `site` (its content as it is now) and says what it did. */
export async function makeMarketerEdits(site: ScratchSite): Promise<MarketerEdits> {
  const contentDir = path.join(site.root, 'content');
  const content: Content = validateContent(await loadContent(contentDir, { root: site.root }));
  const done: string[] = [];
  const moved = new Map<string, string>();
  const linked = linkedAddresses(contentDir);
  const postFile = (slug: string) => `content/blog/${slug}.md`;
  const free = <T>(items: T[], address: (item: T) => string) => items.filter((item) => !linked.has(address(item)));

  // Blog: a category emptied (its posts are nowhere linked), a post removed, one renamed, one drafted.
  const posts = content.blog.filter((p) => !p.draft);
  const categoryOf = (name: string) => posts.filter((p) => p.category === name);
  // The newest post's header is the template of the new ones (read before any post is removed).
  const first = posts[0];
  const header = /^---\n[\s\S]*?\n---\n/.exec(await site.read(postFile(first.slug)))![0].replace(/^(image|imageAlt|draft): .*\n/gm, '');
  const emptied = [...new Set(posts.map((p) => p.category))]
    .filter((name) => free(categoryOf(name), (p) => paths.blogPost(p.slug)).length === categoryOf(name).length)
    .sort((a, b) => categoryOf(a).length - categoryOf(b).length)[0];
  if (!emptied) throw new Error('no category whose posts are all unlinked: the edits need one to empty');
  for (const post of categoryOf(emptied)) await rm(path.join(site.root, postFile(post.slug)));
  done.push(`removed the last post${categoryOf(emptied).length > 1 ? 's' : ''} of "${emptied}": ${categoryOf(emptied).map((p) => p.slug).join(', ')}`);
  const [removed, renamed, drafted] = free(posts.filter((p) => p.category !== emptied), (p) => paths.blogPost(p.slug));
  if (!drafted) throw new Error('fewer than three unlinked posts outside the emptied category');
  await rm(path.join(site.root, postFile(removed.slug)));
  await rename(path.join(site.root, postFile(renamed.slug)), path.join(site.root, postFile(`${renamed.slug}-revisited`)));
  moved.set(paths.blogPost(renamed.slug), paths.blogPost(`${renamed.slug}-revisited`));
  await site.edit(postFile(drafted.slug), /^title:/m, 'draft: true\ntitle:');
  done.push(`removed the post ${removed.slug}, renamed ${renamed.slug} to ${renamed.slug}-revisited, made ${drafted.slug} a draft`);

  // A post with a cover photo, and a new category with a post, each with its own title and excerpt.
  const newPost = (title: string, excerpt: string, more: Record<string, string>) => Object.entries({ title, excerpt, ...more }).reduce((text, [field, value]) => withHeader(text, field, value), header);
  await site.write('content/images/marketer-cover.jpg', await gradientPhoto(1600, 900));
  await site.write(postFile(`${first.slug}-photographs`), `${newPost(`${first.title}: the photographs`, NEW_TEXT[0], { image: 'marketer-cover.jpg', imageAlt: 'A colour gradient standing in for a photo of a dealer meet' })}${NEW_TEXT.join(' ')}\n`);
  const category = { name: 'Field notes', motif: content.blogCategories[0].motif };
  await site.change(CONTENT_FILES.blogCategories, (text) => editList(text, 'categories', { add: [category] }));
  await site.write(postFile(`${first.slug}-field-notes`), `${newPost(`${first.title}: notes from the field`, NEW_TEXT[2], { category: category.name })}${NEW_TEXT.slice(1).join(' ')}\n`);
  done.push(`added the post ${first.slug}-photographs with a cover photo, and the category "${category.name}" with the post ${first.slug}-field-notes`);

  // Case studies and whitepapers: each added, removed and renamed.
  done.push(await editListedDocuments(site, 'caseStudies', content.caseStudies.map((s) => s.id), (ids) => ids.filter((id) => !linked.has(paths.caseStudy(id))), moved));
  done.push(await editListedDocuments(site, 'whitepapers', content.whitepapers.map((w) => w.id), (ids) => ids.filter((id) => !linked.has(paths.whitepaper(id))), moved));

  // An industry: a copy of the first, with its own slug, names and title, and no home-page block (docs/content.md §4), listed in the menu's first group.
  const industry = content.industries[0];
  const slug = `${industry.slug}-services`;
  // Its scene: the first industry's, redrawn with a shape more and saved under its own name (docs/content.md §4, Scenes).
  const scene = `industries/${slug}.svg`;
  await site.write(`content/images/${scene}`, (await site.read(`content/images/${industry.scene}`)).replace(/<\/svg>\s*$/, '<circle cx="440" cy="40" r="12" fill="var(--ill-accent)"/></svg>\n'));
  const copy = withFields(await site.read(industryFile(industry.slug)), {
    slug,
    name: `${industry.name} services`,
    navLabel: `${industry.navLabel} services`,
    summary: upTo(`${NEW_TEXT[0]} ${industry.summary}`, CARD_LIMITS.description),
    scene,
    'page.title': `${industry.page.title}, for service businesses`,
  });
  await site.write(industryFile(slug), industry.home ? deleteField(copy, 'home') : copy);
  await site.change(CONTENT_FILES.navigation, (text) => editList(text, 'industryGroups[0].industries', { add: [slug] }));
  done.push(`added the industry ${slug} (a copy of ${industry.slug}, with a scene of its own)`);
  done.push(await removeAndRenameIndustries(site, content.industries.slice(1).filter((i) => !linked.has(paths.industry(i.slug))), moved));

  // Company: a job removed and two added; home: a testimonial removed and two added.
  // The new items are copies of the first, as written in the file (brand tokens and all).
  await site.change(CONTENT_FILES.company, (text) => {
    const job = valueAt(text, 'careers.openings[0]') as { title: string };
    return editList(text, 'careers.openings', { removeFirst: true, add: [{ ...job, title: `${job.title}, payments` }, { ...job, title: `${job.title}, data platform` }] });
  });
  await site.change(CONTENT_FILES.home, (text) => {
    const quote = valueAt(text, 'testimonials[0]') as { title: string };
    return editList(text, 'testimonials', { removeFirst: true, add: [{ ...quote, author: 'Nandita Bose', title: `${upTo(quote.title, CARD_LIMITS.title - ', again'.length)}, again` }, { ...quote, author: 'Harish Menon', title: `${upTo(quote.title, CARD_LIMITS.title - ', and more'.length)}, and more` }] });
  });
  done.push('removed the first job opening and added two; removed the first testimonial and added two');

  // The brand: the company renamed (with an apostrophe) and the XDR product renamed; a text cut to one word, another lengthened.
  const company = content.site.company.replace(/^(\S+)/, "$1's");
  const xdrName = `${content.site.xdrName}One`;
  // The tagline's longest word, with a capital: "Enterprise".
  const word = content.site.tagline.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  const tagline = word[0].toUpperCase() + word.slice(1);
  await site.change(CONTENT_FILES.site, (text) => withFields(text, { company, xdrName, tagline }));
  moved.set(paths.product(content.site.xdrName), paths.product(xdrName));
  // Lengthened as far as a card's text may go (site/model/card-text.ts).
  const { summary } = content.products[0];
  await site.change(CONTENT_FILES.products, (text) => extendText(text, 'products[0].summary', upTo(`${summary} ${NEW_TEXT.join(' ')}`, CARD_LIMITS.description).slice(summary.length)));
  done.push(`renamed the company to "${company}" and the XDR product to ${xdrName}; cut the tagline to "${tagline}"; lengthened the first product's summary to its limit of ${CARD_LIMITS.description} characters`);
  return { done, moved };
}

/** The redirects for the pages a build named gone: a renamed page to its new address, a removed one to its listing (an industry to the home page's, docs/content.md §4). */
export function redirectsFor(gone: string[], moved: Map<string, string>): { from: string; to: string }[] {
  const listing = (address: string) => (address.startsWith(paths.industry('')) ? paths.homeIndustries : [paths.blog, paths.caseStudies, paths.whitepapers].find((root) => address.startsWith(`${root}/`)) ?? paths.home);
  return gone.map((from) => ({ from, to: moved.get(from) ?? listing(from) }));
}

/** The pages a build's output names gone (site/generator/gone-pages.ts), or none. */
export function gonePagesIn(buildOutput: string): string[] {
  const [, list] = /of the previous build (?:is|are) gone: (.*?)\. If one moved/.exec(buildOutput) ?? [];
  return list ? list.split(', ') : [];
}

/** Lists `redirects` in the copy's content/redirects.yml, after those already there. */
export async function addRedirects(site: ScratchSite, redirects: { from: string; to: string }[]): Promise<void> {
  await site.change(CONTENT_FILES.redirects, (text) => editList(text, 'redirects', { add: redirects }));
}
