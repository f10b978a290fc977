/**
 * The blog's newsletter sign-up (docs/site.md §16). A real form without
 * JavaScript: with `forms.newsletter` configured it posts there; without, its action is a mailto:
 * to the site's address with the subject 'Subscribe', and the hint above the field says that this
 * is what happens. newsletter.client.ts takes over validation (the shared form-errors module:
 * inline message, focus on the field) and sends with fetch, or composes the e-mail, then confirms
 * in the role=status line.
 *
 * Prop-less and self-contained: its own section, container and spacing, placed between blocks.
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { mailtoHref } from '../../lib/form-validation.ts';
import { NEWSLETTER_PREFIX, NEWSLETTER_SUBJECT, newsletterField, newsletterHintId } from '../../lib/newsletter.ts';
import { FormField } from '../form/FormField.tsx';

export function Newsletter() {
  const { site } = useSite().content;
  const endpoint = site.forms.newsletter;
  const hint = endpoint
    ? 'Subscribing sends your address straight to our mailing list.'
    : `Subscribing opens your e-mail program with a request addressed to ${site.email}. Nothing is sent until you send it.`;
  return (
    <section className="newsletter-band" aria-labelledby="newsletter-title">
      <div className="container newsletter">
        <div className="newsletter__text">
          <p className="eyebrow newsletter__eyebrow">Newsletter</p>
          <h2 className="newsletter__title" id="newsletter-title">Get new articles in your inbox</h2>
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
          <FormField prefix={NEWSLETTER_PREFIX} rule={newsletterField} hint={hint} autoComplete="email" />
          <button type="submit" className="button button--primary newsletter__submit" aria-describedby={newsletterHintId}>Subscribe</button>
          <div className="newsletter__status" role="status" data-newsletter-status="" />
        </form>
      </div>
    </section>
  );
}
