/**
 * The Contact page's message form (docs/site.md §16). It is a real form that
 * works without JavaScript: with an endpoint configured it posts there; without, its action is a
 * mailto: to the site's address, so the visitor's e-mail program opens with the fields as the body.
 * The browser's own `required`, `type=email` and `pattern` checks guard it (site/lib/form-validation.ts). The sentence above the button
 * says which of the two will happen.
 *
 * contact-form.client.ts takes over when it starts: it sets `novalidate`, shows inline messages and
 * an error summary, and composes a readable e-mail (or posts with fetch) on a valid submit.
 */
import { island } from '../../islands/markup.ts';
import { mailtoHref } from '../../lib/form-validation.ts';
import { ErrorSummary, FormField } from '../form/FormField.tsx';
import { CONTACT_PREFIX, CONTACT_SUBJECT, contactFields } from './contact-fields.ts';

export function ContactForm({ email, endpoint }: { email: string; endpoint?: string }) {
  const action = endpoint ?? mailtoHref(email, CONTACT_SUBJECT);
  const [name, address, message] = contactFields;
  return (
    <form
      className="form contact-form"
      {...island('contact-form', 'idle')}
      method="post"
      action={action}
      encType={endpoint ? undefined : 'text/plain'}
      data-email={email}
      data-endpoint={endpoint}
    >
      <ErrorSummary prefix={CONTACT_PREFIX} />
      <p className="form__intro">All fields are required.</p>
      <FormField prefix={CONTACT_PREFIX} rule={name} autoComplete="name" />
      <FormField prefix={CONTACT_PREFIX} rule={address} autoComplete="email" hint="We only use it to reply to you." />
      <FormField prefix={CONTACT_PREFIX} rule={message} multiline hint="Tell us what you would like to know: a product, a demo, a partnership or anything else." />

      <p className="form__note" id="contact-form-note">
        {endpoint ? (
          <>Your message is sent straight to our team, and we reply to the email address you give.</>
        ) : (
          <>
            Sending opens your e-mail program with your message filled in, addressed to{' '}
            <span className="form__address">{email}</span>. Nothing is sent until you send it from there.
          </>
        )}
      </p>

      <button type="submit" className="button button--primary form__submit" aria-describedby="contact-form-note">
        Send message
      </button>

      <div className="form__status" role="status" data-contact-status="" />
    </form>
  );
}
