/** What the search tests type, and the pages they expect to find by it. */
import type { Content } from '../../site/model/content.ts';
import { paths } from '../../site/paths.ts';
import { SEARCH_KINDS } from '../../site/search/search-kinds.ts';

/** The words of a title, as a visitor would type them, without its punctuation. */
export function searchWords(title: string): string {
  return (title.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).filter((word) => word.length > 2).slice(0, 6).join(' ');
}

/** A page of each kind the issue names, found by the words of its title (its heading, for an industry), with the type its result shows. */
export const searchFinds = (content: Content): { path: string; words: string; type: string }[] => [
  { path: paths.caseStudy(content.caseStudies[0].id), words: searchWords(content.caseStudies[0].title), type: SEARCH_KINDS.caseStudy.type },
  { path: paths.blogPost(content.blog[0].slug), words: searchWords(content.blog[0].title), type: SEARCH_KINDS.post.type },
  { path: paths.whitepaper(content.whitepapers[0].id), words: searchWords(content.whitepapers[0].title), type: SEARCH_KINDS.whitepaper.type },
  { path: paths.industry(content.industries[0].slug), words: searchWords(content.industries[0].page.title), type: SEARCH_KINDS.industry.type },
];
