/** The closing call to action on every content page: book the 30-minute demo, or talk to us. */
import { useSite } from '../../site-context.tsx';
import { paths } from '../../paths.ts';
import { ExternalLink } from '../../widgets/external-link/ExternalLink.tsx';

export function DemoBanner({ title, text }: { title?: string; text?: string }) {
  const { content } = useSite();
  const { banner } = content.home;
  return (
    <section className="demo-banner" aria-labelledby="demo-banner-title">
      <div className="container demo-banner__inner">
        <div>
          <h2 id="demo-banner-title" className="demo-banner__title">{title ?? banner.title}</h2>
          <p className="demo-banner__text">{text ?? banner.text}</p>
        </div>
        <div className="demo-banner__actions">
          <ExternalLink className="button button--light" href={content.site.demoUrl}>Book a 30-minute demo</ExternalLink>
          <a className="button button--ghost-light" href={paths.contact}>Talk to an expert</a>
        </div>
      </div>
    </section>
  );
}
