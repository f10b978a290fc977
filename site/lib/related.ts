/** Which other items a resource page suggests as the next read (blog posts, case studies). */

/**
 * Up to `count` other items: first those `near` the current one (same category or industry), then
 * the rest, each group closest in the listing first (ties: the earlier), so neighbouring pages link
 * to each other rather than all to the newest. A small group (Gift Guides has one post) is topped
 * up with the others, so every page offers a next read.
 */
export function related<T>(items: readonly T[], current: T, near: (item: T) => boolean, count = 2): T[] {
  const at = items.indexOf(current);
  const alike: T[] = [];
  const others: T[] = [];
  // Outwards from the current item, the earlier neighbour first; it stops once enough alike
  // items are found, so a blog of thousands of posts does not sort them all for every post.
  for (let distance = 1; alike.length < count && distance < items.length; distance++) {
    for (const i of [at - distance, at + distance]) {
      if (i < 0 || i >= items.length || items[i] === current) continue;
      if (near(items[i])) alike.push(items[i]);
      else if (others.length < count) others.push(items[i]);
    }
  }
  return [...alike, ...others].slice(0, count);
}
