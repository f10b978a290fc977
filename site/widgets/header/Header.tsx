/**
 * The site header: logo, the four menus, Book a demo, and below the desktop breakpoint a hamburger
 * panel. Without JavaScript the menus open on :hover and :focus-within and the mobile panel is a
 * <details>; header.client.ts adds the 150 ms close delay, Escape, aria-expanded and the scroll state.
 */
import { useSite } from '../../site-context.tsx';
import { headerMenus, type NavMenu } from '../../navigation.ts';
import { island } from '../../islands/markup.ts';
import { paths } from '../../paths.ts';
import { Logo } from '../logo/Logo.tsx';
import { ExternalLink } from '../external-link/ExternalLink.tsx';
import { RenderOnce } from '../../components/render-once/RenderOnce.tsx';
import { ThemeSwitch } from '../theme-switch/ThemeSwitch.tsx';
import { ACTION_LABELS } from '../../components/demo-banner/DemoBanner.tsx';
import { SearchOpener } from '../search/SearchOpener.tsx';

function Chevron() {
  return (
    <svg className="site-nav__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function MenuLinks({ menu, current }: { menu: NavMenu; current: string }) {
  return (
    <>
      {menu.groups.map((group, i) => (
        <div className="site-nav__group" key={group.title ?? i}>
          {group.title && <p className="site-nav__group-title">{group.title}</p>}
          <ul className="site-nav__links">
            {group.links.map((link) => (
              <li key={link.href}>
                <a className="site-nav__link" href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                  <span className="site-nav__link-label">{link.label}</span>
                  {link.description && <span className="site-nav__link-description">{link.description}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * Beside the menus at 64rem, a company name of more characters than this would wrap to a third
 * line or more; such a header keeps the menu button up to 70rem (header.css).
 */
export const LONG_COMPANY_NAME = 20;

/**
 * Rendered once for all the pages that are not in the menus (every blog post shares one header),
 * and once for each menu page, whose own link carries aria-current.
 */
export function Header() {
  const { content, route } = useSite();
  const inMenus = headerMenus(content).some((menu) => menu.groups.some((group) => group.links.some((link) => link.href === route.path)));
  const current = inMenus ? route.path : '';
  const className = content.site.company.length > LONG_COMPANY_NAME ? 'site-header site-header--long-name' : 'site-header';
  return (
    <RenderOnce as="header" host={{ className, ...island('header') }} cacheKey={`header ${current}`}>
      <HeaderBar current={current} />
    </RenderOnce>
  );
}

function HeaderBar({ current }: { current: string }) {
  const { content } = useSite();
  const menus = headerMenus(content);
  const { site } = content;
  return (
    <div className="site-header__bar">
      <a className="site-header__logo" href={paths.home} aria-label={`${site.company}, home`}>
        <Logo name={site.company} />
      </a>

      <nav className="site-nav" aria-label="Main">
        <ul className="site-nav__menus">
          {menus.map((menu) => (
            <li className={`site-nav__item${menu.wide ? ' site-nav__item--wide' : ''}`} key={menu.id} data-header-menu="">
              <button type="button" className="site-nav__trigger" aria-controls={`menu-${menu.id}`} data-header-trigger="">
                {menu.label}
                <Chevron />
              </button>
              <div className={`site-nav__panel${menu.wide ? ' site-nav__panel--wide' : ''}`} id={`menu-${menu.id}`} data-header-panel="">
                <MenuLinks menu={menu} current={current} />
              </div>
            </li>
          ))}
          <li className="site-nav__item site-nav__item--search"><SearchOpener place="bar" /></li>
        </ul>
      </nav>

      <ExternalLink className="button button--primary site-header__cta" href={site.demoUrl}>
        {ACTION_LABELS.demo}
      </ExternalLink>

      <ThemeSwitch place="bar" />

      <details className="mobile-nav" data-header-mobile="">
        <summary className="mobile-nav__toggle">
          <span className="mobile-nav__bars" aria-hidden="true"><span /><span /><span /></span>
          <span className="visually-hidden">Menu</span>
          {/* The page behind the open panel, dimmed. Part of the button, so that a tap on it closes
              the panel as the button does, with or without scripts, and follows nothing under it. */}
          <span className="mobile-nav__backdrop" aria-hidden="true" />
        </summary>
        <nav className="mobile-nav__panel" aria-label="Main menu">
          {menus.map((menu) => (
            <details className="mobile-nav__section" key={menu.id}>
              <summary className="mobile-nav__section-toggle">
                {menu.label}
                <Chevron />
              </summary>
              <div className="mobile-nav__section-body">
                <MenuLinks menu={menu} current={current} />
              </div>
            </details>
          ))}
          <SearchOpener place="panel" />
          <ThemeSwitch place="panel" />
          <ExternalLink className="button button--primary mobile-nav__cta" href={site.demoUrl}>
            {ACTION_LABELS.demo}
          </ExternalLink>
        </nav>
      </details>
    </div>
  );
}
