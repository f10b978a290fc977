/** The site footer: four link columns, contact line, social links and the badge of the company's first recognition (Startup India). */
import { useSite } from '../../site-context.tsx';
import { footerColumns, socialLinks } from '../../navigation.ts';
import { paths } from '../../paths.ts';
import { Logo } from '../logo/Logo.tsx';
import { ExternalLink } from '../external-link/ExternalLink.tsx';
import { socialIcons } from './social-icons.tsx';
import { RenderOnce } from '../../components/render-once/RenderOnce.tsx';
import { EmailAddress } from '../../components/email-address/EmailAddress.tsx';

/** The same on every page, so rendered once. */
export function Footer() {
  return (
    <RenderOnce as="footer" host={{ className: 'site-footer' }} cacheKey="footer">
      <FooterContents />
    </RenderOnce>
  );
}

function FooterContents() {
  const { content } = useSite();
  const { site } = content;
  const [recognition] = content.company.facts.recognitions;
  return (
    <>
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <a className="site-footer__logo" href={paths.home} aria-label={`${site.company}, home`}>
            <Logo name={site.company} />
          </a>
          <p className="site-footer__tagline">{site.tagline}.</p>
          <p className="site-footer__contact">
            <a href={`mailto:${site.email}`}><EmailAddress address={site.email} /></a>
            <br />
            {site.location}
          </p>
          {/* The first recognition of content/company.yml (`facts.recognitions`): About shows them all. */}
          {recognition && (
            <p className="site-footer__badge">
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M10 1.5 12.4 4l3.4-.3.6 3.4 2.9 1.9-1.5 3.1 1.5 3.1-2.9 1.9-.6 3.4-3.4-.3L10 18.5 7.6 16l-3.4.3-.6-3.4L.7 11l1.5-3.1L.7 4.9l2.9-1.9.6-3.4 3.4.3Z" fill="#f59e0b" />
                <path d="m6.5 10 2.3 2.3 4.7-4.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Recognised by {recognition.name}
            </p>
          )}
        </div>
        <div className="site-footer__columns">
          {footerColumns(content).map((column) => (
            <nav className="site-footer__column" key={column.title} aria-label={column.title}>
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.external ? <ExternalLink href={link.href}>{link.label}</ExternalLink> : <a href={link.href}>{link.label}</a>}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__copyright">© {site.copyrightYear} {site.legalName}. All rights reserved.</p>
        <ul className="site-footer__social" aria-label="Follow us">
          {socialLinks(content).map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.href} className="site-footer__social-link" label={link.label}>
                {socialIcons[link.label]}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
