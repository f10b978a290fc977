/** The branded 404: where the visitor probably wanted to go, as the header's menus group it. */
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { headerMenus, type NavLink } from '../navigation.ts';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  const { content } = useSite();
  // The industries menu holds every industry page; here the home page's overview of them stands in.
  const groups = headerMenus(content).map((menu): { title: string; links: NavLink[] } => ({
    title: menu.label,
    links: menu.id === 'industries'
      ? [{ label: 'Industries we serve', href: paths.homeIndustries }]
      : menu.groups.flatMap((group) => group.links),
  }));
  return (
    <>
      <PageHero eyebrow="Error 404" title="We couldn’t find that page" lead="The link may be old, or the address may have a typo. These are the places most visitors look for:" />
      <div className="container section">
        <p><a href={paths.home}>Back to the home page</a></p>
        <div className="link-groups">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="link-groups__title">{group.title}</h2>
              <ul className="link-list">
                {group.links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
