/**
 * Blog posts' Markdown, rendered by the thread that renders the post's page rather than during
 * validation. marked's lexer costs about 0.2 ms a post, and in the validate stage it ran on the
 * main thread alone; in the render stage both render threads share it (site/build/render-pages.ts).
 *
 * Validation still refuses raw HTML before anything is written: every form of HTML marked
 * recognizes starts with "<", so a body without one holds none, and a body with one is rendered,
 * and checked, during validation as before.
 *
 * A deferred post's `html` is a getter that renders the Markdown whenever it is read: only the
 * post's own page reads it, once, and no thread keeps thousands of rendered posts. It is not
 * enumerable, so that the copy of the content a helper thread receives (a structured clone) does
 * not render every post on the way: the helper is sent the Markdown itself (deferredMarkdown) and
 * defers it again (deferAgain). A spread or JSON.stringify of a post leaves it out; read it by name.
 */
import type { BlogPost } from '../model/resources.ts';
import { ContentError } from './errors.ts';
import { renderMarkdown, type MarkdownProblem } from './markdown.ts';

/** A post's headings render a level down, below the page's own h1. */
export const POST_HEADING_OFFSET = 1;

/** A post's Markdown body, after its metadata header, and the file it came from (for messages). */
export interface PostMarkdown {
  file: string;
  body: string;
}

const pending = new WeakMap<object, PostMarkdown>();

/** Whether validation must render `body` itself, to check it for raw HTML. */
export const mayHoldHtml = (body: string) => body.includes('<');

/** `post` with an `html` rendered from `markdown` when it is read. */
export function withDeferredHtml(post: Omit<BlogPost, 'html'>, markdown: PostMarkdown): BlogPost {
  pending.set(post, markdown);
  return Object.defineProperty(post as BlogPost, 'html', {
    enumerable: false,
    get(): string {
      const problems: MarkdownProblem[] = [];
      const html = renderMarkdown(markdown.body, problems, POST_HEADING_OFFSET);
      // Unreachable while mayHoldHtml is right; a problem found now still fails the build.
      if (problems.length) throw new ContentError(problems.map((p) => ({ file: markdown.file, ...p })));
      return html;
    },
  });
}

/** The Markdown of each post whose `html` is deferred (null for the others), by position. */
export function deferredMarkdown(posts: readonly BlogPost[]): (PostMarkdown | null)[] {
  return posts.map((post) => pending.get(post) ?? null);
}

/** On a copy of the posts (another thread's), defers again what deferredMarkdown listed. */
export function deferAgain(posts: BlogPost[], markdown: readonly (PostMarkdown | null)[]): void {
  markdown.forEach((source, i) => {
    if (source) withDeferredHtml(posts[i], source);
  });
}
