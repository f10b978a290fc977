/**
 * A grid of cards with an icon, a title and a description: features, benefits, challenges,
 * values. The grid reveals its cards on scroll (the reveal island) and lifts them on hover.
 */
import type { ReactNode } from 'react';
import type { IconName } from '../../model/icons.ts';
import type { colors } from '../../model/content.ts';
import { Icon } from '../../icons/Icon.tsx';
import { island } from '../../islands/markup.ts';

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
  /** Extra content under the description (a list, a badge). */
  extra?: ReactNode;
}

export function IconCards({ items, columns = 4, color = 'blue' }: { items: readonly IconCard[]; columns?: 2 | 3 | 4; color?: (typeof colors)[number] }) {
  return (
    <ul className={`card-rows icon-cards icon-cards--${columns} tint-${color}`} {...island('reveal')}>
      {items.map((item) => (
        <li className="icon-card" key={item.title}>
          <IconBadge name={item.icon} size={26} />
          <h3 className="icon-card__title">{item.title}</h3>
          <p className="icon-card__text">{item.description}</p>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}

/** An icon on its tinted square, as the cards show it: the tint of the nearest `tint-<colour>`, or `tint`. */
export function IconBadge({ name, size, tint }: { name: IconName; size?: number; tint?: (typeof colors)[number] }) {
  return (
    <span className={tint ? `icon-card__icon tint-${tint}` : 'icon-card__icon'}>
      <Icon name={name} size={size} />
    </span>
  );
}
