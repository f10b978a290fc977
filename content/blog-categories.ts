/**
 * The blog's categories, in the order /blog shows their filters. A post names one in its header
 * (`category: Gift Guides`); a new category is a new entry here. Each category with a post gets a
 * filter and pages of its own at the slug of its name (`/blog/category/gift-guides`), so renaming
 * one moves its pages. `icon` is the glyph on the artwork of its posts without a cover photo, a
 * name from site/model/icons.ts (docs/content.md §8).
 */
import type { BlogCategory } from '../site/model/blog-categories.ts';

const blogCategories: BlogCategory[] = [
  { name: 'Case Studies', icon: 'chart' },
  { name: 'Industry Insights', icon: 'lightbulb' },
  { name: 'Gift Guides', icon: 'gift' },
];

export default blogCategories;
