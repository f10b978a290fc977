/**
 * Draft posts: a post whose header says `draft: true` is checked like any other, shown by the dev
 * server (marked as a draft on its page and its cards) and left out of a build, so it can be
 * written over days and committed without being published. Nothing else links to it: a link to a
 * draft from published content is a broken link in the build.
 */
import type { Content } from './content.ts';
import type { BlogPost } from './resources.ts';

/** The content as a build publishes it, and the drafts it leaves out. */
export function withoutDrafts(content: Content): { content: Content; drafts: BlogPost[] } {
  const drafts = content.blog.filter((post) => post.draft);
  return drafts.length ? { content: { ...content, blog: content.blog.filter((post) => !post.draft) }, drafts } : { content, drafts };
}

/** Posts dated after `month` (YYYY-MM): a build publishes them now, as there is no scheduling. */
export function datedAhead(posts: readonly BlogPost[], month: string): BlogPost[] {
  return posts.filter((post) => post.month > month);
}
