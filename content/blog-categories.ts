/**
 * The blog's categories, in the order /blog shows their filters. A post names one in its header
 * (`category: Gift Guides`); a new category is a new entry here. Each category with a post gets a
 * filter and pages of its own at the slug of its name (`/blog/category/gift-guides`), so renaming
 * one moves its pages. `motif` is the drawing on the covers of its posts without a photo (a post
 * may name another), one of the motifs listed in docs/content.md §12.
 */
import type { BlogCategory } from '../site/model/blog-categories.ts';

const blogCategories: BlogCategory[] = [
  { name: 'Case studies', motif: 'chart' },
  { name: 'Industry insights', motif: 'building' },
  { name: 'Gift guides', motif: 'gift' },
];

export default blogCategories;
