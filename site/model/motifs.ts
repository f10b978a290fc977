/**
 * The drawn motifs of the covers (site/components/drawn-cover/): the subject a post, case study or
 * whitepaper without a photo shows. Each item has a default (a post's category, a case study's
 * industry, a whitepaper's "chart"); `motif:` in its header picks another from this list, so
 * that the details are right (a two-wheeler for a two-wheeler maker). docs/content.md §12.
 */
import { oneOf, optional } from './schema.ts';

export const MOTIFS = [
  'two-wheeler', 'car', 'truck', 'storefront', 'factory', 'phone', 'laptop', 'shield', 'server', 'chart', 'gift',
  'coins', 'handshake', 'field', 'hospital', 'school', 'hotel', 'tower', 'building', 'bank', 'bulb', 'gem',
] as const;
export type Motif = (typeof MOTIFS)[number];

export const motifSchema = oneOf(MOTIFS, 'a drawn motif:');
/** The optional header field of posts, case studies and whitepapers. */
export const motifField = { motif: optional(motifSchema).describe('The drawing on its cover when it has no photo; leave out for the usual one') };

/** A whitepaper's motif when its header names none. */
export const PAPER_MOTIF: Motif = 'chart';
