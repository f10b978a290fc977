/**
 * Stage 2, validate: checks every record against the content model and the rules that tie records
 * together (ids unique, references resolve, the spec's exact counts), collecting every problem.
 */
import path from 'node:path';
import { array, object, validate, type Schema } from '../model/schema.ts';
import {
  companySchema, homeSchema, industryGroupSchema, industrySchema, productIds, productSchema, siteSchema,
  type Content,
} from '../model/content.ts';
import { ContentError, type Problem } from './errors.ts';
import type { Loaded, RawContent } from './load.ts';
import { readAbout, readLegalDocument } from './validate-documents.ts';
import { readResources } from './read-resources.ts';

const navigationSchema = object({ industryGroups: array(industryGroupSchema, { min: 1 }) });

export interface ValidateOptions {
  /**
   * Leave blog posts' Markdown to be rendered by the render stage, where both render threads
   * share it (site/build/post-markdown.ts). The dev server renders it here, so that its read
   * tracking sees each post's html as a field like any other.
   */
  deferPostHtml?: boolean;
}

export function validateContent(raw: RawContent, options: ValidateOptions = {}): Content {
  const problems: Problem[] = [];
  const check = <T>(loaded: Loaded, schema: Schema<T>, root = ''): T => {
    for (const issue of validate(schema, loaded.value, root)) problems.push({ file: loaded.file, field: issue.path || undefined, message: issue.message });
    return loaded.value as T;
  };
  const fail = (file: string, field: string | undefined, message: string) => problems.push({ file, field, message });

  const site = check(raw.site, siteSchema);
  const siteIsValid = problems.length === 0;
  const products = check(raw.products, array(productSchema, { length: productIds.length }), 'products');
  const industries = raw.industries.map((loaded) => check(loaded, industrySchema));
  const { industryGroups } = check(raw.navigation, navigationSchema);
  const company = check(raw.company, companySchema);
  const home = check(raw.home, homeSchema);
  // Markdown needs the brand's tokens, so it is read whenever content/site.ts itself is sound.
  const legal = siteIsValid && {
    privacy: readLegalDocument(raw.legal.privacy, 'privacy', site, problems),
    terms: readLegalDocument(raw.legal.terms, 'terms', site, problems),
    disclaimer: readLegalDocument(raw.legal.disclaimer, 'disclaimer', site, problems),
  };
  const aboutHtml = siteIsValid ? readAbout(raw.about, site, problems) : '';
  const resources = siteIsValid ? readResources(raw, raw.dir, site, problems, options) : undefined;
  if (problems.length || !legal || !resources) throw new ContentError(problems);

  // Products: each id once; the XDR product's route is the brand's XDR name.
  const productsFile = raw.products.file;
  for (const id of productIds) {
    const count = products.filter((p) => p.id === id).length;
    if (count !== 1) fail(productsFile, 'products', `must contain the product "${id}" exactly once (found ${count})`);
  }
  products.forEach((p, i) => {
    if (p.id === 'xdr' && p.slug !== site.xdrName) fail(productsFile, `products[${i}].slug`, `must be the XDR name from content/site.ts ("${site.xdrName}"), got "${p.slug}"`);
  });

  // Industries: file name is the slug; on standard pages the four solutions are the four products, in order.
  const solutionOrder = ['gratify', 'navigator', 'pulsewatch', 'xdr'];
  const homeOrders = new Map<number, string>();
  raw.industries.forEach((loaded, i) => {
    const industry = industries[i];
    const expected = path.basename(loaded.file, '.ts');
    if (industry.slug !== expected) fail(loaded.file, 'slug', `must match the file name ("${expected}"), got "${industry.slug}"`);
    if (industry.page.template === 'standard') {
      const order = industry.page.solutions.map((s) => s.product).join(', ');
      if (order !== solutionOrder.join(', ')) fail(loaded.file, 'page.solutions', `must be ${solutionOrder.join(', ')} in that order, got ${order}`);
    }
    if (industry.home) {
      const taken = homeOrders.get(industry.home.order);
      if (taken) fail(loaded.file, 'home.order', `${industry.home.order} is already used by content/industries/${taken}.ts`);
      homeOrders.set(industry.home.order, industry.slug);
    }
  });
  if (homeOrders.size !== 12) fail(raw.industries[0]?.file ?? 'content/industries', 'home', `exactly 12 industries must have a "home" block for the home page (found ${homeOrders.size})`);

  // Navigation: every industry in exactly one group, and nothing else.
  const slugs = new Set(industries.map((i) => i.slug));
  const grouped = industryGroups.flatMap((g, gi) => g.industries.map((slug, si) => ({ slug, field: `industryGroups[${gi}].industries[${si}]` })));
  for (const { slug, field } of grouped) {
    if (!slugs.has(slug)) fail(raw.navigation.file, field, `"${slug}" is not an industry (no content/industries/${slug}.ts)`);
  }
  for (const slug of slugs) {
    const count = grouped.filter((g) => g.slug === slug).length;
    if (count !== 1) fail(raw.navigation.file, 'industryGroups', `must list the industry "${slug}" exactly once (found ${count})`);
  }

  if (problems.length) throw new ContentError(problems);
  return { site, products, industries, industryGroups, company, home, legal, aboutHtml, ...resources };
}
