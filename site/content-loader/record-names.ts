/**
 * A field's path names list items by position (`products[0].features.items`), which a person
 * editing the file has to count to. This says which items those are, by their own name.
 */

/** The fields that name an item, in the order they are looked for. */
const NAME_FIELDS = ['name', 'title', 'label', 'author', 'slug', 'id'];

/** `products[0] is "Gratify"` for each list item on `fieldPath` inside `value` (whose own path is `root`), or ''. */
export function recordNames(value: unknown, fieldPath: string, root = ''): string {
  const rest = root && fieldPath.startsWith(root) ? fieldPath.slice(root.length) : fieldPath;
  const named: string[] = [];
  let at = value;
  let walked = root;
  for (const [step, key, index] of rest.matchAll(/\.?([^.[\]]+)|\[(\d+)\]/g)) {
    walked += step;
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key ?? Number(index)] : undefined;
    if (index === undefined || at === null || typeof at !== 'object') continue;
    const field = NAME_FIELDS.find((name) => typeof (at as Record<string, unknown>)[name] === 'string');
    if (field) named.push(`${walked} is "${(at as Record<string, string>)[field]}"`);
  }
  return named.length ? ` (${named.join(', ')})` : '';
}
