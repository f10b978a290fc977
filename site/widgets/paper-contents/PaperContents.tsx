/**
 * A whitepaper's contents: a link to each of its sections. From 64rem the list stays in view
 * beside the paper, and its island marks the section being read (aria-current="location").
 */
import { island } from '../../islands/markup.ts';
import type { Whitepaper } from '../../model/resources.ts';
import { resourcePageIds } from '../../paths.ts';

export function PaperContents({ contents }: { contents: Whitepaper['contents'] }) {
  return (
    <nav className="paper-contents" aria-labelledby={resourcePageIds.paperContents} {...island('paper-contents', 'media:(min-width: 64rem)')}>
      <h2 id={resourcePageIds.paperContents} className="paper-contents__title">Contents</h2>
      <ol>
        {contents.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.title}</a></li>)}
      </ol>
    </nav>
  );
}
