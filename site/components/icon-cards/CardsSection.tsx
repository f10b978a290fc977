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
  };

export function CardsSection({ titleId, anchor, tinted, eyebrow, title, intro, items, columns, color }: Props) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} id={anchor} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
        <IconCards items={items} columns={columns} color={color} />
      </div>
    </section>
  );
}
