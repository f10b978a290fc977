/** Decorative hero art for pages without a photograph: the page's icon ringed by smaller icons. */
import type { IconName } from '../../model/icons.ts';
import type { colors } from '../../model/content.ts';
import { Icon } from '../../icons/Icon.tsx';

export function HeroEmblem({ icon, orbit, color }: { icon: IconName; orbit: readonly IconName[]; color: (typeof colors)[number] }) {
  return (
    <div className={`hero-emblem tint-${color}`} aria-hidden="true">
      <span className="hero-emblem__main"><Icon name={icon} size={56} /></span>
      {orbit.slice(0, 4).map((name) => <span className="hero-emblem__orbit" key={name}><Icon name={name} size={26} /></span>)}
    </div>
  );
}
