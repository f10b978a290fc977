/** Stub: being built (issue 5). */
import type { BlogPost } from '../../model/resources.ts';
import { PageHero } from '../../layout/PageHero.tsx';

export function BlogPostPage({ post }: { post: BlogPost }) {
  return <PageHero eyebrow={post.category} title={post.title} lead={post.excerpt} />;
}
