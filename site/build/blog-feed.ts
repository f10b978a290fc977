/** Stub: being built (issue 5). The blog's Atom feed. */
import type { Content } from '../model/content.ts';

export function blogFeed(_content: Content): string | null {
  return null;
}
