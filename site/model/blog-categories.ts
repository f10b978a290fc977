/**
 * The blog's categories (content/blog-categories.yml): a post names one in its header, and each
 * category with a post has a filter on /blog and pages of its own, at the slug of its name
 * (`/blog/category/gift-guides`, site/paths.ts). A listed category with no post has neither
 * (site/lib/listing.ts): it waits for its first post. A post's category must be listed.
 */
import { array, object, string, type Infer, type Issue } from './schema.ts';
import { motifSchema } from './motifs.ts';
import { slugify } from '../lib/text.ts';
import { closestName } from '../lib/closest-name.ts';

export const blogCategorySchema = object({
  /** As a post's header writes it, and as the filter and the post's badge show it. */
  name: string().describe('The category\'s name, as posts write it and the blog\'s filter shows it; its address is /blog/category/<name>'),
  /** The drawn motif on the covers of its posts that have no photo and name no motif of their own (site/model/motifs.ts). */
  motif: motifSchema.describe('The drawing on the covers of its posts that have no photo and name no motif'),
});
export const blogCategoriesSchema = array(blogCategorySchema, { min: 1 }).describe('The categories a post may name, in the order of the blog\'s filters');
export type BlogCategory = Infer<typeof blogCategorySchema>;

/** Two categories whose names make the same address (`Gift Guides`, `gift-guides`), or a name with no letter or digit for one. */
export function categoryAddressIssues(categories: readonly BlogCategory[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  categories.forEach(({ name }, i) => {
    const slug = slugify(name);
    const first = seen.get(slug);
    if (!slug) issues.push({ path: `[${i}].name`, message: `is "${name}", which has no letter or digit to make its address (/blog/category/<name>): write a name in words` });
    else if (first !== undefined) issues.push({ path: `[${i}].name`, message: `is "${name}", whose address /blog/category/${slug} is also that of [${first}] ("${categories[first].name}"): give each category a name of its own` });
    else seen.set(slug, i);
  });
  return issues;
}

/** Why a post's `category` is refused: not one of the listed categories (with the closest and every known name). */
export function unknownCategory(category: string, categories: readonly BlogCategory[], file: string): string | undefined {
  const names = categories.map((c) => c.name);
  if (names.includes(category)) return undefined;
  const meant = closestName(category, names);
  return `is "${category}", which is not a category of the blog${meant === undefined ? '' : ` (did you mean "${meant}"?)`}: write one of ${names.map((n) => `"${n}"`).join(', ')}, or list a new one in ${file}`;
}
