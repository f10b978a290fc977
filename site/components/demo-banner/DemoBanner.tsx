/**
 * The call to action each kind of page closes with: its own heading and text (`closings` in
 * content/home.yml, {{name}} filled with the page's product or industry) and the action that kind
 * of reader takes next: a demo for buyers, the openings for candidates, the partner form for
 * partners. The contact page has none: it is where the others lead.
 */
import { useSite } from '../../site-context.tsx';
import { paths } from '../../paths.ts';
import type { Home } from '../../model/content.ts';
import { fillTokens } from '../../content-loader/brand-tokens.ts';
import { ExternalLink } from '../../widgets/external-link/ExternalLink.tsx';
import { EmailAddress } from '../email-address/EmailAddress.tsx';

export type ClosingKind = keyof Home['closings'];

/** The one label of each action (docs/content.md §16): the demo is always "Book a demo". */
export const ACTION_LABELS = { demo: 'Book a demo', expert: 'Talk to an expert', apply: 'Apply by e-mail', openings: 'See open positions', partner: 'Become a partner' } as const;

/** The heading and text a kind of page closes with, for the page's product or industry `name`. */
export function useClosing(kind: ClosingKind, name = ''): { title: string; text: string } {
  const { title, text } = useSite().content.home.closings[kind];
  const fill = (s: string) => fillTokens(s, { name }, []);
  return { title: fill(title), text: fill(text) };
}

/** The buttons under a closing: `light` on the indigo band, else on the page's surface. */
export function ClosingActions({ kind, light = false }: { kind: ClosingKind; light?: boolean }) {
  const { site } = useSite().content;
  const primary = `button ${light ? 'button--light' : 'button--primary'}`;
  const secondary = `button ${light ? 'button--ghost-light' : 'button--secondary'}`;
  const mail = (subject: string) => `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
  if (kind === 'careers') {
    return (
      <>
        <a className={primary} href={mail('Application')}>{ACTION_LABELS.apply}</a>
        <a className={secondary} href={`${paths.careers}#openings-title`}>{ACTION_LABELS.openings}</a>
      </>
    );
  }
  if (kind === 'partners') {
    return (
      <>
        <a className={primary} href={paths.contact}>{ACTION_LABELS.partner}</a>
        <a className={secondary} href={mail('Partnership enquiry')}><span>E-mail <EmailAddress address={site.email} /></span></a>
      </>
    );
  }
  return (
    <>
      <ExternalLink className={primary} href={site.demoUrl}>{ACTION_LABELS.demo}</ExternalLink>
      <a className={secondary} href={paths.contact}>{ACTION_LABELS.expert}</a>
    </>
  );
}

/** The full-width indigo band that closes a page. */
export function ClosingCall({ kind, name }: { kind: ClosingKind; name?: string }) {
  const { title, text } = useClosing(kind, name);
  return (
    <section className="demo-banner" aria-labelledby="demo-banner-title" data-closing={kind} data-pagefind-ignore="">
      <div className="container demo-banner__inner">
        <div>
          <h2 id="demo-banner-title" className="demo-banner__title">{title}</h2>
          <p className="demo-banner__text">{text}</p>
        </div>
        <div className="demo-banner__actions">
          <ClosingActions kind={kind} light />
        </div>
      </div>
    </section>
  );
}
