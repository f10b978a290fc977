/**
 * Addresses that moved. When a post's file is renamed, or a page is retired, add the old path and
 * the page that replaces it: the site then answers the old address with a permanent redirect, so
 * links and search results that point at it keep working (docs/content.md §12, Moved pages). The build refuses
 * an old path that is still a page and a new one that is not a page.
 *
 *   { from: '/blog/old-name', to: '/blog/new-name' },
 */
const redirects: { from: string; to: string }[] = [];

export default redirects;
