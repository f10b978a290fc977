/**
 * The Contact page's message form (DESIGN.md section 5, "Forms, honestly"). It is a real form that
 * works without JavaScript: with an endpoint configured it posts there; without, its action is a
 * mailto: to the site's address, so the visitor's e-mail program opens with the fields as the body.
 * The browser's own `required` and `type=email` checks guard it. The sentence above the button
 * says which of the two will happen.
 *
 * contact-form.client.ts takes over when it starts: it sets `novalidate`, shows inline messages and
 * an error summary, and composes a readable e-mail (or posts with fetch) on a valid submit.
 */
import { island } from '../../islands/markup.ts';
import { CONTACT_SUBJECT, contactFields, errorId, fieldId } from './contact-fields.ts';
import { mailtoHref } from '../../lib/form-validation.ts';

type FieldName = (typeof contactFields)[number]['name'];

const hints: Partial<Record<FieldName, string>> = {
  email: 'We only use it to reply to you.',
  message: 'Tell us what you would like to know: a product, a demo, a partnership or anything else.',
};

const autoComplete: Partial<Record<FieldName, string>> = { name: 'name', email: 'email' };

export function ContactForm({ email, endpoint }: { email: string; endpoint?: string }) {
  const action = endpoint ?? mailtoHref(email, CONTACT_SUBJECT);
  return (
    <form
      className="contact-form"
      {...island('contact-form', 'idle')}
      method="post"
      action={action}
      encType={endpoint ? undefined : 'text/plain'}
      data-email={email}
      data-endpoint={endpoint}
    >
      <div className="contact-form__summary" id="contact-summary" role="alert" aria-labelledby="contact-summary-title" tabIndex={-1} hidden data-contact-summary="">
        <h2 className="contact-form__summary-title" id="contact-summary-title">There is a problem</h2>
        <ul className="contact-form__summary-list" data-contact-summary-list="" />
      </div>

      <p className="contact-form__intro">All fields are required.</p>

      {contactFields.map((field) => {
        const hint = hints[field.name];
        const hintId = `${fieldId(field.name)}-hint`;
        const common = {
          className: 'contact-form__control',
          id: fieldId(field.name),
          name: field.name,
          required: field.required,
          'aria-describedby': [hint && hintId, errorId(field.name)].filter(Boolean).join(' '),
        };
        return (
          <div className="contact-form__field" key={field.name}>
            <label className="contact-form__label" htmlFor={fieldId(field.name)}>{field.label}</label>
            {hint && <p className="contact-form__hint" id={hintId}>{hint}</p>}
            <p className="contact-form__error" id={errorId(field.name)} hidden />
            {field.name === 'message' ? (
              <textarea {...common} rows={6} />
            ) : (
              <input
                {...common}
                type={'type' in field ? field.type : 'text'}
                autoComplete={autoComplete[field.name]}
                spellCheck={'type' in field ? false : undefined}
              />
            )}
          </div>
        );
      })}

      <p className="contact-form__note" id="contact-form-note">
        {endpoint ? (
          <>Your message is sent straight to our team, and we reply to the email address you give.</>
        ) : (
          <>
            Sending opens your e-mail program with your message filled in, addressed to{' '}
            <span className="contact-form__address">{email}</span>. Nothing is sent until you send it from there.
          </>
        )}
      </p>

      <button type="submit" className="button button--primary contact-form__submit" aria-describedby="contact-form-note">
        Send message
      </button>

      <div className="contact-form__status" role="status" data-contact-status="" />
    </form>
  );
}
