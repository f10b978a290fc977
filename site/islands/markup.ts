/**
 * Server side of the island mechanism: the attributes that mark a widget's root so that its client
 * entry (`<name>.client.ts`) finds it, and the rule that says when to start it.
 */
export type LoadRule = 'load' | 'idle' | 'visible' | `media:${string}`;

export function island(name: string, load: LoadRule = 'load'): Record<string, string> {
  return { 'data-island': name, 'data-load': load };
}

/** Island names present in rendered HTML, in order of first appearance. */
export function islandsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/data-island="([a-z0-9-]+)"/g), (m) => m[1]))];
}
