/**
 * The validate stage: checks every record against the content model and the rules that tie records
 * together (ids unique, references resolve, exact counts), collecting every problem. What the
 * load stage could not load is reported with them, so one run names every problem.
 */
import path from 'node:path';
import { validate, type Schema } from '../model/schema.ts';
import {
  companySchema, homeSchema, industrySchema, navigationSchema, productIds, productsSchema, siteSchema, UNGROUPED_INDUSTRIES,
  type Content,
} from '../model/content.ts';
import { ContentError, type Problem } from '../errors.ts';
import { brandTokens } from './front-matter.ts';
import { placedOnLines, type Loaded, type RawContent } from './load.ts';
import { readAbout, readLegalDocument } from './validate-documents.ts';
import { readResources } from './read-resources.ts';
import { houseStyleProblems } from './house-style-check.ts';
import { recordNames } from './record-names.ts';
import { movedPagesSchema } from '../model/moved-pages.ts';
import { blogCategoriesSchema, categoryAddressIssues } from '../model/blog-categories.ts';
import { PAGE_TOKENS, TOKEN_SOURCES, fillYamlTokens } from './yaml-tokens.ts';
import { clientIssues } from '../model/clients.ts';
import { portraitIssues } from '../model/portraits.ts';

/**
 * While content/site.yml is unsound, Markdown is still checked with its {{tokens}} left as written
 * (and not judged): a broken site.yml does not hide the problems of every other file.
 */
const TOKENS_AS_WRITTEN = new Proxy({} as Record<string, string>, { has: () => true, get: (_, name) => `{{${String(name)}}}` });

/** The value at a field path (`products[3].slug`) inside `value`, whose own path is `root`. */
const valueAt = (value: unknown, field: string, root: string): unknown =>
  ((root && field.startsWith(root) ? field.slice(root.length) : field).match(/[^.[\]]+/g) ?? []).reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);

export function validateContent(raw: RawContent): Content {
  // What could not be loaded is reported with everything wrong in what could.
  const problems: Problem[] = [...raw.problems];
  // Brand tokens in a YAML file's text are filled before it is judged (yaml-tokens.ts), once content/site.yml is known.
  let tokens: Record<string, string> = TOKENS_AS_WRITTEN;
  const check = <T>(loaded: Loaded, schema: Schema<T>, root = '', pageTokens = {}): T => {
    if (loaded.failed) return loaded.value as T;
    const value = fillYamlTokens(loaded.value, tokens, loaded.file, root, problems, pageTokens);
    for (const issue of validate(schema, value, root)) {
      // While content/site.yml is unsound, a value that still holds a token (`slug: "{{xdr}}"`) is not judged: what it stands for is not known.
      if (tokens === TOKENS_AS_WRITTEN && String(valueAt(value, issue.path, root)).includes('{{')) continue;
      problems.push({ file: loaded.file, field: issue.path || undefined, message: issue.message + recordNames(value, issue.path, root) });
    }
    return value as T;
  };
  const fail = (file: string, field: string | undefined, message: string) => problems.push({ file, field, message });

  const before = problems.length;
  let site = check(raw.site, siteSchema);
  if (!raw.site.failed && problems.length === before) {
    for (const field of TOKEN_SOURCES) if (JSON.stringify(site[field]).includes('{{')) fail(raw.site.file, field, `is what a brand token stands for, so it can't hold one: write it out`);
  }
  if (!raw.site.failed && problems.length === before) {
    tokens = brandTokens(site);
    site = fillYamlTokens(site, tokens, raw.site.file, '', problems) as typeof site;
  }
  const products = check(raw.products, productsSchema, 'products');
  const industries = raw.industries.map((loaded) => check(loaded, industrySchema));
  const navigation = check(raw.navigation, navigationSchema);
  const company = check(raw.company, companySchema);
  const home = check(raw.home, homeSchema, '', PAGE_TOKENS);
  const movedPages = { file: raw.redirects.file, redirects: check(raw.redirects, movedPagesSchema) };
  const categoriesBefore = problems.length;
  const blogCategories = check(raw.blogCategories, blogCategoriesSchema);
  if (problems.length === categoriesBefore && !raw.blogCategories.failed) {
    for (const issue of categoryAddressIssues(blogCategories)) fail(raw.blogCategories.file, issue.path, issue.message);
  }
  const categoriesSound = !raw.blogCategories.failed && problems.length === categoriesBefore;
  const legal = {
    privacy: readLegalDocument(raw.legal.privacy, 'privacy', tokens, problems),
    terms: readLegalDocument(raw.legal.terms, 'terms', tokens, problems),
    disclaimer: readLegalDocument(raw.legal.disclaimer, 'disclaimer', tokens, problems),
  };
  const aboutStory = readAbout(raw.about, tokens, problems);
  const resources = readResources(raw, raw.dir, tokens, problems, { file: raw.blogCategories.file, categories: categoriesSound ? blogCategories : undefined });
  problems.push(...houseStyleProblems(raw));
  // The rules across records assume sound records.
  if (problems.length) throw placedOnLines(new ContentError(problems), raw);
  const { industryGroups } = navigation;

  // Products: each id once; the XDR product's route is the brand's XDR name.
  const productsFile = raw.products.file;
  for (const id of productIds) {
    const count = products.filter((p) => p.id === id).length;
    if (count !== 1) fail(productsFile, 'products', `must contain the product "${id}" exactly once (found ${count})`);
  }
  products.forEach((p, i) => {
    if (p.id === 'xdr' && p.slug !== site.xdrName) fail(productsFile, `products[${i}].slug`, `must be the XDR name from content/site.yml ("${site.xdrName}"), got "${p.slug}"`);
  });

  // Industries: file name is the slug; on standard pages the four solutions are the four products, in order.
  const solutionOrder = ['gratify', 'navigator', 'pulsewatch', 'xdr'];
  const homeOrders = new Map<number, string>();
  raw.industries.forEach((loaded, i) => {
    const industry = industries[i];
    const expected = path.basename(loaded.file, '.yml');
    if (industry.slug !== expected) fail(loaded.file, 'slug', `must match the file name ("${expected}"), got "${industry.slug}"`);
    if (industry.page.template === 'standard') {
      const order = industry.page.solutions.map((s) => s.product).join(', ');
      if (order !== solutionOrder.join(', ')) fail(loaded.file, 'page.solutions', `must be ${solutionOrder.join(', ')} in that order, got ${order}`);
    }
    if (industry.home) {
      const taken = homeOrders.get(industry.home.order);
      if (taken) fail(loaded.file, 'home.order', `${industry.home.order} is used by content/industries/${taken}.yml too: the home page shows 12 industries, each with its own order from 1 to 12 (an industry not on the home page has no "home" block: delete it from a copied file)`);
      homeOrders.set(industry.home.order, industry.slug);
    }
  });
  if (homeOrders.size !== 12) fail(raw.industries[0]?.file ?? 'content/industries', 'home', `exactly 12 industries must have a "home" block for the home page (found ${homeOrders.size})`);

  // Navigation: each industry in one group at most, and nothing else. One in no group yet (just
  // added, in the editor too, which saves one file at a time) goes in a group of its own after
  // the others, in file-name order. By file name: a slug that differs from its file's is reported
  // above, and would otherwise be blamed on the menu too.
  const slugs = raw.industries.map((loaded) => path.basename(loaded.file, '.yml')).sort();
  const grouped = industryGroups.flatMap((g, gi) => g.industries.map((slug, si) => ({ slug, field: `industryGroups[${gi}].industries[${si}]` })));
  for (const { slug, field } of grouped) {
    if (!slugs.includes(slug)) fail(raw.navigation.file, field, `"${slug}" is not an industry (no content/industries/${slug}.yml): correct the name, or remove it from its group if the industry was deleted`);
  }
  for (const slug of slugs) {
    const count = grouped.filter((g) => g.slug === slug).length;
    if (count > 1) fail(raw.navigation.file, 'industryGroups', `must list the industry "${slug}" in one group only, the one whose menu column shows it (found ${count})`);
  }
  const ungrouped = slugs.filter((slug) => !grouped.some((g) => g.slug === slug));
  const menuGroups = ungrouped.length ? [...industryGroups, { title: UNGROUPED_INDUSTRIES, industries: ungrouped }] : industryGroups;

  // Case studies and whitepapers: in the order the list gives, each listed once at most; one not
  // listed yet (just added, in the editor too, which saves one file at a time) comes after them.
  const listedOnce = (field: 'caseStudies' | 'whitepapers', kind: string, folder: string, listing: string, items: { id: string }[]) => {
    const ids = items.map((item) => item.id);
    const list = navigation[field];
    list.forEach((id, i) => {
      if (!ids.includes(id)) fail(raw.navigation.file, `${field}[${i}]`, `"${id}" is not a ${kind} (no ${raw.dir}/${folder}/${id}.md): correct the name, or remove it from the list if the ${kind} was deleted (and list its old address in content/redirects.yml)`);
    });
    for (const id of ids) {
      const count = list.filter((listed) => listed === id).length;
      if (count > 1) fail(raw.navigation.file, field, `must list the ${kind} "${id}" once, where ${listing} shows it (found ${count})`);
    }
    // Unlisted ones share the last place, so the sort (stable) keeps them in file-name order.
    const place = (id: string) => (list.includes(id) ? list.indexOf(id) : list.length);
    items.sort((a, b) => place(a.id) - place(b.id));
  };
  listedOnce('caseStudies', 'case study', 'case-studies', '/case-studies', resources.caseStudies);
  listedOnce('whitepapers', 'whitepaper', 'whitepapers', '/resources/whitepapers', resources.whitepapers);

  // Company facts: one head office, and no founding after the copyright year.
  const { facts } = company;
  const headOffices = facts.offices.filter((o) => o.headOffice).length;
  if (headOffices !== 1) fail(raw.company.file, 'facts.offices', `must mark exactly one office "headOffice: true" (found ${headOffices})`);
  if (facts.founded > site.copyrightYear) fail(raw.company.file, 'facts.founded', `is ${facts.founded}, after the copyright year in content/site.yml (${site.copyrightYear})`);
  // Clients and leaders: the rules between their fields (site/model/clients.ts, portraits.ts).
  const studyIds = resources.caseStudies.map((study) => study.id);
  company.clients.forEach((client, i) => clientIssues(client, studyIds, raw.dir).forEach((issue) => fail(raw.company.file, `clients[${i}].${issue.path}`, issue.message)));
  // A testimonial's client is named by its description, as written in the clients list.
  const clientNames = (company.clients ?? []).map((client) => client.description);
  (home.testimonials ?? []).forEach((t, i) => {
    if (t.client !== undefined && !clientNames.includes(t.client)) fail(raw.home.file, `testimonials[${i}].client`, `is "${t.client}", which is no client's "description" in ${raw.dir}/company.yml: copy a client's description exactly as written there, or remove the field`);
  });
  facts.leadership.forEach((leader, i) => portraitIssues(leader).forEach((issue) => fail(raw.company.file, `facts.leadership[${i}].${issue.path}`, issue.message)));

  if (problems.length) throw placedOnLines(new ContentError(problems), raw);
  return { site, products, industries, industryGroups: menuGroups, company, home, legal, aboutStory, movedPages, blogCategories, ...resources };
}
