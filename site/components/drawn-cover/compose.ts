/**
 * What a drawn cover is made of, decided from the content alone, so two builds draw the same
 * covers: the motif (the item's `motif:`, else its category's, industry's or the whitepaper
 * default) and the composition. Covers that share a motif take different layouts: the items with
 * that motif, in the order of their addresses, take the variants in turn from a start set by the
 * motif, so up to VARIANTS of them never look alike; the details (accent colour, skin tones,
 * clouds, the glow) come from a generator seeded by the item's address.
 */
import type { Content } from '../../model/content.ts';
import { noteReads, recordReads } from '../../lib/content-reads.ts';
import type { Motif } from '../../model/motifs.ts';
import { INDUSTRY_MOTIFS, type BlogPost, type CaseStudy } from '../../model/resources.ts';

/** Layouts of a scene (DrawnCover.tsx), each also drawn mirrored. */
export const LAYOUTS = 5;
export const VARIANTS = LAYOUTS * 2;

/** A small deterministic generator (mulberry32) seeded by a text: the same text, the same numbers. */
export function seeded(text: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const postMotif = (post: BlogPost, content: Pick<Content, 'blogCategories'>): Motif =>
  post.motif ?? content.blogCategories.find((c) => c.name === post.category)?.motif ?? 'chart';
export const studyMotif = (study: CaseStudy): Motif => study.motif ?? INDUSTRY_MOTIFS[study.industry];

/** The key of an item among the scene covers: posts and case studies share them. */
export const postKey = (post: BlogPost) => `post/${post.slug}`;
export const studyKey = (study: CaseStudy) => `study/${study.id}`;

/** Each scene cover's variant (0 to VARIANTS - 1), by its key. */
function variants(content: Pick<Content, 'blog' | 'caseStudies' | 'blogCategories'>): Map<string, number> {
  const byMotif = new Map<Motif, string[]>();
  const add = (motif: Motif, key: string) => {
    const keys = byMotif.get(motif);
    if (keys) keys.push(key);
    else byMotif.set(motif, [key]);
  };
  for (const post of content.blog) if (!post.cover) add(postMotif(post, content), postKey(post));
  for (const study of content.caseStudies) if (!study.cover) add(studyMotif(study), studyKey(study));
  const result = new Map<string, number>();
  for (const [motif, keys] of byMotif) {
    const start = Math.floor(seeded(motif)() * VARIANTS);
    keys.sort().forEach((key, rank) => result.set(key, (start + rank) % VARIANTS));
  }
  return result;
}

/**
 * Computed once per loaded content. A cover's variant depends on every other item that shares its
 * motif, so the content it read is kept with the map and noted again on every later use: the dev
 * server then re-renders a page whose cover an edit elsewhere changed (site/dev/track-reads.ts).
 */
const cache = new WeakMap<object, { map: Map<string, number>; reads: Set<string> }>();
/** The variant of the item with `key`. */
export function variantOf(content: Pick<Content, 'blog' | 'caseStudies' | 'blogCategories'>, key: string): number {
  let entry = cache.get(content.blog);
  if (entry) noteReads(entry.reads);
  else {
    const { result: map, reads } = recordReads(() => variants(content));
    cache.set(content.blog, (entry = { map, reads }));
  }
  return entry.map.get(key) ?? Math.floor(seeded(key)() * VARIANTS);
}
