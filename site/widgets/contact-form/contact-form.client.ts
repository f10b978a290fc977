/**
 * Enhances the server-rendered contact form. Validation is the site's shared form-errors module
 * (inline messages, aria-invalid, the error summary that takes focus). A valid submit either posts
 * to the configured endpoint, or opens the visitor's e-mail program with a composed mailto: link,
 * and then says in the page what happened.
 */
import { defineIsland } from '../../islands/define-island.ts';
import { bindFormErrors } from '../form/form-errors.dom.ts';
import { bindFormSubmit, mailLink } from '../form/form-submit.dom.ts';
import { CONTACT_PREFIX, contactFields, contactMailto, type ContactValues } from './contact-fields.ts';

function start(form: HTMLFormElement): void {
  const address = form.dataset.email!;
  const endpoint = form.dataset.endpoint;
  const errors = bindFormErrors(form, contactFields, CONTACT_PREFIX);
  const submit = bindFormSubmit(form, form.querySelector<HTMLElement>('[data-contact-status]')!);

  submit.onValidSubmit(() => errors.check(), async () => {
    const data = errors.values() as ContactValues;
    if (!endpoint) {
      submit.openEmailProgram(contactMailto(address, data));
      return submit.say('sent', 'Your e-mail program should have opened with your message, ready to send. If it did not, write to us at ', mailLink(address), '.');
    }
    if (await submit.post(endpoint, 'Sending…')) submit.say('sent', `Thank you, ${data.name.trim()}. Your message has been sent, and we will reply to ${data.email.trim()}.`);
    else submit.say('failed', 'Your message could not be sent. Please try again, or write to us at ', mailLink(address), '.');
  });
}

defineIsland('contact-form', (root) => start(root as HTMLFormElement));
