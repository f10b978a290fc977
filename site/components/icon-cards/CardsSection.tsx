/** A page section made of a heading and a grid of icon cards: the most common block of the site. */
import type { ComponentProps } from 'react';
import { SectionHeading } from '../section-heading/SectionHeading.tsx';
import { IconCards } from './IconCards.tsx';

type Props = Omit<ComponentProps<typeof SectionHeading>, 'id'> &
  ComponentProps<typeof IconCards> & {
    /** The heading's id (labels the section). */
    titleId: string;
    /** An id for the section itself, when menus link to it (e.g. #features). */
    anchor?: string;
    tinted?: boolean;
    /** A class of the page's own, e.g. for the section's estimated height. */
    className?: string;
  };

export function CardsSection({ titleId, anchor, tinted, className, eyebrow, title, intro, items, columns, color }: Props) {
  return (
    <section className={['section', tinted && 'section--tinted', className].filter(Boolean).join(' ')} id={anchor} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
        <IconCards items={items} columns={columns} color={color} />
      </div>
    </section>
  );
}
