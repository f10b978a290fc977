/**
 * The mark of a draft post (site/model/drafts.ts), on its card and its page. Only the dev server
 * shows drafts, so a built site never holds one.
 */
export function DraftBadge() {
  return <span className="draft-badge">Draft</span>;
}
