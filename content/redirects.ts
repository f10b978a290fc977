/**
 * Addresses that moved. When a post's file is renamed, or a page is retired, add the old path and
 * the page that replaces it: the site then answers the old address with a permanent redirect, so
 * links and search results that point at it keep working (docs/content.md §12, Moved pages). An old
 * path is a plain path: after each "/", letters, digits, "-", "_", "." or "~". The build refuses an
 * old path that is a page or a file of the site (in any letter case) and a new one that is not a page.
 *
 *   { from: '/blog/old-name', to: '/blog/new-name' },
 */
const redirects: { from: string; to: string }[] = [];

export default redirects;
