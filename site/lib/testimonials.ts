/**
 * The testimonial carousel's rules (docs/site.md §14), shared by the server markup and the
 * island. The motion itself (card widths, gaps, 35 s / 40 s loop) lives in testimonials.css: a CSS
 * animation needs no script to scroll, so it also runs without JavaScript.
 */
import type { ProductId, Testimonial } from '../model/content.ts';
import type { Client } from '../model/clients.ts';

/** The list is rendered this many times so that the track can slide one copy's width and loop seamlessly. */
export const LOOP_COPIES = 3;

export interface LoopCard<T> {
  item: T;
  /** 0 for the copy screen readers and keyboards get; 1 and 2 are decorative repeats. */
  copy: number;
  key: string;
}

/** The items repeated LOOP_COPIES times, in order, each marked with the copy it belongs to. */
export function loopCards<T>(items: readonly T[]): LoopCard<T>[] {
  return Array.from({ length: LOOP_COPIES }, (_, copy) => items.map((item, i) => ({ item, copy, key: `${copy}-${i}` }))).flat();
}

/** The pause button's visible text for a given state (the button says what pressing it does). */
export function toggleLabel(paused: boolean): 'Play' | 'Pause' {
  return paused ? 'Play' : 'Pause';
}

/** Up to two initials for an author's monogram: 'Priya Raghavan' → 'PR', 'Cher' → 'C'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.map((w) => Array.from(w)[0].toUpperCase()).join('');
}

/** A product page's pull quote: the first testimonial naming the product, and the client it names (with its place in the list, for its mark's colour). */
export interface PullQuoteSource {
  testimonial: Testimonial;
  client?: { client: Client; index: number };
}

export function pullQuoteFor(product: ProductId, testimonials: readonly Testimonial[], clients: readonly Client[]): PullQuoteSource | undefined {
  const testimonial = testimonials.find((t) => t.product === product);
  if (!testimonial) return undefined;
  const index = testimonial.client === undefined ? -1 : clients.findIndex((c) => c.description === testimonial.client);
  return { testimonial, client: index < 0 ? undefined : { client: clients[index], index } };
}
