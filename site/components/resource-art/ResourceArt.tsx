/** Stub: being built (issue 5). Generated artwork for case-study and blog cards. */
import type { colors } from '../../model/content.ts';

type Color = (typeof colors)[number];

export function CaseStudyArt(_props: { industry: string; color: Color }) {
  return null;
}

export function PostArt(_props: { color: Color; category: string; title: string }) {
  return null;
}
