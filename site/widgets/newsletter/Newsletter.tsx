/**
 * The blog's newsletter sign-up (DESIGN.md section 5, "Forms, honestly"). A real form without
 * JavaScript: with `forms.newsletter` configured it posts there; without, its action is a mailto:
 * to the site's address with the subject 'Subscribe', and the hint above the field says that this
 * is what happens. newsletter.client.ts takes over validation (inline message, focus) and sends
 * with fetch, or composes the e-mail, then confirms in the role=status line.
 *
 * Prop-less: place it inside a `.container` (or any block that sets the width).
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { mailtoHref } from '../../lib/form-validation.ts';
import { NEWSLETTER_IDS as ids, NEWSLETTER_SUBJECT, newsletterField as field } from '../../lib/newsletter.ts';

export function Newsletter() {
  const { site } = useSite().content;
  const endpoint = site.forms.newsletter;
  return (
    <section className="newsletter" aria-labelledby={ids.title}>
      <div className="newsletter__text">
        <p className="eyebrow newsletter__eyebrow">Newsletter</p>
        <h2 className="newsletter__title" id={ids.title}>Get new articles by e-mail</h2>
        <p className="newsletter__lead">
          Field notes on loyalty, channel incentives, recognition, observability and security from the {site.company} team.
        </p>
      </div>
      <form
        className="newsletter__form"
        {...island('newsletter', 'idle')}
        method="post"
        action={endpoint ?? mailtoHref(site.email, NEWSLETTER_SUBJECT)}
        encType={endpoint ? undefined : 'text/plain'}
        data-email={site.email}
        data-endpoint={endpoint}
      >
        <label className="newsletter__label" htmlFor={ids.field}>{field.label}</label>
        <p className="newsletter__note" id={ids.note}>
          {endpoint ? (
            <>Subscribing sends your address straight to our mailing list.</>
          ) : (
            <>
              Subscribing opens your e-mail program with a request addressed to{' '}
              <span className="newsletter__address">{site.email}</span>. Nothing is sent until you send it.
            </>
          )}
        </p>
        <p className="newsletter__error" id={ids.error} hidden />
        <div className="newsletter__row">
          <input
            className="newsletter__control"
            id={ids.field}
            name={field.name}
            type={field.type}
            required={field.required}
            autoComplete="email"
            spellCheck={false}
            aria-describedby={`${ids.note} ${ids.error}`}
          />
          <button type="submit" className="button button--primary newsletter__submit" aria-describedby={ids.note}>Subscribe</button>
        </div>
        <div className="newsletter__status" role="status" data-newsletter-status="" />
      </form>
    </section>
  );
}
