/**
 * The branded 404: a drawing and a short apology, the way home and a demo, then the site's main
 * sections as cards, each with one line and its pages as the header's menus group them (the
 * industries through the home page's overview). Plain links: it is complete without JavaScript.
 */
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { IconBadge } from '../components/icon-cards/IconCards.tsx';
import { ExternalLink } from '../widgets/external-link/ExternalLink.tsx';
import { LostScene } from './company/CompanyScenes.tsx';
import { headerMenus, type NavMenu } from '../navigation.ts';
import type { IconName } from '../model/icons.ts';
import { paths } from '../paths.ts';
import { SearchOpener } from '../widgets/search/SearchOpener.tsx';

/** Each section's card: where its title leads, its line, its icon and tint. */
const CARDS: Record<NavMenu['id'], { href: string; line: string; icon: IconName; tint: 'blue' | 'green' | 'purple' | 'orange' }> = {
  solutions: { href: paths.homeSolutions, line: 'Our products for loyalty, channel sales, rewards, uptime and security.', icon: 'layers', tint: 'blue' },
  industries: { href: paths.homeIndustries, line: 'How each industry we serve puts them to work.', icon: 'factory', tint: 'green' },
  resources: { href: paths.caseStudies, line: 'Case studies, field notes and whitepapers.', icon: 'file', tint: 'purple' },
  company: { href: paths.about, line: 'Who we are, how to join us and how to reach us.', icon: 'building', tint: 'orange' },
};

export function NotFoundPage() {
  const { content } = useSite();
  return (
    <>
      <PageHero eyebrow="Error 404" title="We couldn’t find that page" lead="The link may be old, or the address may have a typo. Start again from the home page, or from one of the sections below." art={<LostScene />}>
        <p className="page-hero__actions">
          <a className="button button--primary" href={paths.home}>Back to the home page</a>
          <ExternalLink className="button button--secondary" href={content.site.demoUrl}>Book a demo</ExternalLink>
        </p>
      </PageHero>
      {/* The site search: above the sections, below the apology (a link to /search without JavaScript). */}
      <section className="section not-found__search" aria-labelledby="not-found-search-title">
        <div className="container">
          <h2 id="not-found-search-title" className="not-found__title">Search the site</h2>
          <p>Look for a product, an industry, a case study or a post by its words, or browse every page on the search page.</p>
          <SearchOpener place="page" />
        </div>
      </section>
      <section className="section" aria-labelledby="sections-title">
        <div className="container">
          <h2 id="sections-title" className="not-found__title">Where to next</h2>
          <ul className="not-found__cards">
            {headerMenus(content).map((menu) => {
              const card = CARDS[menu.id];
              // Every industry is a menu link; here the home page's overview of them stands in.
              const links = menu.id === 'industries' ? [] : menu.groups.flatMap((group) => group.links);
              return (
                <li key={menu.id} className={`not-found-card tint-${card.tint}`}>
                  <IconBadge name={card.icon} size={24} />
                  <h3 className="not-found-card__title"><a href={card.href}>{menu.id === 'industries' ? 'Industries we serve' : menu.label}</a></h3>
                  <p className="not-found-card__line">{card.line}</p>
                  {links.length > 0 && (
                    <ul className="not-found-card__links">
                      {links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
