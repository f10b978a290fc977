/**
 * The contents of a whitepaper or a long post: a link to each of its sections. A whitepaper's
 * stay in view beside the paper from 64rem, where its island marks the section being read
 * (aria-current="location"); a post's sit above its text, which is short enough to need no more.
 */
import { island } from '../../islands/markup.ts';
import type { SectionLink } from '../../model/resources.ts';
import { resourcePageIds } from '../../paths.ts';

const KINDS = {
  paper: { title: 'Contents', titleId: resourcePageIds.paperContents, follows: true },
  post: { title: 'In this article', titleId: resourcePageIds.postContents, follows: false },
} as const;

export function PaperContents({ contents, kind = 'paper' }: { contents: SectionLink[]; kind?: keyof typeof KINDS }) {
  const { title, titleId, follows } = KINDS[kind];
  return (
    <nav className={`paper-contents paper-contents--${kind}`} aria-labelledby={titleId} {...(follows ? island('paper-contents', 'media:(min-width: 64rem)') : {})}>
      <h2 id={titleId} className="paper-contents__title">{title}</h2>
      <ol>
        {contents.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.title}</a></li>)}
      </ol>
    </nav>
  );
}
